"""Triggers on what a player does to an object (383.2): "whenever you stun an enemy unit",
"whenever you ready a friendly unit", "each time you buff me". The one who does it is the
controller of the spell or ability whose instruction did it, or of the object whose cost it was
(`rules/triggers.acting_player`); `it` is the object it was done to. Announced after each moment
by `rules/triggers.notice`, occasion `<event kind>_by`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

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


class _Seen(TriggerKind):
    """An event of the moment seen by a permanent on the board (rules/triggers.events_seen): the
    occasion is `<event kind>_seen` and carries the event; `it` is the object it happened to."""

    holder = "observer"
    once_per_moment: ClassVar[bool] = False


def _noted(state: State, occasion: Occasion) -> dict[str, Any]:
    """What was noted of a dead unit as it left the board (359.3.f.3): its controller, location,
    buff; empty for a death that is not a unit's."""
    unit = occasion.subject
    if unit is None or not unit.is_unit:
        return {}
    return state.last_on_board.get(unit.pid, {})


class YouDiscardOneCardOrMore(_Seen):
    """Jinx, Rebel: once for all the cards one moment discards (056); the discarder is the
    owner of the card, whose hand it left."""

    name, occasion, once_per_moment = "you_discard_one_card_or_more", "discard_seen", True
    words = (
        "when you discard one card or more",
        "quand vous défaussez une ou plusieurs cartes",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        card = occasion.subject
        return card is not None and card.owner == holder.controller


class YouDrawYourSecondCardEachTurn(_Seen):
    """Frigid Jewel: the draw that makes the cards its player has drawn this turn reach two,
    whichever instruction or phase drew them (the count ends with the turn, 383.1.b)."""

    name, occasion = "you_draw_your_second_card_each_turn", "draw_seen"
    words = (
        "when you draw your second card of a turn",
        "quand vous piochez votre deuxième carte d'un tour",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        player = occasion.player
        if player != holder.controller:
            return False
        before = state.uses_this_turn.get(f"drawn_before:{player}", 0)
        return before < 2 <= state.uses_this_turn.get(f"drawn:{player}", 0)


class AnOpponentScores(_Seen):
    """Sumpworks Map: an opponent scores a battlefield, by conquering or holding it (469); points
    gained from a card's text are not a score (471.1.a.1)."""

    name, occasion = "an_opponent_scores", "score_seen"
    words = ("when an opponent scores", "quand un adversaire marque")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return occasion.player is not None and occasion.player != holder.controller


class OneOrMoreEnemyUnitsDie(_Seen):
    """Sivir, Battle Mistress: once for all the enemy units that die in one moment."""

    name, occasion, once_per_moment = "one_or_more_enemy_units_die", "die_seen", True
    words = (
        "when one or more enemy units die",
        "quand une ou plusieurs unités ennemies meurent",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        noted = _noted(state, occasion)
        return bool(noted) and noted.get("controller") != holder.controller


class AnEnemyUnitDies(OneOrMoreEnemyUnitsDie):
    """Pyke, Returned: each enemy unit's death (its controller as it died, 359.3.f.3)."""

    name, once_per_moment = "an_enemy_unit_dies", False
    words = ("when an enemy unit dies", "quand une unité ennemie meurt")


class AnEnemyUnitHereDies(AnEnemyUnitDies):
    """Nasus, Guardian of Knowledge: an enemy unit that died where the holder is."""

    name = "an_enemy_unit_here_dies"
    words = ("when an enemy unit here dies", "quand une unité ennemie meurt ici")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        noted = _noted(state, occasion)
        return super().fires(state, holder, spec, occasion) and noted.get(
            "location"
        ) == state.location(holder)


class ABuffedFriendlyUnitDies(_Seen):
    """Vanguard Helm: a unit of the holder's controller that had a buff as it died (noted as it
    left the board; the buff itself is gone with it, 124)."""

    name, occasion = "a_buffed_friendly_unit_dies", "die_seen"
    words = ("when a buffed friendly unit dies", "quand une unité alliée renforcée meurt")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        noted = _noted(state, occasion)
        return noted.get("controller") == holder.controller and bool(noted.get("buffed"))


class YouPlayATokenUnit(_Seen):
    """Lillia, Protector of Dreams: a unit token its controller plays (creates, 183)."""

    name, occasion = "you_play_a_token_unit", "create_seen"
    words = ("when you play a token unit", "quand vous invoquez une création unité")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        event = occasion.event
        if event is None or occasion.player != holder.controller:
            return False
        return any(
            o.token and o.card.name == event.to and o.card.type == "unit"
            for o in state.objects.values()
        )


class YouBuffAFriendlyUnit(_YouAct):
    """Mistfall: a unit of yours you buff (413; buffing one that already has a buff places none
    and is no buffing); `it` is the unit."""

    name, occasion, whose = "you_buff_a_friendly_unit", "buff_by", "friendly"
    words = ("when you buff a friendly unit", "quand vous renforcez une unité alliée")


class YouUseAnActivatedAbilityCosting7Energy(TriggerKind):
    """Nasus, Curator of the Sands: an activated ability of yours whose cost has 7 Energy or more
    (rules/occasions.ability_used); it goes on the chain above the ability."""

    name, occasion, holder = (
        "you_use_an_activated_ability_costing_7_energy",
        "ability_used",
        "observer",
    )
    words = (
        "when you use an activated ability whose Energy cost is 7 or more",
        "quand vous utilisez une compétence activée dont le coût en énergie est de 7 ou plus",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return (
            holder.on_board and occasion.player == holder.controller and (occasion.amount or 0) >= 7
        )


class AnEnemyUnitAttacksABattlefieldYouControl(TriggerKind):
    """Ahri, Nine-Tailed Fox: as an enemy unit takes the attacker's role (383.4.e) at a
    battlefield the holder's controller controls; `it` is the unit."""

    name, occasion, holder = (
        "an_enemy_unit_attacks_a_battlefield_you_control",
        "role_taken",
        "observer",
    )
    words = (
        "when an enemy unit attacks a battlefield you control",
        "quand une unité ennemie attaque un champ de bataille que vous contrôlez",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        unit, bf = occasion.subject, state.battlefields.get(occasion.at or "")
        return (
            holder.on_board
            and occasion.kind == "attack"
            and unit is not None
            and unit.controller != holder.controller
            and bf is not None
            and bf.controller == holder.controller
        )


class AUnitYouControlBecomesMighty(TriggerKind):
    """Fiora, Worthy; Fiora, Grand Duelist: a unit of the holder's controller whose Might goes
    from less than 5 to 5 or more on the board (708; rules/triggers.became_mighty); `it` is it."""

    name, occasion, holder = "a_unit_you_control_becomes_mighty", "becomes_mighty", "observer"
    words = (
        "when a unit you control becomes Mighty",
        "quand une unité que vous contrôlez devient puissante",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        unit = occasion.subject
        return holder.on_board and unit is not None and unit.controller == holder.controller


class ILeaveTheBoard(TriggerKind):
    """Treasure Trove: the holder itself has just left the board (killed, banished, returned to a
    hand; rules/triggers.events_seen): the ability works from wherever it went."""

    name, occasion, holder = "i_leave_the_board", "left_board", "self"
    words = ("when I leave the board", "quand je quitte le plateau")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return not holder.on_board


class YouRecycleOneCardOrMore(TriggerKind):
    """Karma, Channeler: its controller recycled cards (416) — runes do not count — once for what
    one action recycled (rules/occasions.recycled)."""

    name, occasion, holder = "you_recycle_one_card_or_more", "recycled", "observer"
    words = (
        "when you recycle one card or more",
        "quand vous recyclez une ou plusieurs cartes",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player == holder.controller


class YouRecycleARune(YouRecycleOneCardOrMore):
    """Sivir, Battle Mistress: each rune its controller recycles (for Power, 161)."""

    name, occasion = "you_recycle_a_rune", "rune_recycled"
    words = ("when you recycle a rune", "quand vous recyclez une rune")


class AFriendlyUnitMovesAwayFromMe(_Seen):
    """Stealthy Pursuer: another unit of the holder's controller has just moved from where the
    holder is (its base or a battlefield; one that moved along in the same move is no longer
    there); `it` is that unit."""

    name, occasion = "a_friendly_unit_moves_away_from_me", "move_seen"
    words = (
        "when a friendly unit moves away from where I am",
        "quand une unité alliée s'éloigne de là où je suis",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        unit = occasion.subject
        return (
            unit is not None
            and unit.is_unit
            and unit.pid != holder.pid
            and unit.controller == holder.controller
            and state.moved_from.get(unit.pid) == state.location(holder)
        )


class YouSpendABuff(TriggerKind):
    """Fae Dragon: 'whenever you spend a buff': the holder's controller has spent the buff of a
    unit, by an instruction or to pay a cost (705; rules/occasions.buff_spent); `it` is that
    unit."""

    name, occasion, holder = "you_spend_a_buff", "buff_spent", "observer"
    words = ("whenever you spend a buff", "chaque fois que vous dépensez un renfort")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player == holder.controller
