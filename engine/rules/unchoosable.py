"""What enemy spells and abilities can't choose (054.1: "can't" beats "can"), beside a card's own
`cannot_be_chosen_by_enemies` (engine/rules/reading.py meets):

- `cannot_be_chosen_by_enemies_unless_in_combat` (Akali, Silent): its own text, except while it
  is an attacker or a defender in a combat;
- `units_here_with_less_might_unchoosable` (Alpha Wildclaw): its controller's other units at its
  location whose Might is lower than its own;
- the `unchoosable_this_turn` word (Twilight Shroud: "it can't be chosen by enemy spells and
  abilities this turn"), kept in `State.unchoosable_this_turn` until the turn ends (317.2).

All of them work on the board only, against an opponent of the object's controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.keywords import role

if TYPE_CHECKING:
    from engine.model.state import Obj, State

CHOICE_STATICS = (
    "cannot_be_chosen_by_enemies_unless_in_combat",
    "units_here_with_less_might_unchoosable",
)


def unchoosable(state: State, obj: Obj, controller: str) -> bool:
    """Whether a spell or ability controlled by `controller` can't choose `obj` now."""
    if not obj.on_board or obj.controller == controller:
        return False
    if obj.card.static("cannot_be_chosen_by_enemies_unless_in_combat") and role(state, obj) is None:
        return True
    if (obj.pid, obj.rules_id) in state.unchoosable_this_turn:
        return True
    if not obj.is_unit:
        return False
    guards = [
        other
        for other in state.units_at(state.location(obj) or "")
        if other.pid != obj.pid
        and other.controller == obj.controller
        and other.card.static("units_here_with_less_might_unchoosable")
    ]
    if not guards:
        return False
    mine = state.might(obj) or 0
    return any(mine < (state.might(other) or 0) for other in guards)
