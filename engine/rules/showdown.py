"""Showdowns and combats (rules 341-348, 459-466): how one starts once the cleanup has staged it
(323.12, 323.13), who has focus, the attack and defend triggers, and how it concludes: the lone
player establishes control and conquers (348.2.a, 466.5).

Combat damage is rules/combat.py; the combat cleanup (466.1) is part of rules/cleanup.py; the
passing that ends a showdown is rules/chain.py (348).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.state import Battlefield, Showdown, players_at, units_of
from engine.model.text import names, place, t
from engine.rules.gaps import reach, reach_objects
from engine.rules.scoring import score
from engine.rules.triggers import combat_begins

if TYPE_CHECKING:
    from engine.record.game import Game


def start(game: Game, bf: Battlefield) -> None:
    """Rules 344-345 and 463-464: the contesting player gets focus; a combat's attack and defend
    triggers go on the chain, the attacker's first and the defender's last (464.2.e.1)."""
    state = game.state
    attacker = bf.contested_by or state.turn_player
    combat = bf.staged == "combat"
    bf.staged = None
    if not combat:
        state.showdown = Showdown(
            bf=bf.id, combat=False, attacker=attacker, defender=None, focus=attacker
        )
        game.step(
            "showdown",
            ("344", "345"),
            t(
                f"A showdown begins at {place(game.state, bf.id)}; {attacker}, who contested it, "
                "has focus.",
                f"Une confrontation commence à {place(game.state, bf.id)} ; {attacker}, qui l'a "
                "contesté, a la focalisation.",
            ),
        )
        return
    defender = next(p for p in players_at(state, bf) if p != attacker)
    showdown = state.showdown = Showdown(
        bf=bf.id,
        combat=True,
        attacker=attacker,
        defender=defender,
        focus=attacker,
        attackers=[u.pid for u in units_of(state, bf, attacker)],
        defenders=[u.pid for u in units_of(state, bf, defender)],
    )
    game.step(
        "combat",
        ("462", "464"),
        t(
            f"Combat begins at {place(game.state, bf.id)}: {attacker} attacks "
            f"({names(state, showdown.attackers)}), "
            f"{defender} defends ({names(state, showdown.defenders)}).",
            f"Un combat commence à {place(game.state, bf.id)} : {attacker} attaque "
            f"({names(state, showdown.attackers)}), "
            f"{defender} défend ({names(state, showdown.defenders)}).",
        ),
        [*showdown.attackers, *showdown.defenders],
    )
    reach_objects(state, showdown.attackers, "attack")  # partly modelled cards (rules/gaps.py)
    reach_objects(state, showdown.defenders, "defend")
    reach(state, bf.card, "combat_here")
    combat_begins(game, showdown.attackers, showdown.defenders)


def conclude(game: Game) -> None:
    """Rules 348.2, 466.4-466.5: the showdown or combat is over; a lone player there establishes
    control (and conquers)."""
    state = game.state
    showdown = state.showdown
    assert showdown is not None
    bf = state.battlefields[showdown.bf]
    present = players_at(state, bf)
    state.showdown = None
    bf.contested_by = None
    if len(present) == 1 and bf.controller != present[0]:
        establish_control(game, bf, present[0])


def establish_control(game: Game, bf: Battlefield, player: str) -> None:
    """Rules 190.2, 348.2.a, 466.5: the lone player takes control and conquers if they have not
    scored there this turn (469.1)."""
    bf.controller = player
    game.step(
        "control",
        ("348.2.a", "466.5"),
        t(
            f"{player} establishes control of {place(game.state, bf.id)}.",
            f"{player} établit le contrôle de {place(game.state, bf.id)}.",
        ),
    )
    score(game, bf, player, "conquer")
