"""A battlefield's own combat triggers (383.4.e, 383.4.f): "when you defend here" is a defend
trigger of the battlefield, controlled by the defending player; its condition is met as combat
opens and the defending player gets that role (464.2.c.3), checked once per combat
(383.4.f.2.a): a unit that takes its role later, even a new object, does not meet it again."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.trigger_kinds import TriggerKind

if TYPE_CHECKING:
    from engine.model.state import Battlefield, Obj, State


class YouDefendAtABattlefield(TriggerKind):
    """A permanent's "when you defend at a battlefield" (Loyal Pup): met as combat opens there
    and its controller gets the defender's role, once per combat; `bring_there` names that
    battlefield."""

    name, occasion, holder = "you_defend_at_a_battlefield", "you_defend", "observer"
    words = ("when you defend at a battlefield", "quand vous défendez sur un champ de bataille")


class YouDefendHere(TriggerKind):
    name, occasion = "you_defend_here", "defend_here"
    words = ("when you defend here", "quand vous défendez ici")


class YouConquerHereWithAMightyUnit(TriggerKind):
    """ "Conquering here while at least one of your units there is Mighty" (Sunken Temple): a
    conquer trigger of the battlefield whose condition is read as the conquest happens (383.2.a.1),
    before the combat's roles are removed (466.5.d, 466.7.a), so Might that Assault gives an
    attacker counts (708, 807)."""

    name, occasion = "you_conquer_here_with_a_mighty_unit", "conquer_here"
    words = (
        "when you conquer here while one of your units there is Mighty",
        "quand vous conquérez ici alors qu'une de vos unités y est Puissante",
    )

    @classmethod
    def met(cls, state: State, bf: Battlefield, player: str) -> bool:
        return any(
            u.controller == player and (state.might(u) or 0) >= 5 for u in state.units_at(bf.id)
        )


class YouConquerHereWithFourRunesOrFewer(TriggerKind):
    """ "Whenever you conquer here while controlling 4 runes or fewer" (Protective Sands): the
    condition is read as the conquest happens (383.2.a.1)."""

    name, occasion = "you_conquer_here_with_4_runes_or_fewer", "conquer_here"
    words = (
        "when you conquer here while controlling 4 runes or fewer",
        "quand vous conquérez ici en contrôlant 4 runes ou moins",
    )

    @classmethod
    def met(cls, state: State, bf: Battlefield, player: str) -> bool:
        return len(state.players[player].runes) <= 4


class ACombatBeginsHere(TriggerKind):
    """A battlefield's "when a combat begins here" (Threshold of the Gray): met as combat opens
    there (464.2), once per combat; the ability is the battlefield's controller's (190.6), the turn
    player's while nobody controls it."""

    name, occasion = "a_combat_begins_here", "combat_begins_here"
    words = ("when a combat begins here", "quand un combat commence ici")


class _SeenHere(TriggerKind):
    """A battlefield's ability met by an event that happens to a unit there (rules/triggers.py
    `notice`): `where` says at which battlefield, `player` whose ability it is; `it` is the
    unit."""

    occasion = "seen_here"
    event: ClassVar[str] = ""

    @classmethod
    def where(cls, state: State, subject: Obj) -> str | None:
        raise NotImplementedError(cls.name)

    @classmethod
    def player(cls, state: State, bf: Battlefield, subject: Obj) -> str:
        """By default the battlefield's controller's, the turn player's while nobody controls it
        (190.6, 372)."""
        return bf.controller or state.turn_player


class AUnitMovesFromHere(_SeenHere):
    """Back-Alley Bar's "when a unit moves from here" (where its move started, noted as it
    happened)."""

    name, event = "a_unit_moves_from_here", "move"
    words = ("when a unit moves from here", "quand une unité se déplace depuis ici")

    @classmethod
    def where(cls, state: State, subject: Obj) -> str | None:
        return state.moved_from.get(subject.pid)


class AUnitHereReturnsToHand(_SeenHere):
    """Ripper's Bay's "when a unit here goes back to a player's hand": the unit was here as it last
    was on the board (359.3.f.3); the ability is that player's, its owner's (whose hand it is)."""

    name, event = "a_unit_here_returns_to_hand", "return_to_hand"
    words = (
        "when a unit here goes back to a player's hand",
        "quand une unité ici retourne dans la main d'un joueur",
    )

    @classmethod
    def where(cls, state: State, subject: Obj) -> str | None:
        location = state.last_on_board.get(subject.pid, {}).get("location")
        return str(location) if location is not None else None

    @classmethod
    def player(cls, state: State, bf: Battlefield, subject: Obj) -> str:
        return subject.owner


class YouConquerHereHavingAssigned3ExcessDamage(TriggerKind):
    """Trapping Grounds: "when you conquer here, if you assigned 3 or more excess damage" — the
    combat damage the conqueror assigned beyond what was lethal to the units it went to (465.2),
    read as the conquest happens, while the combat is still there (466.5.d)."""

    name, occasion = "you_conquer_here_having_assigned_3_excess_damage", "conquer_here"
    words = (
        "when you conquer here having assigned 3 or more excess damage",
        "quand vous conquérez ici après avoir assigné 3 dégâts excédentaires ou plus",
    )

    @classmethod
    def met(cls, state: State, bf: Battlefield, player: str) -> bool:
        # noted as combat damage is assigned there (rules/combat.note_excess)
        return state.uses_this_turn.get(f"excess:{bf.id}:{player}", 0) >= 3
