"""Words about the turns themselves: an additional turn (734-738)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import t
from engine.rules.reading import Context, player_of

if TYPE_CHECKING:
    from engine.record.game import Game


class TakeAnExtraTurn(Instruction):
    """`{extra_turn: you}` ("take a turn after this one", Time Warp): an additional turn owned by
    that player is queued right after the current turn (735), ahead of any queued before it
    (738); the turn order does not change, and once it is taken the regular turns go on (737)."""

    __slots__ = ()
    op, main = "extra_turn", "string"
    title = ("Take an additional turn", "Jouer un tour supplémentaire")
    says = ("{value} take(s) a turn after this one", "{value} joue un tour après celui-ci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = player_of(game, self.value, ctx)
        if player is None:
            ctx.did = False
            return []
        state.extra_turns.insert(0, player)
        game.step(
            "effect",
            ("735", "737"),
            t(
                f"{player} will take an additional turn after this one; the turn order does not "
                "change.",
                f"{player} jouera un tour supplémentaire après celui-ci ; l'ordre du tour ne "
                "change pas.",
            ),
        )
        ctx.did = True
        return []
