"""Rule 389: Relentless Pursuit ("Move a friendly unit. You may attach an Equipment with the same
controller to it. This turn, that unit has 'When I conquer, you may move me to my base.'") — the
unit moves, takes the Equipment, and the ability waits for that unit's conquest this turn only."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: rp, card: Relentless Pursuit, owner: A, zone: hand}
  - {id: u, card: {name: "Runner", type: unit, might: 2}, owner: A, zone: base}
  - id: g
    owner: A
    zone: base
    card: {name: "Blade", type: gear, keywords: [Equipment], might_bonus: 1}
script:
  - {play: rp, by: A, targets: {target: u, gear: g}}
  - {pass: until_empty}
%s
choices:
  - {pick: [bf1]}
  - {accept: true}
"""


def test_389_the_unit_conquers_then_goes_home_with_its_blade(scenario: Load) -> None:
    tl = run(scenario, BODY % "  - {pass: until_showdown_ends}\n  - {pass: until_empty}")
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["u"]["location"] == "A" and objects["g"]["attached_to"] == "u"
    assert next(p for p in tl.final_state["players"] if p["id"] == "A")["score"] == 1


def test_389_before_the_conquest_the_ability_waits(scenario: Load) -> None:
    tl = run(scenario, (BODY % "").split("choices:")[0] + "choices:\n  - {pick: [bf1]}\n")
    assert tl.error is None, tl.error
    delayed = [e for e in tl.final_state["effects"] if e.get("kind") == "delayed_trigger"]
    assert delayed  # it waits for that unit's conquest, this turn
