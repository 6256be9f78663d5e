"""Rule 820.2: with Repeat paid, the choices of both runs are made as the spell is played
(820.2.a); the second run has its own targets, each choice its own choosing event (383.4.b), so a
"when you choose me" unit chosen for both runs triggers twice."""

from __future__ import annotations

import pytest

import engine

from .triggers_helpers import Load, final, run, triggered

BODY = """
players: [A, B]
objects:
  - {id: irelia, card: "Irelia, Fervent", owner: A, zone: base}
  - {id: pal, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: feral, card: "Feral Strength", owner: A, zone: hand}
script:
  - {play: feral, by: A, targets: {target: irelia}, pay: [Repeat]%s}
  - {pass: until_empty}
"""


def test_820_2_each_run_chooses_its_target_so_irelia_triggers_twice(scenario: Load) -> None:
    tl = run(scenario, BODY % ", repeat_targets: {target: irelia}")
    assert tl.error is None and len(triggered(tl, "irelia")) == 2
    assert final(tl, "irelia")["might"] == 4 + 1 + 1 + 2 + 2


def test_820_2_without_its_own_targets_the_second_run_chooses_the_same(scenario: Load) -> None:
    tl = run(scenario, BODY % "")
    assert tl.error is None and len(triggered(tl, "irelia")) == 2
    assert final(tl, "irelia")["might"] == 10


def test_820_2_the_second_run_affects_its_own_target(scenario: Load) -> None:
    tl = run(scenario, BODY % ", repeat_targets: {target: pal}")
    assert tl.error is None and len(triggered(tl, "irelia")) == 1
    assert final(tl, "irelia")["might"] == 4 + 1 + 2 and final(tl, "pal")["might"] == 4


def test_820_2_second_run_targets_need_the_repeat_cost_paid(scenario: Load) -> None:
    body = BODY.replace(", pay: [Repeat]%s", ", repeat_targets: {target: pal}")
    with pytest.raises(engine.ScenarioError, match="repeat_targets"):
        scenario(body)


def test_820_2_upstage_comedy_readies_a_second_unit(scenario: Load) -> None:
    body = """
players: [A, B]
objects:
  - {id: u1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base,
     exhausted: true}
  - {id: u2, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base,
     exhausted: true}
  - {id: comedy, card: Upstage Comedy, owner: A, zone: hand}
script:
  - {play: comedy, by: A, targets: {target: u1}, pay: [Repeat], repeat_targets: {target: u2}}
  - {pass: until_empty}
"""
    tl = run(scenario, body)
    assert tl.error is None
    assert final(tl, "u1")["exhausted"] is False and final(tl, "u2")["exhausted"] is False


def test_820_2_frigid_touch_each_run_its_own_unit(scenario: Load) -> None:
    body = """
players: [A, B]
objects:
  - {id: b1, card: {name: "4-Might unit", type: unit, might: 4}, owner: B, zone: base}
  - {id: b2, card: {name: "5-Might unit", type: unit, might: 5}, owner: B, zone: base}
  - {id: touch, card: Frigid Touch, owner: A, zone: hand}
script:
  - {play: touch, by: A, targets: {target: b1}, pay: [Repeat], repeat_targets: {target: b2}}
  - {pass: until_empty}
"""
    tl = run(scenario, body)
    assert tl.error is None and final(tl, "b1")["might"] == 2 and final(tl, "b2")["might"] == 3
