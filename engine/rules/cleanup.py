"""The cleanup (rules 318-324), whole: ordered steps, repeated until a pass changes nothing (322).

A cleanup never runs while an item resolves (321): the chain module calls it only between
items. A pass that changes nothing is silent; a loop that did something ends with a step
saying so, so that every pass of the loop is visible. Every step of 323 is here, including the
battlefield steps 6 to 10 (323.8-323.13: contested, staged, a showdown or combat starts) and the
special cleanups: the end of turn's (317.2, 324) and the combat's (466.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import GameOver, StepBudgetExceeded
from engine.model.events import Die, Recall, RemoveHidden, make_event
from engine.model.state import Battlefield, players_at, units_of
from engine.model.text import name, names, place, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
from engine.rules.control import end_this_turn, return_when_sources_left
from engine.rules.moment import perform
from engine.rules.scoring import victory_score
from engine.rules.showdown import designate, start, to_combat
from engine.rules.triggers import capture_own_death

if TYPE_CHECKING:
    from engine.record.game import Game

MAX_PASSES = 50

STEP_LABELS = {
    "1": t("victory check", "vérification de victoire"),
    "2": t("2: combat roles", "2 : rôles de combat"),
    "3a": t("3a: own-death triggers captured", "3a : capture des compétences de mort"),
    "3b": t("3b: units with lethal damage die", "3b : les unités avec des dégâts mortels meurent"),
    "3c": t("3c: heal all units", "3c : soigner toutes les unités"),
    "3d": t("3d: 'this turn' effects expire", "3d : les effets « ce tour-ci » expirent"),
    "3e": t("3e: rune pools empty", "3e : les réserves runiques se vident"),
    "4": t("battlefield control", "contrôle des champs de bataille"),
    "5": t("corrective recalls and hidden cards", "rappels correctifs et cartes cachées"),
    "6": t("showdowns and combats", "confrontations et combats"),
}


def cleanup(game: Game, special: str | None = None) -> None:
    """Rule 322: repeat the cleanup until a pass makes no change.

    A special cleanup (324: 'end_of_turn') adds its steps to the first pass; a cleanup it causes
    is a normal one (324.2).
    """
    state = game.state
    holder, state.priority = (
        state.priority,
        None,
    )  # 320: nobody has priority or focus during a cleanup
    number = 1
    while True:
        if number > MAX_PASSES:
            raise StepBudgetExceeded(f"the cleanup did not settle after {MAX_PASSES} passes (322)")
        if not _pass(game, number, special if number == 1 else None):
            if number > 1:
                state.cleanup = {
                    "pass": number,
                    "step": "end",
                    "label": t("nothing changes", "rien ne change"),
                }
                game.step(
                    "cleanup",
                    ("322",),
                    t(
                        f"Cleanup pass {number} changes nothing: the cleanup is over.",
                        f"Le passage {number} du nettoyage ne change rien : le nettoyage est "
                        "terminé.",
                    ),
                )
            break
        number += 1
    # "if this kills it" (Disintegrate): only a death in the cleanup right after the spell is its
    # kill (428.5); the delayed ability waiting for it ends with that cleanup
    state.delayed_triggers[:] = [d for d in state.delayed_triggers if d.duration != "this_cleanup"]
    state.cleanup = None
    state.priority = holder


def _at(game: Game, number: int, step: str) -> None:
    game.state.cleanup = {"pass": number, "step": step, "label": STEP_LABELS[step]}


def _pass(game: Game, number: int, special: str | None = None) -> bool:
    """One pass of rule 323's steps, in order; True when it changed something."""
    state = game.state
    changed = False

    if state.winner is None:
        _at(game, number, "1")
        for player in state.players.values():
            others = [p.score for p in state.players.values() if p.id != player.id]
            if player.score >= victory_score(state) and all(player.score > s for s in others):
                state.winner = player.id
                game.step(
                    "victory",
                    ("323.1", "194.2"),
                    t(
                        f"{player.id} has {player.score} points, at least the victory score and "
                        "ahead of everyone: they win.",
                        f"{player.id} a {player.score} points, au moins le score de victoire et "
                        "devant tout le monde : victoire.",
                    ),
                )
                raise GameOver(player.id)

    _at(game, number, "2")
    changed = designate(game) or changed
    changed = _empowered_by_might(game) or changed

    lethal = [o for o in state.objects.values() if state.has_lethal_damage(o)]
    if lethal:
        _at(game, number, "3a")
        game.step(
            "cleanup",
            ("323.3", "323.4"),
            t(
                f"Cleanup pass {number}: {', '.join(name(state, o.pid) for o in lethal)} "
                f"{'has' if len(lethal) == 1 else 'have'} lethal damage.",
                f"Nettoyage, passage {number} : {', '.join(name(state, o.pid) for o in lethal)} "
                f"{'a' if len(lethal) == 1 else 'ont'} des dégâts mortels.",
            ),
            [o.pid for o in lethal],
        )
        capture_own_death(game, [o.pid for o in lethal], rule="323.4")
        _at(game, number, "3b")
        perform(game, [Die(obj=o.pid, cause="lethal damage") for o in lethal])
        changed = True

    if special == "end_of_turn":
        changed = _expiration(game, number) or changed
    if special == "combat":
        _at(game, number, "3c")
        changed = _combat_cleanup(game) or changed

    _at(game, number, "4")
    for bf in state.battlefields.values():
        running = state.showdown is not None and state.showdown.bf == bf.id
        if (
            bf.controller is not None
            and not state.chain
            and not running
            and not any(u.controller == bf.controller for u in state.units_at(bf.id))
        ):
            lost, bf.controller = bf.controller, None
            game.step(
                "control",
                ("323.6", "190.4"),
                t(
                    f"{lost} has no unit at {place(game.state, bf.id)} in an open state: they lose "
                    "control of it.",
                    f"{lost} n'a plus d'unité à {place(game.state, bf.id)} dans un état ouvert : "
                    "il en perd le contrôle.",
                ),
            )
            changed = True

    _at(game, number, "5")
    changed = return_when_sources_left(game) or changed
    # every correction is a zone change the pipeline sees (replacements apply to it): one
    # moment per kind of correction, in 323.7's order
    gear = [
        obj
        for obj in (state.objects[pid] for pid in state.board.non_units)
        if obj.on_board
        and obj.attached_to is None
        and (
            (obj.card.type in ("gear", "rune") and obj.zone in state.battlefields)
            or (obj.zone.startswith("base:") and obj.zone != base_of(obj.controller))
        )
    ]
    if gear:
        perform(game, [Recall(obj=o.pid, cause="corrective gear") for o in gear])
        changed = True
    in_bases = [
        pid
        for zone in state.board.zones
        if zone.startswith("base:")
        for pid in state.board.zones[zone]
    ]
    units = [
        obj
        for obj in (
            state.objects[pid] for pid in sorted(in_bases, key=state.board.order.__getitem__)
        )
        if obj.is_unit and obj.zone.startswith("base:") and obj.zone != base_of(obj.controller)
    ]
    if units:
        perform(game, [Recall(obj=o.pid, cause="corrective base") for o in units])
        changed = True
    hidden = [
        obj
        for obj in state.objects.values()
        if obj.zone.startswith("facedown:")
        and obj.zone[9:] in state.battlefields
        and obj.controller != state.battlefields[obj.zone[9:]].controller
    ]
    if hidden:
        perform(game, [RemoveHidden(obj=o.pid, cause="cleanup") for o in hidden])
        changed = True
    _at(game, number, "6")
    return _battlefield_steps(game) or changed


