"""Rule 465 (combat damage: each unit deals its Might) against Vilemaw's text (002): "enemy
units here with less Might than me don't deal combat damage"; a stronger enemy still does."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: v, card: "Vilemaw", owner: B, zone: bf1}
  - {id: a, card: {name: Attacker, type: unit, might: MIGHT}, owner: A, zone: base}
script:
  - {move: [a], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def test_465_vilemaw_takes_no_damage_from_a_weaker_attacker(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace("MIGHT", "7")))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["v"]["zone"] == "bf1"
    assert tl.final_state["objects"]["a"]["zone"] == "trash"


def test_465_a_stronger_attacker_still_deals_its_damage(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace("MIGHT", "9")))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["v"]["zone"] == "trash"
