"""Rule 437 (Prevent) with a condition on the turn's moves: "if I have moved twice this turn, I
don't take damage" (Kayn, Unleashed). One move is not enough; a recall is not a move (456)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: A}
objects:
  - {id: k, card: "Kayn, Unleashed", owner: A, zone: bf1}
  - {id: h1, card: {name: Holder 1, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: h2, card: {name: Holder 2, type: unit, might: 1}, owner: A, zone: bf2}
  - {id: hop, card: {name: Hop, type: spell, energy: 0, targets: {target: unit},
      effect: [{move: $target, to: bf2}]}, owner: A, zone: hand}
  - {id: back, card: {name: Back, type: spell, energy: 0, targets: {target: unit},
      effect: [{move: $target, to: bf1}]}, owner: A, zone: hand}
  - {id: zap, card: {name: Zap, type: spell, energy: 0, targets: {target: unit},
      effect: [{damage: 3, to: $target}]}, owner: A, zone: hand}
script:
"""
HOP = "  - {play: hop, by: A, targets: {target: k}}\n  - {pass: until_empty}\n"
BACK = "  - {play: back, by: A, targets: {target: k}}\n  - {pass: until_empty}\n"
ZAP = "  - {play: zap, by: A, targets: {target: k}}\n  - {pass: until_empty}\n"


def _damage(scenario: Callable[[str], engine.Scenario], script: str) -> int:
    tl = engine.run(scenario(BOARD + script))
    assert tl.error is None, tl.error
    return int(tl.final_state["objects"]["k"]["damage"])


def test_437_after_two_moves_this_turn_kayn_takes_no_damage(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _damage(scenario, HOP + BACK + ZAP) == 0


def test_437_after_one_move_the_damage_is_dealt(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _damage(scenario, HOP + ZAP) == 3
