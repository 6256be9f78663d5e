"""Scoring words: gain points (471.1.a.1); `score` is in the format but not performed yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import LogEvent
from engine.model.text import t
from engine.rules.reading import Context, player_of
from engine.rules.score_bars import refused_score
from engine.vocabulary.base import NotYetWord

if TYPE_CHECKING:
    from engine.record.game import Game


class GainPoints(Instruction):
    __slots__ = ()
    op, main, optional = "gain_points", "int", {"player": "string"}
    title = ("Gain points", "Gain de points")
    says = ("gain {value} point(s)", "gagner {value} point(s)")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = player_of(game, self.arg("player"), ctx)
        if player is None or refused_score(game, player):  # Tianna Crownguard (002)
            return []
        state.players[player].score += int(self.value)
        state.log.append(LogEvent("score", player, amount=int(self.value)))
        total = state.players[player].score
        game.step(
            "score",
            ("471.1.a.1",),
            t(
                f"{player} gains {self.value} point(s): now {total}.",
                f"{player} gagne {self.value} point(s) : maintenant {state.players[player].score}.",
            ),
        )
        return []


class Score(NotYetWord):
    __slots__ = ()
    op, main, optional = "score", "name", {"at": "string", "player": "string"}
    title = ("Score", "Marquer")
    says = ("score {value}", "marquer {value}")
