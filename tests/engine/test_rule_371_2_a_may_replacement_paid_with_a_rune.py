"""Rule 371.2 with 357: "you may pay [Fury] to heal, exhaust and recall it instead" (Unlicensed
Armory, errata 2025-10-21): the replacement is offered only to a controller who can pay; paid,
the unit is healed, exhausted and recalled instead of dying; otherwise it dies."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5, runes: [%s]}, {id: B}]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: arm, card: "Unlicensed Armory", owner: A, zone: base}
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: A, zone: bf1}
script:
  - {activate: arm, ability: 1, by: A, targets: {target: u1}}
  - {pass: until_empty}
  - {act: {kill: u1}, by: B}
choices:
  - {accept: true}
"""


def _run(runes: str) -> engine.Timeline:
    return engine.run(engine.load_text(BODY % runes, "t.yaml"))


def test_371_2_paid_the_unit_is_healed_exhausted_and_recalled() -> None:
    timeline = _run("Fury")
    assert timeline.error is None, timeline.error
    u1 = timeline.final_state["objects"]["u1"]
    assert (u1["zone"], u1["exhausted"]) == ("base", True)
    assert any(s.kind == "pay" and "Fury" in s.text["en"] for s in timeline.steps)


def test_357_without_a_fury_rune_it_is_not_offered_and_the_unit_dies() -> None:
    timeline = _run("Calm")
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["u1"]["zone"] == "trash"
    assert not any(s.kind == "replacement" for s in timeline.steps)
