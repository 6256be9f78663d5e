"""Rule 429.3 (with 161 and 358): an Add whose Energy or Power may be spent only on one thing —
playing spells (Kai'Sa, Daughter of the Void), gear and gear abilities (Ornn), units and their
abilities (Renekton, Butcher of the Sands), or only in showdowns (Diana, Scorn of the Moon). What
is kept pays only for that, first; anything else cannot use it and is refused if nothing else
pays."""

from __future__ import annotations

import engine

HEAD = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5, runes: [%s]}, {id: B}]
"""


def _run(runes: str, body: str) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD % runes + body, "t.yaml"))


KAISA = """\
objects:
  - {id: ks, card: "Kai'Sa, Daughter of the Void", owner: A, zone: legend}
  - {id: g, card: {name: Cheap gear, type: gear, energy: 0, power: 1}, owner: A, zone: hand}
  - {id: zap, card: {name: Zap, type: spell, energy: 0, power: 1, effect: [{draw: 1}]},
     owner: A, zone: hand}
script:
  - {activate: ks, ability: 1, by: A}
  - {play: %s, by: A}
  - {pass: until_empty}
choices:
  - {pay: [Chaos]}
"""


def test_429_3_power_kept_for_spells_pays_a_spell() -> None:
    timeline = _run("", KAISA % "zap")
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["zap"]["zone"] == "trash"
    assert any("from the pool" in s.text["en"] for s in timeline.steps if s.kind == "pay")


def test_358_power_kept_for_spells_cannot_pay_a_gear() -> None:
    timeline = _run("", KAISA.replace("choices:\n  - {pay: [Chaos]}\n", "") % "g")
    assert timeline.refused_rule == "358"
    assert timeline.final_state["objects"]["g"]["zone"] == "hand"


RENEKTON = """\
objects:
  - {id: ren, card: "Renekton, Butcher of the Sands", owner: A, zone: legend}
  - {id: u, card: {name: Brute, type: unit, might: 3, energy: 2, power: 0}, owner: A, zone: hand}
  - {id: s, card: {name: Study, type: spell, energy: 2, power: 0, effect: [{draw: 1}]},
     owner: A, zone: hand}
script:
  - {activate: ren, ability: 1, by: A}
  - {play: %s, by: A}
  - {pass: until_empty}
"""


def test_429_3_energy_kept_for_units_pays_a_unit_not_a_spell() -> None:
    unit = _run("Fury, Fury", RENEKTON % "u")
    assert unit.error is None, unit.error
    assert unit.final_state["objects"]["u"]["zone"] == "base"
    spell = _run("Fury, Fury", RENEKTON % "s")
    assert spell.refused_rule == "358"


DIANA = """\
battlefields: [{id: bf1}]
objects:
  - {id: di, card: "Diana, Scorn of the Moon", owner: A, zone: legend}
  - {id: go, card: {name: Go, type: unit, might: 1}, owner: A, zone: base}
  - {id: s, owner: A, zone: hand,
     card: {name: Quick, type: spell, keywords: [Action], energy: 1, power: 0, effect: [{draw: 1}]}}
script:
%s  - {activate: di, ability: 1, by: A}
  - {play: s, by: A}
  - {pass: until_empty}
"""


def test_429_3_energy_kept_for_showdowns_is_spent_only_in_one() -> None:
    assert _run("", DIANA % "").refused_rule == "358"
    inside = _run("", DIANA % "  - {move: [go], to: bf1, by: A}\n")
    assert inside.error is None, inside.error
    assert inside.final_state["objects"]["s"]["zone"] == "trash"


def test_317_2_what_is_kept_empties_with_the_pool() -> None:
    timeline = _run(
        "Fury",
        """\
objects:
  - {id: ks, card: "Kai'Sa, Daughter of the Void", owner: A, zone: legend}
script:
  - {activate: ks, ability: 1, by: A}
  - {end_turn: true}
""",
    )
    assert timeline.error is None, timeline.error
    kept = [s.state["players"] for s in timeline.steps]
    assert any("kept" in str(p) for p in kept)
    assert "kept" not in str(timeline.final_state["players"])
