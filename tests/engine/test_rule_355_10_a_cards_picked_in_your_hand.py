"""Rule 355.10.a: a card picked in a hand is chosen, never targeted. Rift Herald's Deathknell
plays a unit picked in its controller's hand into their base, its Energy cost ignored and its
Power cost paid (356.1.b.2); Altar of Memories ("whenever a friendly unit dies, you may exhaust
me to draw 1, then put a card from your hand on top or bottom of your Main Deck") puts the picked
card where its player says."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, runes: [{domain: Fury}]}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: herald, card: "Rift Herald", owner: A, zone: base}
  - {id: altar, card: "Altar of Memories", owner: A, zone: base}
  - {id: d1, card: {name: Deck unit, type: unit, might: 1}, owner: A, zone: deck}
  - {id: d2, card: {name: Deck spell, type: spell, effect: [{draw: 1}]}, owner: A, zone: deck}
  - id: h1
    owner: A
    zone: hand
    card: {name: Big one, type: unit, might: 6, energy: 6, power: 1, domains: [Fury]}
script:
  - {act: {kill: herald}, by: B}
  - {pass: until_empty}
"""


def _run(answers: list[str]) -> engine.Timeline:
    timeline = engine.run(engine.load_text(BODY, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def test_355_10_a_the_altar_puts_the_drawn_card_back_and_the_herald_plays_a_unit() -> None:
    timeline = _run(["accept:yes", "pick:d1", "accept:no"])
    objects = timeline.final_state["objects"]
    assert objects["altar"]["exhausted"]
    assert objects["h1"]["zone"] == "base"  # its Power paid by recycling the Fury rune
    player = next(p for p in timeline.final_state["players"] if p["id"] == "A")
    assert player["runes"] == []
    deck = [s for s in timeline.steps if s.kind == "to_deck"]
    assert len(deck) == 1 and "bottom" in deck[0].text["en"]


def test_355_10_a_declining_the_altar_keeps_the_hand() -> None:
    timeline = _run(["accept:no"])
    objects = timeline.final_state["objects"]
    assert not objects["altar"].get("exhausted") and objects["h1"]["zone"] == "base"
    assert objects["d1"]["zone"] == "deck"
