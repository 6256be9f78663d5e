"""Rule 415.1: readying turns an exhausted object ready; "when you ready me" (Irelia, Fervent)
waits for that, by its controller: an instruction of theirs or their Awaken phase (315.1). An
object already ready cannot be readied (415.1.b): nothing triggers. A word that names a unit
without choosing it (Blade Dancer's "ready it", 355.10.d) is no choosing event (383.4.b)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run, triggered

BODY = """
players: [A, B]
objects:
  - {id: irelia, card: "Irelia, Fervent", owner: %s, zone: base, exhausted: %s}
script:
  - {act: {ready: irelia}, by: A}
"""


def test_415_1_readying_her_controller_does_triggers(scenario: Load) -> None:
    tl = run(scenario, BODY % ("A", "true") + "  - {pass: until_empty}\n")
    assert tl.error is None and len(triggered(tl, "irelia")) == 1
    assert final(tl, "irelia")["might"] == 5


def test_415_1_b_an_object_already_ready_is_not_readied(scenario: Load) -> None:
    tl = run(scenario, BODY % ("A", "false"))
    assert tl.error is None and triggered(tl, "irelia") == []
    assert any(s.kind == "ready" and "415.1.b" in s.rules for s in tl.steps)


def test_415_1_an_opponent_readying_her_is_not_you(scenario: Load) -> None:
    tl = run(scenario, BODY % ("B", "true"))
    assert tl.error is None and triggered(tl, "irelia") == []
    assert final(tl, "irelia")["exhausted"] is False


def test_315_1_the_awaken_phase_readies_and_triggers(scenario: Load) -> None:
    body = BODY.replace("  - {act: {ready: irelia}, by: A}\n", "  - {end_turn: true}\n")
    tl = run(scenario, body % ("B", "true"))
    assert tl.error is None and len(triggered(tl, "irelia")) == 1
    assert final(tl, "irelia")["might"] == 5
    tl = run(scenario, body % ("B", "false"))
    assert triggered(tl, "irelia") == []


CHOOSE = """
players: [A, B]
objects:
  - {id: irelia, card: "Irelia, Fervent", owner: A, zone: base}
  - {id: foe, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: base}
  - {id: dancer, owner: A, zone: legend, card: {name: "Dancer", type: legend,
     abilities: [{triggered: {when: you_choose_a_friendly_unit, effect: [{ready: it}]}}]}}
  - {id: pump, owner: A, zone: hand, card: {name: "Pump", type: spell, targets: {target: unit},
     effect: [{might: 2, to: $target, duration: turn}]}}
script:
  - {play: pump, by: A, targets: {target: %s}}
  - {pass: until_empty}
choices:
  - {order: [irelia, dancer]}
"""


def test_383_4_b_choosing_a_friendly_unit_is_seen_by_another_of_yours(scenario: Load) -> None:
    tl = run(scenario, CHOOSE % "irelia")
    assert tl.error is None and len(triggered(tl, "dancer")) == 1
    # the dancer's "ready it" chooses nothing: Irelia's choosing half triggered once
    assert len(triggered(tl, "irelia")) == 1 and final(tl, "irelia")["might"] == 7


def test_383_4_b_choosing_an_enemy_unit_is_not_a_friendly_one(scenario: Load) -> None:
    tl = run(scenario, CHOOSE % "foe")
    assert tl.error is None and triggered(tl, "dancer") == []
