"""Conditions on the board that Vendetta's texts check as they resolve: how many runes their
controller has (the runes on the board, 161; none while a scenario leaves the economy out) and
"exactly one other unit of yours is here"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Condition

if TYPE_CHECKING:
    from engine.record.game import Game
    from engine.rules.reading import Context


def _runes(game: Game, ctx: Context) -> int:
    player = game.state.players.get(ctx.controller)
    return len(player.runes) if player is not None else 0


class YouControl4RunesOrFewer(Condition):
    """'If you control 4 runes or fewer' (Eclipse Dragon, Renekton, Rage Fueled)."""

    name = "you_control_4_runes_or_fewer"
    words = ("you control 4 runes or fewer", "vous contrôlez 4 runes ou moins")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return _runes(game, ctx) <= 4


class ExactlyOneOtherFriendlyUnitHere(Condition):
    """'If exactly one other unit of yours is here' (Shen): the source's location, read now."""

    name = "exactly_one_other_friendly_unit_here"
    words = (
        "exactly one other unit of yours is here",
        "exactement une autre de vos unités est ici",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        source = state.objects.get(ctx.source or "")
        if source is None or not source.on_board:
            return False
        here = state.location(source)
        if here is None:
            return False
        others = [
            u
            for u in state.units_at(here)
            if u.pid != source.pid and u.controller == ctx.controller
        ]
        return len(others) == 1
