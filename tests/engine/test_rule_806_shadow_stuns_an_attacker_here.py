"""Rule 806 on Shadow: an [Action] activated ability of a unit that is not itself an
Action card stuns an enemy unit attacking at Shadow's battlefield; Shadow enters ready only when
played to a battlefield (359.2 overridden by its text, 002)."""

from __future__ import annotations

import engine

COMBAT = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: sh, card: "Shadow", owner: A, zone: bf1}
  - {id: raider, card: {name: Raider, type: unit, might: 5}, owner: B, zone: bf1}
  - {id: idle, card: {name: Idle, type: unit, might: 5}, owner: B, zone: base}
script:
  - {activate: sh, ability: 1, by: A, targets: {foe: %s}}
  - {pass: until_empty}
"""

PLAYED = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: g, card: {name: G, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: s1, card: "Shadow", owner: A, zone: hand}
  - {id: s2, card: "Shadow", owner: A, zone: hand}
script:
  - {play: s1, by: A, at: bf1}
  - {pass: until_empty}
  - {play: s2, by: A}
  - {pass: until_empty}
"""


def test_806_shadow_stuns_the_enemy_unit_attacking_here() -> None:
    timeline = engine.run(engine.load_text(COMBAT % "raider", "t.yaml"))
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["raider"]["stunned"] is True and objects["sh"]["exhausted"] is True
    refused = engine.run(engine.load_text(COMBAT % "idle", "t.yaml"))
    assert refused.refused_rule == "355"  # not attacking here


def test_002_shadow_enters_ready_only_when_played_to_a_battlefield() -> None:
    timeline = engine.run(engine.load_text(PLAYED, "t.yaml"))
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["s1"]["exhausted"] is False
    assert objects["s2"]["exhausted"] is True
