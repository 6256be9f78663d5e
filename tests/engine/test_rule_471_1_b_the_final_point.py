"""Rule 471.1.b: a conquest for the final point needs every battlefield scored this turn, or the
player draws instead; a hold for the final point has no such condition."""

from collections.abc import Callable

import engine

BOARD = """
players:
  - {id: A, score: 7, deck: 3}
  - B
battlefields:
  - {id: bf1}
  - {id: bf2, controller: A, scored_this_turn: [A]}
  - {id: bf3, controller: B}
objects:
  - {id: scout, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: keeper, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf2}
  - {id: other, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf3}
"""


def test_471_1_b_a_conquest_for_the_final_point_draws_instead(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {move: [scout], to: bf1, by: A}\n"
            "  - {pass: until_showdown_ends}\n"
        )
    )
    assert tl.error is None and tl.final_state["winner"] is None
    assert any(s.kind == "score" and "471.1.b" in s.rules for s in tl.steps)


def test_471_1_b_a_hold_takes_the_final_point(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "script:\n  - {end_turn: true}\n  - {end_turn: true}\n"))
    assert tl.error is None and tl.final_state["winner"] == "A"
    assert not any(s.kind == "score" and "471.1.b" in s.rules for s in tl.steps)
