"""Rule 416: recycling puts a card at the bottom of its owner's Main Deck, and a rune recycled
for its Power goes to the bottom of the rune deck (161). "Whenever you recycle one card or more
(runes don't count)" (Karma, Channeler) is met once for what one action recycled; "whenever you
recycle a rune" (Sivir, Battle Mistress) for each rune; her "whenever one or more enemy units
die, ready me" once for the moment."""

from __future__ import annotations

import engine

RUNES = ", ".join(["{domain: Body}"] * 6 + ["{domain: Order}"])
BODY = f"""\
format: rulesviz/1
id: t
title: t
players:
  - {{id: A, runes: [{RUNES}]}}
  - {{id: B, deck: 3}}
battlefields: [{{id: bf1}}]
objects:
  - {{id: sivir, card: "Sivir, Battle Mistress", owner: A, zone: legend}}
  - {{id: karma, card: "Karma, Channeler", owner: A, zone: hand}}
  - {{id: d1, card: {{name: Top card, type: spell, effect: [{{draw: 1}}]}}, owner: A, zone: deck}}
  - {{id: d2, card: {{name: Card two, type: spell, effect: [{{draw: 1}}]}}, owner: A, zone: deck}}
  - {{id: e1, card: {{name: Enemy, type: unit, might: 2}}, owner: B, zone: base}}
  - {{id: e2, card: {{name: Enemy two, type: unit, might: 2}}, owner: B, zone: base}}
script:
  - {{play: karma, by: A}}
  - {{pass: until_empty}}
  - {{act: {{kill: [e1, e2]}}, by: A}}
  - {{pass: until_empty}}
"""


def _run(answers: list[str]) -> engine.Timeline:
    timeline = engine.run(engine.load_text(BODY, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _triggers(timeline: engine.Timeline, card: str) -> int:
    return sum(1 for e in timeline.log if e["kind"] == "trigger" and e["subject"] == card)


def test_416_a_rune_recycled_for_power_and_a_card_recycled_by_vision() -> None:
    # Sivir: exhaust me for a Gold; Vision: recycle the top card
    timeline = _run(["accept:yes", "accept:yes"])
    objects = timeline.final_state["objects"]
    assert _triggers(timeline, "Karma, Channeler") == 2  # Vision, then the recycle
    assert objects["karma"]["might"] == 7  # buffed
    assert [o["name"] for o in objects.values() if o["name"] == "Gold"] == ["Gold"]
    # the enemies' deaths ready her once, after the Gold's exhaust
    assert _triggers(timeline, "Sivir, Battle Mistress") == 2
    assert not objects["sivir"]["exhausted"]


def test_416_keeping_the_top_card_recycles_nothing_for_karma() -> None:
    timeline = _run(["accept:no", "accept:no"])
    assert _triggers(timeline, "Karma, Channeler") == 1  # Vision only
    assert timeline.final_state["objects"]["karma"]["might"] == 6
