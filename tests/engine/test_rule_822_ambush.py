"""Rule 822: Ambush lets a unit be played to a battlefield where its player controls units
(822.1.b), with Reaction while it is played there: in a closed state, on an opponent's turn."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2}
objects:
  - {id: brute, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
  - {id: wall, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: spider, card: {name: "2-Might unit, Ambush", type: unit, might: 2, keywords: [Ambush]},
      owner: B, zone: hand}
  - {id: plain, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: hand}
"""


def test_822_1_b_ambush_is_played_into_a_combat_with_reaction(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + """
script:
  - {move: [brute], to: bf1, by: A}
  - {play: spider, by: B, at: bf1}
  - {pass: until_showdown_ends}
choices: [{pick: [wall]}]
"""
        )
    )
    assert tl.error is None and tl.refused_rule is None
    # it joined the defence: 2 + 2 defenders' Might kill the 3-Might attacker
    assert tl.final_state["objects"]["brute"]["zone"] == "trash"
    assert tl.final_state["objects"]["spider"]["zone"] == "bf1"


def test_822_1_b_without_ambush_a_unit_cannot_be_played_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + """
script:
  - {move: [brute], to: bf1, by: A}
  - {play: plain, by: B, at: bf1}
"""
        )
    )
    assert tl.refused_rule == "308.1.a"  # no Reaction: not during a showdown


def test_822_1_b_ambush_needs_your_units_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: wall, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: spider, card: {name: "2-Might unit, Ambush", type: unit, might: 2, keywords: [Ambush]},
      owner: A, zone: hand}
script:
  - {play: spider, by: A, at: bf1}
"""
        )
    )
    assert tl.refused_rule == "355"
