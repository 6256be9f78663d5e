"""A card's restriction on one unit for the turn (002: the card's text beats the rules): Vex,
Apathetic, "while I'm at a battlefield, any unit an opponent plays gets [Stun], and that opponent
can't move it this turn" — not with their own spells (nor a standard move); the
restriction ends with the turn (383.1.b)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2}
objects:
  - {id: vex, card: "Vex, Apathetic", owner: A, zone: bf1}
  - {id: u, card: {name: "B unit", type: unit, might: 2}, owner: B, zone: hand}
  - {id: m, card: {name: "B mover", type: spell, effect: [{move: "all friendly units", to: bf2}]},
     owner: B, zone: hand}
  - {id: w, card: {name: "B walker", type: unit, might: 1}, owner: B, zone: base}
script:
  - {end_turn: true}
  - {play: u, by: B}
  - {pass: until_empty}
  - {play: m, by: B}
  - {pass: until_empty}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_002_the_unit_an_opponent_plays_is_stunned_and_their_spell_cannot_move_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.error is None, tl.error
    assert _obj(tl, "u")["stunned"] and _obj(tl, "u")["zone"] == "base"
    assert _obj(tl, "w")["zone"] == "bf2"  # the restriction is on the played unit only


def test_383_2_a_1_vex_in_base_does_nothing(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD.replace("owner: A, zone: bf1", "owner: A, zone: base").replace(
                "{id: bf1, controller: A}", "{id: bf1}"
            )
        )
    )
    assert tl.error is None, tl.error
    assert not _obj(tl, "u")["stunned"] and _obj(tl, "u")["zone"] == "bf2"


def test_383_1_b_the_restriction_ends_with_the_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    head = BOARD.split("script:")[0]
    barred = engine.run(
        scenario(
            head + "script:\n  - {end_turn: true}\n  - {play: u, by: B}\n"
            "  - {pass: until_empty}\n  - {end_turn: true}\n  - {end_turn: true}\n"
            "  - {move: u, to: bf2, by: B}\n"
        )
    )
    assert barred.error is None, barred.error  # a new turn of B's: it moves
    assert _obj(barred, "u")["zone"] == "bf2"
