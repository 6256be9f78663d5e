"""`if_you_dont` (docs/scenario-format.md, "If you don't"): the other branch of an optional
payment inside an instruction, 359.3.e.14 / 204.3.b."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5, runes: [Fury]}, {id: B, deck: 5}]
objects:
  - id: s
    owner: A
    zone: hand
    card:
      name: "You may pay 1 Power to draw 2; if you don't, draw 1"
      type: spell
      effect:
        - {pay: {power: {any: 1}}, may: true}
        - {if_you_do: [{draw: 2}]}
        - {if_you_dont: [{draw: 1}]}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""


def _hand(timeline: engine.Timeline) -> int:
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return int(a["hand_hidden"]) + len(a["hand"])


def _drawn(answer: str) -> int:
    timeline = engine.run(engine.load_text(BODY, "t.yaml"), None, [answer])
    assert timeline.error is None, timeline.error
    return _hand(timeline)


def test_359_3_e_14_if_you_dont_runs_only_when_the_optional_payment_was_declined() -> None:
    assert _drawn("accept:yes") == 2
    assert _drawn("accept:no") == 1


def test_359_3_e_14_if_you_dont_runs_when_the_payment_cannot_be_made() -> None:
    broke = BODY.replace("runes: [Fury]", "runes: []")
    timeline = engine.run(engine.load_text(broke, "t.yaml"), None, [])
    assert timeline.error is None, timeline.error
    assert _hand(timeline) == 1