def _empowered_by_might(game: Game) -> bool:
    """'Once my Might reaches 10 or more, I become Empowered' (Renekton, Brute: the static
    `empowered_at_might: 10`): read at each cleanup, a unit on the board with that much Might
    becomes Empowered (441) and keeps the status while it stays on the board."""
    state = game.state
    rising = [
        o
        for o in state.objects.values()
        if o.on_board
        and o.is_unit
        and not o.empowered
        and o.card.static("empowered_at_might")
        and (state.might(o) or 0) >= o.card.static("empowered_at_might")
    ]
    if rising:
        perform(game, [make_event("become_empowered", obj=o.pid, cause="might") for o in rising])
    return bool(rising)


def _expiration(game: Game, number: int) -> bool:
    """Rule 317.2, the ending special cleanup: 3c heal all units, 3d every 'this turn' effect
    expires at once (Stunned too, 423.1.a.2), 3e every rune pool empties."""
    state = game.state
    _at(game, number, "3c")
    damaged = [o for o in state.objects.values() if o.is_unit and o.on_board and o.damage]
    for obj in damaged:
        obj.damage = 0
    game.step(
        "cleanup",
        ("317.2", "143.3.b"),
        t(
            "End of turn, step 3c: all units are healed"
            + (f" ({names(state, (o.pid for o in damaged))})." if damaged else "."),
            "Fin du tour, étape 3c : toutes les unités sont soignées"
            + (f" ({names(state, (o.pid for o in damaged))})." if damaged else "."),
        ),
        [o.pid for o in damaged],
    )
    _at(game, number, "3d")
    expired = []
    for pid, rules_id, change in state.this_turn:
        modified = state.objects.get(pid)
        if modified is not None and modified.rules_id == rules_id:
            modified.might_bonus -= change
            expired.append(
                (pid, t(f"{name(state, pid)}'s Might", f"la puissance de {name(state, pid)}"))
            )
    state.this_turn.clear()
    for pid, rules_id, keyword in state.granted:
        granted_to = state.objects.get(pid)
        if granted_to is not None and granted_to.rules_id == rules_id:
            state.board.changed(granted_to, "granted", None)  # off the board too (Flow, 829)
            expired.append(
                (pid, t(f"{name(state, pid)}'s {keyword}", f"{keyword} de {name(state, pid)}"))
            )
    state.granted.clear()
    state.granted_abilities.clear()  # granted abilities "this turn" end with it
    expired += [
        (pid, t(f"control of {name(state, pid)}", f"le contrôle de {name(state, pid)}"))
        for pid in end_this_turn(state)
    ]
    stunned = [o for o in state.objects.values() if o.stunned]
    for obj in stunned:
        obj.stunned = False
    for delayed in [d for d in state.delayed_triggers if d.duration == "this_turn"]:
        state.delayed_triggers.remove(delayed)
        if delayed.link is not None:
            state.links.pop(delayed.link, None)  # the link ends with its effect's duration (390.5)
    ended = [r for r in state.replacements if r.spec.duration == "this_turn"]
    state.replacements = [r for r in state.replacements if r.spec.duration != "this_turn"]
    ends = [
        *(what for _, what in expired),
        *(t(f"{name(state, o.pid)} stunned", f"{name(state, o.pid)} étourdi") for o in stunned),
        *(t(r.name, r.name) for r in ended),
    ]
    ends_en, ends_fr = ", ".join(e["en"] for e in ends), ", ".join(e["fr"] for e in ends)
    game.step(
        "cleanup",
        ("317.2", "423.1.a.2"),
        t(
            "Step 3d: every 'this turn' effect expires at once"
            + (f": {ends_en}." if ends else "."),
            "Étape 3d : tous les effets « ce tour-ci » expirent ensemble"
            + (f" : {ends_fr}." if ends else "."),
        ),
        [*(pid for pid, _ in expired), *(o.pid for o in stunned)],
    )
    _at(game, number, "3e")
    for player in state.players.values():
        player.pool.clear()
        player.energy, player.power = 0, {}  # the economy's pool (rules/costs.py)
    game.step(
        "cleanup",
        ("317.2",),
        t(
            "Step 3e: every rune pool empties.",
            "Étape 3e : toutes les réserves runiques se vident.",
        ),
    )
    return bool(damaged or expired or stunned or ended)


