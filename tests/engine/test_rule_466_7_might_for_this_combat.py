"""Rule 466.7 (as the combat ends, its "this combat" effects expire) for Might: "when I attack or
defend one on one, double my Might this combat" (Fiora, Peerless). Against two defenders she is
not one on one; the doubled Might ends with the combat, not with the turn."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: f, card: "Fiora, Peerless", owner: A, zone: base}
  - {id: e, card: {name: Foe, type: unit, might: 5}, owner: B, zone: bf1}
SECOND
script:
  - {move: [f], to: bf1, by: A}
"""


def test_466_7_one_on_one_her_might_is_doubled_for_the_combat_only(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("SECOND\n", "")
    tl = engine.run(scenario(body + "  - {pass: until_empty}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["f"]["might"] == 6  # in the combat
    tl = engine.run(scenario(body + "  - {pass: until_showdown_ends}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["e"]["zone"] == "trash"  # 6 beats 5
    assert tl.final_state["objects"]["f"]["might"] == 3  # the combat is over


def test_466_7_against_two_defenders_she_is_not_one_on_one(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    second = "  - {id: e2, card: {name: Second, type: unit, might: 1}, owner: B, zone: bf1}\n"
    tl = engine.run(scenario(BOARD.replace("SECOND\n", second) + "  - {pass: until_empty}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["f"]["might"] == 3
