"""Kharox (440.1, 354.2): "when I become [Empowered], an opponent of your choice does [Burn 3];
you may then play a unit from their trash for free": the unit enters under its player's control;
declining plays nothing."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: kh, card: "Kharox", owner: A, zone: base}
  - {id: sp, card: {name: "Sp", type: spell}, owner: B, zone: deck}
  - {id: big, card: {name: "Big", type: unit, might: 6, energy: 7}, owner: B, zone: deck}
  - {id: d3, card: {name: "D3", type: spell}, owner: B, zone: deck}
  - {id: d4, card: {name: "D4", type: unit, might: 1}, owner: B, zone: deck}
script:
  - {activate: kh, ability: 1, by: A}
  - {pass: until_empty}
choices:
  - {pick: [%s]}
"""


def test_440_1_the_opponent_burns_3_and_the_unit_played_from_their_trash_is_yours(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % "big"))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert [objects[p]["zone"] for p in ("sp", "d3", "d4")] == ["trash", "trash", "deck"]
    assert objects["big"]["zone"] == "base" and objects["big"]["controller"] == "A"


def test_354_declining_plays_no_unit(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD % "none"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["big"]["zone"] == "trash"
