"""An [Empowered] triggered ability (441, 828: "[Empowered] When I conquer, ..."): the ability
exists only while its card has the Empowered status, so it triggers only then; a Deathknell's is
read as the unit is about to die (808.1.d.3), before leaving the board ends the status."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: nox, card: Noxian Emissary, owner: A, zone: base}
  - {id: wit, card: Baccai Witherclaw, owner: A, zone: base}
  - {id: nas, card: "Nasus, Ascended", owner: A, zone: base}
  - {id: inf, card: Covert Informant, owner: A, zone: base}
  - id: zap
    owner: A
    zone: hand
    card: {name: Zap, type: spell, energy: 0, targets: {a: unit, b: unit},
           effect: [{kill: $a}, {kill: $b}]}
script:
%s
  - {play: zap, by: A, targets: {a: nox, b: wit}}
  - {pass: until_empty}
  - {move: [nas, inf], to: bf1, by: A}
  - {pass: until_empty}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""

EMPOWER = "".join(
    f"  - {{activate: {u}, ability: 1, by: A}}\n  - {{pass: until_empty}}\n"
    for u in ("nox", "nas", "inf")
)


def _run(script: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + BOARD % script.rstrip("\n"), "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def _player(timeline: engine.Timeline, pid: str) -> dict:
    return next(p for p in timeline.final_state["players"] if p["id"] == pid)


def test_441_an_empowered_trigger_fires_only_while_its_card_is_empowered() -> None:
    plain = _run("  - {pass: until_empty}\n")
    assert _player(plain, "A")["score"] == 1  # the conquest alone
    assert _player(plain, "A")["deck"] == 5  # Covert Informant's move draws nothing
    assert not [s for s in plain.steps if s.kind == "capture"]
    assert not [o for o in plain.final_state["objects"].values() if o["name"] == "Recruit"]
    empowered = _run(EMPOWER)
    assert _player(empowered, "A")["score"] == 2  # Nasus: "you score 1 point"
    assert _player(empowered, "A")["deck"] == 4  # Covert Informant drew as it moved


def test_808_1_d_3_an_empowered_deathknell_is_read_before_the_unit_dies() -> None:
    timeline = _run(EMPOWER)
    captured = [s for s in timeline.steps if s.kind == "capture"]
    assert len(captured) == 1 and "Noxian Emissary" in captured[0].text["en"]  # not Witherclaw
    recruits = [o for o in timeline.final_state["objects"].values() if o["name"] == "Recruit"]
    assert len(recruits) == 2 and all(o["zone"] == "base" for o in recruits)
