"""Rule 810: Ganking lets a unit make a standard move from one battlefield to another (810.1.b);
without it that move is refused, while base to battlefield stays open to every unit."""

from collections.abc import Callable

import pytest

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2}
objects:
  - {id: ganker, card: {name: "2-Might unit, Ganking", type: unit, might: 2,
      keywords: [Ganking]}, owner: A, zone: bf1}
  - {id: plain, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1}
"""


def test_810_1_b_a_unit_with_ganking_moves_from_battlefield_to_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "script:\n  - {move: [ganker], to: bf2, by: A}\n"))
    assert tl.error is None
    assert tl.final_state["objects"]["ganker"]["zone"] == "bf2"


def test_810_1_b_without_ganking_that_move_is_refused(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "script:\n  - {move: [plain], to: bf2, by: A}\n"))
    assert tl.refused_rule == "810.1.b"
    assert tl.final_state["objects"]["plain"]["zone"] == "bf1"


@pytest.mark.parametrize("unit", ["ganker", "plain"])
def test_810_1_c_1_ganking_takes_no_option_away(
    scenario: Callable[[str], engine.Scenario], unit: str
) -> None:
    tl = engine.run(scenario(BOARD + f"script:\n  - {{move: [{unit}], to: base, by: A}}\n"))
    assert tl.final_state["objects"][unit]["zone"] == "base"
