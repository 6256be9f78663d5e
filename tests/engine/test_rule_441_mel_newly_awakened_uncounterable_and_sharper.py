"""Mel, Newly Awakened (441, 425, 143): "[Empowered] your spells and abilities can't be countered,
and each -Might they give to a unit they choose is 1 greater"; neither holds before she is
Empowered, and +Might or an unchosen unit is untouched."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: mel, card: "Mel, Newly Awakened", owner: A, zone: base}
  - {id: foe, card: {name: "B foe", type: unit, might: 5}, owner: B, zone: base}
  - {id: pal, card: {name: "A pal", type: unit, might: 3}, owner: A, zone: base}
  - id: shrink
    owner: A
    zone: hand
    card: {name: Shrink, type: spell, energy: 0, targets: {a: unit, b: unit},
           effect: [{might: -2, to: $a, duration: this_turn},
                    {might: 2, to: $b, duration: this_turn},
                    {might: -1, to: all enemy units, duration: this_turn}]}
  - {id: wall, card: "Wind Wall", owner: B, zone: hand}
script:
%s  - {play: shrink, by: A, targets: {a: foe, b: pal}}
%s  - {pass: until_empty}
"""
EMPOWER = "  - {activate: mel, ability: 1, by: A}\n  - {pass: until_empty}\n"
COUNTER = "  - {play: wall, by: B, targets: {target: shrink}}\n"


def _might(tl: engine.Timeline, pid: str) -> int:
    return int(tl.final_state["objects"][pid]["might"])


def test_143_empowered_her_spell_gives_1_more_minus_might_to_the_unit_it_chooses(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % (EMPOWER, "")))
    assert tl.error is None, tl.error
    assert _might(tl, "foe") == 1  # 5 - (2 + 1) chosen - 1 unchosen
    assert _might(tl, "pal") == 5  # +2 stays +2


def test_441_not_empowered_the_minus_might_is_as_written(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % ("", "")))
    assert tl.error is None, tl.error
    assert _might(tl, "foe") == 2


def test_425_empowered_her_controllers_spell_cannot_be_countered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % (EMPOWER, COUNTER)))
    assert tl.error is None, tl.error
    assert any(s.kind == "skip" and "can't be countered" in s.text["en"] for s in tl.steps)
    assert _might(tl, "foe") == 1


def test_425_not_empowered_the_spell_is_countered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % ("", COUNTER)))
    assert tl.error is None, tl.error
    assert _might(tl, "foe") == 5
