"""Rule 383.2.c: a move trigger notes where the move started as it is met (359.3.f.3). Lillia,
Fae Fawn — "each time I move away from a location, create a Sprite token at the place I left":
the Sprite goes where she was, a battlefield or her base, even if she has moved on since."""

from __future__ import annotations

import engine

HEAD = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 3}]
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: A}]
objects:
  - {id: lillia, card: "Lillia, Fae Fawn", owner: A, zone: FROM}
  - {id: f1, card: {name: Friend, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: f2, card: {name: Friend two, type: unit, might: 1}, owner: A, zone: bf2}
  - {id: s, owner: A, zone: hand, card: {name: Go, type: spell, effect: [{move: lillia, to: bf2}]}}
script:
  - {play: s, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def _sprites(start: str) -> list[str]:
    text = HEAD.replace("FROM", start)
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["lillia"]["zone"] == "bf2"
    return [o["zone"] for o in timeline.final_state["objects"].values() if o["name"] == "Sprite"]


def test_383_2_c_the_sprite_is_created_at_the_battlefield_she_left() -> None:
    assert _sprites("bf1") == ["bf1"]


def test_383_2_c_the_sprite_is_created_in_her_base_when_she_left_it() -> None:
    assert _sprites("base") == ["base"]
