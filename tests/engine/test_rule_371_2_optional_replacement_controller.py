"""Rules 371.2 and 374: a "may" replacement is the choice of its controller, the controller of its
source, not of the affected object's controller; and `expect: decided:` can prove who chose."""

from collections.abc import Callable
from pathlib import Path

import pytest

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R371 = LIBRARY / "r371-a-may-is-decided-by-the-replacements-controller.yaml"


def test_371_2_the_replacements_controller_is_asked_not_the_affected_units() -> None:
    tl = engine.run(engine.load_scenario(R371), answers=[])
    assert tl.decision is not None
    assert (tl.decision.kind, tl.decision.player, tl.decision.rule) == ("accept", "A", "371.2")
    assert "A, who controls the replacement's source, decides" in tl.decision.prompt["en"]


@pytest.mark.parametrize(("answer", "zone"), [("accept:yes", "banishment"), ("accept:no", "trash")])
def test_371_2_the_controllers_answer_decides(answer: str, zone: str) -> None:
    tl = engine.run(engine.load_scenario(R371), answers=[answer])
    assert tl.final_state["objects"]["u"]["zone"] == zone and tl.unused_answers == []


def test_decided_fails_when_another_player_decides(write: Callable[..., Path]) -> None:
    """The library's `decided:` would catch the old bug: with the collector made B's (so B, the
    unit's controller, is the one asked, as the old engine asked), the same expect fails."""
    text = R371.read_text(encoding="utf-8").replace(
        "    owner: A\n    zone: base\n", "    owner: B\n    zone: base\n", 1
    )
    assert text != R371.read_text(encoding="utf-8")
    broken = engine.load_scenario(write(text, header=False))
    problems = check(engine.run(broken), broken.expect)
    assert any(
        p.startswith("expected decided: {'kind': 'accept', 'by': 'A'") and "accept by B" in p
        for p in problems
    ), problems


def test_decided_patterns_in_order_and_asked(scenario: Callable[[str], engine.Scenario]) -> None:
    sc = scenario(
        """
        players: [A, B]
        objects:
          - id: collector
            owner: A
            zone: base
            card:
              name: "Abstract collector"
              type: gear
              abilities:
                - replacement:
                    {would: die, subject: any_unit, optional: true, instead: [{banish: it}]}
          - {id: u, card: {name: U, type: unit, might: 2}, owner: B, zone: base}
          - {id: v, card: {name: V, type: unit, might: 2}, owner: B, zone: base}
        script:
          - {act: {kill: u}, by: A}
          - {act: {kill: v}, by: A}
        choices: [{accept: false}, {accept: true}]
        expect:
          decided:
            - {kind: accept, by: A, chosen: "no", asked: true}
            - {kind: accept, by: A, chosen: "yes"}
        """
    )
    assert check(engine.run(sc), sc.expect) == []
    swapped = engine.run(sc, answers=["accept:yes", "accept:no"])
    assert any(p.startswith("expected decided") for p in check(swapped, sc.expect))


def test_a_decided_pattern_names_a_player_of_the_scenario(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    with pytest.raises(engine.ScenarioError, match="no player 'C'"):
        scenario(
            """
            players: [A, B]
            script: []
            expect:
              decided: [{kind: order, by: C}]
            """
        )
