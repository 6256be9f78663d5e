"""`if_you_dont` ("if you don't, ..."): the other branch of an optional action (359.3.e.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import t
from engine.rules.reading import Context, run

if TYPE_CHECKING:
    from engine.record.game import Game


class IfYouDont(Instruction):
    """`{if_you_dont: [...]}` after an optional action (`{pay: ..., may: true}`): runs only when
    that action did not happen (Rebuttal: "you may pay 1 rune to take control of it; if you
    don't, counter it"), the mirror of `if_you_do` (359.3.e.14)."""

    __slots__ = ()
    op, main = "if_you_dont", "list"
    title = ("If you don't", "Si vous ne le faites pas")
    says = ("if you don't, do the rest", "si vous ne le faites pas, faire la suite")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        if not ctx.did:
            return run(game, self.body, ctx)
        game.step(
            "skip",
            ("359.3.e.14",),
            t(
                "'If you don't' is skipped: the previous action happened.",
                "« Si vous ne le faites pas » est ignoré : l'action précédente a eu lieu.",
            ),
        )
        return []


class IfYouCannot(Instruction):
    """`{if_you_cannot: [...]}` ("if that's impossible", "if you couldn't"): runs only if the
    previous instruction's own action did not (fully) happen, e.g. a `channel` that could not
    take as many runes as it says."""

    __slots__ = ()
    op, main = "if_you_cannot", "list"
    title = ("If you cannot", "Si vous ne pouvez pas")
    says = ("if you cannot, do the rest", "si vous ne pouvez pas, faire la suite")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        if not ctx.did:
            return run(game, self.body, ctx)
        game.step(
            "skip",
            ("359.3.e.14.c",),
            t(
                "'If you cannot' is skipped: the previous action happened.",
                "« Si vous ne pouvez pas » est ignoré : l'action précédente a eu lieu.",
            ),
        )
        return []
