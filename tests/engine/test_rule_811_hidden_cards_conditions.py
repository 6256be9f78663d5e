"""Conditions the Hidden cards of the pool read as they resolve: "if you control a facedown card"
(Monster Harpoon; a card hidden at a battlefield, 811) and "if that unit is attacking" (Sudden
Storm; the attacker designation in the combat there, 807.1.d)."""

from collections.abc import Callable

import engine

HARPOON = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: B}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: brute, card: {name: "9-Might unit", type: unit, might: 9}, owner: B, zone: bf2}
  - {id: harpoon, card: "Monster Harpoon", owner: A, zone: hand}
"""


def _damage(tl: engine.Timeline, pid: str) -> int:
    return int(tl.final_state["objects"][pid]["damage"])


def test_811_monster_harpoon_deals_4_while_you_control_a_facedown_card(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    script = "script:\n  - {play: harpoon, by: A, targets: [brute]}\n  - {pass: until_empty}\n"
    plain = engine.run(scenario(HARPOON + script))
    assert plain.error is None, plain.error
    assert _damage(plain, "brute") == 2
    hidden = HARPOON.replace(
        "  - {id: bf1, controller: A}", "  - {id: bf1, controller: A, facedown: secret}"
    ) + (
        '  - {id: secret, card: {name: "A Hidden spell", type: spell, keywords: [Hidden],'
        " effect: [{draw: 1}]}, owner: A, zone: facedown:bf1}\n"
    )
    tl = engine.run(scenario(hidden + script))
    assert tl.error is None, tl.error
    assert _damage(tl, "brute") == 4


STORM = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: keeper, card: {name: "A's 9-Might unit", type: unit, might: 9}, owner: A, zone: bf1}
  - {id: raider, card: {name: "B's 9-Might unit", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: storm, card: "Sudden Storm", owner: A, zone: hand}
"""


def test_807_1_d_sudden_storm_deals_4_to_an_attacker_and_2_otherwise(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    at_attacker = engine.run(
        scenario(STORM + "script:\n  - {play: storm, by: A, targets: [raider]}\n  - {pass: once}\n")
    )
    assert at_attacker.error is None, at_attacker.error
    assert _damage(at_attacker, "raider") == 4
    at_defender = engine.run(
        scenario(STORM + "script:\n  - {play: storm, by: A, targets: [keeper]}\n  - {pass: once}\n")
    )
    assert at_defender.error is None, at_defender.error
    assert _damage(at_defender, "keeper") == 2


POUCH = """
players:
  - {id: A, deck: 5}
  - {id: B, deck: 5}
battlefields:
  - {id: bf1, controller: A, facedown: secret}
objects:
  - {id: keeper, card: {name: "A's unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: pouch, card: "Mushroom Pouch", owner: A, zone: base}
  - {id: secret, card: {name: "A Hidden spell", type: spell, keywords: [Hidden],
      effect: [{draw: 1}]}, owner: A, zone: facedown:bf1}
script:
  - {end_turn: true}
  - {end_turn: true}
  - {pass: until_empty}
"""


def test_811_mushroom_pouch_draws_at_the_beginning_phase_with_a_facedown_card(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    with_card = engine.run(scenario(POUCH))
    assert with_card.error is None, with_card.error
    without = engine.run(
        scenario(
            POUCH.replace(", facedown: secret}", "}").replace(
                "owner: A, zone: facedown:bf1}", "owner: A, zone: trash}"
            )
        )
    )
    assert without.error is None, without.error

    def hand(tl: engine.Timeline) -> int:
        a = next(p for p in tl.final_state["players"] if p["id"] == "A")
        return len(a["hand"]) + int(a.get("hand_hidden") or 0)

    assert hand(with_card) == hand(without) + 1
