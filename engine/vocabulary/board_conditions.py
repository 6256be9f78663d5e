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


class YouControlSomethingEmpowered(Condition):
    """'If something you control is [Empowered]' (Shock Blast): a permanent or legend of its
    controller's with the Empowered status (441; the status ends when an object leaves the
    board)."""

    name = "you_control_something_empowered"
    words = ("something you control is Empowered", "vous contrôlez quelque chose d'Empowered")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.empowered and o.controller == ctx.controller for o in game.state.objects.values()
        )


class YouControl3Gear(Condition):
    """'If you control at least 3 other gear' (Patched Porobot, a unit: every gear is another):
    gear on the board, attached or not."""

    name = "you_control_3_gear"
    words = ("you control at least 3 gear", "vous contrôlez au moins 3 Objets")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        gear = [
            o
            for o in game.state.objects.values()
            if o.on_board
            and o.card.type == "gear"
            and o.controller == ctx.controller
            and o.pid != ctx.source
        ]
        return len(gear) >= 3


class TargetHas4MightOrMore(Condition):
    """`{if: target_has_4_might_or_more, do: [...]}`: the card's target `target` is still on the
    board as the object chosen and has 4 Might or more now (the "or else" of a text that first
    does something to it when it has 3 or less: Wind and Ghosts)."""

    name = "target_has_4_might_or_more"
    words = ("its target has 4 Might or more", "sa cible a 4 puissance ou plus")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        chosen = ctx.targets.get("target")
        if chosen is None:
            return False
        obj = game.state.objects.get(chosen[0])
        return (
            obj is not None
            and obj.on_board
            and obj.rules_id == chosen[1]
            and (game.state.might(obj) or 0) >= 4
        )
