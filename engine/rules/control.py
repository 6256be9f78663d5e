"""Control (rules 191, 477-480): taking control of a permanent or of a spell on the chain, and
control returning when its effect ends: at the end of the turn (317.2, step 3d) or when the
source it lasted with leaves the board (checked by the cleanup, 323.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.state import ControlChange, LogEvent, Obj, State
from engine.model.text import name, t

if TYPE_CHECKING:
    from engine.record.game import Game


def take_control(
    game: Game, obj: Obj, player: str, duration: str | None, source: str | None
) -> None:
    """Rule 477.1.a: `player` takes control of a permanent; its attached gear keeps its own
    (718.5.e). 'this_turn' ends at the end of the turn; 'while_source_on_board' when `source`
    leaves the board."""
    state = game.state
    before = obj.controller
    obj.controller = player
    if duration == "this_turn":
        state.control_effects.append(ControlChange(obj.pid, obj.rules_id, before))
    elif duration == "while_source_on_board" and source in state.objects:
        holder = state.objects[source]
        state.control_while.append(
            ControlChange(obj.pid, obj.rules_id, before, holder.pid, holder.rules_id)
        )
    state.log.append(LogEvent("control", obj.pid, of=player))
    game.step(
        "control",
        ("477.1.a", "718.5.e"),
        t(
            f"{player} takes control of {name(state, obj.pid)} from {before}. Its attached gear "
            "keeps its own controller.",
            f"{player} prend le contrôle de {name(state, obj.pid)} à {before}. Son Objet attaché "
            "garde son propre contrôleur.",
        ),
        [obj.pid],
    )


def take_spell(game: Game, obj: Obj, player: str) -> None:
    """Taking control of a spell on the chain: only the spell changes hands; what was paid for it
    while it was played stays paid, and cannot be paid again (S004-11)."""
    state = game.state
    for item in state.chain:
        if item.source == obj.pid and item.kind == "spell" and item.controller != player:
            before = item.controller
            item.controller = player
            obj.controller = player
            state.log.append(LogEvent("control", obj.pid, of=player))
            game.step(
                "control",
                ("191.2", "477.1.a"),
                t(
                    f"{player} takes control of {name(state, obj.pid)} on the chain from {before}; "
                    "its choices "
                    f"and paid costs ({', '.join(item.paid) or 'none'}) stay as they were.",
                    f"{player} prend le contrôle de {name(state, obj.pid)} sur la chaîne à "
                    f"{before} ; ses choix "
                    f"et coûts payés ({', '.join(item.paid) or 'aucun'}) restent tels quels.",
                ),
                [obj.pid],
            )


def return_when_sources_left(game: Game) -> bool:
    """ "Until I leave the board" ends: control returns (477, 480). True when something changed."""
    state = game.state
    changed = False
    for taken in list(state.control_while):
        pid, rules_id, before, source = taken.pid, taken.rules_id, taken.before, taken.source
        holder = state.objects[str(source)]
        if holder.on_board and holder.rules_id == taken.source_id:
            continue
        state.control_while.remove(taken)
        obj = state.objects[pid]
        if obj.rules_id == rules_id and obj.on_board and obj.controller != before:
            obj.controller = before
            game.step(
                "control",
                ("477.1.a",),
                t(
                    f"{name(state, source)} left the board: control of {name(state, pid)} returns "
                    f"to {before}.",
                    f"{name(state, source)} a quitté le plateau : le contrôle de "
                    f"{name(state, pid)} revient à {before}.",
                ),
                [pid],
            )
            changed = True
    return changed


def end_this_turn(state: State) -> list[str]:
    """'This turn' control ends with the turn (317.2, step 3d): control returns; the objects whose
    control returned."""
    returned = []
    for change in state.control_effects:
        pid, rules_id, before = change.pid, change.rules_id, change.before
        taken = state.objects.get(pid)
        if taken is not None and taken.rules_id == rules_id and taken.on_board:
            taken.controller = before  # control returns when the effect ends (477, 480)
            returned.append(pid)
    state.control_effects.clear()
    return returned
