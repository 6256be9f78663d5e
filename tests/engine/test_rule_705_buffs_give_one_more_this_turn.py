"""Rule 705 (a buff: +1 Might, one at most) with Stand United's "buffs give an additional +1
Might to friendly units this turn": every buffed unit of its controller, buffed before or after,
has 1 more Might until the turn ends (317.2); an opponent's buffed units do not."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: su, card: "Stand United", owner: A, zone: hand}
  - {id: u, card: {name: Fresh, type: unit, might: 2}, owner: A, zone: base}
  - {id: old, card: {name: Old, type: unit, might: 2}, owner: A, zone: base, buffed: true}
  - {id: plain, card: {name: Plain, type: unit, might: 2}, owner: A, zone: base}
  - {id: theirs, card: {name: Theirs, type: unit, might: 2}, owner: B, zone: base, buffed: true}
script:
  - {play: su, by: A, targets: {target: u}}
  - {pass: until_empty}
"""


def _mights(tl: engine.Timeline) -> list[int]:
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    return [objects[p]["might"] for p in ("u", "old", "plain", "theirs")]


def test_705_stand_united_gives_buffed_friendly_units_one_more(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _mights(engine.run(scenario(BOARD))) == [4, 4, 2, 3]


def test_317_2_the_extra_might_ends_with_the_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _mights(engine.run(scenario(BOARD + "  - {end_turn: true}\n"))) == [3, 3, 2, 3]
