"""Ashe, Focused (389, 392, 355): with several opponents, its player chooses whose hand is
revealed and banishes a card from it; the delayed ability returns that card when that opponent
holds, not when another one does."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B, C]
battlefields: [{id: bf1, controller: B}, {id: bf2, controller: C}, {id: bf3}]
objects:
  - {id: ashe, card: "Ashe, Focused", owner: A, zone: hand}
  - {id: b1, card: {name: "B unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: c1, card: {name: "C unit", type: unit, might: 2}, owner: C, zone: bf2}
  - {id: secret, card: Vengeance, owner: C, zone: hand}
  - {id: bsecret, card: Vengeance, owner: B, zone: hand}
script:
  - {play: ashe, by: A}
  - {pass: until_empty}
  - {end_turn: true}
  - {pass: until_empty}
choices: [{pick: [C]}, {pick: [secret]}]
"""


def test_389_the_card_comes_back_only_when_its_owner_holds(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    b_held = engine.run(scenario(BOARD))
    assert b_held.error is None, b_held.error
    assert b_held.final_state["objects"]["secret"]["zone"] == "banishment"  # B held, not C
    assert b_held.final_state["objects"]["bsecret"]["zone"] == "hand"
    c_held = engine.run(
        scenario(
            BOARD.replace("choices:", "  - {end_turn: true}\n  - {pass: until_empty}\nchoices:")
        )
    )
    assert c_held.error is None, c_held.error
    assert c_held.final_state["objects"]["secret"]["zone"] == "hand"
