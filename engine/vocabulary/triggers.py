"""The trigger kinds a triggered ability may wait for (`when:`, 383.2, 383.4): one class each,
registered by defining it. The rule that meets each occasion (engine/rules/triggers.py) asks which
kinds wait for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


class IDie(TriggerKind):
    """Captured before the death, with a snapshot (808.1.d, 323.4)."""

    name, occasion = "i_die", "own_death"
    words = ("when I die", "quand je meurs")


class AnotherFriendlyUnitDies(TriggerKind):
    name, occasion, holder = "another_friendly_unit_dies", "death", "observer"
    words = ("when another friendly unit dies", "quand une autre unité alliée meurt")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.controller == occasion.player


class AnotherUnitDies(TriggerKind):
    name, occasion, holder = "another_unit_dies", "death", "observer"
    words = ("when another unit dies", "quand une autre unité meurt")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return True


class FriendlyUnitDies(AnotherFriendlyUnitDies):
    name = "friendly_unit_dies"
    words = ("when a friendly unit dies", "quand une unité alliée meurt")


class IAttack(TriggerKind):
    name, occasion = "i_attack", "attack"
    words = ("when I attack", "quand j'attaque")


class IDefend(TriggerKind):
    name, occasion = "i_defend", "defend"
    words = ("when I defend", "quand je défends")


class YouHoldHere(TriggerKind):
    name, occasion = "you_hold_here", "hold_here"
    words = ("when you hold here", "quand vous tenez ici")


class YouKillAUnitWithASpell(TriggerKind):
    """Works from its card's trash (385)."""

    name, occasion = "you_kill_a_unit_with_a_spell", "kill_with_spell"
    words = ("when you kill a unit with a spell", "quand vous tuez une unité avec un sort")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return (
            spec.active_in == "trash" and holder.zone == "trash" and holder.owner == occasion.player
        )


class YouConquerOrHold(TriggerKind):
    name, occasion = "you_conquer_or_hold", "score_legend"
    words = ("when you conquer or hold", "quand vous conquérez ou tenez")


class YouConquer(TriggerKind):
    """A legend's "when you conquer" (Garen): met as its controller conquers, never as they hold
    (383.4.c); "that battlefield" is `here` for it, as for "when you conquer or hold"."""

    name, occasion = "you_conquer", "score_legend"
    words = ("when you conquer", "quand vous conquérez")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.kind == "conquer"


class IMove(TriggerKind):
    name, occasion, holder = "i_move", "move", "self"
    words = ("when I move", "quand je me déplace")


class YouPlayMe(TriggerKind):
    name, occasion = "you_play_me", "play"
    words = ("when you play me", "quand vous me jouez")


class YouConquerHere(TriggerKind):
    name, occasion = "you_conquer_here", "conquer_here"
    words = ("when you conquer here", "quand vous conquérez ici")


class YouScoreHere(TriggerKind):
    name, occasion = "you_score_here", "score_here"
    words = ("when you score here", "quand vous marquez ici")


class IConquer(TriggerKind):
    """A unit's "when I conquer": its controller conquers where it is."""

    name, occasion = "i_conquer", "conquer"
    words = ("when I conquer", "quand je conquiers")


class IHold(TriggerKind):
    name, occasion = "i_hold", "hold"
    words = ("when I hold", "quand je tiens")
