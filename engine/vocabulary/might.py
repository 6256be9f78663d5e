"""Might words (143): a Might change, this turn or while it lasts, with an optional floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.state import Obj
from engine.rules.reading import Context, amount
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class Might(ObjectWord):
    """`{might: 2, to: $target, duration: this_turn, minimum: 1}`."""

    __slots__ = ()
    op, main = "might", "signed_amount"
    title = ("Might", "Puissance")
    says = ("give {value} Might to {to}", "donner {value} en puissance à {to}")
    required = {"to": "ref"}
    optional = {"duration": "string", "minimum": "minimum"}
    names = "to"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        change = amount(game, self.value, ctx, self.label())
        floor = self.arg("minimum")
        return [
            ctx.event(
                "might",
                obj=o.pid,
                to=str(self.arg("duration", "this_turn")),
                amount=change if floor is None else max(change, floor - (state.might(o) or 0)),
            )
            for o in targets
            if o.on_board and change is not None
        ]
