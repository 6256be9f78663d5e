"""Rule 425 (a countered spell leaves the chain and does nothing) against a card's own "this can't
be countered" (Decree of Rage, 002): a counter may still choose it, but does nothing to it, and
the spell resolves. Its target is "an enemy Calm unit": an enemy unit of the Calm domain."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: decree, card: "Decree of Rage", owner: A, zone: hand}
  - {id: calm, card: {name: Calm foe, type: unit, might: 3, domains: [Calm]}, owner: B, zone: bf1}
  - {id: fury, card: {name: Fury foe, type: unit, might: 3, domains: [Fury]}, owner: B, zone: bf1}
  - {id: wall, card: "Wind Wall", owner: B, zone: hand}
"""


def test_425_a_counter_does_nothing_to_a_spell_that_cannot_be_countered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    script = (
        "script:\n  - {play: decree, by: A, targets: {target: calm}}\n"
        "  - {play: wall, by: B, targets: {target: decree}}\n  - {pass: until_empty}\n"
    )
    tl = engine.run(scenario(BOARD + script))
    assert tl.error is None, tl.error
    assert any(s.kind == "skip" and "can't be countered" in s.text["en"] for s in tl.steps)
    assert tl.final_state["objects"]["calm"]["zone"] == "trash"


def test_425_a_spell_without_that_text_is_countered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    zap = "{name: Zap, type: spell, targets: {target: unit}, effect: [{damage: 4, to: $target}]}"
    board = BOARD.replace('card: "Decree of Rage"', f"card: {zap}")
    script = (
        "script:\n  - {play: decree, by: A, targets: {target: calm}}\n"
        "  - {play: wall, by: B, targets: {target: decree}}\n  - {pass: until_empty}\n"
    )
    tl = engine.run(scenario(board + script))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["calm"]["zone"] == "bf1"


def test_355_decree_of_rage_chooses_only_an_enemy_calm_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(BOARD + "script:\n  - {play: decree, by: A, targets: {target: fury}}\n")
    )
    assert tl.refused_rule == "355"
