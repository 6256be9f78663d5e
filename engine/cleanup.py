"""The cleanup loop (rules 318-324): ordered steps, repeated until a pass changes nothing (322).

A cleanup never runs while an item resolves (321): the chain module calls it only between
items. A pass that changes nothing is silent; a loop that did something ends with a step
saying so, so that every pass of the loop is visible.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import Event
from engine.moment import perform
from engine.triggers import capture_own_death
from engine.text import name
from engine.timeline import t
from engine.zones import base_of, put

if TYPE_CHECKING:
    from engine.game import Game

VICTORY_SCORE = 8
MAX_PASSES = 50

STEP_LABELS = {
    "1": t("victory check", "vérification de victoire"),
    "3a": t("3a: own-death triggers captured", "3a : capture des compétences de mort"),
    "3b": t("3b: units with lethal damage die", "3b : les unités avec des dégâts mortels meurent"),
    "4": t("battlefield control", "contrôle des champs de bataille"),
    "5": t("corrective recalls and hidden cards", "rappels correctifs et cartes cachées"),
}


def cleanup(game: Game) -> None:
    """Rule 322: repeat the cleanup until a pass makes no change."""
    state = game.state
    number = 1
    while number <= MAX_PASSES:
        if not _pass(game, number):
            if number > 1:
                state.cleanup = {"pass": number, "step": "end", "label": t("nothing changes", "rien ne change")}
                game.step("cleanup", ("322",),
                          t(f"Cleanup pass {number} changes nothing: the cleanup is over.",
                            f"Le passage {number} du nettoyage ne change rien : le nettoyage est terminé."))
            break
        number += 1
    state.cleanup = None


def _at(game: Game, number: int, step: str) -> None:
    game.state.cleanup = {"pass": number, "step": step, "label": STEP_LABELS[step]}


def _pass(game: Game, number: int) -> bool:
    """One pass of rule 323's steps, in order; True when it changed something."""
    state = game.state
    changed = False

    if state.winner is None:
        _at(game, number, "1")
        for player in state.players.values():
            others = [p.score for p in state.players.values() if p.id != player.id]
            if player.score >= VICTORY_SCORE and all(player.score > s for s in others):
                state.winner = player.id
                game.step("victory", ("323.1", "194.2"),
                          t(f"{player.id} has {player.score} points, at least the victory score and ahead of "
                            "everyone: they win.",
                            f"{player.id} a {player.score} points, au moins le score de victoire et devant tout le "
                            "monde : victoire."))
                return False

    lethal = [o for o in state.objects.values() if state.has_lethal_damage(o)]
    if lethal:
        _at(game, number, "3a")
        game.step("cleanup", ("323.3", "323.4"),
                  t(f"Cleanup pass {number}: {', '.join(name(state, o.pid) for o in lethal)} "
                    f"{'has' if len(lethal) == 1 else 'have'} lethal damage.",
                    f"Nettoyage, passage {number} : {', '.join(name(state, o.pid) for o in lethal)} "
                    f"{'a' if len(lethal) == 1 else 'ont'} des dégâts mortels."),
                  [o.pid for o in lethal])
        capture_own_death(game, [o.pid for o in lethal], rule="323.4")
        _at(game, number, "3b")
        perform(game, [Event("die", obj=o.pid, cause="lethal damage") for o in lethal])
        changed = True

    _at(game, number, "4")
    for bf in state.battlefields.values():
        if bf.controller is not None and not state.chain and not any(
                u.controller == bf.controller for u in state.units_at(bf.id)):
            game.step("control", ("323.6", "190.4"),
                      t(f"{bf.controller} has no unit at {bf.id} in an open state: they lose control of it.",
                        f"{bf.controller} n'a plus d'unité à {bf.id} dans un état ouvert : il en perd le contrôle."))
            bf.controller = None
            changed = True

    _at(game, number, "5")
    for obj in list(state.objects.values()):
        if not obj.on_board or obj.attached_to is not None or obj.is_unit:
            continue
        misplaced_gear = obj.card.type in ("gear", "rune") and obj.zone in state.battlefields
        wrong_base = obj.zone.startswith("base:") and obj.zone != base_of(obj.controller)
        if misplaced_gear or wrong_base:
            put(state, obj, base_of(obj.controller))
            game.step("recall", ("323.7", "457.1"),
                      t(f"Corrective recall: {name(state, obj.pid)} goes to its controller's base.",
                        f"Rappel correctif : {name(state, obj.pid)} va dans la base de son contrôleur."), [obj.pid])
            changed = True
    for obj in list(state.objects.values()):
        if obj.is_unit and obj.zone.startswith("base:") and obj.zone != base_of(obj.controller):
            put(state, obj, base_of(obj.controller))
            game.step("recall", ("323.7",),
                      t(f"Corrective recall: {name(state, obj.pid)} is in another player's base and goes to its "
                        "controller's base.",
                        f"Rappel correctif : {name(state, obj.pid)} est dans la base d'un autre joueur et va dans "
                        "celle de son contrôleur."), [obj.pid])
            changed = True
    for bf in state.battlefields.values():
        if bf.facedown is not None:
            hidden = state.objects[bf.facedown]
            if hidden.controller != bf.controller:
                put(state, hidden, "trash")
                game.step("hidden", ("323.7", "107.3.d"),
                          t(f"The hidden card at {bf.id} goes to its owner's trash: its player no longer controls "
                            "the battlefield.",
                            f"La carte cachée à {bf.id} va dans la défausse de son propriétaire : son joueur ne "
                            "contrôle plus le champ de bataille."), [hidden.pid])
                changed = True
    return changed
