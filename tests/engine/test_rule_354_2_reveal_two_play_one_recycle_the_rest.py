"""Rules 354.2, 355, 356 and 416: "reveal your Main Deck's top 2 cards; you may banish one, then
play it; recycle the rest" (`reveal_and_play` with `banish_first`, `rest: recycle` and no
`energy_less`: Rek'Sai, Swarm Queen; Rek'sai, Void Burrower). The chosen card is banished, then
played paying its costs (with the economy on only a card its player can pay is offered); the
others go to the bottom of the deck instead of the hand; "if it is a unit, you may play it here"
makes the attacked battlefield one more place (355)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

QUEEN = """
players: [%s, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: rek, card: "Rek'Sai, Swarm Queen", owner: A, zone: base}
  - {id: wall, card: {name: Wall, type: unit, might: 3}, owner: B, zone: bf1}
  - {id: u, owner: A, zone: deck, card: {name: U, type: unit, might: 2, energy: %d}}
  - {id: s, owner: A, zone: deck, card: {name: S, type: spell, energy: 1, effect: [{draw: 1}]}}
  - {id: third, owner: A, zone: deck, card: {name: Third, type: gear}}
script:
  - {move: rek, to: bf1, by: A}
  - {pass: until_empty}
"""

BURROWER = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: leg, card: "Rek'sai, Void Burrower", owner: A, zone: legend}
  - {id: a, card: {name: Raider, type: unit, might: 5}, owner: A, zone: base}
  - {id: u, owner: A, zone: deck, card: {name: U, type: unit, might: 2, energy: 3}}
  - {id: s, owner: A, zone: deck, card: {name: S, type: spell, effect: [{draw: 1}]}}
  - {id: third, owner: A, zone: deck, card: {name: Third, type: gear}}
script:
  - {move: a, to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _run(body: str, choices: list[str]):  # type: ignore[no-untyped-def]
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, choices)
    assert timeline.error is None, timeline.error
    return timeline


def _zone(timeline, pid: str) -> str:  # type: ignore[no-untyped-def]
    return timeline.final_state["objects"][pid]["zone"]


def test_355_a_unit_played_this_way_may_be_played_at_the_attacked_battlefield() -> None:
    tl = _run(QUEEN % ("A", 3), ["accept:yes", "pick:u", "pick:bf1"])
    where = [s.decision for s in tl.steps if s.decision is not None][-1]
    assert {"pick:bf1", "pick:base"} <= set(where.keys())
    assert _zone(tl, "u") == "bf1"
    assert [s.kind for s in tl.steps].count("banish") == 1  # banished, then played
    # 416: the one not played goes to the bottom of the deck, not to the hand
    deck = next(p for p in tl.final_state["players"] if p["id"] == "A")
    assert _zone(tl, "s") == "deck" and not deck["hand"]


def test_356_only_a_revealed_card_its_player_can_pay_for_is_offered() -> None:
    # one Fury rune: the 5-Energy unit cannot be paid for, the 1-Energy spell can
    tl = _run(QUEEN % ("{id: A, runes: [Fury]}", 5), ["accept:yes", "pick:s"])
    pick = next(
        s.decision
        for s in tl.steps
        if s.decision is not None and "pick:s" in set(s.decision.keys())
    )
    assert "pick:u" not in set(pick.keys())
    assert _zone(tl, "s") == "trash" and _zone(tl, "u") == "deck"


def test_416_void_burrower_exhausts_to_play_one_and_recycles_the_other() -> None:
    tl = _run(BURROWER, ["accept:yes", "pick:s"])
    state = tl.final_state["objects"]
    assert state["leg"]["exhausted"] and _zone(tl, "s") == "trash"
    assert _zone(tl, "u") == "deck" and _zone(tl, "third") == "hand"  # S drew the third card
    declined = _run(BURROWER, ["accept:no"])
    assert not declined.final_state["objects"]["leg"]["exhausted"]
    assert _zone(declined, "u") == "deck" and _zone(declined, "s") == "deck"
