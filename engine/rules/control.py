"""Control (rules 191, 477-480): taking control of a permanent or of a spell on the chain, and
control returning when its effect ends: at the end of the turn (317.2, step 3d) or when the
source it lasted with leaves the board (checked by the cleanup, 323.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.state import ControlChange, LogEvent, Obj, State
from engine.model.text import listed, name, t

if TYPE_CHECKING:
    from engine.record.game import Game


def take_control(
    game: Game, obj: Obj, player: str, duration: str | None, source: str | None
) -> None:
    """Rule 477.1.a: `player` takes control of a permanent; its attached gear keeps its own
    (718.5.e).
    'this_turn' ends at the end of the turn; 'while_source_on_board' when `source` leaves the
    board; with no duration the change lasts, and every earlier control effect on the object is
    from now on overridden for good (480)."""
    state = game.state
    before = obj.controller
    tracked = _in_force(state, obj)
    base = tracked[0].before if tracked else before
    since = state.tick()
    if duration == "this_turn":
        state.control_effects.append(
            ControlChange(obj.pid, obj.rules_id, base, to=player, since=since)
        )
    elif duration == "while_source_on_board" and source in state.objects:
        holder = state.objects[source]
        state.control_while.append(
            ControlChange(
                obj.pid, obj.rules_id, base, holder.pid, holder.rules_id, to=player, since=since
            )
        )
    else:
        for older in tracked:
            _drop(state, older)
    obj.controller = player
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


def _in_force(state: State, obj: Obj) -> list[ControlChange]:
    """The control effects still in force on this object, oldest first (480)."""
    return sorted(
        (
            c
            for c in (*state.control_effects, *state.control_while)
            if c.pid == obj.pid and c.rules_id == obj.rules_id
        ),
        key=lambda c: c.since,
    )


def _drop(state: State, change: ControlChange) -> None:
    for pile in (state.control_effects, state.control_while):
        if change in pile:
            pile.remove(change)


def recomputed(state: State, obj: Obj, base: str) -> str:
    """Rules 477.1.a and 480: control is a layer-1 trait. The latest control effect still in
    force decides; with none left, the object's base controller (who controlled it before any
    of them) has it. Never a stack of previous controllers."""
    tracked = _in_force(state, obj)
    return tracked[-1].to if tracked else base


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
    """ "Until I leave the board" ends: control is worked out again from the effects still in
    force (477, 480). True when something changed."""
    state = game.state
    ended = []
    for taken in list(state.control_while):
        holder = state.objects[str(taken.source)]
        if holder.on_board and holder.rules_id == taken.source_id:
            continue
        state.control_while.remove(taken)
        ended.append(taken)
    changed = False
    by_object: dict[str, list[ControlChange]] = {}
    for taken in ended:
        by_object.setdefault(taken.pid, []).append(taken)
    for pid, ends in by_object.items():
        obj = state.objects[pid]
        if obj.rules_id != ends[0].rules_id or not obj.on_board:
            continue
        now = recomputed(state, obj, ends[0].before)
        kept = now == obj.controller
        obj.controller = now
        others = _in_force(state, obj)
        verb_en, verb_fr = ("stays with", "reste à") if kept else ("goes to", "revient à")
        why_en = (
            f"the latest control effect still in force gives it to {now}: it {verb_en} {now} (480)"
            if others
            else f"no control effect is left, so it {verb_en} {now}, who controlled it before "
            "any of them (477.1.a)"
        )
        why_fr = (
            f"le dernier effet de contrôle encore en vigueur le donne à {now} : il {verb_fr} "
            f"{now} (480)"
            if others
            else f"il ne reste aucun effet de contrôle : il {verb_fr} {now}, qui le contrôlait "
            "avant eux (477.1.a)"
        )
        sources = [name(state, str(e.source)) for e in ends]
        gone, gone_fr = listed(sources, "and"), listed(sources, "et")
        plural_en, plural_fr = ("", "") if len(ends) == 1 else (" at once", " en même temps")
        game.step(
            "control",
            ("477.1.a", "480"),
            t(
                f"{gone} left the board{plural_en}: control of {name(state, obj.pid)} is worked "
                f"out again; {why_en}.",
                f"{gone_fr} {'a' if len(ends) == 1 else 'ont'} quitté le plateau{plural_fr} : "
                f"le contrôle de {name(state, obj.pid)} est recalculé ; {why_fr}.",
            ),
            [obj.pid],
        )
        changed = changed or not kept
    return changed


def end_this_turn(state: State) -> list[str]:
    """'This turn' control ends with the turn (317.2, step 3d), every such effect at once: each
    object's control is worked out again from the effects still in force (477, 480); the
    objects whose controller changed."""
    ended = list(state.control_effects)
    state.control_effects.clear()
    returned = []
    for change in ended:
        taken = state.objects.get(change.pid)
        if taken is None or taken.rules_id != change.rules_id or not taken.on_board:
            continue
        now = recomputed(state, taken, change.before)
        if now != taken.controller:
            taken.controller = now
            returned.append(taken.pid)
    return list(dict.fromkeys(returned))
