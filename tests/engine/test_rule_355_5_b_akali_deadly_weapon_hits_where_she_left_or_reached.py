"""A move trigger's target at the battlefield its source left or reached (355.5.b, 441): Akali,
Deadly Weapon, "whenever I move, you may deal 1 (2 if I'm [Empowered]) to a unit at the
battlefield I left or reached"; a unit at a base or at another battlefield is never chosen."""

from collections.abc import Callable

import pytest

import engine
import engine.errors

BOARD = """
players: [A, B]
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: A}]
objects:
  - {id: ak, card: "Akali, Deadly Weapon", owner: A, zone: %s}
  - {id: left, card: {name: "A left", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: reach, card: {name: "A reach", type: unit, might: 3}, owner: A, zone: bf2}
  - {id: home, card: {name: "A home", type: unit, might: 3}, owner: A, zone: base}
script:
%s  - {move: ak, to: %s, by: A}
  - {pass: until_empty}
choices:
  - {accept: true}
"""
EMPOWER = "  - {activate: ak, ability: 1, by: A}\n  - {pass: until_empty}\n"


def _damage(tl: engine.Timeline) -> dict[str, int]:
    return {p: o["damage"] for p, o in tl.final_state["objects"].items() if o.get("damage")}


def test_355_5_b_leaving_a_battlefield_she_deals_2_there_while_empowered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % ("bf1", EMPOWER, "base")))
    assert tl.error is None, tl.error
    assert _damage(tl) == {"left": 2}  # the only unit at bf1: chosen with no decision


def test_441_not_empowered_she_deals_1(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD % ("bf1", "", "base")))
    assert tl.error is None, tl.error
    assert _damage(tl) == {"left": 1}


def test_355_5_b_reaching_a_battlefield_from_her_base_she_deals_it_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % ("base", "", "bf2") + "  - {pick: [reach]}\n"))
    assert tl.error is None, tl.error
    assert _damage(tl) == {"reach": 1}


def test_355_5_b_a_unit_at_her_base_or_at_another_battlefield_is_not_offered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    with pytest.raises(engine.errors.AnswerError, match="expected one of: pick:ak, pick:reach$"):
        engine.run(scenario(BOARD % ("base", "", "bf2") + "  - {pick: [home]}\n"))
