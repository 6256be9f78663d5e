"""Rules 398 and 419.4.a: Nasus, Curator of the Sands — "whenever you play a unit, gear or
activated ability whose Energy cost is 7 or more, you may exhaust me to ready up to 2 runes": a
unit's or gear's completed play (its printed Energy cost, 206) and an activated ability used with
7 Energy or more in its cost (the ability's trigger goes on the chain above it); a cheaper one
sets off nothing."""

from __future__ import annotations

import engine

RUNES = ", ".join(["{domain: Fury}"] * 7)
HEAD = f"""\
format: rulesviz/1
id: t
title: t
players:
  - {{id: A, deck: 2, runes: [{RUNES}]}}
  - {{id: B, deck: 3}}
battlefields: [{{id: bf1}}]
objects:
  - {{id: nasus, card: "Nasus, Curator of the Sands", owner: A, zone: legend}}
"""


def _run(body: str, answers: list[str]) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _ready_runes(timeline: engine.Timeline) -> int:
    player = next(p for p in timeline.final_state["players"] if p["id"] == "A")
    return sum(1 for r in player["runes"] if not r.get("exhausted"))


def test_398_playing_a_7_energy_unit_lets_nasus_ready_2_runes() -> None:
    body = (
        "  - {id: big, card: {name: Big, type: unit, might: 7, energy: 7}, owner: A, zone: hand}\n"
        "script:\n  - {play: big, by: A}\n  - {pass: until_empty}\n"
    )
    timeline = _run(body, ["accept:yes"])
    assert _ready_runes(timeline) == 2
    assert timeline.final_state["objects"]["nasus"]["exhausted"]
    cheap = _run(body.replace("energy: 7", "energy: 6"), [])
    assert not any(e["kind"] == "trigger" for e in cheap.log)


def test_398_using_an_ability_that_costs_7_energy_lets_nasus_ready_2_runes() -> None:
    body = (
        "  - {id: relic, owner: A, zone: base, card: {name: Relic, type: gear, abilities:\n"
        "      [{activated: {cost: [{pay: {energy: 7}}], effect: [{draw: 1}]}}]}}\n"
        "script:\n  - {activate: relic, ability: 1, by: A}\n  - {pass: until_empty}\n"
    )
    timeline = _run(body, ["accept:yes"])
    assert _ready_runes(timeline) == 2
    cheap = _run(body.replace("energy: 7", "energy: 6"), [])
    assert not any(e["kind"] == "trigger" for e in cheap.log)
