"""Rule 807: Assault X is "while I am an attacker, I have +X Might" (807.1.c); no number is 1
(807.1.b.3); it lasts while the unit keeps its attacker role (807.1.d.1), and granted instances add
up (807.2)."""

from collections.abc import Callable

import engine


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: raider, card: {name: "2-Might unit, Assault 2", type: unit, might: 2,
      keywords: ["Assault 2"]}, owner: A, zone: base}
  - {id: wall, card: {name: "4-Might unit", type: unit, might: 4}, owner: B, zone: bf1}
"""


def test_807_1_c_assault_adds_its_value_while_attacking(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + "script:\n  - {move: [raider], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
        )
    )
    # 2 printed + 2 Assault: the defender gets lethal damage, the raider takes 4
    assert damage(tl) == {"wall": 4, "raider": 4}
    assert tl.final_state["objects"]["wall"]["zone"] == "trash"


def test_807_1_d_assault_gives_nothing_outside_combat(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "script: []\n"))
    assert tl.final_state["objects"]["raider"]["might"] == 2


def test_807_1_b_3_and_807_2_granted_assault_adds_to_the_printed_one(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        BOARD
        + """
  - {id: cleave, card: {name: "Abstract action: Assault 3 this turn", type: spell,
      keywords: [Action], targets: {target: unit}, effect: [{grant: "Assault 3", to: $target}]},
      owner: A, zone: hand}
script:
  - {move: [raider], to: bf1, by: A}
  - {play: cleave, by: A, targets: {target: raider}}
  - {pass: until_empty}
"""
    )
    tl = engine.run(sc)
    # in combat, attacking: 2 + 2 + 3
    assert tl.final_state["objects"]["raider"]["might"] == 7
    assert "Assault 3" in tl.final_state["objects"]["raider"]["keywords"]
    assert any(e["kind"] == "grant" and e["subject"] == "raider" for e in tl.log)
