"""Scoring words: gain points (471.1.a.1); `score` is in the format but not performed yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import GameOver
from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import LogEvent
from engine.model.text import t
from engine.rules.reading import Context, player_of
from engine.rules.score_bars import refused_score
from engine.vocabulary.base import NotYetWord
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.record.game import Game


class GainPoints(Instruction):
    __slots__ = ()
    op, main, optional = "gain_points", "int", {"player": "string"}
    title = ("Gain points", "Gain de points")
    says = ("gain {value} point(s)", "gagner {value} point(s)")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        who = self.arg("player")
        # "an opponent of your choice scores 1 point" (Draven, Audacious; 355)
        player = (
            choose_opponent(game, ctx) if who == "chosen_opponent" else player_of(game, who, ctx)
        )
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


class WinGame(Instruction):
    """`{win_game: you}` ("you win the game", The Grand Plaza, Gutter Palace): the game ends at
    once with that player as its winner, whatever the scores: the card's text overrides the
    rule that the victory score wins (002, 194.2)."""

    __slots__ = ()
    op, main = "win_game", "string"
    title = ("Win the game", "Gagner la partie")
    says = ("{value} win(s) the game", "{value} gagne la partie")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = player_of(game, self.value, ctx)
        if player is None:
            return []
        state.winner = player
        state.log.append(LogEvent("win", player))
        game.step(
            "victory",
            ("002", "194.2"),
            t(
                f"{player} wins the game: the card says so, whatever the scores.",
                f"{player} gagne la partie : la carte le dit, quels que soient les scores.",
            ),
        )
        raise GameOver(player)
