"""[Burn 1] and what it burned (440.1, 143): Forgotten Relic, "[Burn 1]; if that burns a unit, a
friendly unit gets +Might equal to the burned card's Might this turn" (its printed Might, read in
the trash); a burned spell gives nothing."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: rel, card: "Forgotten Relic", owner: A, zone: hand}
  - {id: pal, card: {name: "A pal", type: unit, might: 3}, owner: A, zone: base}
%s
script:
  - {play: rel, by: A}
  - {pass: until_empty}
"""
BIG = '  - {id: big, card: {name: "Big", type: unit, might: 6}, owner: A, zone: deck}'
SPELL = '  - {id: sp, card: {name: "Sp", type: spell}, owner: A, zone: deck}'


def test_440_1_a_burned_unit_gives_its_might_to_the_friendly_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % (BIG + "\n" + SPELL)))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["big"]["zone"] == "trash"
    assert tl.final_state["objects"]["pal"]["might"] == 9


def test_440_1_a_burned_spell_gives_nothing(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD % (SPELL + "\n" + BIG)))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["sp"]["zone"] == "trash"
    assert tl.final_state["objects"]["pal"]["might"] == 3
