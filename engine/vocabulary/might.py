"""Might words (143): a Might change, this turn or while it lasts, with an optional floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.counts import COUNTS, Count
from engine.model.events import Event
from engine.model.state import Obj, State
from engine.rules.reading import Context, amount
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class Might(ObjectWord):
    """`{might: 2, to: $target, duration: this_turn, minimum: 1}`; `per: <count>` multiplies it by a
    count (engine/model/counts.py) read from each unit it is given to."""

    __slots__ = ()
    op, main = "might", "signed_amount"
    title = ("Might", "Puissance")
    says = ("give {value} Might to {to}", "donner {value} en puissance à {to}")
    required = {"to": "ref"}
    optional = {"duration": "string", "minimum": "minimum", "per": "per"}
    names = "to"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        change = amount(game, self.value, ctx, self.label())
        floor = self.arg("minimum")
        per = self.arg("per")
        events = []
        for o in targets:
            if not o.on_board or change is None:
                continue
            # "+2 Might for each enemy unit there": the count is read as it resolves, from the
            # unit given the Might ("there") for the ability's controller ("enemy", "your")
            given = change * COUNTS[per].of(state, o, ctx.controller) if per else change
            events.append(
                ctx.event(
                    "might",
                    obj=o.pid,
                    to=str(self.arg("duration", "this_turn")),
                    amount=given if floor is None else max(given, floor - (state.might(o) or 0)),
                )
            )
        return events


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
