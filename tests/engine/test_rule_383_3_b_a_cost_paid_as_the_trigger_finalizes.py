"""Rule 383.3.b: a cost at the start of a triggered ability's effect ("you may banish me to
banish that gear": `optional: true` and `{banish: self}` first) is paid as the ability
finalizes, once its "you may" is accepted (383.3.a); with its source gone, it cannot be paid and
the ability is removed."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
objects:
  - {id: prefect, owner: B, zone: base, card: {name: Prefect, type: unit, might: 3,
      abilities: [{triggered: {when: an_opponent_plays_a_gear, optional: true,
        effect: [{banish: self}, {banish: it}]}}]}}
  - {id: gear, owner: A, zone: hand, card: {name: Gear, type: gear}}
script:
  - {play: gear, by: A}
  %s
  - {pass: until_empty}
choices:
  - {accept: %s}
"""


def test_383_3_b_the_cost_is_paid_before_anyone_can_respond(scenario: Load) -> None:
    tl = run(scenario, BODY % ("", "true"))
    assert tl.error is None
    kinds = [(s.kind, tuple(s.objects)) for s in tl.steps]
    paid = kinds.index(("banish", ("prefect",)))
    finalized = next(i for i, (k, o) in enumerate(kinds) if k == "finalize" and "prefect" in o)
    assert paid < finalized
    assert final(tl, "prefect")["zone"] == "banishment"
    assert final(tl, "gear")["zone"] == "banishment"


def test_383_3_a_declined_nothing_is_paid(scenario: Load) -> None:
    tl = run(scenario, BODY % ("", "false"))
    assert final(tl, "prefect")["zone"] == "base" and final(tl, "gear")["zone"] == "base"
