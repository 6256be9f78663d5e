"""'Choose one —' (the card's controller picks one of its modes as it resolves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context, run

if TYPE_CHECKING:
    from engine.record.game import Game


class ChooseOne(Instruction):
    """`{choose_one: [{draw: 1}, {buff: self}]}`: each item is one mode; the controller of the
    spell or ability picks one as this instruction runs, and only that one runs (an answer
    `{pick: [mode2]}`)."""

    __slots__ = ()
    op, main = "choose_one", "list"
    title = ("Choose one", "Choisissez un")
    says = ("choose one of its modes", "choisir un de ses modes")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        options = tuple(
            Option(f"pick:mode{i + 1}", mode.sentence(state)) for i, mode in enumerate(self.body)
        )
        prompt = {
            "en": f"{ctx.controller} chooses one mode.",
            "fr": f"{ctx.controller} choisit un mode.",
        }
        key = game.decide(Decision("pick", ctx.controller, "359.3.e", prompt, options))
        mode = self.body[int(key.removeprefix("pick:mode")) - 1]
        return run(game, (mode,), ctx)
