"""Might words (143): a Might change, this turn or while it lasts, with an optional floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.state import Obj
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
            events.append(
                ctx.event(
                    "might",
                    obj=o.pid,
                    to=str(self.arg("duration", "this_turn")),
                    amount=given if floor is None else max(given, floor - (state.might(o) or 0)),
                )
            )
        return events


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
