"""Rule 710 with static abilities: a unit on the board has its current Might, so a static aura
("other friendly units here have +1 Might") is worked out again whenever the board changes: a
unit that arrives gets it, one that leaves loses it, and it ends when its source leaves."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: captain, card: {name: "Captain: other friendly units here have +1 Might", type: unit,
      might: 2, abilities: [{static: {might_aura: 1, to: "other friendly units here"}}]},
      owner: A, zone: bf1}
  - {id: mate, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: foe, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: base}
"""


def test_710_an_aura_reaches_a_unit_as_it_arrives_and_not_its_source(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "script:\n  - {move: [mate], to: bf1, by: A}\n"))
    objects = tl.final_state["objects"]
    assert objects["mate"]["might"] == 3
    assert objects["captain"]["might"] == 2  # "other"
    assert objects["foe"]["might"] == 3  # "friendly"
    # before the move, in base, the mate had its printed Might
    assert tl.steps[0].state["objects"]["mate"]["might"] == 2


def test_710_the_aura_ends_when_its_source_leaves(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("zone: base}\n  - {id: foe", "zone: bf1}\n  - {id: foe", 1)
    tl = engine.run(scenario(body + "script:\n  - {act: {kill: captain}, by: B}\n"))
    assert tl.steps[0].state["objects"]["mate"]["might"] == 3
    assert tl.final_state["objects"]["mate"]["might"] == 2


def test_710_a_battlefield_aura_counts_for_every_unit_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: camp, card: {name: "Camp: units here have +1 Might", type: battlefield,
              abilities: [{static: {might_aura: 1, to: "units here"}}]}}
        objects:
          - {id: mine, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
        script:
          - {move: [mine], to: camp, by: A}
        """
    )
    tl = engine.run(sc)
    assert tl.final_state["objects"]["mine"]["might"] == 3
