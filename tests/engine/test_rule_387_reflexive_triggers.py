"""Rules 387-388: "when you do, ..." inside an effect is a reflexive trigger: if the action before
it happened, it becomes a new pending chain item, finalized once the effect has resolved and
resolving on its own, so players may respond to it; if not, nothing triggers."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
objects:
  - {id: u, owner: A, zone: %s, card: {name: Unit, type: unit, might: 2}}
  - {id: e, owner: B, zone: base, card: {name: Foe, type: unit, might: 2}}
  - {id: skewer, owner: A, zone: hand, card: {name: Skewer, type: spell,
      targets: {enemy: enemy unit}, effect: [{kill: u}, {when_you_do: [{stun: $enemy}]}]}}
  - {id: quick, owner: B, zone: hand, card: {name: Quick, type: spell, keywords: [Reaction],
      effect: [{draw: 0}]}}
script:
  - {play: skewer, by: A, targets: [e]}
  - {pass: once}
%s
"""


def test_387_the_reflexive_ability_is_a_new_chain_item_one_may_respond_to(scenario: Load) -> None:
    tl = run(scenario, BODY % ("base", "  - {play: quick, by: B}\n  - {pass: until_empty}"))
    assert tl.error is None and final(tl, "e")["stunned"] is True
    steps = [(s.kind, s.objects, s.rules) for s in tl.steps]
    trig = next(i for i, (k, o, r) in enumerate(steps) if k == "trigger" and "387.1" in r)
    gone = next(i for i, (k, o, r) in enumerate(steps) if k == "leave_chain" and "skewer" in o)
    response = next(i for i, (k, o, r) in enumerate(steps) if k == "play" and "quick" in o)
    stun = next(i for i, (k, o, r) in enumerate(steps) if k == "stun")
    assert trig < gone < response < stun


def test_387_nothing_triggers_when_the_action_did_not_happen(scenario: Load) -> None:
    tl = run(scenario, BODY % ("trash", "  - {pass: until_empty}"))  # nothing to kill
    assert tl.error is None and final(tl, "e")["stunned"] is False
    assert not any(s.kind == "trigger" for s in tl.steps)
