"""`ready_runes_up_to: N` (Sona, Harmonious; Annie, Dark Child): ready N of your
runes, beside runes.py's `ready_runes: all`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import t
from engine.rules.reading import Context

if TYPE_CHECKING:
    from engine.record.game import Game


class ReadyRunesUpTo(Instruction):
    """Its controller readies up to N of their exhausted runes. Which ones cannot matter: a ready
    rune of any domain gives 1 Energy, and any rune, ready or not, can be recycled for its Power."""

    __slots__ = ()
    op, main = "ready_runes_up_to", "int"
    title = ("Ready runes", "Redresser des runes")
    says = ("ready {value} of your runes", "redresser {value} de vos runes")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        tired = (
            [r for r in state.players[ctx.controller].runes if r.exhausted] if state.economy else []
        )
        readied = tired[: int(self.value)]
        for rune in readied:
            rune.exhausted = False
        ctx.did = bool(readied)
        game.step(
            "ready",
            ("161",),
            t(
                f"{ctx.controller} readies {len(readied)} of their runes (up to {self.value}).",
                f"{ctx.controller} redresse {len(readied)} de ses runes (jusqu'à {self.value}).",
            ),
        )
        return []
