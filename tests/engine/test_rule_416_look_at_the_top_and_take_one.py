"""Rules 359.3.e.13 and 416: "look at the top N cards of your Main Deck, put one into your hand
(or draw it) and recycle the rest" (`look_and_take`: Stacked Deck, Fate Weaver, Ornn, Called Shot,
Lightning Rush): the player chooses among the cards that fit, may take none when the card says
"you may", and the others go to the bottom of the deck in order, or to the trash."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
objects:
  - {id: card, owner: A, zone: hand, card: %s}
  - {id: s5, owner: A, zone: deck, card: {name: S5, type: spell, energy: 5, effect: [{draw: 1}]}}
  - {id: u1, owner: A, zone: deck, card: {name: U1, type: unit, might: 1}}
  - {id: s1, owner: A, zone: deck, card: {name: S1, type: spell, energy: 1, effect: [{draw: 1}]}}
  - {id: g1, owner: A, zone: deck, card: {name: G1, type: gear}}
  - {id: u2, owner: A, zone: deck, card: {name: U2, type: unit, might: 2}}
script:
  - {play: card, by: A}
  - {pass: until_empty}
%s
"""


def _deck(tl):
    return [p for p, o in tl.final_state["objects"].items() if o["zone"] == "deck"]


def test_416_stacked_deck_takes_one_of_three_and_recycles_the_rest(scenario: Load) -> None:
    tl = run(scenario, BODY % ('"Stacked Deck"', "choices:\n  - {pick: [s1]}"))
    assert tl.error is None and final(tl, "s1")["zone"] == "hand"
    pick = next(s.decision for s in tl.steps if s.decision is not None)
    assert set(pick.keys()) == {"pick:s5", "pick:u1", "pick:s1"}  # the top three, no "none"
    state = tl.final_state
    deck = next(p for p in state["players"] if p["id"] == "A")
    assert deck["deck"] == 4 and final(tl, "s5")["zone"] == "deck"


def test_359_3_e_13_fate_weaver_may_take_only_a_spell_of_4_energy_or_more(scenario: Load) -> None:
    tl = run(scenario, BODY % ('"Fate Weaver"', "choices:\n  - {pick: [s5]}"))
    assert tl.error is None and final(tl, "s5")["zone"] == "hand"
    pick = next(s.decision for s in tl.steps if s.decision is not None)
    assert set(pick.keys()) == {"pick:s5", "pick:none"}  # not S1 (1 Energy), not the others
    tl = run(scenario, BODY % ('"Fate Weaver"', "choices:\n  - {pick: [none]}"))
    assert final(tl, "s5")["zone"] == "deck"


def test_416_lightning_rush_puts_the_rest_into_the_trash(scenario: Load) -> None:
    tl = run(scenario, BODY % ('"Lightning Rush"', "choices:\n  - {pick: [u1]}"))
    assert tl.error is None and final(tl, "u1")["zone"] == "hand"
    assert final(tl, "s5")["zone"] == "trash" and final(tl, "s1")["zone"] == "trash"
    assert final(tl, "g1")["zone"] == "deck"


MOVER = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: mover, owner: A, zone: base, card: "%s"}
  - {id: top, owner: A, zone: deck, card: %s}
  - {id: next, owner: A, zone: deck, card: {name: Next, type: spell, effect: [{draw: 1}]}}
script:
  - {move: mover, to: bf1, by: A}
  - {pass: until_empty}
"""
GEAR = "{name: Top gear, type: gear}"
UNIT = "{name: Top unit, type: unit, might: 1}"


def test_128_apprentice_smith_draws_a_revealed_gear_else_recycles_it(scenario: Load) -> None:
    tl = run(scenario, MOVER % ("Apprentice Smith", GEAR))
    assert tl.error is None and final(tl, "top")["zone"] == "hand"
    tl = run(scenario, MOVER % ("Apprentice Smith", UNIT))
    assert final(tl, "top")["zone"] == "deck"
    recycle = next(s for s in tl.steps if s.kind == "recycle")
    assert list(recycle.objects) == ["top"]


def test_128_pakaa_protector_trashes_a_non_unit_and_gets_2_might(scenario: Load) -> None:
    tl = run(scenario, MOVER % ("Pakaa Protector", UNIT))
    assert tl.error is None and final(tl, "top")["zone"] == "hand"
    assert final(tl, "mover")["might"] == 4
    tl = run(scenario, MOVER % ("Pakaa Protector", GEAR))
    assert final(tl, "top")["zone"] == "trash" and final(tl, "mover")["might"] == 6


DECREE = """
players: [A, B]
objects:
  - {id: decree, owner: A, zone: hand, card: Decree of Strength}
  - {id: mind, owner: B, zone: hand, card: {name: Mind card, type: spell, domains: [Mind],
      effect: [{draw: 1}]}}
  - {id: fury, owner: B, zone: hand, card: {name: Fury card, type: spell, domains: [Fury],
      effect: [{draw: 1}]}}
script:
  - {play: decree, by: A}
  - {pass: until_empty}
"""


def test_416_decree_of_strength_recycles_only_a_mind_card(scenario: Load) -> None:
    tl = run(scenario, DECREE)
    assert tl.error is None
    assert final(tl, "mind")["zone"] == "deck" and final(tl, "fury")["zone"] == "hand"


REINFORCE = """
players: [{id: A, runes: [Calm, Calm, Calm, Calm, Calm, Calm]}, B]
objects:
  - {id: card, owner: A, zone: hand, card: Reinforce}
  - {id: big, owner: A, zone: deck, card: {name: Big, type: unit, might: 6, energy: 6}}
  - {id: s1, owner: A, zone: deck, card: {name: S1, type: spell, effect: [{draw: 1}]}}
script:
  - {play: card, by: A}
  - {pass: until_empty}
choices:
  - {pick: [big]}
"""


def test_356_reinforce_plays_the_banished_unit_for_5_energy_less(scenario: Load) -> None:
    tl = run(scenario, REINFORCE)
    assert tl.error is None and final(tl, "big")["zone"] == "base"
    pays = [s.text["en"] for s in tl.steps if s.kind == "pay"]
    assert len(pays) == 2 and "Big" in pays[1]  # Reinforce's 5, then Big's 6 less 5
    player = next(p for p in tl.final_state["players"] if p["id"] == "A")
    assert sum(1 for r in player["runes"] if r["exhausted"]) == 6
    assert final(tl, "s1")["zone"] == "deck"


VOID_RUSH = """
players: [A, B]
objects:
  - {id: rush, owner: A, zone: hand, card: Void Rush}
  - {id: u, owner: A, zone: deck, card: {name: U, type: unit, might: 2, energy: 3}}
  - {id: s, owner: A, zone: deck, card: {name: S, type: spell, effect: [{draw: 1}]}}
  - {id: third, owner: A, zone: deck, card: {name: Third, type: gear}}
script:
  - {play: rush, by: A}
  - {pass: until_empty}
choices:
  - {pick: [%s]}
"""


def test_354_2_void_rush_plays_one_revealed_card_and_draws_the_other(scenario: Load) -> None:
    tl = run(scenario, VOID_RUSH % "u")
    assert tl.error is None
    assert final(tl, "u")["zone"] == "base" and final(tl, "s")["zone"] == "hand"
    assert final(tl, "third")["zone"] == "deck"  # only the top two are revealed
    tl = run(scenario, VOID_RUSH % "none")
    assert final(tl, "u")["zone"] == "hand" and final(tl, "s")["zone"] == "hand"
