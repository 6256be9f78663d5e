"""Where a unit may be played besides its controller's base and the battlefields they control
(355): a card's own text, or a friendly card's, that lets it go elsewhere (002: the card's text
beats the rule). Each static names one kind of place:

- `to_occupied_enemy_battlefield` (Deadbloom Predator, Dauntless Vanguard): a battlefield an
  opponent controls, with units there;
- `to_battlefield_with_enemy_units` (Rengar, Trophy Hunter): any battlefield where an opponent has
  units, even with none of its player's there;
- `where_you_are_attacking` (Rengar, Pouncing): the battlefield of a combat where its player is
  the attacker;
- `to_lone_enemy_battlefield` (Arachnoid Horror): an occupied battlefield where an enemy unit is
  alone (exactly one enemy unit there);
- `others_to_open_battlefield` / `others_to_lone_enemy_battlefield` (Miss Fortune, Buccaneer;
  Arachnoid Horror): the same permission, given by a unit on the board to its controller's other
  units (an open battlefield: one nobody controls).

A unit played where an opponent has units contests it (the cleanup then stages a combat, 323.14);
no move happens."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.model.state import Obj, State

PLACE_STATICS = (
    "to_battlefield_with_enemy_units",
    "to_occupied_enemy_battlefield",
    "where_you_are_attacking",
    "to_lone_enemy_battlefield",
    "others_to_open_battlefield",
    "others_to_lone_enemy_battlefield",
)
# what a permission given to "your other units" allows, as the unit's own static would
_FOR_OTHERS = {
    "others_to_open_battlefield": "to_open_battlefield",
    "others_to_lone_enemy_battlefield": "to_lone_enemy_battlefield",
}


def _fits(state: State, kind: str, by: str, at: str) -> bool:
    """Whether battlefield `at` is the kind of place the permission names, for player `by`."""
    bf = state.battlefields[at]
    units = state.units_at(at)
    enemies = [u for u in units if u.controller != by]
    if kind == "to_battlefield_with_enemy_units":
        return bool(enemies)
    if kind == "to_occupied_enemy_battlefield":
        return bf.controller not in (None, by) and bool(units)
    if kind == "where_you_are_attacking":
        showdown = state.showdown
        return (
            showdown is not None
            and showdown.combat
            and showdown.bf == at
            and showdown.attacker == by
        )
    if kind == "to_lone_enemy_battlefield":
        return len(enemies) == 1
    if kind == "to_open_battlefield":
        return bf.controller is None
    return False


def permitted_place(state: State, obj: Obj, by: str, at: str) -> str | None:
    """The name of the card whose text lets `by` play unit `obj` at battlefield `at` beyond 355,
    or None when no text does."""
    for kind in PLACE_STATICS:
        if kind not in _FOR_OTHERS and obj.card.static(kind) and _fits(state, kind, by, at):
            return obj.card.name
    for other in state.objects.values():
        if not (other.on_board and other.is_unit and other.controller == by):
            continue
        if other.pid == obj.pid:
            continue
        for kind, allows in _FOR_OTHERS.items():
            if other.card.static(kind) and _fits(state, allows, by, at):
                return other.card.name
    return None
