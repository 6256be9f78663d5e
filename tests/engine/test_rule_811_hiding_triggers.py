"""Rule 811 with 383.4.a: "each time you hide a card" (Katarina, Reckless) triggers as its player
hides a card facedown; her "each time you play a card that was face down" deals 2 to an enemy
unit, and a card played from the hand sets off neither."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: A, facedown: old}
objects:
  - {id: keeper, card: {name: "A's unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: keeper2, card: {name: "A's other unit", type: unit, might: 1}, owner: A, zone: bf2}
  - {id: kat, card: "Katarina, Reckless", owner: A, zone: base, exhausted: true}
  - {id: brute, card: {name: "B's 9-Might unit", type: unit, might: 9}, owner: B, zone: base}
  - {id: fresh, card: {name: "A Hidden spell", type: spell, keywords: [Hidden],
      effect: [{draw: 1}]}, owner: A, zone: hand}
  - {id: old, card: {name: "An old Hidden spell", type: spell, keywords: [Hidden],
      effect: [{draw: 1}]}, owner: A, zone: facedown:bf2}
"""


def test_811_hiding_a_card_readies_katarina(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(
        scenario(BOARD + "script:\n  - {hide: fresh, by: A, at: bf1}\n  - {pass: until_empty}\n")
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["kat"]["exhausted"] is False


def test_811_6_playing_a_facedown_card_deals_2_to_an_enemy_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {play: old, by: A}\n  - {pass: until_empty}\n"
            "  - {pass: until_empty}\n"
        )
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["brute"]["damage"] == 2
    assert tl.final_state["objects"]["kat"]["exhausted"] is True  # playing is not hiding
