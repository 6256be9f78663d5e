"""Attack and defend triggers "with an enemy unit alone here" (docs/scenario-format.md, "Words for
the riftboundfaq rulings"): part of the trigger condition, 383.2.a.1 / 383.4.e.2.b / 383.4.f.2.b."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: kz, owner: A, zone: base, card: {name: Kz, type: unit, might: 4, abilities: [
     {triggered: {when: i_attack_with_an_enemy_unit_alone_here,
                  effect: [{might: 2, to: self, duration: turn}]}}]}}
  - {id: e1, card: {name: E1, type: unit, might: 1}, owner: B, zone: bf1}
EXTRA
script:
  - {move: [kz], to: bf1, by: A}
  - {pass: until_empty}
"""


def _triggered(extra: str) -> bool:
    timeline = engine.run(engine.load_text(BODY.replace("EXTRA", extra), "t.yaml"), None, [])
    assert timeline.error is None, timeline.error
    return any(e["kind"] == "trigger" for e in timeline.log)


def test_383_4_e_2_b_the_attack_trigger_fires_with_a_lone_enemy_unit_there() -> None:
    assert _triggered("")


def test_383_2_a_1_no_trigger_when_the_enemy_unit_is_not_alone_as_combat_begins() -> None:
    assert not _triggered(
        "  - {id: e2, card: {name: E2, type: unit, might: 1}, owner: B, zone: bf1}"
    )
