"""Rule 356-358 for a card an effect plays "paying its costs" (`{replay: $x, cost: paid}`, Last
Rites): its whole total cost is worked out and paid as it finalizes; one its player cannot pay
is not played and stays where it is (358). Also the Equip cost of several parts (Power and two
cards recycled from your own trash, 357)."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5, runes: [Chaos, %s]}, {id: B}]
battlefields: [{id: bf1}]
objects:
  - {id: lr, card: "Last Rites", owner: A, zone: base}
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: A, zone: base}
  - {id: d1, card: {name: Dead, type: unit, might: 2, energy: 2, power: 0}, owner: A, zone: trash}
  - {id: s1, card: {name: Spell1, type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}
  - {id: s2, card: {name: Spell2, type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}
script:
  - {activate: lr, ability: 1, by: A, targets: {target: u1}}
  - {pass: until_empty}
  - {move: [u1], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
  - {pick: [s1]}
  - {pick: [s2]}
  - {accept: true}
  - {pick: [base]}
"""


def _run(runes: str) -> engine.Timeline:
    return engine.run(engine.load_text(BODY % runes, "t.yaml"))


def test_357_the_equip_cost_recycles_two_cards_of_your_trash() -> None:
    timeline = _run("Fury, Fury")
    objects = timeline.final_state["objects"]
    assert (objects["s1"]["zone"], objects["s2"]["zone"]) == ("deck", "deck")
    assert objects["lr"]["attached_to"] == "u1"


def test_356_the_unit_played_from_the_trash_pays_its_whole_cost() -> None:
    timeline = _run("Fury, Fury")
    assert timeline.error is None, timeline.error
    assert timeline.decision is None
    assert timeline.final_state["objects"]["d1"]["zone"] == "base"
    cost = next(s for s in timeline.steps if s.kind == "cost")
    assert "2 Energy" in cost.text["en"]
    assert any(s.kind == "pay" and "for Dead" in s.text["en"] for s in timeline.steps)


def test_358_a_unit_its_player_cannot_pay_for_stays_in_the_trash() -> None:
    timeline = _run("Fury")
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["d1"]["zone"] == "trash"
    assert any(s.kind == "skip" and "cannot pay" in s.text["en"] for s in timeline.steps)
