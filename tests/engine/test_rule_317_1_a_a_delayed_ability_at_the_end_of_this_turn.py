"""Rules 317.1.a and 389: Targon's Peak — "when you conquer here, ready 2 runes at the end of this
turn" — creates a delayed ability as the conquer resolves; it fires once, at the start of the
Ending step of that same turn, before the Expiration step, and readies up to two runes."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players:
  - {id: A, runes: [{domain: Fury, exhausted: true}, {domain: Fury, exhausted: true},
      {domain: Fury, exhausted: true}]}
  - B
battlefields:
  - {id: peak, card: "Targon's Peak"}
objects:
  - {id: u, owner: A, zone: base, card: {name: Runner, type: unit, might: 2}}
script:
  - {move: u, to: peak, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
%s
"""


def _ready(tl, step: int) -> int:
    player = next(p for p in tl.steps[step].state["players"] if p["id"] == "A")
    return sum(1 for r in player["runes"] if not r["exhausted"])


def test_317_1_a_the_runes_ready_at_the_end_of_the_conquering_turn(scenario: Load) -> None:
    tl = run(scenario, BODY % "  - {end_turn: true}")
    assert tl.error is None
    created = next(s.index for s in tl.steps if s.kind == "effect" and "389" in s.rules)
    readied = next(s.index for s in tl.steps if s.kind == "ready")
    expiry = next(s.index for s in tl.steps if s.kind == "end_turn")
    assert created < readied < expiry
    assert _ready(tl, readied - 1) == 0 and _ready(tl, readied) == 2


def test_389_nothing_readies_before_the_end_of_the_turn(scenario: Load) -> None:
    tl = run(scenario, BODY % "")
    assert tl.error is None and not any(s.kind == "ready" for s in tl.steps)
