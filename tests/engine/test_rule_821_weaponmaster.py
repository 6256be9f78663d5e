"""Rule 821: Weaponmaster is short for "when you play me, you may choose an Equipment you control;
attach it to me" (821.1.c); the Equip ability is not activated and the unit is not chosen
(821.1.c.6); each instance triggers on its own (821.1.c.7)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: master, card: {name: "3-Might unit, Weaponmaster", type: unit, might: 3,
      keywords: [Weaponmaster]}, owner: A, zone: hand}
  - {id: blade, card: {name: "An abstract +2 Equipment", type: gear, keywords: [Equipment],
      might_bonus: 2}, owner: A, zone: base}
script:
  - {play: master, by: A}
  - {pass: until_empty}
"""


def test_821_1_c_the_chosen_equipment_is_attached(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "choices: [{pick: [blade]}]\n"))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["blade"]["attached_to"] == "master"
    assert objects["master"]["might"] == 5
    assert any(e["kind"] == "attach" and e["subject"] == "blade" for e in tl.log)
    labels = [s.text["en"] for s in tl.steps if s.kind == "trigger"]
    assert labels and labels[0].startswith("Weaponmaster —")


def test_821_1_c_choosing_is_optional(scenario: Callable[[str], engine.Scenario]) -> None:
    sc = scenario(BOARD.replace("objects:\n", "objects:\n", 1))
    tl = engine.run(sc)
    assert tl.decision is not None and tl.decision.rule == "821.1.c"
    assert [o.key for o in tl.decision.options] == ["pick:blade", "pick:none"]


def test_821_1_c_an_enemy_equipment_cannot_be_chosen(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace("owner: A, zone: base}", "owner: B, zone: base}")))
    # only "none" is left: nothing to ask, nothing attached
    assert tl.decision is None
    assert tl.final_state["objects"]["blade"]["attached_to"] is None
