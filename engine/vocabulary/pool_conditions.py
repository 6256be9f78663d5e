"""Conditions the card pool's texts check as they resolve (383.2.a), beside conditions.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Condition
from engine.vocabulary.conditions import DiedAlone

if TYPE_CHECKING:
    from engine.record.game import Game
    from engine.rules.reading import Context


class DidNotDieAlone(Condition):
    """'Unless I died alone' (Loyal Poro), read from the information noted at the death."""

    name = "i_did_not_die_alone"
    words = ("it did not die alone", "elle n'est pas morte seule")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return ctx.snapshot is not None and not DiedAlone.holds(game, ctx)


class IAmAtABattlefield(Condition):
    """'If I'm at a battlefield': the source is at a battlefield now."""

    name = "i_am_at_a_battlefield"
    words = ("I am at a battlefield", "je suis sur un champ de bataille")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        source = game.state.objects.get(ctx.source or "")
        return source is not None and game.state.location(source) in game.state.battlefields


class YouControlTwoGear(Condition):
    """'If you control at least two gear' (Dropboarder): gear on the board, attached or not."""

    name = "you_control_two_gear"
    words = ("you control at least two gear", "vous contrôlez au moins deux Objets")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        gear = [
            o
            for o in game.state.objects.values()
            if o.on_board and o.card.type == "gear" and o.controller == ctx.controller
        ]
        return len(gear) >= 2
