"""Target kinds read off the combat designation (807.1.d) and the printed cost (206): "an
attacking unit" (Thwonk!), "an attacking enemy unit" (Existential Dread), "an enemy unit that is
attacking here" (Shadow), "a gear whose Energy cost is 1 or less" (Pickpocket) and "a unit in a
base" (Rocket Barrage). Each is checked as the card is played (355) and again as it resolves
(359.3.e)."""

from collections.abc import Callable

import engine

COMBAT = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: keeper, card: {name: "A's 9-Might unit", type: unit, might: 9}, owner: A, zone: bf1}
  - {id: raider, card: {name: "B's 9-Might unit", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: idle, card: {name: "B's unit at base", type: unit, might: 2}, owner: B, zone: base}
  - {id: thwonk, card: "Thwonk!", owner: A, zone: hand}
  - {id: dread, card: "Existential Dread", owner: A, zone: hand}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_807_1_d_thwonk_stuns_an_attacker_and_refuses_a_defender(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    ok = engine.run(
        scenario(
            COMBAT + "script:\n  - {play: thwonk, by: A, targets: [raider]}\n  - {pass: once}\n"
        )
    )
    assert ok.error is None, ok.error
    assert _obj(ok, "raider")["stunned"] is True
    for other in ("keeper", "idle"):  # a defender; a unit in no combat at all
        refused = engine.run(
            scenario(COMBAT + f"script:\n  - {{play: thwonk, by: A, targets: [{other}]}}\n")
        )
        assert refused.error is not None and "355" in str(refused.error), other


def test_807_1_d_existential_dread_stuns_then_returns_an_already_stunned_attacker(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    once = engine.run(
        scenario(
            COMBAT + "script:\n  - {play: dread, by: A, targets: [raider]}\n  - {pass: once}\n"
        )
    )
    assert once.error is None, once.error
    assert _obj(once, "raider")["stunned"] is True and _obj(once, "raider")["zone"] == "bf1"
    # Repeat: the second run finds it stunned already, so it goes back to its owner's hand
    twice = engine.run(
        scenario(
            COMBAT + "script:\n  - {play: dread, by: A, targets: [raider], pay: [Repeat]}\n"
            "  - {pass: once}\n"
        )
    )
    assert twice.error is None, twice.error
    assert _obj(twice, "raider")["zone"] == "hand"
    mine = engine.run(scenario(COMBAT + "script:\n  - {play: dread, by: A, targets: [keeper]}\n"))
    assert mine.error is not None and "355" in str(mine.error)  # not an enemy unit


PICKPOCKET = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: pick, card: "Pickpocket", owner: A, zone: hand}
  - {id: cheap, card: {name: "1-Energy gear", type: gear, energy: 1}, owner: B, zone: base}
  - {id: dear, card: {name: "2-Energy gear", type: gear, energy: 2}, owner: B, zone: base}
script:
  - {play: pick, by: A}
  - {pass: until_empty}
choices:
  - {accept: true}
"""


def test_206_pickpocket_kills_only_a_gear_costing_1_energy_or_less(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(PICKPOCKET))
    assert tl.error is None, tl.error
    assert _obj(tl, "cheap")["zone"] == "trash" and _obj(tl, "dear")["zone"] == "base"
    gold = [o for o in tl.final_state["objects"].values() if o["name"] == "Gold"]
    assert len(gold) == 1 and gold[0]["exhausted"] is True
    # with only the 2-Energy gear on the board, the ability has no legal target (402.4)
    alone = engine.run(
        scenario(
            PICKPOCKET.replace(
                '  - {id: cheap, card: {name: "1-Energy gear", type: gear, energy: 1}, owner: B,'
                " zone: base}\n",
                "",
            )
        )
    )
    assert alone.error is None, alone.error
    assert _obj(alone, "dear")["zone"] == "base"
    assert any(s.kind == "removed" for s in alone.steps)
