"""Rules 190.6 and 371.2 on a battlefield's replacement effect: Altar of Blood's "if a unit here
would die during combat, its controller may pay 3 runes of any type to heal it, exhaust it and
recall it instead" — the unit's controller decides and pays; only in a combat there, only for a
unit there, only with the runes to pay."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [{id: A, runes: [%s]}, B]
battlefields: [{id: bf1, controller: B, card: Altar of Blood}]
objects:
  - {id: a, card: {name: "Attacker", type: unit, might: 2}, owner: A, zone: base}
  - {id: d, card: {name: "Defender", type: unit, might: 5}, owner: B, zone: bf1}
script:
%s
choices:
  - {accept: true}
"""
RUNES = ", ".join(["{domain: Fury}"] * 3)
FIGHT = "  - {move: [a], to: bf1, by: A}\n  - {pass: until_showdown_ends}"


def test_371_2_the_attacker_is_saved_for_three_runes(scenario: Load) -> None:
    tl = run(scenario, BODY % (RUNES, FIGHT))
    assert tl.error is None, tl.error
    attacker = tl.final_state["objects"]["a"]
    assert attacker["location"] == "A" and attacker["exhausted"] and attacker["damage"] == 0
    player = next(p for p in tl.final_state["players"] if p["id"] == "A")
    assert len(player["runes"]) == 0


def test_371_2_two_runes_cannot_pay(scenario: Load) -> None:
    body = (BODY % (", ".join(["{domain: Fury}"] * 2), FIGHT)).split("choices:")[0]
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["a"]["zone"] == "trash"


def test_371_2_a_death_outside_combat_is_not_replaced(scenario: Load) -> None:
    body = (BODY % (RUNES, "  - {act: {kill: [d]}, by: A}")).split("choices:")[0]
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["d"]["zone"] == "trash"
