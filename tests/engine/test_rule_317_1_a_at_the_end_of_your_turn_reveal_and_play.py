"""Rule 317.1.a: "at the end of your turn" is one moment, the start of the Ending step, checked
for the permanents each player controls then (Dazzling Aurora: `reveal_until`). Cards are
revealed from the top of the deck until one of the kind shows (128); it is played ignoring its
cost, a pending item while the ability finishes (354.3), and the rest are recycled (416)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run, triggered

BODY = """
players: [A, B]
objects:
  - {id: aurora, owner: A, zone: base, card: {name: Aurora, type: gear,
      abilities: [{triggered: {when: at_the_end_of_your_turn,
        effect: [{reveal_until: %s, then_play: ignoring_cost}]}}]}}
  - {id: theirs, owner: B, zone: base, card: {name: Theirs, type: gear,
      abilities: [{triggered: {when: at_the_end_of_your_turn,
        effect: [{reveal_until: unit, then_play: ignoring_cost}]}}]}}
  - {id: s1, owner: A, zone: deck, card: {name: S1, type: spell, effect: [{draw: 1}]}}
  - {id: s2, owner: A, zone: deck, card: {name: S2, type: spell, effect: [{draw: 1}]}}
  - {id: u1, owner: A, zone: deck, card: {name: U1, type: unit, might: 1}}
  - {id: u2, owner: A, zone: deck, card: {name: U2, type: unit, might: 2}}
  - {id: bu, owner: B, zone: deck, card: {name: BU, type: unit, might: 2}}
script:
  - {end_turn: true}
"""


def test_317_1_a_reveal_until_a_unit_then_play_it_and_recycle_the_rest(scenario: Load) -> None:
    tl = run(scenario, BODY % "unit")
    assert tl.error is None
    assert final(tl, "u1")["zone"] == "base" and final(tl, "u2")["zone"] == "deck"
    reveal = next(s for s in tl.steps if s.kind == "reveal")
    assert list(reveal.objects) == ["s1", "s2", "u1"]
    recycle = next(s.index for s in tl.steps if s.kind == "recycle")
    assert reveal.index < recycle
    assert final(tl, "s1")["zone"] == "deck" and final(tl, "s2")["zone"] == "deck"


def test_317_1_a_only_the_turn_players_permanents_trigger(scenario: Load) -> None:
    tl = run(scenario, BODY % "unit")
    assert triggered(tl, "aurora") and not triggered(tl, "theirs")
    assert final(tl, "bu")["zone"] == "deck"


def test_128_no_card_of_the_kind_every_revealed_card_is_recycled(scenario: Load) -> None:
    tl = run(scenario, BODY % "gear")
    assert tl.error is None
    reveal = next(s for s in tl.steps if s.kind == "reveal")
    assert len(reveal.objects) == 4 and not any(s.kind == "replay" for s in tl.steps)
