"""Might words (143): a Might change, this turn or while it lasts, with an optional floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.keywords import static_holds
from engine.model.state import Obj, State
from engine.model.text import name, t
from engine.rules.reading import Context, amount, objects_for
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
            if given < 0 and str(self.arg("to")).startswith("$"):
                given -= _greater_minus_might(state, ctx.controller)  # Mel, Newly Awakened
            events.append(
                ctx.event(
                    "might",
                    obj=o.pid,
                    to=str(self.arg("duration", "this_turn")),
                    amount=given if floor is None else max(given, floor - (state.might(o) or 0)),
                )
            )
        return events


class SetBaseMight(ObjectWord):
    """`{set_base_might: 5, to: $target}` (Dragon Form: "its base Might becomes 5 this turn"): the
    unit's printed Might is read as that value until the turn ends (317.2); what modifies its Might
    (buffs, gear, auras, other effects, 143) still applies on top. A new object is not concerned
    (124.1)."""

    __slots__ = ()
    op, main = "set_base_might", "int"
    title = ("Base Might", "Puissance de base")
    says = (
        "{to}'s base Might becomes {value} this turn",
        "la puissance de base de {to} devient {value} ce tour-ci",
    )
    required = {"to": "ref"}
    names = "to"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        for o in targets:
            if not (o.on_board and o.is_unit):
                continue
            state.base_might_this_turn[o.pid] = (o.rules_id, int(self.value))
            state.board.changed(o, "base_might", None)  # its Might is shown anew
            game.step(
                "might",
                ("143", "317.2"),
                t(
                    f"{name(state, o.pid)}'s base Might becomes {self.value} this turn (now "
                    f"{state.might(o)}).",
                    f"La puissance de base de {name(state, o.pid)} devient {self.value} ce "
                    f"tour-ci (maintenant {state.might(o)}).",
                ),
                [o.pid],
            )
        return []


class MightToMatch(ObjectWord):
    """`{might_to_match: $target, of: $other}` (Convergent Mutation: "this turn, increase its Might
    to the Might of another friendly unit"): +X this turn, X the difference of their current
    Mights as it resolves (143), nothing when the unit's Might is already as high; nothing when
    either is no longer on the board (359.3.e.5)."""

    __slots__ = ()
    op, main, required = "might_to_match", "ref", {"of": "ref"}
    title = ("Might", "Puissance")
    says = (
        "raise the Might of {value} to that of {of}",
        "porter la puissance de {value} à celle de {of}",
    )
    own = "might"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        others = [
            o
            for o in objects_for(game, str(self.arg("of")), ctx, self.label())
            if o.on_board and o.is_unit
        ]
        if not others:
            return []
        goal = max(state.might(others[0]) or 0, 0)
        return [
            ctx.event("might", obj=o.pid, to="this_turn", amount=goal - (state.might(o) or 0))
            for o in targets
            if o.on_board and o.is_unit and goal > (state.might(o) or 0)
        ]


def _greater_minus_might(state: State, controller: str) -> int:
    """'[Empowered] each -Might your spells and abilities give to a unit they choose is 1
    greater' (Mel, Newly Awakened): 1 for each permanent of that player's whose static holds now
    (441); only a Might change given to a chosen target (`to: $x`)."""
    return sum(
        1
        for o in state.objects.values()
        if o.on_board
        and o.controller == controller
        and static_holds(state, o, "your_chosen_minus_might_1_greater")
    )
