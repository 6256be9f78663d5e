"""The missing part of a partly modelled card, inside its effect (engine/rules/gaps.py): reaching
it stops the run with a refusal naming the card and the part."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.rules.gaps import refusal
from engine.rules.reading import Context

if TYPE_CHECKING:
    from engine.record.game import Game


class Unmodelled(Instruction):
    """`{unmodelled: "choice"}`: this part of the card's text (one of its `needs`) is not run by
    the engine; the instructions before it have run."""

    __slots__ = ()
    op, main = "unmodelled", "name"
    title = ("Not modelled", "Non modélisé")
    says = ("a part of the text the engine does not run", "une partie du texte non exécutée")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        source = game.state.objects.get(ctx.source or "")
        card = source.card if source is not None else None
        if card is None:
            item = next((i for i in game.state.chain if i.id == game.state.resolving), None)
            card = item.card if item is not None else None
        if card is None:
            raise ValueError("an unmodelled part outside any card")
        raise refusal(card, str(self.value), "use")