def contest(game: Game, bf: Battlefield, player: str) -> None:
    """Rule 190.3/450: a unit of a player who does not control the battlefield arrives: it is
    contested."""
    if bf.controller != player and bf.contested_by is None:
        bf.contested_by = player
        game.step(
            "contested",
            ("190.3", "450"),
            t(
                f"{place(game.state, bf.id)} is contested by {player}.",
                f"{place(game.state, bf.id)} est contesté par {player}.",
            ),
        )


def _battlefield_steps(game: Game) -> bool:
    """Cleanup steps 6 to 10 (323.8-323.13); True when they changed something."""
    state = game.state
    changed = False
    for bf in state.battlefields.values():
        running = state.showdown is not None and state.showdown.bf == bf.id
        # 323.11: a controller with units at a battlefield they do not control applies Contested.
        if bf.contested_by is None and not running:
            outsiders = [p for p in players_at(state, bf) if p != bf.controller]
            if outsiders:
                contest(game, bf, outsiders[0])
                changed = True
        elif (
            bf.contested_by is not None and not running and not units_of(state, bf, bf.contested_by)
        ):
            game.step(
                "contested",
                ("323.11",),
                t(
                    f"{bf.contested_by} no longer has units at {place(game.state, bf.id)}: it is "
                    "no longer contested.",
                    f"{bf.contested_by} n'a plus d'unités à {place(game.state, bf.id)} : il n'est "
                    "plus contesté.",
                ),
            )
            bf.contested_by = None
            bf.staged = None
            changed = True
        converting = (
            running
            and state.showdown is not None
            and not state.showdown.combat
            and len(players_at(state, bf)) > 1
        )
        if bf.contested_by is not None and (not running or converting):
            staged = "combat" if len(players_at(state, bf)) > 1 else "showdown"  # 323.8, 323.9
            if bf.staged != staged:
                bf.staged = staged
                french = (
                    "Un combat est préparé"
                    if staged == "combat"
                    else "Une confrontation est préparée"
                )
                game.step(
                    "staged",
                    ("323.8",) if staged == "showdown" else ("323.9",),
                    t(
                        f"A {staged} is staged at {place(game.state, bf.id)}.",
                        f"{french} à {place(game.state, bf.id)}.",
                    ),
                )
                changed = True
    showdown = state.showdown
    if showdown is not None and not showdown.combat and not state.chain:
        here = state.battlefields[showdown.bf]
        if here.staged == "combat":  # 323.14: Showdown Open, the showdown becomes a combat
            to_combat(game, here)
            changed = True
    if state.showdown is None and not state.chain:
        waiting = [bf for bf in state.battlefields.values() if bf.staged]
        if waiting:
            showdowns = [bf for bf in waiting if bf.staged == "showdown"]
            start(game, _pick(game, showdowns or waiting))  # 323.12 before 323.13
            changed = True
    return changed


