"""Rule 465.2: combat damage assigned beyond what is lethal to the units it goes to is excess
damage; Trapping Grounds' "when you conquer here, if you assigned 3 or more excess damage, play a
1 Might Bird unit token with [Deflect]" reads it as the conquest happens."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields: [{id: bf1, controller: B, card: Trapping Grounds}]
objects:
  - {id: a, card: {name: "Attacker", type: unit, might: %d}, owner: A, zone: base}
  - {id: d, card: {name: "Defender", type: unit, might: 2}, owner: B, zone: bf1}
script:
  - {move: [a], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _birds(tl) -> int:
    return sum(1 for pid in tl.final_state["objects"] if pid.startswith("bird"))


def test_465_2_three_excess_damage_makes_a_bird(scenario: Load) -> None:
    tl = run(scenario, BODY % 5)  # 5 assigned, 2 lethal: 3 excess
    assert tl.error is None, tl.error
    assert _birds(tl) == 1


def test_465_2_two_excess_damage_does_not(scenario: Load) -> None:
    tl = run(scenario, BODY % 4)
    assert tl.error is None, tl.error
    assert _birds(tl) == 0
