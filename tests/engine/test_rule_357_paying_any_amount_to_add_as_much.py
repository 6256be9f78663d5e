"""Rules 357 and 161: "pay any number of runes of any type to [Add] as much Energy" (Hextech
Anomaly) and "pay any amount of Energy to [Add] as many runes of any type" (Ancient Henge): its
controller picks how much, from 0 to what they can pay, pays it, and that much is added."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5, runes: [Fury, Fury, Calm]}, {id: B}]
objects:
  - {id: hx, card: "Hextech Anomaly", owner: A, zone: base}
script:
  - {activate: hx, ability: 1, by: A}
choices:
%s"""


def _run(choices: str) -> engine.Timeline:
    return engine.run(engine.load_text(BODY % choices, "t.yaml"))


def test_357_the_choice_runs_from_0_to_what_can_be_paid() -> None:
    timeline = _run("  []\n")
    assert timeline.decision is not None
    assert [o.key for o in timeline.decision.options] == [
        "pick:amount0",
        "pick:amount1",
        "pick:amount2",
        "pick:amount3",
    ]


def test_161_as_much_energy_as_power_paid_is_added() -> None:
    timeline = _run("  - {pick: [amount2]}\n  - {pay: [Fury, Fury]}\n")
    assert timeline.error is None, timeline.error
    pool = timeline.final_state["players"][0]
    assert pool["pool"]["energy"] == 2
    assert len(pool["runes"]) == 1  # two runes recycled for the Power


def test_161_paying_nothing_adds_nothing() -> None:
    timeline = _run("  - {pick: [amount0]}\n")
    assert timeline.error is None, timeline.error
    assert timeline.final_state["players"][0]["pool"]["energy"] == 0
