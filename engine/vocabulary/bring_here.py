"""`bring_here` ("bring ... to this battlefield"): a move whose destination is a referent, the
battlefield where the ability's own source is as the instruction executes (359.3.f.1-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.state import Obj
from engine.model.text import t
from engine.rules.reading import Context
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class BringHere(ObjectWord):
    """`{bring_here: all other friendly units}` (Azir, Sovereign): the objects named move to the
    battlefield where the source is now. "This battlefield" is read from the source as the
    instruction executes, not when the ability triggered (359.3.f.2), and it is no target
    (355.10.d); if the source has left the board or is not at a battlefield, there is no such
    battlefield and the instruction is ignored (359.3.e.6)."""

    __slots__ = ()
    op, main = "bring_here", "ref"
    title = ("Bring to this battlefield", "Amener sur ce champ de bataille")
    says = ("bring {value} to this battlefield", "amener {value} sur ce champ de bataille")
    own = "move"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        source = state.objects.get(ctx.source or "")
        place = state.location(source) if source is not None and source.on_board else None
        if ctx.at is not None:  # "move an enemy unit to that battlefield" (choose_battlefield)
            place = ctx.at
        if place not in state.battlefields:
            game.step(
                "skip",
                ("359.3.f.2", "359.3.e.6"),
                t(
                    f"{self.title[0]}: ignored, its source is at no battlefield now, so there is "
                    'no "this battlefield".',
                    f"{self.title[1]} : ignorée, sa source n'est sur aucun champ de bataille "
                    "maintenant, il n'y a donc pas de « ce champ de bataille ».",
                ),
                [ctx.source] if ctx.source else [],
            )
            return []
        return [
            ctx.event("move", obj=o.pid, to=place)
            for o in targets
            if o.on_board and o.pid != ctx.source and place not in (o.zone, state.location(o))
        ]
