"""Abandon (UNL-131): "Counter a spell; return it to its owner's hand instead of their trash.
[Predict]." The Predict (436.1) is now part of the card: after the counter, its controller looks
at the top card of their Main Deck and may recycle it."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: top, card: {name: "B's top card", type: spell, effect: [{draw: 1}]}, owner: B, zone: deck}
  - {id: zap, card: {name: "A's spell", type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
  - {id: ab, card: "Abandon", owner: B, zone: hand}
script:
  - {play: zap, by: A}
  - {play: ab, by: B, targets: [zap]}
  - {pass: once}
"""


def test_436_1_abandon_counters_to_hand_then_predicts(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    kept = engine.run(scenario(BOARD + "choices:\n  - {accept: false}\n"))
    assert kept.error is None, kept.error
    assert kept.final_state["objects"]["zap"]["zone"] == "hand"
    assert any(s.kind == "look" and "B's top card" in s.text["en"] for s in kept.steps)
    recycled = engine.run(scenario(BOARD + "choices:\n  - {accept: true}\n"))
    assert recycled.error is None, recycled.error
    assert any(s.kind == "recycle" and "B's top card" in s.text["en"] for s in recycled.steps)
    assert not any(s.kind == "recycle" for s in kept.steps)
