"""The conditions an `if` checks as its effect resolves (383.2.a: a later 'if' clause is not part of
the trigger condition): one class each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Condition

if TYPE_CHECKING:
    from engine.record.game import Game
    from engine.rules.reading import Context


class DiedAlone(Condition):
    """Read from the information noted at the death (808.1.d.3)."""

    name = "i_died_alone"
    words = ("it died alone", "elle est morte seule")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return bool((ctx.snapshot or {}).get("alone"))


class AdditionalCostPaid(Condition):
    """Whether it was paid, not who paid it (S004-11)."""

    name = "additional_cost_paid"
    words = ("its additional cost was paid", "son coût supplémentaire a été payé")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return bool(ctx.paid)


class Legion(Condition):
    """Legion: you played another card this turn."""

    name = "legion"
    words = (
        "Legion: another card was played this turn",
        "Légion : une autre carte a été jouée ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.played_this_turn.get(ctx.controller, 0) >= 2


class NoLegion(Condition):
    name = "no_legion"
    words = ("no other card was played this turn", "aucune autre carte n'a été jouée ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return not Legion.holds(game, ctx)
