"""Rule 383.4.c with 477.1.b and 816: LeBlanc, Deceiver's "when you conquer or hold, you may
discard 1 and exhaust me to play a ready Reflection unit token there. It becomes a copy of another
unit there. Give it [Temporary]" — the legend's ability chooses the unit to copy at that
battlefield ("there", the one scored); its discard and exhaust are its cost (383.3.b)."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [{id: A, hand: 2}, B]
battlefields: [{id: bf1}]
objects:
  - {id: lb, card: "LeBlanc, Deceiver", owner: A, zone: legend}
  - {id: u, card: {name: "Brute", type: unit, might: 4}, owner: A, zone: base}
script:
  - {move: [u], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
  - {accept: %s}
"""


def test_383_4_c_a_ready_temporary_copy_appears_there(scenario: Load) -> None:
    tl = run(scenario, BODY % "true")
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    copy = objects["reflection-1"]
    assert copy["location"] == "bf1" and copy["might"] == 4 and not copy["exhausted"]
    assert copy["keywords"] == ["Temporary"] and objects["u"]["keywords"] == []
    assert objects["lb"]["exhausted"]
    assert next(p for p in tl.final_state["players"] if p["id"] == "A")["hand_hidden"] == 1


def test_383_3_a_declined_nothing_is_paid_or_made(scenario: Load) -> None:
    tl = run(scenario, BODY % "false")
    assert tl.error is None, tl.error
    assert "reflection-1" not in tl.final_state["objects"]
    assert not tl.final_state["objects"]["lb"]["exhausted"]
