"""Triggers on what a player does to an object (383.2): "whenever you stun an enemy unit",
"whenever you ready a friendly unit", "each time you buff me". The one who does it is the
controller of the spell or ability whose instruction did it, or of the object whose cost it was
(`rules/triggers.acting_player`); `it` is the object it was done to. Announced after each moment
by `rules/triggers.notice`, occasion `<event kind>_by`."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


class _YouAct(TriggerKind):
    holder = "observer"
    whose: ClassVar[str] = ""  # what it was done to: "enemy", "friendly" or "me"
    once_per_moment: ClassVar[bool] = False

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        subject = occasion.subject
        if not holder.on_board or subject is None or occasion.player != holder.controller:
            return False
        if cls.whose == "me":
            return subject.pid == holder.pid
        if not subject.is_unit:
            return False
        return (subject.controller == holder.controller) == (cls.whose == "friendly")


class YouStunAnEnemyUnit(_YouAct):
    name, occasion, whose = "you_stun_an_enemy_unit", "stun_by", "enemy"
    words = ("when you stun an enemy unit", "quand vous étourdissez une unité ennemie")


class YouStunAnEnemyUnitAtABattlefield(_YouAct):
    """Vex, Mocking: `bring_there` names the stunned unit's battlefield."""

    name, occasion, whose = "you_stun_an_enemy_unit_at_a_battlefield", "stun_by", "enemy"
    words = (
        "when you stun an enemy unit at a battlefield",
        "quand vous étourdissez une unité ennemie sur un champ de bataille",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        subject = occasion.subject
        return (
            super().fires(state, holder, spec, occasion)
            and subject is not None
            and state.location(subject) in state.battlefields
        )


class YouStunOneEnemyUnitOrMore(_YouAct):
    """Once for all the units one instruction stuns together (one moment)."""

    name, occasion, whose, once_per_moment = (
        "you_stun_one_enemy_unit_or_more",
        "stun_by",
        "enemy",
        True,
    )
    words = (
        "when you stun one enemy unit or more",
        "quand vous étourdissez une unité ennemie ou plus",
    )


class YouReadyAFriendlyUnit(_YouAct):
    name, occasion, whose = "you_ready_a_friendly_unit", "ready_by", "friendly"
    words = ("when you ready a friendly unit", "quand vous redressez une unité alliée")


class YouBuffMe(_YouAct):
    name, occasion, whose = "you_buff_me", "buff_by", "me"
    words = ("when you buff me", "quand vous me renforcez")


class YouReadyMe(_YouAct):
    name, occasion, whose = "you_ready_me", "ready_by", "me"
    words = ("when you ready me", "quand vous me redressez")


class YouMoveAnEnemyUnit(_YouAct):
    """Blast Cone: moved by a spell or ability of yours (`it` the unit)."""

    name, occasion, whose = "you_move_an_enemy_unit", "move_by", "enemy"
    words = ("when you move an enemy unit", "quand vous déplacez une unité ennemie")


class AnOpponentMovesToABattlefieldOtherThanMine(TriggerKind):
    """Volibear, Imposing: an opponent moves their own units (a standard move, or their own
    spell or ability) to a battlefield where the holder is not; several units moved together are
    one move, so it triggers once for the moment."""

    name, occasion, holder, once_per_moment = (
        "an_opponent_moves_to_a_battlefield_other_than_mine",
        "move_by",
        "observer",
        True,
    )
    words = (
        "when an opponent moves to a battlefield other than mine",
        "quand un adversaire se déplace vers un champ de bataille autre que le mien",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        unit = occasion.subject
        if not holder.on_board or unit is None or not unit.is_unit:
            return False
        place = state.location(unit)
        return (
            unit.controller != holder.controller
            and occasion.player == unit.controller
            and place in state.battlefields
            and place != state.location(holder)
        )


class YouUseAGearsActivatedAbility(TriggerKind):
    """Prize of Progress (rules/occasions.ability_used)."""

    name, occasion, holder = "you_use_a_gears_activated_ability", "ability_used", "observer"
    words = (
        "when you use an activated ability of a gear",
        "quand vous utilisez une compétence activée d'un équipement",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        used = occasion.subject
        return (
            holder.on_board
            and used is not None
            and used.card.type == "gear"
            and occasion.player == holder.controller
        )


class AFriendlyUnitAttacksOrDefendsAlone(TriggerKind):
    """Mask of Foresight: as a unit takes the attacker's or the defender's role (383.4.e-f), the
    only unit its controller has at that battlefield; `it` is the unit."""

    name, occasion, holder = "a_friendly_unit_attacks_or_defends_alone", "role_taken", "observer"
    words = (
        "when a friendly unit attacks or defends alone",
        "quand une unité alliée attaque ou défend seule",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        unit = occasion.subject
        if not holder.on_board or unit is None or unit.controller != holder.controller:
            return False
        mates = [
            o
            for o in state.objects.values()
            if o.is_unit
            and o.on_board
            and o.controller == unit.controller
            and state.location(o) == occasion.at
        ]
        return len(mates) == 1


class YouKillAStunnedEnemyUnit(TriggerKind):
    """Solari Shrine: an active kill (428.1.a) by your spell, ability or cost of a unit that was
    an enemy's and stunned as it left the board (read from what was noted then, 359.3.f.3)."""

    name, occasion, holder = "you_kill_a_stunned_enemy_unit", "die_by", "observer"
    words = ("when you kill a stunned enemy unit", "quand vous tuez une unité ennemie étourdie")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        unit = occasion.subject
        if not holder.on_board or unit is None or not unit.is_unit:
            return False
        noted = state.last_on_board.get(unit.pid, {})
        return (
            occasion.player == holder.controller
            and noted.get("controller") not in (None, holder.controller)
            and bool(noted.get("stunned"))
        )
