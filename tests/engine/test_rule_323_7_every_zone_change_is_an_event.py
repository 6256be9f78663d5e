"""Rules 323.7, 466.1 and 370: the cleanup's corrective recalls, the removal of a hidden card and
the combat cleanup's recall of attackers are zone changes, so events the replacement pipeline
sees; what happens next reads the event that really happened (seed 003)."""

from collections.abc import Callable

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R323 = LIBRARY / "r323-a-corrective-recall-is-an-event.yaml"

HOMING = """
              abilities:
                - replacement: {would: recall, subject: self, instead: [{return_to_hand: it}]}
"""


def test_323_7_a_replacement_applies_to_a_corrective_recall() -> None:
    sc = engine.load_scenario(R323)
    tl = engine.run(sc)
    assert check(tl, sc.expect) == []
    # a direct move (the old cleanup) would have put the charm in B's base
    assert tl.final_state["objects"]["charm"]["zone"] == "hand"
    queue = [s for s in tl.steps if s.kind == "queue"]
    assert queue and queue[0].state["queue"]["event"]["en"] == (
        "Abstract homing charm would be recalled"
    )


def test_466_1_a_replacement_applies_to_the_combat_recall_of_an_attacker(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - id: attacker
            owner: A
            zone: base
            card:
              name: "Abstract homing unit"
              type: unit
              might: 2"""
        + HOMING
        + """
          - {id: defender, card: {name: D, type: unit, might: 3}, owner: B, zone: bf1,
             stunned: true}
        script:
          - {move: [attacker], to: bf1, by: A}
          - {pass: until_showdown_ends}
        """
    )
    tl = engine.run(sc)
    assert tl.final_state["objects"]["attacker"]["zone"] == "hand"
    kinds = [
        e["kind"] for e in tl.log if e.get("subject") == "attacker" or e.get("of") == "attacker"
    ]
    assert "recall" not in kinds and "return_to_hand" in kinds


def test_323_7_the_hidden_cards_removal_is_an_event(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B, facedown: hidden}
        objects:
          - {id: guard, card: {name: G, type: unit, might: 2}, owner: B, zone: bf1}
          - {id: hidden, card: "Zhonya's Hourglass", owner: B, zone: "facedown:bf1"}
        script:
          - {act: {kill: guard}, by: A}
        """
    )
    tl = engine.run(sc)
    assert tl.final_state["objects"]["hidden"]["zone"] == "trash"
    assert {"kind": "remove_hidden", "subject": "hidden", "at": "bf1"} in tl.log
