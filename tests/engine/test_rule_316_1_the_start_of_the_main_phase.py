"""Rule 316.1: the Main phase begins once the start of the turn is over — the Beginning phase's
abilities (its holds among them) have resolved. "At the start of your Main phase" (Bottled
Constellation) and "at the start of your next Main phase" (Blue Sentinel's delayed [Add]) trigger
then, after the hold triggers, never before."""

from __future__ import annotations

from .triggers_helpers import Load, run

BOTTLE = """
players: [A, B]
objects:
  - {id: bc, card: Bottled Constellation, owner: B, zone: base}
  - {id: u1, card: {name: "U1", type: unit, might: 1}, owner: B, zone: base}
  - {id: u2, card: {name: "U2", type: unit, might: 1}, owner: B, zone: base}
  - {id: g1, card: {name: "G1", type: gear}, owner: B, zone: base}
%s
script:
  - {end_turn: true}
  - {pass: until_empty}
choices:
  - {accept: true}
"""


def _score(tl, player: str) -> int:
    return next(p["score"] for p in tl.final_state["players"] if p["id"] == player)


def test_316_1_three_others_killed_score_a_point(scenario: Load) -> None:
    tl = run(scenario, BOTTLE % "")
    assert tl.error is None, tl.error
    assert _score(tl, "B") == 1
    assert all(tl.final_state["objects"][p]["zone"] == "trash" for p in ("u1", "u2", "g1"))
    assert tl.final_state["objects"]["bc"]["zone"] == "base"  # "other"


def test_316_1_with_two_others_nothing_is_killed(scenario: Load) -> None:
    tl = run(
        scenario,
        BOTTLE.replace('  - {id: g1, card: {name: "G1", type: gear}, owner: B, zone: base}\n', "")
        % "",
    )
    assert tl.error is None, tl.error
    assert _score(tl, "B") == 0
    assert tl.final_state["objects"]["u1"]["zone"] == "base"


def test_316_1_not_on_the_opponents_turn(scenario: Load) -> None:
    tl = run(scenario, BOTTLE.replace("B, zone: base}", "A, zone: base}") % "")
    assert tl.error is None, tl.error
    assert not any(s.kind == "trigger" and "316.1" in s.rules for s in tl.steps)


SENTINEL = """
players: [A, B]
battlefields: [{id: bf1, controller: B, card: Grove of the God-Willow}]
objects:
  - {id: s, card: Blue Sentinel, owner: B, zone: bf1}
script:
  - {end_turn: true}
%s
choices:
  - {order: [s, Grove of the God-Willow]}
"""


def test_316_1_the_main_phase_waits_for_the_hold_triggers(scenario: Load) -> None:
    tl = run(scenario, SENTINEL % "")
    assert tl.error is None, tl.error
    assert not any("delayed ability triggers" in s.text["en"] for s in tl.steps)


def test_316_1_blue_sentinels_adds_come_at_the_main_phase_twice(scenario: Load) -> None:
    tl = run(scenario, SENTINEL % "  - {pass: until_empty}\n  - {pass: until_empty}")
    assert tl.error is None, tl.error
    created = [s.index for s in tl.steps if "A delayed ability is created" in s.text["en"]]
    fired = [s.index for s in tl.steps if "delayed ability triggers" in s.text["en"]]
    adds = [s for s in tl.steps if s.kind == "add"]
    assert len(created) == 2 and len(fired) == 2 and len(adds) == 2  # held twice (hold_extra)
    assert max(created) < min(fired)
