"""Rule 817: Vision is short for "when this is played, look at the top card of your Main Deck; you
may recycle it" (817.1.b); each instance triggers on its own (817.2)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: seer, card: {name: "2-Might unit, Vision", type: unit, might: 2, keywords: [Vision]},
      owner: A, zone: hand}
  - {id: top, card: {name: "Top card", type: unit, might: 1}, owner: A, zone: deck}
  - {id: next, card: {name: "Next card", type: unit, might: 1}, owner: A, zone: deck}
script:
  - {play: seer, by: A}
  - {pass: until_empty}
"""


def test_817_1_b_the_player_may_recycle_the_top_card(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "choices: [{accept: true}]\n"))
    assert tl.error is None, tl.error
    asked = [s.decision for s in tl.steps if s.decision is not None]
    assert [(d.kind, d.rule, d.chosen) for d in asked] == [("recycle", "817.1.b", "accept:yes")]
    assert any(e["kind"] == "recycle" and e["subject"] == "top" for e in tl.log)


def test_817_1_b_or_keep_it_on_top(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD + "choices: [{accept: false}]\n"))
    assert not any(e["kind"] == "recycle" for e in tl.log)


def test_817_2_two_instances_trigger_separately(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("keywords: [Vision]", "keywords: [Vision, Vision]")
    tl = engine.run(scenario(body + "choices: [{accept: true}, {accept: false}]\n"))
    asked = [
        s.decision for s in tl.steps if s.decision is not None and s.decision.kind == "recycle"
    ]
    assert [d.chosen for d in asked] == ["accept:yes", "accept:no"]
    # the first recycled the top card, so the second saw the next one
    looks = [s.text["en"] for s in tl.steps if s.kind == "look"]
    assert "Top card" in looks[0] and "Next card" in looks[1]
