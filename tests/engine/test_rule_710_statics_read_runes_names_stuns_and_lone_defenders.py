"""Rule 710 (a static ability's Might is worked out again whenever Might is read), for auras
whose reach or condition is new: "while you have 8+ runes, I have +4 Might" (Master Yi,
Meditative), "+1 Might for each other unit you control here with my name" (Spiderling), "while
there's a stunned enemy unit here, I have +2 Might" (Kennen, Keeper of Balance) and a
battlefield's "while a unit here is defending alone, it has -2 Might" (Forbidding Waste)."""

from collections.abc import Callable

import engine


def _might(tl: engine.Timeline, pid: str) -> int:
    assert tl.error is None, tl.error
    return int(tl.final_state["objects"][pid]["might"])


def test_710_master_yi_meditative_needs_8_runes(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    def board(runes: int) -> str:
        listed = ", ".join(["Calm"] * runes)
        return (
            f"players:\n  - {{id: A, runes: [{listed}]}}\n  - {{id: B}}\n"
            "battlefields:\n  - {id: bf1}\n"
            'objects:\n  - {id: yi, card: "Master Yi, Meditative", owner: A, zone: base}\n'
            "script:\n  - {end_turn: true}\n"
        )

    assert _might(engine.run(scenario(board(8))), "yi") == 8
    assert _might(engine.run(scenario(board(7))), "yi") == 4


def test_710_spiderling_counts_the_other_spiderlings_of_its_controller_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: s1, card: "Spiderling", owner: A, zone: bf1}
  - {id: s2, card: "Spiderling", owner: A, zone: bf1}
  - {id: s3, card: "Spiderling", owner: A, zone: bf1}
  - {id: s4, card: "Spiderling", owner: A, zone: base}
  - {id: other, card: {name: Not a spider, type: unit, might: 1}, owner: A, zone: bf1}
script:
  - {end_turn: true}
"""
    tl = engine.run(scenario(body))
    assert _might(tl, "s1") == 3  # 1, and +1 for each of s2 and s3
    assert _might(tl, "s4") == 1  # alone in its base


def test_710_kennen_gets_2_while_a_stunned_enemy_unit_is_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: B}
objects:
  - {id: k, card: "Kennen, Keeper of Balance", owner: A, zone: base}
  - {id: e, card: {name: Foe, type: unit, might: 2}, owner: B, zone: bf1}
  - {id: far, card: {name: Far foe, type: unit, might: 2}, owner: B, zone: bf2}
  - {id: rp, card: "Rune Prison", owner: A, zone: hand}
choices:
  - {accept: false}
script:
  - {move: [k], to: bf1, by: A}
  - {pass: until_empty}
  - {play: rp, by: A, targets: {target: STUNNED}}
  - {pass: until_empty}
"""
    # the enemy stunned is here, in Kennen's combat: +2
    assert _might(engine.run(scenario(body.replace("STUNNED", "e"))), "k") == 4
    # a stunned enemy elsewhere does not count
    assert _might(engine.run(scenario(body.replace("STUNNED", "far"))), "k") == 2


def test_710_forbidding_waste_lowers_a_lone_defender_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B, card: "Forbidding Waste"}
objects:
  - {id: d, card: {name: Defender, type: unit, might: 4}, owner: B, zone: bf1}
  - {id: a, card: {name: Attacker, type: unit, might: 3}, owner: A, zone: base}
script:
  - {move: [a], to: bf1, by: A}
"""
    tl = engine.run(scenario(body))
    assert _might(tl, "d") == 2  # defending alone here: 4 - 2
    two = body.replace(
        "owner: B, zone: bf1}\n",
        "owner: B, zone: bf1}\n  - {id: d2, card: {name: Second, type: unit, might: 1}, "
        "owner: B, zone: bf1}\n",
        1,
    )
    assert _might(engine.run(scenario(two)), "d") == 4  # not alone
