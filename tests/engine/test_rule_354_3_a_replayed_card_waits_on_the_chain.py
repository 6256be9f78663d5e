"""Rules 354.2-354.3 and 355: a card an effect has its owner play again goes to the chain as a
pending item and waits while that effect finishes resolving; it finalizes after it, in the order
pending items were added (337.1.b), and its player chooses its location then — their base or a
battlefield they control — unless the card says where."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2}
objects:
  - {id: hero, owner: A, zone: bf1, card: {name: Hero, type: unit, might: 3}}
  - {id: keeper, owner: A, zone: bf1, card: {name: Keeper, type: unit, might: 1}}
  - {id: shift, owner: A, zone: hand, card: {name: Shift, type: spell,
      targets: {target: friendly unit}, effect: [{banish: $target}, {replay: it%s}, {draw: 0}]}}
script:
  - {play: shift, by: A, targets: [hero]}
  - {pass: until_empty}
%s
"""


def test_354_3_the_replayed_unit_waits_for_the_effect_to_finish(scenario: Load) -> None:
    tl = run(scenario, BODY % ("", "choices:\n  - {pick: [bf1]}"))
    assert tl.error is None and final(tl, "hero")["zone"] == "bf1"
    kinds = [(s.kind, s.objects) for s in tl.steps]
    replay = next(i for i, (k, o) in enumerate(kinds) if k == "replay")
    spell_done = next(i for i, (k, o) in enumerate(kinds) if k == "leave_chain" and "shift" in o)
    entered = next(
        s.index for s in tl.steps if s.kind == "finalize" and s.text["en"].startswith("Hero")
    )
    assert replay < spell_done < entered
    assert "354.3" in tl.steps[replay].rules
    decision = next(s.decision for s in tl.steps if s.decision is not None)
    assert decision.rule == "355" and decision.player == "A"
    assert set(decision.keys()) == {"pick:base", "pick:bf1"}  # not bf2: A does not control it


def test_355_the_location_is_its_players_choice_or_the_cards(scenario: Load) -> None:
    tl = run(scenario, BODY % ("", "choices:\n  - {pick: [base]}"))
    assert final(tl, "hero")["zone"] == "base" and final(tl, "hero")["exhausted"] is True
    tl = run(scenario, BODY % (", at: base", ""))
    assert final(tl, "hero")["zone"] == "base" and not any(s.decision for s in tl.steps)
    tl = run(scenario, BODY % (", at: same", ""))
    assert final(tl, "hero")["zone"] == "bf1"
    tl = run(scenario, BODY % (", at: any_battlefield", "choices:\n  - {pick: [bf2]}"))
    assert tl.error is None and final(tl, "hero")["zone"] == "bf2"
