"""Conditions some Origins cards check as they resolve (383.2.a: an "if" later in the text is not
part of the trigger condition), beside pool_conditions.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Condition
from engine.rules.reading import here

if TYPE_CHECKING:
    from engine.model.state import Obj
    from engine.record.game import Game
    from engine.rules.reading import Context


def _target(game: Game, ctx: Context) -> Obj | None:
    """The card's target named `target`, if it is still on the board."""
    chosen = ctx.targets.get("target")
    obj = game.state.objects.get(chosen[0]) if chosen else None
    return obj if obj is not None and obj.on_board else None


class YourHandHasAtMostOneCard(Condition):
    """'If you have one or fewer cards in your hand' (Jinx, Loose Cannon)."""

    name = "your_hand_has_at_most_one_card"
    words = ("you have one card or none in hand", "vous avez une carte ou aucune en main")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        player = game.state.players[ctx.controller]
        return player.hand_hidden + len(player.hand) <= 1


class TargetIsStunned(Condition):
    """'Kill it if it's stunned' (Solari Chief): the card's target `target`, read as it resolves."""

    name = "target_is_stunned"
    words = ("its target is stunned", "sa cible est étourdie")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        obj = _target(game, ctx)
        return obj is not None and obj.stunned


class TargetIsNotStunned(Condition):
    """'Otherwise, stun it' (Solari Chief): the target is still on the board and not stunned."""

    name = "target_is_not_stunned"
    words = ("its target is not stunned", "sa cible n'est pas étourdie")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        obj = _target(game, ctx)
        return obj is not None and not obj.stunned


class AReadyEnemyUnitIsHere(Condition):
    """'If there is a ready enemy unit here' (Dune Drake): 'here' is the source's location as the
    effect resolves (359.3.f.2), 'enemy' judged from its controller."""

    name = "a_ready_enemy_unit_is_here"
    words = ("a ready enemy unit is here", "une unité ennemie redressée est ici")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        place = here(state, ctx)
        return place is not None and any(
            o.is_unit
            and o.on_board
            and o.controller != ctx.controller
            and not o.exhausted
            and state.location(o) == place
            for o in state.objects.values()
        )
