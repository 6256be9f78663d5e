"""Might changes "for this combat" (Fiora, Peerless: "double my Might this combat"): kept in
`State.this_combat` and undone as the combat ends (466.7: its "this combat" effects expire),
whether it had a result or not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.text import name, t

if TYPE_CHECKING:
    from engine.record.game import Game


def end_this_combat(game: Game) -> None:
    """Undo the Might given for the combat that just ended, with a step naming who loses it."""
    state = game.state
    if not state.this_combat:
        return
    ended = []
    for pid, rules_id, change in state.this_combat:
        obj = state.objects.get(pid)
        if obj is not None and obj.rules_id == rules_id:
            obj.might_bonus -= change
            ended.append(pid)
    state.this_combat.clear()
    if ended:
        who = ", ".join(name(state, p) for p in ended)
        game.step(
            "might",
            ("466.7",),
            t(
                f"The combat is over: the Might given for this combat ends ({who}).",
                f"Le combat est terminé : la puissance donnée pour ce combat prend fin ({who}).",
            ),
            ended,
        )
