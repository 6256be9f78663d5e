"""Rule 128 (reveal) and 416 (recycle): Teemo, Strategist — "when I defend or am played from
[Hidden], reveal your Main Deck's top 5: deal 1 to an enemy unit here per [Hidden] card among
them, then recycle them": the damage counts the revealed cards with [Hidden], and all of them go
to the bottom of the deck."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A}, {id: B, deck: 3}]
battlefields: [{id: bf1, controller: A, facedown: teemo}]
objects:
  - {id: teemo, card: "Teemo, Strategist", owner: A, zone: facedown:bf1}
  - {id: u1, card: {name: Mine, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: d1, card: "Pyke, Returned", owner: A, zone: deck}
  - {id: d2, card: "Evelynn, Entrancing", owner: A, zone: deck}
  - {id: d3, card: {name: Plain, type: unit, might: 1}, owner: A, zone: deck}
  - {id: d4, card: {name: Below, type: unit, might: 1}, owner: A, zone: deck}
script:
  - {cast: {name: B's spell, type: spell, effect: [{draw: 1}]}, by: B}
  - {play: teemo, by: A, at: bf1}
  - {pass: until_empty}
"""


def test_383_3_a_with_no_enemy_unit_here_nothing_is_revealed() -> None:
    text = BODY.replace(
        "  - {cast: {name: B's spell, type: spell, effect: [{draw: 1}]}, by: B}\n", ""
    )
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["teemo"]["zone"] == "bf1"
    assert not any(s.kind == "reveal" for s in timeline.steps)


def test_128_the_revealed_cards_are_recycled_after_the_damage() -> None:
    text = BODY.replace(
        "  - {id: d1",
        "  - {id: e1, card: {name: Enemy, type: unit, might: 9}, owner: B, zone: bf1}\n  - {id: d1",
    ).replace("  - {cast: {name: B's spell, type: spell, effect: [{draw: 1}]}, by: B}\n", "")
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    # played from Hidden into the combat its arrival stages: it triggers twice (played, defends)
    assert objects["e1"]["damage"] == 4
    player = next(p for p in timeline.final_state["players"] if p["id"] == "A")
    assert player["deck"] == 4
    assert any(s.kind == "recycle" for s in timeline.steps)
