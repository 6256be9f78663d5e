"""Rule 054.1 ("can't" beats "can"): a permanent that can't be chosen by enemy spells and
abilities (Baron Nashor, Ruin Runner) is never a legal target for an opponent, while its own
controller may still choose it; an effect that chooses nothing still reaches it."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: runner, card: {name: "3-Might unit: enemy spells and abilities can't choose me",
      type: unit, might: 3, abilities: [{static: {cannot_be_chosen_by_enemies: 1}}]},
      owner: B, zone: bf1}
  - {id: zap, card: {name: "Abstract spell: 3 damage to a unit", type: spell,
      targets: {target: unit}, effect: [{damage: 3, to: $target}]}, owner: A, zone: hand}
  - {id: storm, card: {name: "Abstract spell: 3 damage to every unit at a battlefield",
      type: spell, effect: [{damage: 3, to: all units at battlefields}]}, owner: A, zone: hand}
"""


def test_054_1_an_opponent_cannot_choose_it(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(
        scenario(BOARD + "script:\n  - {play: zap, by: A, targets: {target: runner}}\n")
    )
    assert tl.refused_rule == "355"


def test_054_1_an_effect_that_chooses_nothing_still_reaches_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(BOARD + "script:\n  - {play: storm, by: A}\n  - {pass: until_empty}\n")
    )
    assert tl.final_state["objects"]["runner"]["zone"] == "trash"


def test_054_1_its_own_controller_may_choose_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace(
        "owner: A, zone: hand}\n  - {id: storm", "owner: B, zone: hand}\n  - {id: storm"
    )
    tl = engine.run(
        scenario(
            body
            + "script:\n  - {end_turn: true}\n"
            + "  - {play: zap, by: B, targets: {target: runner}}\n  - {pass: until_empty}\n"
        )
    )
    assert tl.refused_rule is None, tl.error
    assert tl.final_state["objects"]["runner"]["zone"] == "trash"
