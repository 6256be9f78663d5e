"""Rune words: `{add: ...}` adds to its controller's rune pool (161); runes are not otherwise
modelled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import t
from engine.rules.reading import Context

if TYPE_CHECKING:
    from engine.record.game import Game


class Add(Instruction):
    __slots__ = ()
    op, main = "add", "any"
    title = ("Add", "Ajout")
    says = ("add {value} to the rune pool", "ajouter {value} à la réserve runique")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        game.state.players[ctx.controller].pool.append(str(self.value))
        game.step(
            "add",
            ("161",),
            t(
                f"{ctx.controller} adds {self.value} to their rune pool.",
                f"{ctx.controller} ajoute {self.value} à sa réserve runique.",
            ),
        )
        return []
