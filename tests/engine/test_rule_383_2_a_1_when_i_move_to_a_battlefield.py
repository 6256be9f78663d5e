"""Rule 383.2.a.1: in "when I move to a battlefield" the destination is part of the trigger
condition: a move that ends at a battlefield sets it off, a move back to base does not."""

from __future__ import annotations

from .triggers_helpers import Load, run, triggered

BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: drum, card: Noxian Drummer, owner: A, zone: %s}
  - {id: pal, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1}
script:
  - {move: [drum], to: %s, by: A}
  - {pass: until_empty}
"""


def test_383_2_a_1_a_move_to_a_battlefield_triggers(scenario: Load) -> None:
    tl = run(scenario, BODY % ("base", "bf1"))
    assert tl.error is None and len(triggered(tl, "drum")) == 1
    made = [o for o in tl.final_state["objects"].values() if o.get("name") == "Recruit"]
    assert len(made) == 1 and made[0]["zone"] == "bf1"


def test_383_2_a_1_a_move_to_base_does_not(scenario: Load) -> None:
    tl = run(scenario, BODY % ("bf1", "base"))
    assert tl.error is None and triggered(tl, "drum") == []
