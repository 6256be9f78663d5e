"""A unit that enters ready by another card's text (359.2 overridden, 002): a unit on the board
that says "other friendly units enter ready" (`your_other_units_enter_ready`, Magma Wurm), or an
effect of this turn, "units you play this turn enter ready" (the `units_enter_ready` word,
Confront, Bushwhack: kept in `State.enter_ready_this_turn` until the turn ends)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.keywords import static_holds

if TYPE_CHECKING:
    from engine.model.state import Obj, State

ENTRY_STATICS = ("your_other_units_enter_ready", "your_units_enter_ready")


def ready_by_another(state: State, obj: Obj, controller: str) -> str | None:
    """The name of the card whose text makes unit `obj`, entering under `controller`, enter ready;
    None when none does."""
    if not obj.is_unit:
        return None
    for other in state.objects.values():
        if (
            other.on_board
            and other.pid != obj.pid
            and other.controller == controller
            and other.card.static("your_other_units_enter_ready")
        ):
            return other.card.name
        if (  # "[Level 11] your units arrive ready" (Master Yi, Wuju Master): while it holds
            other.on_board
            and other.controller == controller
            and other.card.static("your_units_enter_ready")
            and static_holds(state, other, "your_units_enter_ready")
        ):
            return other.card.name
    return next(
        (name for player, name in state.enter_ready_this_turn if player == controller), None
    )
