"""Rule 383.4.c: "when you conquer" is met as its player conquers a battlefield. Super Mega Death
Rocket!'s works only from its owner's trash ("you may discard 1 to return this from your trash to
your hand", the discard a cost, 357); in the hand it does nothing."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: rocket, card: "Super Mega Death Rocket!", owner: A, zone: ZONE}
HAND
  - {id: u, card: {name: Runner, type: unit, might: 2}, owner: A, zone: base}
script:
  - {move: [u], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""
CARD = (
    "  - {id: h1, card: {name: Card one, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}"
)


def _run(zone: str, hand: str, answers: list[str], refused: bool = False) -> engine.Timeline:
    text = BODY.replace("ZONE", zone).replace("HAND\n", hand + "\n" if hand else "")
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, answers)
    if refused:
        return timeline
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def test_383_4_c_conquering_brings_the_rocket_back_from_the_trash_for_a_discard() -> None:
    timeline = _run("trash", CARD, ["accept:yes"])
    objects = timeline.final_state["objects"]
    assert objects["rocket"]["zone"] == "hand" and objects["h1"]["zone"] == "trash"


def test_357_with_nothing_to_discard_its_cost_cannot_be_paid() -> None:
    timeline = _run("trash", "", ["accept:yes"], refused=True)
    assert timeline.refused_rule == "357"
    assert timeline.final_state["objects"]["rocket"]["zone"] == "trash"


def test_383_4_c_the_rocket_in_hand_does_not_trigger() -> None:
    timeline = _run("hand", CARD, [])
    assert not any(e["kind"] == "trigger" for e in timeline.log)
