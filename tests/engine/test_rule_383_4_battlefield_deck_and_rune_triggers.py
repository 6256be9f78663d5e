"""Battlefields whose triggers reach the deck and every player (383.4, 303.2.a): Ravenbloom
Conservatory ("when you defend here, reveal your top card; put it in your hand if it's a spell,
else recycle it") and The Papertree ("when you hold here, each player channels 1 rune
exhausted")."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players:
  - {id: A, rune_deck: [Fury, Fury, Fury]}
  - {id: B, rune_deck: [Calm, Calm, Calm]}
battlefields:
  - {id: tree, card: "The Papertree", controller: B}
  - {id: cons, card: "Ravenbloom Conservatory", controller: B}
objects:
  - {id: bu, owner: B, zone: tree, card: {name: BU, type: unit, might: 1}}
  - {id: bd, owner: B, zone: cons, card: {name: BD, type: unit, might: 1}}
  - {id: au, owner: A, zone: base, card: {name: AU, type: unit, might: 3}}
  - {id: top, owner: B, zone: deck, card: %s}
script:
  - {move: au, to: cons, by: A}
  - {pass: until_showdown_ends}
  - {end_turn: true}
  - {pass: until_empty}
"""
SPELL = "{name: B spell, type: spell, effect: [{draw: 1}]}"
UNIT = "{name: B unit, type: unit, might: 1}"


def test_383_4_the_defenders_conservatory_puts_a_revealed_spell_in_hand(scenario: Load) -> None:
    tl = run(scenario, BODY % SPELL)
    assert tl.error is None and final(tl, "top")["zone"] == "hand"
    tl = run(scenario, BODY % UNIT)
    assert final(tl, "top")["zone"] == "deck"


def test_303_2_a_the_papertree_has_every_player_channel_one_rune_exhausted(
    scenario: Load,
) -> None:
    tl = run(scenario, BODY % SPELL)
    resolved = next(
        s.index for s in tl.steps if s.kind == "resolve" and "Papertree" in s.text["en"]
    )
    channels = [s for s in tl.steps if s.kind == "channel" and s.index > resolved]
    assert [s.text["en"].split()[0] for s in channels] == ["B", "A"]  # turn player (B) first
    players = {p["id"]: p for p in tl.final_state["players"]}
    assert all(r["exhausted"] for r in players["A"]["runes"])
    assert len(players["A"]["runes"]) == 1
