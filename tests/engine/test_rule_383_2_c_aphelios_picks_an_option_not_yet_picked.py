"""A trigger on attaching an Equipment (383.2.c, 434) whose modes can each be picked once a turn
(355): Aphelios, Exalted, "when you attach an Equipment to me, pick one option not yet picked
this turn: ready 2 runes; channel 1 rune exhausted; or buff a friendly unit"."""

from collections.abc import Callable

import engine

FIT = (
    '{name: "Fit %s", type: spell, targets: {g: "friendly gear", u: "friendly unit"}, '
    "effect: [{attach: $g, to: $u}]}"
)
BOARD = f"""
players: [A, B]
battlefields:
  - {{id: bf1}}
objects:
  - {{id: aph, card: "Aphelios, Exalted", owner: A, zone: base}}
  - {{id: g1, card: {{name: "Blade one", type: gear, keywords: [Equipment]}}, owner: A, zone: base}}
  - {{id: g2, card: {{name: "Blade two", type: gear, keywords: [Equipment]}}, owner: A, zone: base}}
  - {{id: s1, card: {FIT % "one"}, owner: A, zone: hand}}
  - {{id: s2, card: {FIT % "two"}, owner: A, zone: hand}}
script:
  - {{play: s1, by: A, targets: {{g: g1, u: aph}}}}
  - {{pass: until_empty}}
  - {{play: s2, by: A, targets: {{g: g2, u: aph}}}}
  - {{pass: until_empty}}
"""


def test_383_2_c_attaching_an_equipment_to_me_offers_the_three_options(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.decision is not None
    assert [o.key for o in tl.decision.options] == ["pick:mode1", "pick:mode2", "pick:mode3"]


def test_355_an_option_picked_this_turn_is_not_offered_again(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "choices:\n  - {pick: [mode3]}\n"))
    assert tl.error is None and tl.decision is None, tl.error
    assert tl.final_state["objects"]["aph"]["might"] == 5  # buffed once, by the first attach
    kinds = [s.kind for s in tl.steps]
    assert kinds.count("buff") == 1 and "ready" in kinds  # the second pick: not the buff
