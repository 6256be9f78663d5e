"""Rules 355.1.a, 355.5, 355.8 and 358.5: a card an effect plays (a pending item, 354.3) makes its
choices as it finalizes, not when the effect puts it on the chain: a spell chooses its targets
among what is legal then (another chosen spell only once that one has finalized), with none its
play is undone and it goes back where it came from; a card with an optional additional cost
has its player decide then whether to pay it."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

COUNTER = """
players: [A, B]
objects:
  - {id: future, owner: A, zone: hand, card: {name: Future, type: spell,
      effect: [{each_player_banishes_from_top: 2, then_play: ignoring_cost}]}}
  - {id: wall, owner: %s, zone: deck, card: {name: Wall, type: spell, keywords: [Reaction],
      targets: {target: spell}, effect: [{counter: $target}]}}
  - {id: other, owner: %s, zone: deck, card: {name: Other, type: spell, effect: [{draw: 1}]}}
  - {id: x, owner: A, zone: deck, card: {name: X, type: unit, might: 1}}
  - {id: y, owner: B, zone: deck, card: {name: Y, type: unit, might: 1}}
script:
  - {play: future, by: A}
  - {pass: until_empty}
choices:
  - {pick: [%s]}
  - {pick: [%s]}
"""


def test_355_5_a_chosen_spell_targets_one_that_finalized_before_it(scenario: Load) -> None:
    tl = run(scenario, COUNTER % ("A", "B", "wall", "other"))
    assert tl.error is None
    assert final(tl, "other")["zone"] == "trash" and final(tl, "wall")["zone"] == "trash"
    assert any(s.kind == "counter" and "other" in s.objects for s in tl.steps)
    assert not any(s.kind == "draw" for s in tl.steps)


def test_355_8_with_no_legal_target_yet_its_play_is_undone(scenario: Load) -> None:
    tl = run(scenario, COUNTER % ("B", "A", "other", "wall"))
    assert tl.error is None
    undone = next(s for s in tl.steps if s.kind == "undone")
    assert "355.8" in undone.rules and "358.5" in undone.rules
    assert final(tl, "wall")["zone"] == "banishment"
    assert final(tl, "other")["zone"] == "trash"  # A's spell, still pending then, resolved


AKSHAN = """
players: [A, B]
objects:
  - {id: future, owner: A, zone: hand, card: {name: Future, type: spell,
      effect: [{each_player_banishes_from_top: 2, then_play: ignoring_cost}]}}
  - {id: gear, owner: A, zone: deck, card: {name: Gear, type: gear}}
  - {id: x, owner: A, zone: deck, card: {name: X, type: unit, might: 1}}
  - {id: taker, owner: B, zone: deck, card: {name: Taker, type: unit, might: 2,
      optional_costs: [Body], targets: {g: enemy gear},
      abilities: [{triggered: {when: you_play_me, effect: [{if: additional_cost_paid,
        do: [{take_control: $g, duration: while_source_on_board}]}]}}]}}
  - {id: y, owner: B, zone: deck, card: {name: Y, type: unit, might: 1}}
script:
  - {play: future, by: A}
  - {pass: until_empty}
choices:
  - {pick: [gear]}
  - {pick: [taker]}
  - {accept: %s}
"""


def test_355_1_a_the_optional_cost_is_decided_as_it_finalizes(scenario: Load) -> None:
    tl = run(scenario, AKSHAN % "true")
    assert tl.error is None
    decision = next(s.decision for s in tl.steps if s.decision and s.decision.rule == "355.1.a")
    assert decision.player == "B" and decision.chosen == "accept:yes"
    asked = next(s.index for s in tl.steps if s.decision and s.decision.rule == "355.1.a")
    last_replay = max(s.index for s in tl.steps if s.kind == "replay")
    assert asked > last_replay  # after every chosen card went on the chain
    assert final(tl, "gear")["controller"] == "B"
    tl = run(scenario, AKSHAN % "false")
    assert final(tl, "gear")["controller"] == "A"
