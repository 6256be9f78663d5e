"""Rules 345 and 464.2.b: "when a showdown begins here" triggers as a showdown begins at the
holder's battlefield; in a combat it goes on the chain first, below the attack and defend
triggers, so it resolves after them (Diana, Lunari's ruling)."""

from __future__ import annotations

from .triggers_helpers import Load, run, triggered

BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2}
objects:
  - {id: diana, owner: B, zone: bf1, card: {name: Diana, type: unit, might: 5,
      abilities: [{triggered: {when: a_showdown_begins_here, effect: [{might: 1, to: self,
        duration: turn}]}},
      {triggered: {when: i_defend, effect: [{draw: 0}]}}]}}
  - {id: raider, owner: A, zone: base, card: {name: Raider, type: unit, might: 2,
      abilities: [{triggered: {when: i_attack, effect: [{draw: 0}]}}]}}
script:
  - {move: [raider], to: %s, by: A}
  - {pass: until_showdown_ends}
"""


def test_464_2_b_the_showdown_trigger_resolves_after_attack_and_defend(scenario: Load) -> None:
    tl = run(scenario, BODY % "bf1")
    assert tl.error is None, tl.error
    begins = [s for s in tl.steps if s.kind == "trigger" and "464.2.b" in s.rules]
    assert len(begins) == 1
    # the showdown one is lowest on the chain: it resolves after the attack and defend triggers
    resolved = [s for s in tl.steps if s.kind == "resolve"]
    might = next(s.index for s in tl.steps if s.kind == "might")
    draws = [s.index for s in tl.steps if s.kind == "draw"]
    assert len(resolved) == 3 and len(draws) == 2 and max(draws) < might
    order = [s.index for s in tl.steps if s.kind == "trigger"]
    assert order[0] == begins[0].index
    assert tl.unused_answers == []


def test_345_only_at_the_holders_battlefield(scenario: Load) -> None:
    tl = run(scenario, BODY % "bf2")
    assert not [s for s in tl.steps if s.kind == "trigger" and "diana" in s.objects]
    assert triggered(tl, "raider") == []  # no combat at bf2: nobody defends
