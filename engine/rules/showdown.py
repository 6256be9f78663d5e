"""Showdowns and combats (rules 341-348, 459-466): how one starts once the cleanup has staged it
(323.12, 323.13), who has focus, the attack and defend triggers, and how it concludes: the lone
player establishes control and conquers (348.2.a, 466.5).

Combat damage is rules/combat.py; the combat cleanup (466.1) is part of rules/cleanup.py; the
passing that ends a showdown is rules/chain.py (348).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.state import Battlefield, Showdown, players_at, units_of
from engine.model.text import name, names, place, t
from engine.model.trigger_kinds import waiting_for
from engine.rules.gaps import reach, reach_objects
from engine.rules.occasions import combat_ended, showdown_begins
from engine.rules.scoring import score
from engine.rules.this_combat import end_this_combat
from engine.rules.triggers import combat_begins

if TYPE_CHECKING:
    from engine.model.state import State
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
        showdown_begins(game, bf)
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
    showdown.designated = {(_object(state, p), "attacker") for p in showdown.attackers} | {
        (_object(state, p), "defender") for p in showdown.defenders
    }
    showdown_begins(game, bf, combat=True)  # first, below the attack and defend triggers (464.2.b)
    reach_objects(state, showdown.attackers, "attack")  # partly modelled cards (rules/gaps.py)
    reach_objects(state, showdown.defenders, "defend")
    reach(state, bf.card, "combat_here")
    combat_begins(
        game, showdown.attackers, showdown.defenders, opening=(bf, str(showdown.defender))
    )


def to_combat(game: Game, bf: Battlefield) -> None:
    """Rule 323.14: in Showdown Open, a combat staged where a non-combat showdown is running turns
    it into a combat showdown: the player who contested the battlefield attacks, the newcomer
    defends (464.2.c), their units get their roles and the attack and defend triggers go on the
    chain (464.2.e); the attacker has focus."""
    state = game.state
    showdown = state.showdown
    assert showdown is not None
    bf.staged = None
    defender = next(p for p in players_at(state, bf) if p != showdown.attacker)
    showdown.combat, showdown.defender, showdown.focus = True, defender, showdown.attacker
    showdown.attackers = [u.pid for u in units_of(state, bf, showdown.attacker)]
    showdown.defenders = [u.pid for u in units_of(state, bf, defender)]
    showdown.designated = {(_object(state, p), "attacker") for p in showdown.attackers} | {
        (_object(state, p), "defender") for p in showdown.defenders
    }
    game.step(
        "combat",
        ("323.14", "464.2.c"),
        t(
            f"The showdown at {place(state, bf.id)} becomes a combat: {showdown.attacker}, who "
            f"contested it, attacks ({names(state, showdown.attackers)}); {defender}, who arrived "
            f"during the showdown, defends ({names(state, showdown.defenders)}).",
            f"La confrontation à {place(state, bf.id)} devient un combat : {showdown.attacker}, "
            f"qui l'a contesté, attaque ({names(state, showdown.attackers)}) ; {defender}, arrivé "
            f"pendant la confrontation, défend ({names(state, showdown.defenders)}).",
        ),
        [*showdown.attackers, *showdown.defenders],
    )
    combat_begins(
        game, showdown.attackers, showdown.defenders, opening=(bf, str(showdown.defender))
    )


def _object(state: State, pid: str) -> str:
    """The game object a card is now: a card that left the board and came back is a new object
    (124), whose attack and defend triggers have not been checked in this combat yet
    (383.4.e.2.a, 383.4.f.2.a)."""
    return f"{pid}#{state.objects[pid].rules_id}"


def designate(game: Game) -> bool:
    """Rule 323.2: in a combat in progress, a unit at its battlefield without a role takes its
    controller's (attacker or defender), one with the wrong role switches, and a unit no longer
    there loses its role (323.2.a). A unit that gains a role this combat has its attack or defend
    triggers (383.4.e.2.a); True when a role changed."""
    state = game.state
    showdown = state.showdown
    if showdown is None or not showdown.combat:
        return False
    bf = state.battlefields[showdown.bf]
    attackers = [u.pid for u in units_of(state, bf, showdown.attacker)]
    defenders = [u.pid for u in units_of(state, bf, str(showdown.defender))]
    if attackers == showdown.attackers and defenders == showdown.defenders:
        return False
    before = {*showdown.attackers, *showdown.defenders}
    gained = [p for p in attackers if p not in showdown.attackers] + [
        p for p in defenders if p not in showdown.defenders
    ]
    showdown.attackers, showdown.defenders = attackers, defenders
    fresh_a = [p for p in attackers if (_object(state, p), "attacker") not in showdown.designated]
    fresh_d = [p for p in defenders if (_object(state, p), "defender") not in showdown.designated]
    showdown.designated |= {(_object(state, p), "attacker") for p in fresh_a} | {
        (_object(state, p), "defender") for p in fresh_d
    }
    triggering = [
        p
        for side, occasion in ((fresh_a, "attack"), (fresh_d, "defend"))
        for p in side
        if any(state.objects[p].card.triggers(k.name) for k in waiting_for(occasion))
    ]
    # a newcomer's role, or a role that sets off triggers, is a step; a unit that left only loses
    # its role, and one whose controller changed switches it silently (the snapshot shows it)
    if not any(p not in before for p in gained) and not triggering:
        return False
    game.step(
        "combat",
        ("323.2", "323.2.a"),
        t(
            f"Combat roles: {names(state, gained)} at {place(state, bf.id)} "
            f"{'takes its' if len(gained) == 1 else 'take their'} controller's role "
            f"(attackers: {names(state, attackers)}; defenders: {names(state, defenders)}).",
            f"Rôles de combat : {names(state, gained)} à {place(state, bf.id)} "
            f"{'prend' if len(gained) == 1 else 'prennent'} le rôle de son contrôleur "
            f"(attaquants : {names(state, attackers)} ; "
            f"défenseurs : {names(state, defenders)}).",
        ),
        gained,
    )
    if fresh_a or fresh_d:
        combat_begins(game, fresh_a, fresh_d, rules=("323.2.a", "383.4.e"))
    return True


def conclude(game: Game) -> None:
    """Rules 348.2, 466.4-466.5: the showdown or combat is over; a lone player there establishes
    control (and conquers)."""
    state = game.state
    showdown = state.showdown
    assert showdown is not None
    bf = state.battlefields[showdown.bf]
    present = players_at(state, bf)
    _end_combat_grants(game)
    # who took part in the combat: its "when a combat I took part in ends" (466.7)
    took_part = (
        [*showdown.attackers, *showdown.defenders, *(p for p, _ in showdown.designated)]
        if showdown.combat
        else []
    )
    if showdown.combat and len(present) > 1:
        state.showdown = None
        # 466.3.d: both players still have units there: no result, and the battlefield stays
        # contested, so the cleanup stages a new combat there at once (466.3.d.1)
        game.step(
            "combat",
            ("466.3.d", "466.3.d.1"),
            t(
                f"Both players have units at {place(state, bf.id)}: the combat has no result, "
                "nobody establishes control, and a new combat is staged there at once.",
                f"Les deux joueurs ont des unités à {place(state, bf.id)} : le combat n'a pas de "
                "résultat, personne n'établit le contrôle, et un nouveau combat y est préparé "
                "aussitôt.",
            ),
        )
        end_this_combat(game)  # 466.7: its "this combat" effects expire
        combat_ended(game, took_part)
        return
    bf.contested_by = None
    # 466.5.d, 466.7.a: control is established and the conquest happens before the combat's
    # roles are removed, so a conquer trigger still sees its attackers' Assault (the Sunken
    # Temple ruling)
    conquest = len(present) == 1 and bf.controller != present[0]
    if not showdown.combat:
        state.showdown = None  # a showdown without combat has no roles to keep
    if conquest:
        establish_control(game, bf, present[0])
    state.showdown = None
    if conquest and showdown.combat:
        game.step(
            "combat_ends",
            ("466.7", "466.7.a"),
            t(
                f"The combat at {place(state, bf.id)} ends: its attacker and defender roles are "
                "removed.",
                f"Le combat à {place(state, bf.id)} se termine : ses rôles d'attaquant et de "
                "défenseur sont retirés.",
            ),
        )
    if showdown.combat:
        end_this_combat(game)  # 466.7: its "this combat" effects expire
    combat_ended(game, took_part)  # "when a combat I took part in ends" (Affectionate Poro)


def _end_combat_grants(game: Game) -> None:
    """Keywords granted "this combat" (Fortified Position's [Shield 2]) end with it (466.7)."""
    state = game.state
    ended = [g for g in state.combat_grants if g in state.granted]
    for granted in ended:
        state.granted.remove(granted)
    state.combat_grants.clear()
    if ended:
        game.step(
            "combat_ends",
            ("466.7", "801.3.a.2"),
            t(
                "The combat is over: "
                + ", ".join(f"{name(state, pid)}'s [{kw}]" for pid, _, kw in ended)
                + " for this combat ends.",
                "Le combat est terminé : "
                + ", ".join(f"[{kw}] de {name(state, pid)}" for pid, _, kw in ended)
                + " pour ce combat prend fin.",
            ),
            [pid for pid, _, _ in ended],
        )


def establish_control(game: Game, bf: Battlefield, player: str) -> None:
    """Rules 190.2, 348.2.a, 466.5: the lone player takes control and conquers if they have not
    scored there this turn (469.1)."""
    if bf.controller is None:  # "when I conquer an open battlefield" (Yone, Blademaster)
        game.state.uses_this_turn[f"conquered_open:{bf.id}:{player}"] = 1
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
