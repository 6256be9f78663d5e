"""Might words (143): a Might change, this turn or while it lasts, with an optional floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.state import Obj
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
