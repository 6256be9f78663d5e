"""Rule 801.3.a: other effects may give keywords. A keyword aura gives them while it lasts
(Captain Farron: your other units here have [Assault]; Taric, Protector: [Shield]), an effect for
a while (Lord Broadmane: your other units here gain [Assault] this turn); granted values add up
(807.2, 814.2)."""

from collections.abc import Callable

import engine


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_801_3_a_captain_farron_gives_assault_to_the_others_not_himself(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: farron, card: Captain Farron, owner: A, zone: base}
          - {id: mate, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: wall, card: {name: "20-Might unit", type: unit, might: 20}, owner: B, zone: bf1}
        script:
          - {move: [farron, mate], to: bf1, by: A}
        """
    )
    tl = engine.run(sc)
    objects = tl.final_state["objects"]
    assert objects["mate"]["might"] == 3 and "Assault" in objects["mate"]["keywords"]
    assert objects["farron"]["might"] == 5 and objects["farron"]["keywords"] == []


def test_801_3_a_taric_gives_shield_to_the_other_defenders(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: brute, card: {name: "9-Might unit", type: unit, might: 9}, owner: A, zone: base}
          - {id: taric, card: "Taric, Protector", owner: B, zone: bf1}
          - {id: poro, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
        script:
          - {move: [brute], to: bf1, by: A}
        """
    )
    tl = engine.run(sc)
    objects = tl.final_state["objects"]
    # Taric: 4 + his own Shield 1; the poro: 2 + Taric's Shield 1
    assert (objects["taric"]["might"], objects["poro"]["might"]) == (5, 3)


def test_801_3_a_2_lord_broadmane_gives_assault_this_turn_to_the_others_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: brute, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: wall, card: {name: "9-Might unit", type: unit, might: 9}, owner: B, zone: bf1}
          - {id: lord, card: Lord Broadmane, owner: A, zone: hand}
        script:
          - {move: [brute], to: bf1, by: A}
          - {play: lord, by: A, at: bf1}
          - {pass: until_empty}
        """
    )
    tl = engine.run(sc)
    assert tl.error is None and tl.refused_rule is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["brute"]["might"] == 3  # attacker with the granted Assault
    assert objects["lord"]["might"] == 5  # not himself
    assert [e["subject"] for e in tl.log if e["kind"] == "grant"] == ["brute"]
