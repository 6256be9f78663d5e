"""Angle Shot (355.9, 434, 435.4.a): a unit and an Equipment that share a controller; the
Equipment is attached to that unit, or detached from it (only if it is attached to it); then its
player draws 1. An Equipment of another controller than the unit's is refused."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, deck: 3}, {id: B, deck: 3}]
battlefields:
  - {id: bf1}
objects:
  - {id: a1, card: {name: "A one", type: unit, might: 2}, owner: A, zone: base}
  - {id: a2, card: {name: "A two", type: unit, might: 2}, owner: A, zone: base}
  - {id: eq, card: {name: "A sword", type: gear, keywords: [Equipment]}, owner: A, attached_to: a2}
  - {id: beq, card: {name: "B sword", type: gear, keywords: [Equipment]}, owner: B, zone: base}
  - {id: as, card: "Angle Shot", owner: A, zone: hand}
script:
  - {play: as, by: A, targets: {unit: %s, equipment: %s}}
  - {pass: once}
"""


def _attached(tl: engine.Timeline, pid: str) -> object:
    return tl.final_state["objects"][pid]["attached_to"]


def test_434_attach_the_equipment_to_that_unit_then_draw(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % ("a1", "eq") + "choices: [{pick: [mode1]}]\n"))
    assert tl.error is None, tl.error
    assert _attached(tl, "eq") == "a1"
    assert any(s.kind == "draw" for s in tl.steps)


def test_435_4_a_detach_only_from_that_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    off = engine.run(scenario(BOARD % ("a2", "eq") + "choices: [{pick: [mode2]}]\n"))
    assert off.error is None, off.error
    assert _attached(off, "eq") is None
    other = engine.run(scenario(BOARD % ("a1", "eq") + "choices: [{pick: [mode2]}]\n"))
    assert other.error is None, other.error
    assert _attached(other, "eq") == "a2"  # attached to another unit: nothing detached


def test_355_9_the_equipment_must_share_the_units_controller(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    refused = engine.run(scenario(BOARD % ("a1", "beq")))
    assert refused.error is not None and refused.refused_rule == "355"
