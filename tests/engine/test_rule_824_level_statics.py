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


YI = """\
players:
  - {id: A, xp: %d, runes: [Calm, Calm, Calm, Calm, Calm, Calm, Calm], deck: 5}
  - {id: B, deck: 5}
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: yi, card: "Master Yi, Unstoppable", owner: A, zone: %s}
  - id: bolt
    owner: B
    zone: hand
    card: {name: Bolt, type: spell, energy: 0, targets: {t: unit}, effect: [{damage: 1, to: $t}]}
script:
%s"""


def _yi(xp: int, zone: str, script: str) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + YI % (xp, zone, script), "t.yaml"))


def test_824_1_b_1_each_level_lowers_master_yi_s_cost_further() -> None:
    cheap = _yi(11, "hand", "  - {play: yi, by: A}\n")
    assert cheap.error is None, cheap.error
    (cost,) = [s for s in cheap.steps if s.kind == "cost"]
    assert "6 Energy" in cost.text["en"].split("(")[0]  # 12 - 6 Energy, 3 - 3 Calm Power
    dear = _yi(6, "hand", "  - {play: yi, by: A}\n")  # Level 6: 8 Energy and 1 Calm: too much
    assert dear.error is not None and dear.steps[-1].rules == ("358",)


def test_054_1_at_level_16_enemy_spells_cannot_choose_master_yi() -> None:
    play = "  - {end_turn: true}\n  - {play: bolt, by: B, targets: {t: yi}}\n"
    below = _yi(15, "base", play)
    assert below.error is None, below.error
    untouchable = _yi(16, "base", play)
    assert untouchable.error is not None and untouchable.steps[-1].rules[0] == "355"
