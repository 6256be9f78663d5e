"""Rule 383.4.e: attack triggers are met as a unit takes the attacker's role. Ahri, Nine-Tailed
Fox (a legend): "whenever an enemy unit attacks a battlefield you control, it gets -1 Might this
turn (never below 1)": once per attacking enemy unit, never for her own attackers, and the
Might change stops at 1."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"
BODY = """\
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: B}]
objects:
  - {id: ahri, card: "Ahri, Nine-Tailed Fox", owner: A, zone: legend}
  - {id: d1, card: {name: Defender, type: unit, might: 9}, owner: A, zone: bf1}
  - {id: d2, card: {name: Their defender, type: unit, might: 9}, owner: B, zone: bf2}
  - {id: a1, card: {name: Attacker one, type: unit, might: 3}, owner: B, zone: base}
  - {id: a2, card: {name: Attacker two, type: unit, might: 1}, owner: B, zone: base}
  - {id: mine, card: {name: My attacker, type: unit, might: 3}, owner: A, zone: base}
"""


def _run(script: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + BODY + script, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    return timeline


def _mights(timeline: engine.Timeline) -> dict[str, int]:
    return {
        s.text["en"].split(" gets ")[0]: int(s.text["en"].split("(now ")[1].rstrip(").").strip())
        for s in timeline.steps
        if s.kind == "might"
    }


def test_383_4_e_each_enemy_attacker_gets_minus_1_but_never_below_1() -> None:
    timeline = _run(
        "script:\n  - {end_turn: true}\n  - {move: [a1, a2], to: bf1, by: B}\n"
        "  - {pass: until_showdown_ends}\n"
    )
    assert sum(1 for e in timeline.log if e["kind"] == "trigger") == 2
    assert _mights(timeline) == {"Attacker one": 2, "Attacker two": 1}


def test_383_4_e_her_own_attack_on_an_enemy_battlefield_sets_off_nothing() -> None:
    timeline = _run(
        "script:\n  - {move: [mine], to: bf2, by: A}\n  - {pass: until_showdown_ends}\n"
    )
    assert not any(e["kind"] == "trigger" for e in timeline.log)
