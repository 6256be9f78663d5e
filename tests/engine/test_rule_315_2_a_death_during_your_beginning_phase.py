"""Rule 315.2 (the Beginning phase, until the Main phase begins, 316.1) with 383.1.b: Shard of
Undoing's "the first time a friendly unit dies during your Beginning Phase each turn, each
opponent must kill one of their units" — once however many die; not for a death in the Main phase;
each opponent picks which of their own units dies (411.1)."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
objects:
  - {id: sh, card: Shard of Undoing, owner: B, zone: base}
  - {id: t1, card: {name: "Temp1", type: unit, might: 1,
      keywords: [Temporary]}, owner: B, zone: base}
  - {id: t2, card: {name: "Temp2", type: unit, might: 1,
      keywords: [Temporary]}, owner: B, zone: base}
  - {id: a1, card: {name: "A1", type: unit, might: 1}, owner: A, zone: base}
  - {id: a2, card: {name: "A2", type: unit, might: 1}, owner: A, zone: base}
script:
%s
choices:
  - {order: [t1, t2]}
  - {pick: [a1]}
"""


def test_315_2_the_first_death_in_the_beginning_phase_makes_each_opponent_kill_one(
    scenario: Load,
) -> None:
    tl = run(scenario, BODY % "  - {end_turn: true}\n  - {pass: until_empty}")
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["a1"]["zone"] == "trash" and objects["a2"]["zone"] == "base"


def test_315_2_a_death_in_the_main_phase_does_not(scenario: Load) -> None:
    body = (BODY % "  - {act: {kill: [t1]}, by: A}\n  - {pass: until_empty}").split("choices:")[0]
    body = body.replace("players: [A, B]", "players: [B, A]")
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["a1"]["zone"] == "base" and objects["a2"]["zone"] == "base"