def _pick(game: Game, battlefields: list[Battlefield]) -> Battlefield:
    if len(battlefields) == 1:
        return battlefields[0]
    state = game.state
    options = tuple(
        Option(f"pick:{bf.id}", t(place(state, bf.id), place(state, bf.id))) for bf in battlefields
    )
    key = game.decide(
        Decision(
            "battlefield",
            state.turn_player,
            "323.12",
            t(
                "The turn player picks where the next showdown or combat starts.",
                "Le joueur du tour choisit où commence la prochaine confrontation ou le prochain "
                "combat.",
            ),
            options,
        )
    )
    return state.battlefields[key.split(":", 1)[1]]


def _combat_cleanup(game: Game) -> bool:
    """Rule 466.1: 3c heal all units; 3d recall the attackers still there if defenders remain."""
    state = game.state
    showdown = state.showdown
    if showdown is None or not showdown.combat:
        return False
    bf = state.battlefields[showdown.bf]
    if showdown.remaining is None:  # the combat's result, read before the recall (466.3)
        showdown.remaining = players_at(state, bf)
    healed = [u for u in state.objects.values() if u.is_unit and u.on_board and u.damage]
    for unit in healed:
        unit.damage = 0
    game.step(
        "cleanup",
        ("466.1",),
        t(
            "Combat cleanup, 3c: all units are healed.",
            "Nettoyage de combat, 3c : toutes les unités sont soignées.",
        ),
        [u.pid for u in healed],
    )
    if units_of(state, bf, str(showdown.defender)):
        recalled = units_of(state, bf, showdown.attacker)
        solari = next(
            (
                o
                for o in state.objects.values()
                if o.on_board
                and o.controller == showdown.attacker
                and o.card.static("attacker_tie_recalls_all")
            ),
            None,
        )
        if recalled and solari is not None:
            # Symbol of the Solari: "if a combat where you are the attacker ends in a tie, recall
            # ALL units instead" (002: the card's text replaces the attackers' recall)
            recalled = list(state.units_at(bf.id))
            game.step(
                "replacement",
                ("466.1", "002"),
                t(
                    f"The combat at {place(state, bf.id)} ends in a tie and "
                    f"{name(state, solari.pid)} says so: every unit there is recalled instead of "
                    "only the attackers.",
                    f"Le combat à {place(state, bf.id)} finit à égalité et "
                    f"{name(state, solari.pid)} le dit : toutes les unités y sont rappelées au "
                    "lieu des seuls attaquants.",
                ),
                [solari.pid],
            )
        if recalled:
            cause = "combat cleanup" if solari is None else "combat tie"
            perform(game, [Recall(obj=u.pid, cause=cause) for u in recalled])
    return bool(healed)
