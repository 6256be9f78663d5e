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
     abilities: [{activated: {cost: [{exhaust: self}], effect: [{bring_here: all other friendly units}]}}]}}
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
    zones = _zones(
        "  - {play: shove, by: B, targets: {target: chief}}\n  - {pass: until_empty}\n"
    )
    assert zones["chief"].startswith("base")
    assert zones["pal"].startswith("base")
