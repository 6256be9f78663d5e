"""Who can't score now (002: a card's text beats the scoring rules, 469-471): a unit with
`opponents_cant_score_while_at_a_battlefield` (Tianna Crownguard: "while I'm at a battlefield,
opponents can't score points") bars its controller's opponents from every point, from a
battlefield (rules/scoring.py) or from an effect (the `gain_points` word)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.text import t

if TYPE_CHECKING:
    from engine.model.state import State
    from engine.record.game import Game


def score_barred_by(state: State, player: str) -> str | None:
    """The name of the card that bars `player` from scoring now, or None."""
    for obj in state.objects.values():
        if (
            obj.on_board
            and obj.controller not in (None, player)
            and obj.card.static("opponents_cant_score_while_at_a_battlefield")
            and state.location(obj) in state.battlefields
        ):
            return obj.card.name
    return None


def refused_score(game: Game, player: str) -> bool:
    """Whether `player` can't score now; if so, a step says which card forbids it."""
    barred = score_barred_by(game.state, player)
    if barred is None:
        return False
    game.step(
        "score",
        ("002",),
        t(
            f"{player} can't score points while {barred} is at a battlefield: no point.",
            f"{player} ne peut pas marquer de points tant que {barred} est sur un champ de "
            "bataille : pas de point.",
        ),
    )
    return True
