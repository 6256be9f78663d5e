"""Rule 355: "choose an opponent" (Sabotage, Mindsplitter, Call to Battle) is the effect's
controller's choice among their opponents; with a single opponent nothing is asked."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B%s]
objects:
  - {id: mind, owner: A, zone: hand, card: Mindsplitter}
  - {id: b-card, owner: B, zone: hand, card: {name: B card, type: spell, effect: [{draw: 1}]}}
  - {id: c-card, owner: C, zone: hand, card: {name: C card, type: spell, effect: [{draw: 1}]}}
script:
  - {play: mind, by: A}
  - {pass: until_empty}
choices:
%s
"""


def test_355_with_several_opponents_the_controller_chooses_one(scenario: Load) -> None:
    tl = run(scenario, BODY % (", C", "  - {pick: [C]}\n  - {pick: [c-card]}"))
    assert tl.error is None
    first = next(s.decision for s in tl.steps if s.decision is not None)
    assert first.player == "A" and set(first.keys()) == {"pick:B", "pick:C"}
    assert final(tl, "c-card")["zone"] == "trash" and final(tl, "b-card")["zone"] == "hand"


def test_355_with_one_opponent_nothing_is_asked(scenario: Load) -> None:
    body = (BODY % ("", "  - {pick: [b-card]}")).replace(
        "  - {id: c-card, owner: C, zone: hand, card: {name: C card, type: spell, "
        "effect: [{draw: 1}]}}\n",
        "",
    )
    tl = run(scenario, body)
    assert tl.error is None and final(tl, "b-card")["zone"] == "trash"
    assert not any(s.decision and s.decision.rule == "355" for s in tl.steps)
