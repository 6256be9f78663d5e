"""Rule 383.1.b on a battlefield's own abilities (190.6): Star Spring ("the first time a player
plays a non-token unit here each turn, they may move another unit they control here to its base":
once a turn, never the unit just played, never for a token) and The Dreaming Tree ("when a player
chooses a friendly unit here with a spell for the first time each turn, they draw 1": counted for
each player, 383.4.b)."""

from __future__ import annotations

from .triggers_helpers import Load, run

SPRING = """
players: [A, B]
battlefields: [{id: bf1, controller: A, card: Star Spring}]
objects:
  - {id: old, card: {name: "Old", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: u, card: {name: "New", type: unit, might: 2}, owner: A, zone: hand}
  - {id: w, card: {name: "Newer", type: unit, might: 2}, owner: A, zone: hand}
script:
  - {play: u, by: A, at: bf1}
  - {pass: until_empty}
  - {play: w, by: A, at: bf1}
  - {pass: until_empty}
choices:
  - {pick: [old]}
"""


def test_383_1_b_the_first_unit_played_here_lets_another_go_home_once(scenario: Load) -> None:
    tl = run(scenario, SPRING)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["old"]["location"] == "A"
    assert objects["u"]["location"] == "bf1" and objects["w"]["location"] == "bf1"
    assert sum(1 for s in tl.steps if s.kind == "trigger") == 1


def test_383_1_b_the_unit_just_played_is_not_offered(scenario: Load) -> None:
    tl = run(scenario, SPRING.split("choices:")[0])
    assert tl.decision is not None
    assert [o.key for o in tl.decision.options] == ["pick:old", "pick:none"]


TREE = """
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: A, card: The Dreaming Tree}]
objects:
  - {id: mine, card: {name: "Mine", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: home, card: {name: "Home", type: unit, might: 2}, owner: A, zone: base}
  - id: s1
    owner: A
    zone: hand
    card: {name: "Pump", type: spell, targets: {target: unit},
           effect: [{might: 1, to: $target, duration: this_turn}]}
  - id: s2
    owner: A
    zone: hand
    card: {name: "Pump again", type: spell, targets: {target: unit},
           effect: [{might: 1, to: $target, duration: this_turn}]}
script:
  - {play: s1, by: A, targets: [%s]}
  - {pass: until_empty}
  - {play: s2, by: A, targets: [mine]}
  - {pass: until_empty}
"""


def _draws(tl) -> int:
    return sum(1 for s in tl.steps if s.kind == "draw")


def test_383_1_b_only_the_first_spell_choosing_a_unit_here_draws(scenario: Load) -> None:
    tl = run(scenario, TREE % "mine")
    assert tl.error is None, tl.error
    assert _draws(tl) == 1


def test_383_4_b_a_unit_elsewhere_does_not_count(scenario: Load) -> None:
    tl = run(scenario, TREE % "home")
    assert tl.error is None, tl.error
    assert _draws(tl) == 1  # the second spell, choosing the unit here, is the first time
