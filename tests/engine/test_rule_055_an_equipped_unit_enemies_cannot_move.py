"""Rule 055 (an impossible move is skipped) from an Equipment's text (136.2, 002): "equipped unit:
enemy spells and abilities cannot move me" (Jagged Cutlass). An opponent's spell does not move
the unit; its controller's own spell still does."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: u, card: {name: Guarded, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: c, card: "Jagged Cutlass", owner: A, attached_to: u}
  - {id: charm, card: "Charm", owner: B, zone: hand}
  - {id: home, card: {name: Home, type: spell, targets: {target: unit},
      effect: [{move: $target, to: base}]}, owner: A, zone: hand}
"""


def test_055_an_opponents_spell_cannot_move_the_equipped_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    script = "script:\n  - {end_turn: true}\n  - {play: charm, by: B, targets: {target: u}}\n"
    tl = engine.run(scenario(BOARD + script + "  - {pass: until_empty}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["location"] == "bf1"
    assert any(s.kind == "skip" and "Jagged Cutlass" in s.text["en"] for s in tl.steps)


def test_002_its_controllers_own_spell_still_moves_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    script = "script:\n  - {play: home, by: A, targets: {target: u}}\n  - {pass: until_empty}\n"
    tl = engine.run(scenario(BOARD + script))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["location"] == "A"
