"""Scuttle Crab (128, 811, 730.1): its Deathknell has an opponent reveal their hand, lets its
player look at that opponent's facedown cards this turn, and gives 1 XP."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, deck: 3}, {id: B, deck: 3}]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2}
objects:
  - {id: sc, card: "Scuttle Crab", owner: A, zone: base}
  - {id: b1, card: {name: "B guard", type: unit, might: 1}, owner: B, zone: bf1}
  - {id: h1, card: {name: "B spell", type: spell}, owner: B, zone: hand}
  - {id: f1, card: {name: "B trap", type: spell, keywords: [Hidden]}, owner: B,
     zone: "facedown:bf1"}
  - {id: k, card: {name: "Kill it", type: spell, effect: [{kill: $target}],
     targets: {target: unit}}, owner: A, zone: hand}
script:
  - {play: k, by: A, targets: [sc]}
  - {pass: until_empty}
"""


def test_811_the_deathknell_reveals_the_hand_and_the_facedown_cards_and_gives_xp(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.error is None, tl.error
    reveals = [s for s in tl.steps if s.kind == "reveal"]
    assert "B spell" in reveals[0].text["en"]
    assert "B trap" in reveals[1].text["en"] and "811" in reveals[1].rules
    assert any(s.kind == "xp" and "now 1 XP" in s.text["en"] for s in tl.steps)
    assert tl.final_state["objects"]["f1"]["zone"] == "facedown:bf1"  # looked at, not moved
