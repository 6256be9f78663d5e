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


class IAmDiscarded(TriggerKind):
    """A card's own "when I'm discarded" (Scrapheap): met in its owner's trash, where the discard
    put it, so it works from there."""

    name, occasion, holder = "i_am_discarded", "discard", "self"
    words = ("when I'm discarded", "quand je suis défaussé")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.zone == "trash"


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
    """A legend's; as before, met only while the legend is ready."""

    name, occasion = "you_conquer_or_hold", "score_legend"
    words = ("when you conquer or hold", "quand vous conquérez ou tenez")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and not holder.exhausted


class IMove(TriggerKind):
    name, occasion, holder = "i_move", "move", "self"
    words = ("when I move", "quand je me déplace")


class IMoveForTheThirdTimeInATurn(TriggerKind):
    """Yasuo, Windrider: the holder's moves are counted through the turn (the count ends with it,
    like "the first time each turn", 383.1.b); the third sets it off."""

    name, occasion, holder = "i_move_for_the_third_time_in_a_turn", "move", "self"
    words = (
        "the third time I move in a turn",
        "la troisième fois que je me déplace dans un tour",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        key = f"moves:{holder.pid}:{holder.rules_id}"
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
        return holder.on_board and state.uses_this_turn[key] == 3


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


class YouReadyMe(TriggerKind):
    """ "When you ready me" (Irelia, Fervent): the holder goes from exhausted to ready (415.1) by
    its controller: an instruction of theirs, or the Awaken phase of their turn (315.1). Readying
    what is already ready is no readying (415.1.b): nothing happens, nothing triggers."""

    name, occasion, holder = "you_ready_me", "ready", "self"
    words = ("when you ready me", "quand vous me redressez")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player == holder.controller


def _excess(state: State, player: str | None, at: str | None) -> int:
    """The excess damage `player` assigned to enemy units in the last combat at `at` this turn
    (465.2.c, noted by rules/combat.note_excess)."""
    return state.uses_this_turn.get(f"excess:{at}:{player}", 0)


class IConquerHavingAssigned3ExcessDamage(IConquer):
    """Yeti Brawler: the excess damage is part of the trigger condition (383.2.a.1), read as the
    conquest happens."""

    name = "i_conquer_having_assigned_3_excess_damage"
    words = (
        "when I conquer having assigned 3 or more excess damage",
        "quand je conquiers après avoir assigné 3 dégâts excédentaires ou plus",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and _excess(state, occasion.player, occasion.at) >= 3


class IConquerAfterAnAttackWith5ExcessDamage(IConquer):
    """Tryndamere, Barbarian; Sivir, Ambitious: a conquest after a combat there in which the
    holder's controller attacked and assigned 5 or more excess damage to enemy units."""

    name = "i_conquer_after_an_attack_with_5_excess_damage"
    words = (
        "when I conquer after an attack with 5 or more excess damage assigned",
        "quand je conquiers après une attaque avec 5 dégâts excédentaires ou plus assignés",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        attacked = state.uses_this_turn.get(f"attacked:{occasion.at}:{occasion.player}", 0)
        return (
            holder.on_board and bool(attacked) and _excess(state, occasion.player, occasion.at) >= 5
        )


class IDieInCombat(IDie):
    """Draven, Audacious: a death in a combat at the holder's battlefield once its combat damage
    has been assigned (465), captured like any own death (808.1.d)."""

    name = "i_die_in_combat"
    words = ("when I die in combat", "quand je meurs en combat")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        combat = state.showdown
        return (
            combat is not None
            and combat.combat
            and combat.assignment is not None
            and state.location(holder) == combat.bf
        )


class ACombatITookPartInEnds(TriggerKind):
    """Affectionate Poro: a combat in which the holder was an attacker or a defender is over
    (466.7; rules/occasions.combat_ended), the holder still on the board."""

    name, occasion, holder = "a_combat_i_took_part_in_ends", "combat_ended", "self"
    words = (
        "when a combat I took part in ends",
        "quand un combat auquel j'ai participé se termine",
    )


class AFriendlyUnitDiesDuringYourBeginningPhase(AnotherFriendlyUnitDies):
    """Shard of Undoing: "the first time a friendly unit dies during your Beginning Phase each
    turn" (`per_turn: 1`): the holder's controller's Beginning phase lasts until their Main phase
    begins (315.2, 316.1); a Temporary unit's death there meets it."""

    name = "a_friendly_unit_dies_during_your_beginning_phase"
    words = (
        "when a friendly unit dies during your Beginning phase",
        "quand une unité alliée meurt pendant votre phase de début",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return (
            super().fires(state, holder, spec, occasion)
            and state.beginning_phase_of == holder.controller
        )


class IConquerAnOpenBattlefield(IConquer):
    """Yone, Blademaster: "when I conquer an open battlefield": a conquest of a battlefield that
    nobody controlled as control was established (466.5; noted by
    rules/showdown.establish_control), not one taken from an opponent."""

    name = "i_conquer_an_open_battlefield"
    words = (
        "when I conquer an open battlefield",
        "quand je conquiers un champ de bataille libre",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        was_open = state.uses_this_turn.get(f"conquered_open:{occasion.at}:{occasion.player}", 0)
        return holder.on_board and bool(was_open)
