"""Scoring (rules 469-472): conquering and holding a battlefield, once each per turn, and the final
point, which a conquest takes only with every battlefield scored this turn (471.1.b). The victory
score lives here once; the cleanup's victory check (323.1) reads it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Draw, Score
from engine.model.state import Battlefield, State
from engine.model.text import place, t
from engine.rules.gaps import reach, reach_objects
from engine.rules.moment import perform
from engine.rules.score_bars import refused_score
from engine.rules.triggers import scored

if TYPE_CHECKING:
    from engine.record.game import Game

VICTORY_SCORE = 8


def victory_score(state: State) -> int:
    """The points that win the game: 8, and one more for each battlefield on the board that says
    winning takes more (Aspirant's Climb, 002)."""
    return VICTORY_SCORE + sum(
        bf.card.static("victory_score_more") for bf in state.battlefields.values()
    )


def score(game: Game, bf: Battlefield, player: str, how: str) -> None:
    """Rules 469-471: once per battlefield per turn; a conquest for the final point needs every
    battlefield scored this turn, otherwise the player draws instead (471.1.b; a hold has no such
    condition); conquer/score triggers still happen."""
    state = game.state
    here = [
        o.pid
        for o in state.objects.values()
        if o.on_board and o.controller == player and state.location(o) == bf.id
    ]
    reach_objects(state, here, how)  # partly modelled cards (rules/gaps.py)
    if how == "conquer":  # "if I did not conquer this turn" (Blighted Battleaxe)
        state.units_conquered_this_turn += [(p, state.objects[p].rules_id) for p in here]
    reach(state, bf.card, how)
    if how == "conquer":
        state.conquered_this_turn.append((player, bf.id))
    if player in bf.scored_this_turn:
        game.step(
            "score",
            ("470",),
            t(
                f"{player} already scored {place(game.state, bf.id)} this turn: no point (470).",
                f"{player} a déjà marqué {place(game.state, bf.id)} ce tour-ci : pas de point "
                "(470).",
            ),
        )
        return
    turns = state.players[player].turns
    if bf.card.static("no_scoring_here_before_third_turn") and turns is not None and turns < 3:
        # "players can't score here until their third turn" (Forgotten Monument, 002)
        game.step(
            "score",
            ("002",),
            t(
                f"{player} can't score {place(state, bf.id)} before their third turn (this is "
                f"turn {turns}): no point.",
                f"{player} ne peut pas marquer {place(state, bf.id)} avant son troisième tour "
                f"(c'est son tour {turns}) : pas de point.",
            ),
        )
        scored(game, bf, player, how)
        return
    if refused_score(game, player):  # "opponents can't score points" (rules/score_bars.py)
        scored(game, bf, player, how)  # the conquest or hold itself still happened
        return
    bf.scored_this_turn.append(player)
    p = state.players[player]
    # 471.1.b: only a conquest for the final point needs every battlefield scored this turn; a
    # hold takes it as it is
    final = (
        how == "conquer"
        and p.score + 1 >= victory_score(state)
        and not all(player in b.scored_this_turn for b in state.battlefields.values())
    )
    if final:
        perform(game, [Draw(player=player, amount=1, cause=f"score-{bf.id}")])
        game.step(
            "score",
            ("471.1.b",),
            t(
                f"{player} {how}s {place(game.state, bf.id)}, but the final point needs every "
                f"battlefield scored this turn: {player} draws instead.",
                f"{player} marque {place(game.state, bf.id)}, mais le point final exige d'avoir "
                f"marqué tous les champs de bataille ce tour-ci : {player} pioche à la place.",
            ),
        )
    else:
        bf.scored_this_turn.remove(player)  # the score event marks it, if it happens
        # scoring is an event: a `would: score` replacement applies to it (469, 370)
        perform(game, [Score(obj=bf.id, player=player, to=how, cause=f"score-{bf.id}")])
    scored(game, bf, player, how)
