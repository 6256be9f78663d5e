"""Rule 136.2 (an Equipment's effect text is its unit's) for a tag: "equipped unit: I am a Mech"
(Experimental Hexplate). While attached, what reads the Mech tag reaches the unit: "your Mechs get
+1 Might this turn" (Danger Zone) and "Mechs you control have [Deflect] and [Ganking]" (Breakneck
Mech); unattached, it is not a Mech."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: u, card: {name: Plain unit, type: unit, might: 2}, owner: A, zone: base}
  - {id: hx, card: "Experimental Hexplate", owner: A, HEX}
  - {id: bm, card: "Breakneck Mech", owner: A, zone: base}
  - {id: dz, card: "Danger Zone", owner: A, zone: hand}
script:
  - {play: dz, by: A}
  - {pass: until_empty}
"""


def _unit(scenario: Callable[[str], engine.Scenario], hex_at: str) -> dict:  # type: ignore[type-arg]
    tl = engine.run(scenario(BOARD.replace("HEX", hex_at)))
    assert tl.error is None, tl.error
    return dict(tl.final_state["objects"]["u"])


def test_136_2_the_equipped_unit_is_a_mech(scenario: Callable[[str], engine.Scenario]) -> None:
    unit = _unit(scenario, "attached_to: u")
    assert unit["might"] == 4  # 2, +1 from the Hexplate, +1 from Danger Zone
    assert {"Deflect", "Ganking"} <= set(unit["keywords"])


def test_136_2_unattached_it_makes_nothing_a_mech(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    unit = _unit(scenario, "zone: base")
    assert unit["might"] == 2
    assert unit["keywords"] == []
