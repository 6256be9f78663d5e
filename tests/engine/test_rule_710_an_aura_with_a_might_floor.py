"""Rule 710: "stunned enemy units here get -8 Might (never below 1)" (Leona, Zealot): a continuous
effect reaching only stunned enemy units at her battlefield, that takes no unit below 1 Might;
and "I come in ready if an opponent is 3 points or fewer from the Victory Score"."""

from __future__ import annotations

import engine

AURA = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 3}, {id: B}]
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: B}]
objects:
  - {id: leona, card: "Leona, Zealot", owner: A, zone: bf1}
  - {id: s5, card: {name: Five, type: unit, might: 5}, owner: B, zone: bf1, stunned: true}
  - {id: s10, card: {name: Ten, type: unit, might: 10}, owner: B, zone: bf1, stunned: true}
  - {id: u5, card: {name: Five, type: unit, might: 5}, owner: B, zone: bf1}
  - {id: far, card: {name: Five, type: unit, might: 5}, owner: B, zone: bf2, stunned: true}
script: []
"""

ENTRY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 3}, {id: B, score: %d}]
objects:
  - {id: leona, card: "Leona, Zealot", owner: A, zone: hand}
script:
  - {play: leona, by: A}
  - {pass: until_empty}
"""


def test_710_stunned_enemy_units_here_lose_8_might_but_never_go_below_1() -> None:
    objects = engine.run(engine.load_text(AURA, "t.yaml")).final_state["objects"]
    assert objects["s5"]["might"] == 1  # 5 - 8 stops at 1
    assert objects["s10"]["might"] == 2
    assert objects["u5"]["might"] == 5  # not stunned
    assert objects["far"]["might"] == 5  # not here


def test_710_she_enters_ready_when_an_opponent_is_within_3_points_of_victory() -> None:
    near = engine.run(engine.load_text(ENTRY % 5, "t.yaml"))
    far = engine.run(engine.load_text(ENTRY % 4, "t.yaml"))
    assert near.error is None and far.error is None
    assert near.final_state["objects"]["leona"]["exhausted"] is False
    assert far.final_state["objects"]["leona"]["exhausted"] is True
