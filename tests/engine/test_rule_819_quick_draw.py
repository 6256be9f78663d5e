"""Rule 819: Quick-Draw is short for [Reaction] (819.1.b) and "when you play this, attach it to a
unit you control" (819.1.d), its controller choosing the unit; several instances trigger once
(819.2)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: brute, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
  - {id: other, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: wall, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: holster, card: {name: "An abstract +2 Equipment with Quick-Draw", type: gear,
      keywords: [Equipment, KEYWORDS], might_bonus: 2}, owner: A, zone: hand}
"""


def test_819_1_b_and_d_played_in_a_combat_and_attached_to_the_chosen_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD.replace("KEYWORDS", "Quick-Draw")
            + """
script:
  - {move: [brute], to: bf1, by: A}
  - {play: holster, by: A}
  - {pass: until_empty}
choices: [{pick: [brute]}]
"""
        )
    )
    assert tl.error is None and tl.refused_rule is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["holster"]["attached_to"] == "brute"
    assert objects["brute"]["might"] == 5
    asked = [s.decision for s in tl.steps if s.decision is not None]
    assert [(d.kind, d.rule, d.chosen) for d in asked] == [("pick", "819.1.d", "pick:brute")]


def test_819_2_two_instances_trigger_once(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(
        scenario(
            BOARD.replace("KEYWORDS", "Quick-Draw, Quick-Draw")
            + "script:\n  - {play: holster, by: A}\n  - {pass: until_empty}\n"
            + "choices: [{pick: [other]}]\n"
        )
    )
    assert len([e for e in tl.log if e["kind"] == "trigger"]) == 1
    assert tl.final_state["objects"]["holster"]["attached_to"] == "other"
