"""`bring_there` ("bring ... there too"): a move to the battlefield named by the trigger condition
("each time I move to a battlefield"), fixed as the condition was met (359.3.f.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.state import Obj
from engine.model.text import t
from engine.rules.reading import Context
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class BringThere(ObjectWord):
    """`{bring_there: $victim}` in a move trigger (Irresistible Faefolk): the objects named move to
    the battlefield the holder moved to when the ability triggered. That battlefield is
    information from the trigger condition, checked as it was met (359.3.f.3), so the move still
    happens if the holder has left it since; unlike "this battlefield" (`bring_here`), a referent
    read from the source as it executes (359.3.f.2)."""

    __slots__ = ()
    op, main = "bring_there", "ref"
    title = ("Bring there", "Amener là-bas")
    says = ("bring {value} to that battlefield", "amener {value} sur ce champ de bataille-là")
    own = "move"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        place = (ctx.snapshot or {}).get("moved_to")
        if place not in state.battlefields:
            game.step(
                "skip",
                ("359.3.f.3", "359.3.e.6"),
                t(
                    f"{self.title[0]}: ignored, its trigger condition names no battlefield.",
                    f"{self.title[1]} : ignorée, sa condition de déclenchement ne nomme aucun "
                    "champ de bataille.",
                ),
            )
            return []
        return [
            ctx.event("move", obj=o.pid, to=place)
            for o in targets
            if o.on_board and place not in (o.zone, state.location(o))
        ]
