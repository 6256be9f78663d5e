"""Insightful Investigator (730.2, 128, 355.10): an opponent reveals their hand; having seen it,
its player may spend 2 XP to pick a card there, which the opponent discards before drawing 1.
Without 2 XP nothing is offered and the hand stays whole."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, xp: %d}, {id: B, deck: 3}]
battlefields:
  - {id: bf1}
objects:
  - {id: ii, card: "Insightful Investigator", owner: A, zone: hand}
  - {id: h1, card: {name: "B spell", type: spell}, owner: B, zone: hand}
  - {id: h2, card: {name: "B unit", type: unit, might: 2}, owner: B, zone: hand}
script:
  - {play: ii, by: A}
  - {pass: once}
"""


def _b(tl: engine.Timeline) -> dict[str, object]:
    return dict(next(p for p in tl.final_state["players"] if p["id"] == "B"))


def test_730_2_spending_2_xp_has_the_picked_card_discarded_then_a_draw(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % 2 + "choices: [{accept: true}, {pick: [h2]}]\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["h2"]["zone"] == "trash"
    assert tl.final_state["objects"]["h1"]["zone"] == "hand"
    assert _b(tl)["deck"] == 2  # drew 1 after the discard
    assert [s.kind for s in tl.steps].index("reveal") < [s.kind for s in tl.steps].index("xp")


def test_730_2_without_2_xp_the_hand_is_only_revealed(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % 1))
    assert tl.error is None, tl.error
    assert any(s.kind == "reveal" for s in tl.steps)
    assert tl.final_state["objects"]["h2"]["zone"] == "hand"
    assert _b(tl)["deck"] == 3
