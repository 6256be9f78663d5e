"""Rule 190.6, a battlefield's own abilities: The Grand Plaza's "when you hold here, if you have 7+
units here, you win the game" (the game ends at once, whatever the scores) and Valley of Idols'
"when a player plays a unit here, they may pay 1 Energy to buff it" (only a unit that enters
there); Star Spring counts its "first time each turn" for the battlefield."""

from __future__ import annotations

from .triggers_helpers import Load, run

PLAZA = """
players: [A, B]
battlefields: [{id: bf1, controller: A, card: The Grand Plaza}]
objects:
%s
script:
  - {end_turn: true}
  - {end_turn: true}
  - {pass: until_empty}
"""


def _units(n: int) -> str:
    return "\n".join(
        f'  - {{id: u{i}, card: {{name: "U{i}", type: unit, might: 1}}, owner: A, zone: bf1}}'
        for i in range(n)
    )


def test_190_6_holding_with_seven_units_wins_the_game(scenario: Load) -> None:
    tl = run(scenario, PLAZA % _units(7))
    assert tl.final_state["winner"] == "A"
    assert tl.final_state["players"][0]["score"] == 1  # far from the victory score


def test_190_6_six_units_are_not_enough(scenario: Load) -> None:
    tl = run(scenario, PLAZA % _units(6))
    assert tl.error is None, tl.error
    assert tl.final_state["winner"] is None


VALLEY = """
players: [A, B]
battlefields: [{id: bf1, controller: A, card: Valley of Idols}]
objects:
  - {id: a0, card: {name: "Holder", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: here, card: {name: "Played here", type: unit, might: 2}, owner: A, zone: hand}
  - {id: base, card: {name: "Played at base", type: unit, might: 2}, owner: A, zone: hand}
script:
  - {play: here, by: A, at: bf1}
  - {pass: until_empty}
  - {play: base, by: A}
  - {pass: until_empty}
"""


def test_190_6_a_unit_played_here_is_buffed_one_played_elsewhere_is_not(scenario: Load) -> None:
    tl = run(scenario, VALLEY)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["here"]["might"] == 3 and objects["base"]["might"] == 2


GUTTER = """
players: [A, {id: B, hand: %d}]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: g, card: Gutter Palace, owner: B, zone: base}
%s
script:
  - {end_turn: true}
  - {pass: until_empty}
"""


def _theirs(n: int) -> str:
    return "\n".join(
        f'  - {{id: u{i}, card: {{name: "U{i}", type: unit, might: 1}}, owner: B, zone: bf1}}'
        for i in range(n)
    )


def test_002_gutter_palace_wins_with_exactly_four_cards_and_four_units(scenario: Load) -> None:
    assert run(scenario, GUTTER % (4, _theirs(4))).final_state["winner"] == "B"


def test_002_gutter_palace_needs_exactly_four_of_each(scenario: Load) -> None:
    for hand, units in ((3, 4), (5, 4), (4, 3)):
        tl = run(scenario, GUTTER % (hand, _theirs(units)))
        assert tl.error is None, tl.error
        assert tl.final_state["winner"] is None, (hand, units)
