"""Rules 466.5.d and 466.7.a: after a combat, control is established and the conquest happens
before the combat ends and its roles are removed; so a conquer trigger whose condition reads
Might (Sunken Temple: one of your units there is Mighty, 708) sees the attacker's Assault
(807.1.c)."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields:
  - {id: temple, controller: B, card: Sunken Temple}
objects:
  - {id: u, card: {name: "attacker", type: unit, might: 3, keywords: [%s]}, owner: A, zone: base}
  - {id: guard, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: temple}
script:
  - {move: [u], to: temple, by: A}
  - {pass: until_showdown_ends}
"""


def _kinds(tl) -> list[str]:  # type: ignore[no-untyped-def]
    return [s.kind for s in tl.steps]


def test_466_7_a_assault_still_counts_as_the_conquest_happens(scenario: Load) -> None:
    tl = run(scenario, BODY % '"Assault 2"')
    kinds = _kinds(tl)
    assert tl.error is None and "trigger" in kinds
    assert kinds.index("score") < kinds.index("trigger") < kinds.index("combat_ends")
    ends = next(s for s in tl.steps if s.kind == "combat_ends")
    assert ends.state["showdown"] is None and "466.7" in ends.rules


def test_708_without_a_mighty_unit_the_temple_does_not_trigger(scenario: Load) -> None:
    tl = run(scenario, BODY % "")
    kinds = _kinds(tl)
    assert tl.error is None and "score" in kinds and "trigger" not in kinds


def test_466_7_a_the_score_step_still_shows_the_combat(scenario: Load) -> None:
    tl = run(scenario, BODY % '"Assault 2"')
    scored = next(s for s in tl.steps if s.kind == "score")
    assert scored.state["showdown"] is not None and scored.state["objects"]["u"]["might"] == 5
