"""Rule 355.9.b (a target must meet every restriction its words describe) for "at one battlefield,
a friendly unit and an enemy unit" (Facebreaker) and "two units at the same battlefield"
(Switcheroo): targets at different places are refused as the card is played."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: A}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: mine2, card: {name: "A's unit at 2", type: unit, might: 5}, owner: A, zone: bf2}
  - {id: foe, card: {name: "B's unit", type: unit, might: 4}, owner: B, zone: bf1}
  - {id: face, card: "Facebreaker", owner: A, zone: hand}
  - {id: swap, card: "Switcheroo", owner: A, zone: hand}
"""


def test_355_9_b_facebreaker_stuns_two_units_at_one_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {play: face, by: A, targets: [mine, foe]}\n  - {pass: once}\n"
        )
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["mine"]["stunned"] is True
    assert tl.final_state["objects"]["foe"]["stunned"] is True


def test_355_9_b_units_at_different_battlefields_are_refused(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    face = engine.run(scenario(BOARD + "script:\n  - {play: face, by: A, targets: [mine2, foe]}\n"))
    assert face.refused_rule == "355.9.b"
    swap = engine.run(scenario(BOARD + "script:\n  - {play: swap, by: A, targets: [mine2, foe]}\n"))
    assert swap.refused_rule == "355.9.b"


def test_355_9_b_switcheroo_swaps_two_units_at_one_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {play: swap, by: A, targets: [mine, foe]}\n  - {pass: once}\n"
        )
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["mine"]["might"] == 4
    assert tl.final_state["objects"]["foe"]["might"] == 2
