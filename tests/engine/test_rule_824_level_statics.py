"""[Level N] on a static ability (824.1.b.1: "while you have N or more XP, this has ..."): the
Might, the keyword and the entering ready exist only while the controller has the XP, read
continuously (824.1.c.1); and "as long as you gained XP this turn" (Wily Newtfish, 730.1)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, xp: %d}, B]
battlefields: [{id: bf1}]
objects:
  - {id: moss, card: Mosstomper, owner: A, zone: base}
  - {id: visionary, card: Targonian Visionary, owner: A, zone: base}
  - {id: newt, card: Wily Newtfish, owner: A, zone: base}
  - {id: claw, card: Scorchclaw, owner: A, zone: hand}
  - id: lesson
    owner: A
    zone: hand
    card: {name: Lesson, type: spell, energy: 0, effect: [{gain_xp: 1}]}
script:
%s"""


def _run(xp: int, script: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + BOARD % (xp, script), "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def _obj(timeline: engine.Timeline, oid: str) -> dict:
    return timeline.final_state["objects"][oid]


def test_824_1_b_1_a_level_3_unit_has_its_might_and_keyword_only_from_3_xp() -> None:
    below = _run(2, "  - {play: claw, by: A}\n")
    assert _obj(below, "moss")["might"] == 3
    assert "Deflect" not in _obj(below, "moss").get("keywords", [])
    assert _obj(below, "claw")["exhausted"]  # below Level 3 it enters exhausted (359.2)
    at = _run(3, "  - {play: claw, by: A}\n")
    assert _obj(at, "moss")["might"] == 4 and "Deflect" in _obj(at, "moss")["keywords"]
    assert not _obj(at, "claw")["exhausted"] and _obj(at, "claw")["might"] == 4


def test_824_1_c_1_the_xp_is_read_as_it_changes() -> None:
    gained = _run(
        2, "  - {play: lesson, by: A}\n  - {pass: until_empty}\n  - {play: claw, by: A}\n"
    )
    assert _obj(gained, "moss")["might"] == 4  # 3 XP now: Level 3 holds
    assert not _obj(gained, "claw")["exhausted"]
    assert _obj(gained, "visionary")["might"] == 6  # Level 11 is still far


def test_730_1_as_long_as_you_gained_xp_this_turn_lasts_until_the_turn_ends() -> None:
    before = _run(20, "  - {play: claw, by: A}\n")
    assert _obj(before, "newt")["might"] == 4  # XP held is not XP gained this turn
    assert _obj(before, "visionary")["might"] == 10  # Level 11: +4
    gained = _run(0, "  - {play: lesson, by: A}\n  - {pass: until_empty}\n")
    assert _obj(gained, "newt")["might"] == 5
    over = _run(0, "  - {play: lesson, by: A}\n  - {pass: until_empty}\n  - {end_turn: true}\n")
    assert _obj(over, "newt")["might"] == 4
