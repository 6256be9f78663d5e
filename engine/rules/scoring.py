"""Scoring (rules 469-472): conquering and holding a battlefield, once each per turn, and the final
point, which needs every battlefield scored this turn (471.1.b). The victory score lives here once;
the cleanup's victory check (323.1) reads it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Draw
from engine.model.state import Battlefield, ChainItem, LogEvent
from engine.model.text import place, t
from engine.rules.moment import perform
from engine.rules.triggers import add_to_chain, fire_delayed

if TYPE_CHECKING:
    from engine.record.game import Game

VICTORY_SCORE = 8


FRENCH_VERBS = {
    "you_conquer_here": "conquérez",
    "you_hold_here": "tenez",
    "you_score_here": "marquez",
}


def score(game: Game, bf: Battlefield, player: str, how: str) -> None:
    """Rules 469-471: once per battlefield per turn; the final point needs every battlefield scored
    this turn, otherwise the player draws instead (471.1.b); conquer/score triggers still happen."""
    state = game.state
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
    bf.scored_this_turn.append(player)
    p = state.players[player]
    final = p.score + 1 >= VICTORY_SCORE and not all(
        player in b.scored_this_turn for b in state.battlefields.values()
    )
    if final:
        perform(game, [Draw(player=player, amount=1, cause=f"score-{bf.id}")])
        game.step(
            "score",
            ("471.1.b",),
            t(
                f"{player} {how}s {place(game.state, bf.id)}, but the final point needs every "
                "battlefield scored this "
                "turn: "
                f"{player} draws instead.",
                f"{player} marque {place(game.state, bf.id)}, mais le point final exige d'avoir "
                "marqué tous les "
                "champs de bataille "
                f"ce tour-ci : {player} pioche à la place.",
            ),
        )
    else:
        p.score += 1
        state.log.append(LogEvent("score", player, at=bf.id, amount=1))
        game.step(
            "score",
            ("469.1" if how == "conquer" else "469.2", "471"),
            t(
                f"{player} {how}s {place(game.state, bf.id)} and scores 1 point (now {p.score}).",
                f"{player} {'conquiert' if how == 'conquer' else 'tient'} "
                f"{place(game.state, bf.id)} et marque 1 "
                "point "
                f"(maintenant {p.score}).",
            ),
        )
    if how == "conquer":
        fire_delayed(game, "you_conquer", player=player)
    else:
        for other in state.turn_order:
            if other != player:
                fire_delayed(game, "an_opponent_holds", player=other)
    legends = [
        o for o in state.objects.values() if o.zone == f"legend:{player}" and not o.exhausted
    ]
    for (
        legend
    ) in legends:  # "when you conquer or hold" on a legend: that battlefield is "here" for it
        for spec in legend.card.triggers("you_conquer_or_hold"):
            state.next_chain_id += 1
            items_from_legend = ChainItem(
                id=f"c{state.next_chain_id - 1}",
                kind="ability",
                controller=player,
                source=legend.pid,
                label=t(
                    f"{legend.card.name}: when you conquer or hold",
                    f"{legend.card.name} : quand vous conquérez ou tenez",
                ),
                effect=spec.effect,
                card=legend.card,
                trigger=legend.card.name,
                snapshot={"location": bf.id},
                optional=spec.optional,
            )
            add_to_chain(game, [items_from_legend])
            state.log.append(LogEvent("trigger", legend.card.name, of=legend.pid))
            game.step(
                "trigger",
                ("383.4.c",),
                t(
                    f"{items_from_legend.label['en']} triggers for {place(game.state, bf.id)}.",
                    f"{items_from_legend.label['fr']} se déclenche pour "
                    f"{place(game.state, bf.id)}.",
                ),
                [legend.pid],
            )
    whens = (
        ("you_conquer_here", "you_score_here")
        if how == "conquer"
        else ("you_hold_here", "you_score_here")
    )
    items = []
    for when in whens:
        for spec in bf.card.triggers(when):
            state.next_chain_id += 1
            items.append(
                ChainItem(
                    id=f"c{state.next_chain_id - 1}",
                    kind="ability",
                    controller=player,
                    source=None,
                    label=t(
                        f"{bf.card.name}: when you {when.split('_')[1]} here",
                        f"{bf.card.name} : quand vous {FRENCH_VERBS[when]} ici",
                    ),
                    effect=spec.effect,
                    card=bf.card,
                    trigger=bf.card.name,
                    snapshot={"location": bf.id},
                    optional=spec.optional,
                )
            )
    if items:
        add_to_chain(game, items)
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=bf.id))
            game.step(
                "trigger",
                ("383.4.c", "190.6"),
                t(
                    f"{item.label['en']} triggers, controlled by {player}, who controls "
                    f"{place(game.state, bf.id)} "
                    "(190.6).",
                    f"{item.label['fr']} se déclenche, contrôlée par {player}, qui contrôle "
                    f"{place(game.state, bf.id)} (190.6).",
                ),
            )
