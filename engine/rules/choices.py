"""Rule 355: choices made as a card is played (modes, move destinations), before its costs are
paid. A word that asks one defines `chosen(game, item)`, returning the instruction it stands for
once chosen; the finalize step (rules/chain.py) asks each top-level word of the item's effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.model.state import ChainItem
    from engine.record.game import Game


def make_play_choices(game: Game, item: ChainItem) -> None:
    if not any(hasattr(inst, "chosen") for inst in item.effect):
        return
    item.effect = tuple(
        inst.chosen(game, item) if hasattr(inst, "chosen") else inst for inst in item.effect
    )
