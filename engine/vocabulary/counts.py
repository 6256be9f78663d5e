"""Counts (engine/model/counts.py), one class each: what a "per X" / "for each X" reads, for a
discount, a Might change, an aura or Bonus Damage. Counting cards in a zone: a card being played
has already left its zone for the chain (354, 419.1), so it never counts itself; a spell played
from the trash is on the chain as it resolves, and as its cost is worked out (356) it is already
on its way there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.counts import Count

if TYPE_CHECKING:
    from engine.model.state import Obj, State


class CardsNamedLikeMeInYourTrash(Count):
    """The cards in `player`'s trash with the same name as this card, this card itself left out
    (it is being played, so it is on the chain, 419.1)."""

    name = "cards_named_like_me_in_your_trash"
    words = ("cards named like it in its player's trash", "cartes du même nom dans la défausse")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        me, card_pid, player = source, source.pid, controller
        return sum(
            1
            for o in state.objects.values()
            if o.zone == "trash"
            and o.owner == player
            and o.pid != card_pid
            and o.card.name == me.card.name
        )


class CardsInYourTrash(Count):
    """Every card in `player`'s trash, this card itself left out (Rhasa the Sunderer: "each card
    in your trash lowers my cost"; played from the trash it is on its way to the chain, 419.1)."""

    name = "cards_in_your_trash"
    words = ("cards in its player's trash", "cartes dans la défausse de son joueur")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for o in state.objects.values()
            if o.zone == "trash" and o.owner == controller and o.pid != source.pid
        )


class CardsPlayedThisTurn(Count):
    """The cards `player` played before this one this turn (Battering Ram: "1 less for each card
    you played this turn"); the card being played is not yet one of them (350.1)."""

    name = "cards_played_this_turn"
    words = ("cards its player played this turn", "cartes jouées ce tour-ci par son joueur")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return state.played_this_turn.get(controller, 0)


# Counts a static Might or keyword aura's `per:` reads (engine/model/counts.py): "I have +1 Might
# for each friendly gear", "my Assault equals the number of enemy units here".


def _units_here(state: State, source: Obj, at_a_battlefield: bool) -> list[Obj]:
    here = state.location(source)
    if here is None or (at_a_battlefield and here not in state.battlefields):
        return []  # "at my battlefield": none while I am in a base
    return state.units_at(here)


class YourPoints(Count):
    """Draven, Showboat: "my Might is increased by your points"."""

    name, words = "your_points", ("per point you have", "par point que vous avez")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        player = state.players.get(controller)
        return player.score if player is not None else 0


class FriendlyGear(Count):
    """Ornn, Forge God: "for each friendly gear" (attached Equipment is gear too)."""

    name, words = "friendly_gear", ("per friendly gear", "par équipement allié")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for o in state.objects.values()
            if o.on_board and o.card.type == "gear" and o.controller == controller
        )


class BuffedFriendlyUnitsAtMyBattlefield(Count):
    """Sett, Kingpin: "for each buffed friendly unit at my battlefield" (himself included)."""

    name = "buffed_friendly_units_at_my_battlefield"
    words = (
        "per buffed friendly unit at my battlefield",
        "par unité alliée renforcée sur mon champ de bataille",
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1 for u in _units_here(state, source, True) if u.controller == controller and u.buffed
        )


class YourTemporaryUnitsAtMyBattlefield(Count):
    """Petal Pixie: "for each of your units with [Temporary] at my battlefield"."""

    name = "your_temporary_units_at_my_battlefield"
    words = (
        "per unit of yours with [Temporary] at my battlefield",
        "par unité à vous avec [Temporary] sur mon champ de bataille",
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for u in _units_here(state, source, True)
            if u.controller == controller and state.has_keyword(u, "Temporary")
        )


class EnemyUnitsHere(Count):
    """Ancient Warmonger: "[Assault] equal to the number of enemy units here"."""

    name, words = "enemy_units_here", ("per enemy unit here", "par unité ennemie ici")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(1 for u in _units_here(state, source, False) if u.controller != controller)


