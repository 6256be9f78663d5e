"""Rule 383.2.b: the rest of a triggered ability is its effect, its "if" clauses checked as it
resolves. Hwei, Brooding Painter — "each time I move, draw 1 and discard 1; if the discard was a
spell, draw 1; a gear, ready up to 2 runes; a unit, I get +3 Might this turn": the type of the
card this very effect discarded decides which part runs."""

from __future__ import annotations

from typing import Any

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: hwei, card: "Hwei, Brooding Painter", owner: A, zone: base}
  - {id: d1, card: TOP, owner: A, zone: deck}
  - {id: d2, card: {name: Second, type: spell, effect: [{draw: 1}]}, owner: A, zone: deck}
script:
  - {move: [hwei], to: bf1, by: A}
  - {pass: until_empty}
"""


def _run(top: str) -> dict[str, Any]:
    timeline = engine.run(engine.load_text(BODY.replace("TOP", top), "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    return timeline.final_state["objects"]


def test_383_2_b_a_discarded_unit_gives_hwei_3_might() -> None:
    objects = _run("{name: Top unit, type: unit, might: 1}")
    assert objects["d1"]["zone"] == "trash" and objects["hwei"]["might"] == 8
    assert objects["d2"]["zone"] == "deck"


def test_383_2_b_a_discarded_spell_draws_one_more() -> None:
    objects = _run("{name: Top spell, type: spell, effect: [{draw: 1}]}")
    assert objects["d1"]["zone"] == "trash" and objects["hwei"]["might"] == 5
    assert objects["d2"]["zone"] == "hand"
