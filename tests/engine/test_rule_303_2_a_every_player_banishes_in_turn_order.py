"""Rule 303.2.a: when every player does something, they do it one after another in turn order,
starting with the turn player (Promising Future: `each_player_banishes_from_top`). Each player
makes their own choice; the chosen cards are then played starting with the next player, as
pending items that wait while the effect finishes resolving (354.2-354.3), and an Energy cost
ignored still leaves the Power to pay (356.1.b.2), or the play is undone (358.5)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [%s]
objects:
  - {id: future, owner: A, zone: hand, card: {name: Future, type: spell,
      effect: [{each_player_banishes_from_top: 2%s}]}}
  - {id: a1, owner: A, zone: deck, card: {name: A1, type: unit, might: 1}}
  - {id: a2, owner: A, zone: deck, card: {name: A2, type: unit, might: 2}}
  - {id: a3, owner: A, zone: deck, card: {name: A3, type: unit, might: 3}}
  - {id: b1, owner: B, zone: deck, card: {name: B1, type: unit, might: 1, domains: [Mind],
      energy: 4, power: 1}}
  - {id: b2, owner: B, zone: deck, card: {name: B2, type: unit, might: 2}}
script:
  - {play: future, by: A}
  - {pass: until_empty}
choices:
  - {pick: [a2]}
  - {pick: [b1]}
"""


def _decisions(tl):
    return [s.decision for s in tl.steps if s.decision is not None]


def test_303_2_a_the_turn_player_chooses_first_and_each_decides_their_own(
    scenario: Load,
) -> None:
    tl = run(scenario, BODY % ("A, B", ", then_play: ignoring_energy"))
    assert tl.error is None
    picks = [d for d in _decisions(tl) if d.rule == "303.2.a"]
    assert [(d.player, d.chosen) for d in picks] == [("A", "pick:a2"), ("B", "pick:b1")]
    assert set(picks[0].keys()) == {"pick:a1", "pick:a2"}  # only the top two, only A's own
    assert final(tl, "a2")["zone"] == "base" and final(tl, "b1")["zone"] == "base"
    # the others are recycled to the bottom, in order: A3 is now A's top card
    assert tl.final_state["objects"]["a3"]["zone"] == "deck"
    deck = next(p for p in tl.final_state["players"] if p["id"] == "A")["deck"]
    assert deck == 2


def test_303_2_a_the_next_player_plays_first_and_nothing_finalizes_before_the_end(
    scenario: Load,
) -> None:
    tl = run(scenario, BODY % ("A, B", ", then_play: ignoring_energy"))
    replays = [s.objects[0] for s in tl.steps if s.kind == "replay"]
    assert replays == ["b1", "a2"]
    done = next(s.index for s in tl.steps if s.kind == "leave_chain" and "future" in s.objects)
    first_entry = next(s.index for s in tl.steps if s.kind == "finalize" and "b1" in s.objects)
    assert max(s.index for s in tl.steps if s.kind == "replay") < done < first_entry
    entered = [
        s.objects[0] for s in tl.steps if s.kind == "finalize" and s.objects[0] in ("a2", "b1")
    ]
    assert entered == ["b1", "a2"]


def test_303_2_a_without_then_play_the_cards_stay_banished(scenario: Load) -> None:
    tl = run(scenario, BODY % ("A, B", ""))
    assert final(tl, "a2")["zone"] == "banishment" and final(tl, "b1")["zone"] == "banishment"
    assert not any(s.kind == "replay" for s in tl.steps)


def test_356_1_b_2_the_power_is_still_paid_or_the_play_is_undone(scenario: Load) -> None:
    body = BODY % ("A, {id: B, runes: [Mind]}", ", then_play: ignoring_energy")
    tl = run(scenario, body)
    assert tl.error is None and final(tl, "b1")["zone"] == "base"
    assert any(s.kind == "pay" and "B1" in s.text["en"] for s in tl.steps)
    body = BODY % ("A, {id: B, runes: [Fury]}", ", then_play: ignoring_energy")
    tl = run(scenario, body)
    assert tl.error is None and final(tl, "b1")["zone"] == "banishment"
    undone = next(s for s in tl.steps if s.kind == "undone")
    assert "358.5" in undone.rules and list(undone.objects) == ["b1"]
    assert final(tl, "a2")["zone"] == "base"  # the others' plays go on


def test_356_1_b_ignoring_cost_pays_nothing(scenario: Load) -> None:
    body = BODY % ("A, {id: B, runes: [Fury]}", ", then_play: ignoring_cost")
    tl = run(scenario, body)
    assert tl.error is None and final(tl, "b1")["zone"] == "base"
    assert not any(s.kind == "undone" for s in tl.steps)
