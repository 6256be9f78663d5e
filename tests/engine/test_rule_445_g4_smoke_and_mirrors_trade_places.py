"""Smoke and Mirrors (445, 355.9): two of your units at different locations trade places, both
moves at once, but only if either has [Temporary]; then its player draws 1. Two units at one
location are refused."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, deck: 3}, {id: B, deck: 3}]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: a1, card: {name: "A one", type: unit, might: 2%s}, owner: A, zone: base}
  - {id: a2, card: {name: "A two", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: a3, card: {name: "A three", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: sm, card: "Smoke and Mirrors", owner: A, zone: hand}
script:
  - {play: sm, by: A, targets: {first: %s, second: %s}}
  - {pass: once}
"""


def _zone(tl: engine.Timeline, pid: str) -> object:
    return tl.final_state["objects"][pid]["zone"]


def test_445_with_temporary_they_trade_places(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % (", keywords: [Temporary]", "a1", "a2")))
    assert tl.error is None, tl.error
    assert _zone(tl, "a1") == "bf1" and _zone(tl, "a2") == "base"
    assert any(s.kind == "draw" for s in tl.steps)


def test_445_without_temporary_they_stay_and_the_draw_still_happens(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % ("", "a1", "a2")))
    assert tl.error is None, tl.error
    assert _zone(tl, "a1") == "base" and _zone(tl, "a2") == "bf1"
    assert any(s.kind == "draw" for s in tl.steps)


def test_355_9_the_two_units_must_be_at_different_locations(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    refused = engine.run(scenario(BOARD % (", keywords: [Temporary]", "a2", "a3")))
    assert refused.error is not None and refused.refused_rule == "355"
