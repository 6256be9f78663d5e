"""Rule 143.4: units enter the board exhausted, and a token unit follows the rules of its type
(185.2.d): a created Recruit is exhausted unless the words say "ready" (Sprite tokens made
ready) or a card makes it enter ready (Magma Wurm's "your other units enter the board ready").
A gear token keeps entering as its words say (Gold: "exhausted")."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A}, {id: B}]\n"
BODY = """\
objects:
  - {id: s, card: {name: Muster, type: spell, effect: [EFFECT]}, owner: A, zone: hand}
EXTRA
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""


def _tokens(effect: str, extra: str = "") -> dict[str, bool]:
    text = HEAD + BODY.replace("EFFECT", effect).replace("EXTRA", extra)
    timeline = engine.run(engine.load_text(text, "t.yaml"))
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    return {pid: o["exhausted"] for pid, o in objects.items() if o["token"]}


def test_143_4_a_created_unit_token_enters_exhausted() -> None:
    assert _tokens("{create: Recruit}") == {"recruit-1": True}


def test_143_4_a_token_said_to_be_ready_enters_ready() -> None:
    assert _tokens("{create: Recruit, exhausted: false}") == {"recruit-1": False}


def test_143_4_a_card_that_readies_your_other_units_readies_the_token() -> None:
    wurm = "  - {id: w, card: Magma Wurm, owner: A, zone: base}"
    assert _tokens("{create: Recruit}", wurm) == {"recruit-1": False}


def test_149_1_a_gear_token_enters_as_its_words_say() -> None:
    assert _tokens("{create: Gold}") == {"gold-1": False}
