"""Rule 383.2.c: Stealthy Pursuer — "whenever a friendly unit moves away from where I am, I may
move along with it": met for another friendly unit leaving the holder's location (base or
battlefield), the holder moving to where that unit went; not when they moved together, nor for
an enemy unit."""

from __future__ import annotations

import engine

HEAD = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 3}]
battlefields: [{id: bf1, controller: A}, {id: bf2}]
objects:
  - {id: sp, card: "Stealthy Pursuer", owner: A, zone: bf1}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: f2, card: {name: Friend at home, type: unit, might: 2}, owner: A, zone: base}
  - {id: e1, card: {name: Enemy, type: unit, might: 2}, owner: B, zone: base}
script:
"""


def _run(script: str, answers: list[str]) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + script, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def test_383_2_c_the_pursuer_follows_a_friend_leaving_its_battlefield() -> None:
    timeline = _run("  - {move: [f1], to: base, by: A}\n  - {pass: until_empty}\n", ["accept:yes"])
    assert timeline.final_state["objects"]["sp"]["zone"] == "base"


def test_383_2_c_moving_together_or_from_elsewhere_sets_off_nothing() -> None:
    together = _run("  - {move: [sp, f1], to: base, by: A}\n  - {pass: until_empty}\n", [])
    assert not any(e["kind"] == "trigger" for e in together.log)
    elsewhere = _run("  - {move: [f2], to: bf2, by: A}\n", [])
    assert not any(e["kind"] == "trigger" for e in elsewhere.log)
