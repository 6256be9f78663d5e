"""Movement words: move (445-446, board to board, the same object) and recall (454-456)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.state import Obj
from engine.model.zones import base_of
from engine.rules.reading import Context, objects_for
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class Move(ObjectWord):
    """`{move: $target, to: bf1}`; `to: base`, or `to: $other` for that unit's battlefield."""

    __slots__ = ()
    op, main, required = "move", "ref", {"to": "string"}
    title = ("Move", "Déplacement")
    says = ("move {value} to {to}", "déplacer {value} vers {to}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        dest = str(self.arg("to"))
        if dest.startswith("$"):  # "to that unit's battlefield"
            where_to = objects_for(game, dest, ctx, self.label())
            dest = (state.location(where_to[0]) or "") if where_to else ""
        if dest == "it":  # "move along with it" (Stealthy Pursuer): where `it` is now
            that = state.objects.get(ctx.it or "")
            place = state.location(that) if that is not None and that.on_board else None
            dest = base_of(place) if place in state.players else (place or "")
        # "base" is each unit's controller's base, compared as that place before the move: a
        # unit already there cannot move there, and that part is skipped (055)
        return [
            ctx.event("move", obj=o.pid, to=to)
            for o in targets
            if o.on_board and dest
            for to in (base_of(o.controller) if dest == "base" else dest,)
            if to not in (o.zone, state.location(o))
        ]


class Recall(ObjectWord):
    __slots__ = ()
    op, main = "recall", "ref"
    title = ("Recall", "Rappel")
    says = ("recall {value}", "rappeler {value}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event(self.op, obj=o.pid) for o in targets if o.on_board]
