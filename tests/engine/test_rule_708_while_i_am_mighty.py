"""Rule 708 (Mighty: 5 Might or more) as an aura's condition: "while I'm [Mighty], I have
[Deflect], [Ganking] and [Shield]" (Fiora, Victorious). Her Might is read without the Shield
this very text gives, so a 4-Might Fiora defending is not made Mighty by it."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: f, card: "Fiora, Victorious", owner: A, zone: bf1}
  - {id: fs, card: "Feral Strength", owner: A, zone: hand}
script:
"""


def test_708_at_4_might_she_has_none_of_them(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD + "  - {end_turn: true}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["f"]["keywords"] == []


def test_708_mighty_she_has_deflect_ganking_and_shield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(BOARD + "  - {play: fs, by: A, targets: {target: f}}\n  - {pass: until_empty}\n")
    )
    assert tl.error is None, tl.error
    keywords = tl.final_state["objects"]["f"]["keywords"]
    assert {"Deflect", "Ganking", "Shield"} <= set(keywords)


def test_708_her_own_shield_does_not_make_her_mighty_as_she_defends(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD + "  - {end_turn: true}\n  - {move: [e], to: bf1, by: B}\n"
    body = body.replace(
        "script:",
        "  - {id: e, card: {name: Foe, type: unit, might: 1}, owner: B, zone: base}\nscript:",
    )
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["f"]["might"] == 4
