"""`bring_here` (docs/scenario-format.md, "Words for the riftboundfaq rulings"): "this
battlefield" is read from the source as the instruction executes, 359.3.f.2 / 359.3.e.6."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: chief, owner: A, zone: bf1, card: {name: Chief, type: unit, might: 3,
     abilities: [{activated: {cost: [{exhaust: self}],
                              effect: [{bring_here: all other friendly units}]}}]}}
  - {id: pal, card: {name: Pal, type: unit, might: 1}, owner: A, zone: base}
  - {id: shove, owner: B, zone: hand, card: {name: Shove, type: spell, keywords: [Reaction],
     targets: {target: unit at a battlefield}, effect: [{move: $target, to: base}]}}
script:
  - {activate: chief, by: A}
"""


def _zones(script: str) -> dict[str, str]:
    timeline = engine.run(engine.load_text(BODY + script, "t.yaml"), None, [])
    assert timeline.error is None, timeline.error
    return {k: v["zone"] for k, v in timeline.final_state["objects"].items()}


def test_359_3_f_2_bring_here_moves_to_the_battlefield_where_the_source_is_now() -> None:
    zones = _zones("  - {pass: until_empty}\n")
    assert zones["pal"] == "bf1"


def test_359_3_e_6_bring_here_is_ignored_when_the_source_left_the_battlefield() -> None:
    zones = _zones("  - {play: shove, by: B, targets: {target: chief}}\n  - {pass: until_empty}\n")
    assert zones["chief"].startswith("base")
    assert zones["pal"].startswith("base")


THERE = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: fae, owner: A, zone: base, card: {name: Fae, type: unit, might: 1,
     targets: {victim: enemy unit},
     abilities: [{triggered: {when: i_move_to_a_battlefield, effect: [{bring_there: $victim}]}}]}}
  - {id: foe, card: {name: Foe, type: unit, might: 2}, owner: B, zone: base}
  - {id: back, owner: B, zone: hand, card: {name: Back, type: spell, keywords: [Reaction],
     targets: {target: unit}, effect: [{return_to_hand: $target}]}}
script:
  - {move: [fae], to: bf2, by: A}
  - {play: back, by: B, targets: {target: fae}}
  - {pass: until_empty}
"""


def test_359_3_f_3_bring_there_uses_the_battlefield_of_the_trigger_condition() -> None:
    timeline = engine.run(engine.load_text(THERE, "t.yaml"), None, [])
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["fae"]["zone"] == "hand"
    assert objects["foe"]["zone"] == "bf2"
