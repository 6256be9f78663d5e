"""Rule 465 (each side deals the sum of its units' Might) with Galio, Indefatigable's "I deal no
combat damage": its Might adds nothing to its side's combat damage, though it still takes damage
(and, with Tank, is assigned it first)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: galio, card: "Galio, Indefatigable", owner: A, zone: bf1}
  - {id: raider, card: {name: "B's 3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
script:
  - {pass: until_showdown_ends}
"""


def test_465_galio_deals_no_combat_damage(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["raider"]["zone"] != "trash"  # recalled, unhurt: Galio dealt nothing
    damaged = [e["subject"] for e in tl.log if e["kind"] == "damage"]
    assert damaged == ["galio"]  # B's 3 went to Galio; A's side dealt 0


def test_465_a_plain_unit_of_the_same_might_does(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = BOARD.replace(
        'card: "Galio, Indefatigable"', 'card: {name: "6-Might unit", type: unit, might: 6}'
    )
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["raider"]["zone"] == "trash"
