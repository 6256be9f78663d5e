"""Rule 355.14: damage split among several targets. The targets are chosen as the spell is played;
the split is decided as it resolves, among the targets still legal: at least 1 to each and all of
it dealt. With less damage than targets, just enough targets are dropped first."""

from collections.abc import Callable

import engine

CARD = (
    '{name: "Abstract split: damage equal to the friend\'s Might", type: spell, '
    "targets: {friend: friendly unit, a: up to one enemy unit at a battlefield, "
    "b: up to one enemy unit at a battlefield, c: up to one enemy unit at a battlefield}, "
    "effect: [{split_damage: [$a, $b, $c], might_of: $friend}]}"
)
BOARD = f"""
players: [A, B]
battlefields:
  - {{id: bf1, controller: B}}
objects:
  - {{id: friend, card: {{name: "4-Might unit", type: unit, might: 4}}, owner: A, zone: base}}
  - {{id: e1, card: {{name: "Recruit", type: unit, might: 1}}, owner: B, zone: bf1}}
  - {{id: e2, card: {{name: "Recruit", type: unit, might: 1}}, owner: B, zone: bf1}}
  - {{id: e3, card: {{name: "Recruit", type: unit, might: 1}}, owner: B, zone: bf1}}
  - {{id: strike, card: {CARD}, owner: A, zone: hand}}
"""


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_355_14_the_split_is_the_controllers_choice_as_it_resolves(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        BOARD
        + """
script:
  - {play: strike, by: A, targets: {friend: friend, a: e1, b: e2, c: e3}}
  - {pass: until_empty}
choices: [{pick: [e1, e2, e3, e3]}]
"""
    )
    tl = engine.run(sc)
    assert tl.error is None, tl.error
    asked = [s.decision for s in tl.steps if s.decision is not None]
    assert [(d.kind, d.rule, d.player) for d in asked] == [("split", "355.14", "A")]
    # 4 among 3, at least 1 each: the three ways
    assert len(asked[0].options) == 3
    assert damage(tl) == {"e1": 1, "e2": 1, "e3": 2}


def test_355_14_too_little_damage_drops_just_enough_targets(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace(
        '"4-Might unit", type: unit, might: 4', '"2-Might unit", type: unit, might: 2'
    )
    sc = scenario(
        body
        + """
script:
  - {play: strike, by: A, targets: {friend: friend, a: e1, b: e2, c: e3}}
  - {pass: until_empty}
choices: [{pick: [e2]}]
"""
    )
    tl = engine.run(sc)
    asked = [s.decision for s in tl.steps if s.decision is not None]
    assert [d.kind for d in asked] == ["drop"]  # then 2 among 2: one way, not asked
    assert damage(tl) == {"e1": 1, "e3": 1}


def test_355_14_a_target_gone_gets_nothing_and_the_rest_share_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        BOARD
        + """
  - {id: flash, card: {name: "Abstract reaction: recall a unit", type: spell,
      keywords: [Reaction], targets: {target: unit}, effect: [{recall: $target}]}, owner: B,
      zone: hand}
script:
  - {play: strike, by: A, targets: {friend: friend, a: e1, b: e2}}
  - {play: flash, by: B, targets: {target: e1}}
  - {pass: until_empty}
choices: [{pick: [e2, e2, e2, e2]}]
"""
    )
    tl = engine.run(sc)
    assert tl.error is None, tl.error
    assert damage(tl) == {"e2": 4}
