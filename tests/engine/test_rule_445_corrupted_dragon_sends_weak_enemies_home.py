"""A move of any number of chosen units (445, 355): Corrupted Dragon, "whenever I attack, you may
move any number of enemy units here with 5 Might or less to their base"; a unit with more Might
is never offered, and picking none moves nothing."""

from collections.abc import Callable

import pytest

import engine
import engine.errors

BOARD = """
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: dra, card: "Corrupted Dragon", owner: A, zone: base}
  - {id: weak, card: {name: "B weak", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: five, card: {name: "B five", type: unit, might: 5}, owner: B, zone: bf1}
  - {id: strong, card: {name: "B strong", type: unit, might: 6}, owner: B, zone: bf1}
script:
  - {move: dra, to: bf1, by: A}
  - {pass: until_empty}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
%s"""


def _moved_home(tl: engine.Timeline) -> list[str]:
    moves = [s.text["en"] for s in tl.steps if s.kind == "move"]
    return [m.split(" moves")[0] for m in moves if "to B's base" in m]


def test_445_the_attacker_sends_the_enemy_units_it_picks_with_5_might_or_less_to_base(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % "  - {pick: [five]}\n  - {pick: [weak]}\n"))
    assert tl.error is None, tl.error
    assert sorted(_moved_home(tl)) == ["B five", "B weak"]
    offered = next(s for s in tl.steps if s.kind == "decision")
    assert "B strong" not in offered.text["en"].split("→")[0]
    assert tl.final_state["objects"]["five"]["zone"] == "base"


def test_355_picking_none_moves_no_unit(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD % "  - {pick: [none]}\n"))
    assert tl.error is None, tl.error
    assert _moved_home(tl) == []


def test_445_a_unit_with_6_might_cannot_be_picked(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    with pytest.raises(engine.errors.AnswerError, match="pick:weak, pick:five, pick:none"):
        engine.run(scenario(BOARD % "  - {pick: [strong]}\n"))
