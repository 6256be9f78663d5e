"""Rule 389 with 355.5.b: Iascylla's "when I hold, at the start of your next Main Phase, you may
move an enemy unit to this battlefield" leaves a delayed ability that chooses its target as it
triggers, at the Main phase (316.1), not when the hold trigger resolves; "this battlefield" is the
one held, and "you may" is its controller's choice."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: i, card: Iascylla, owner: B, zone: bf1}
  - {id: e, card: {name: "Enemy", type: unit, might: 2}, owner: A, zone: base}
script:
  - {end_turn: true}
  - {pass: until_empty}
  - {pass: until_empty}
choices:
  - {accept: %s}
"""


def test_389_the_enemy_unit_is_brought_to_the_held_battlefield(scenario: Load) -> None:
    tl = run(scenario, BODY % "true")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["e"]["location"] == "bf1"
    finalized = [s.text["en"] for s in tl.steps if s.kind == "finalize"]
    assert "targeting" not in finalized[0]  # the hold trigger chooses nothing
    assert "targeting Enemy" in finalized[1]  # the delayed ability, at the Main phase


def test_389_declined_the_enemy_stays(scenario: Load) -> None:
    tl = run(scenario, BODY % "false")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["e"]["location"] == "A"
