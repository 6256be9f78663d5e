"""Rule 801.3.a: a keyword an effect grants lasts as long as it says. Kato the Arm — "when I move
to a battlefield, one friendly unit gains my keywords and +Might equal to my Might this turn":
the unit gets every keyword Kato has then (its printed [Deflect], and one granted to it), and
Kato's Might, until the end of the turn."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: kato, card: "Kato the Arm", owner: A, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base}
script:
  - {act: {grant: Assault, to: kato}, by: A}
  - {move: [kato], to: bf1, by: A}
  - {pass: until_empty}
"""


def test_801_3_a_the_friend_gains_kato_s_keywords_and_might_this_turn() -> None:
    timeline = engine.run(engine.load_text(BODY, "t.yaml"), None, ["pick:f1"])
    assert timeline.error is None, timeline.error
    friend = timeline.final_state["objects"]["f1"]
    assert {"Deflect", "Assault"} <= set(friend["keywords"])
    assert friend["might"] == 5
    ended = engine.run(
        engine.load_text(BODY + "  - {end_turn: true}\n", "t.yaml"), None, ["pick:f1"]
    )
    friend = ended.final_state["objects"]["f1"]
    assert friend["might"] == 2 and "Deflect" not in friend.get("keywords", [])
