"""Rule 466.5: "when I conquer an open battlefield" (Yone, Blademaster) is a conquest of a
battlefield that nobody controlled as control was established; taking one from an opponent does
not set it off. Its damage goes to an enemy unit in a base."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1}, {id: bf2, controller: B}]
objects:
  - {id: y, card: "Yone, Blademaster", owner: A, zone: base}
  - {id: foe, card: {name: Foe, type: unit, might: 6}, owner: B, zone: base}
  - {id: g, card: {name: Guard, type: unit, might: 1}, owner: B, zone: bf2}
script:
  - {move: y, to: %s, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _run(to: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(BODY % to, "t.yaml"))
    assert timeline.error is None, timeline.error
    assert timeline.final_state["players"][0]["score"] == 1  # A conquered either way
    return timeline


def test_466_5_conquering_an_uncontrolled_battlefield_deals_my_might_to_a_unit_in_a_base() -> None:
    assert _run("bf1").final_state["objects"]["foe"]["damage"] == 5


def test_466_5_conquering_an_opponents_battlefield_is_not_an_open_one() -> None:
    assert _run("bf2").final_state["objects"]["foe"]["damage"] == 0
