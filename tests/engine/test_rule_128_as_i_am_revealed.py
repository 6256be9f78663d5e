"""Rule 128: revealing a card of the Main Deck shows it to everyone; an "as I'm revealed from your
deck" replacement of that card (Undertitan: "[Add] 2 Energy") applies as an effect reveals it,
and not as a card is only looked at (424.2, Vision)."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, runes: [{domain: Fury}]}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: titan, card: "Undertitan", owner: A, zone: deck}
  - {id: s, owner: A, zone: hand, card: {name: Peek, type: spell, effect: [EFFECT]}}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""


def _energy(effect: str, answers: list[str] | None = None) -> int:
    text = BODY.replace("EFFECT", effect)
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    player = next(p for p in timeline.final_state["players"] if p["id"] == "A")
    return int(player["pool"]["energy"])


def test_128_revealing_undertitan_adds_2_energy() -> None:
    assert _energy("{reveal_top: spell}") == 2


def test_424_2_looking_at_it_adds_nothing() -> None:
    assert _energy("{vision: 1}", ["accept:no"]) == 0