class BirdCatDogPoroTagsAmongYourUnits(Count):
    """Friendship: "for each of the following tags among your units - Bird, Cat, Dog, and Poro"
    (each tag counts once, however many units carry it)."""

    name = "bird_cat_dog_poro_tags_among_your_units"
    words = (
        "per tag among Bird, Cat, Dog and Poro on your units",
        "par tag parmi Oiseau, Chat, Chien et Poro sur vos unités",
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        found = {
            tag
            for o in state.objects.values()
            if o.is_unit and o.on_board and o.controller == controller
            for tag in o.card.tags
        }
        return len(found & {"Bird", "Cat", "Dog", "Poro"})


class YourEquipmentOnIt(Count):
    """Lucian, Purifier: "your Equipment each give [Assault]": the Equipment its controller's
    player controls attached to the unit the aura reaches."""

    name, of_unit = "your_equipment_attached_to_it", True
    words = ("per Equipment of yours attached to it", "par Équipement à vous attaché à elle")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1 for g in state.attachments(source) if g.on_board and g.controller == controller
        )


class FriendlyTokenUnits(Count):
    """Illaoi, Prophet of the Great Kraken: "+1 Might for each token unit you control"."""

    name = "friendly_token_units"
    words = ("per token unit you control", "par création unité que vous contrôlez")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for o in state.objects.values()
            if o.is_unit and o.on_board and o.token and o.controller == controller
        )


class YourTemporaryUnits(Count):
    """Lillia, Bashful Bloom: "per friendly unit with [Temporary]", wherever it is."""

    name = "your_temporary_units"
    words = ("per friendly unit with [Temporary]", "par unité alliée avec [Temporary]")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for u in state.objects.values()
            if u.on_board
            and u.is_unit
            and u.controller == controller
            and state.has_keyword(u, "Temporary")
        )


class HighestMightAmongYourUnits(Count):
    """Sky Splitter: "reduced by the highest Might among units you control": the greatest current
    Might of its controller's units on the board (0 with none)."""

    name = "highest_might_among_your_units"
    words = (
        "Might of the mightiest unit you control",
        "puissance de votre unité la plus puissante",
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return max(
            (
                state.might(o) or 0
                for o in state.objects.values()
                if o.is_unit and o.on_board and o.controller == controller
            ),
            default=0,
        )


class YourMightyUnits(Count):
    """Jaull-Fish: "for each of your [Mighty] units": the units its controller controls with 5
    Might or more now (Mighty, 708)."""

    name = "your_mighty_units"
    words = ("Mighty units you control", "unités Puissantes que vous contrôlez")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for o in state.objects.values()
            if o.is_unit
            and o.on_board
            and o.controller == controller
            and (state.might(o) or 0) >= 5
        )


class RunesYouControl(Count):
    """ "1 Energy less per rune you control" (Frostcoat Mother): the runes its controller has on
    the board (161; none while the scenario leaves the economy out)."""

    name = "runes_you_control"
    words = ("per rune you control", "par rune que vous contrôlez")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        player = state.players.get(controller)
        return len(player.runes) if player is not None else 0


class OtherFriendlyUnitsHereWithMyName(Count):
    """Spiderling: "+1 Might for each other unit you control here with my name"."""

    name = "other_friendly_units_here_with_my_name"
    words = (
        "per other unit of yours here with my name",
        "par autre unité à vous ici portant mon nom",
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for u in _units_here(state, source, False)
            if u.pid != source.pid
            and u.controller == controller
            and u.card.name == source.card.name
        )


class BattlefieldsYouControl(Count):
    """Right of Conquest: "for each battlefield you (or your allies) control"; the engine has no
    teams, so it counts the battlefields the player controls (190.4)."""

    name = "battlefields_you_control"
    words = ("the battlefields they control", "les champs de bataille qu'il contrôle")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(1 for b in state.battlefields.values() if b.controller == controller)


class TimesIAmEmpowered(Count):
    """Kayle, Justified: "+2 Might per time" she is Empowered (441.1.c.1): how many times the
    aura's source has been empowered since it last had no status (0 when it has none)."""

    name = "times_i_am_empowered"
    words = ("per time it is Empowered", "par fois où il est Empowered")

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return source.times_empowered if source.empowered else 0


class YourPointsFromHoldingThisTurn(Count):
    """Needlessly Large Yordle: "per point you scored by holding this turn" (469.2)."""

    name = "your_points_from_holding_this_turn"
    words = (
        "points its player scored by holding this turn",
        "points marqués en tenant ce tour-ci par son joueur",
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return state.hold_points_this_turn.get(controller, 0)


class FriendlyEquipment(Count):
    """Arise!: "for each Equipment you control" (attached or not)."""

    name, words = (
        "friendly_equipment",
        ("per Equipment you control", "par Équipement que vous contrôlez"),
    )

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        return sum(
            1
            for o in state.objects.values()
            if o.on_board
            and o.card.type == "gear"
            and o.card.has_keyword("Equipment")
            and o.controller == controller
        )
