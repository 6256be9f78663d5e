"""Rule 710 with conditions: a static ability that applies "as long as" something holds is worked
out again at each read of Might or keywords (Trusty Ramhound, Wizened Elder, Bilgewater Bully,
Wielder of Water, Crimson Pigeons); a condition of a spell's effect is read as it resolves
(En Garde)."""

from collections.abc import Callable

import engine


def run(scenario: Callable[[str], engine.Scenario], body: str) -> engine.Timeline:
    tl = engine.run(scenario(body))
    assert tl.error is None and tl.refused_rule is None, (tl.error, tl.refused_rule)
    return tl


def test_710_trusty_ramhound_needs_another_friendly_unit_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = run(
        scenario,
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: A}
        objects:
          - {id: hound, card: Trusty Ramhound, owner: A, zone: bf1}
          - {id: mate, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
        script:
          - {move: [mate], to: bf1, by: A}
        """,
    )
    printed = tl.steps[0].state["objects"]["hound"]["printed_might"]
    assert tl.steps[0].state["objects"]["hound"]["might"] == printed
    assert tl.final_state["objects"]["hound"]["might"] == printed + 1


def test_710_wizened_elder_and_bilgewater_bully_while_buffed(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = run(
        scenario,
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: A}
          - {id: bf2}
        objects:
          - {id: elder, card: Wizened Elder, owner: A, zone: bf1}
          - {id: bully, card: Bilgewater Bully, owner: A, zone: bf1}
        script:
          - {act: {buff: elder}, by: A}
          - {act: {buff: bully}, by: A}
          - {move: [bully], to: bf2, by: A}
        """,
    )
    first, last = tl.steps[0].state["objects"], tl.final_state["objects"]
    # a buff gives +1; the Elder's own ability another +1 while it lasts
    assert last["elder"]["might"] == first["elder"]["might"] + 2
    assert "Ganking" in last["bully"]["keywords"] and last["bully"]["zone"] == "bf2"


def test_710_wielder_of_water_only_while_alone_in_its_role(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: wielder, card: Wielder of Water, owner: A, zone: base}
          - {id: mate, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
          - {id: wall, card: {name: "20-Might unit", type: unit, might: 20}, owner: B, zone: bf1}
        script:
          - {move: [UNITS], to: bf1, by: A}
        """
    alone = run(scenario, body.replace("UNITS", "wielder")).final_state["objects"]["wielder"]
    paired = run(scenario, body.replace("UNITS", "wielder, mate")).final_state["objects"]["wielder"]
    assert alone["might"] == alone["printed_might"] + 2
    assert paired["might"] == paired["printed_might"]


def test_710_crimson_pigeons_attacking_alongside_another(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: pigeons, card: Crimson Pigeons, owner: A, zone: base}
          - {id: mate, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
          - {id: wall, card: {name: "20-Might unit", type: unit, might: 20}, owner: B, zone: bf1}
        script:
          - {move: [UNITS], to: bf1, by: A}
        """
    paired = run(scenario, body.replace("UNITS", "pigeons, mate")).final_state["objects"]
    alone = run(scenario, body.replace("UNITS", "pigeons")).final_state["objects"]
    assert paired["pigeons"]["might"] == paired["pigeons"]["printed_might"] + 2
    assert alone["pigeons"]["might"] == alone["pigeons"]["printed_might"]


def test_710_en_garde_gives_the_second_plus_one_only_to_a_lone_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: A}
        objects:
          - {id: hero, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1}
          - {id: mate, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: WHERE}
          - {id: garde, card: En Garde, owner: A, zone: hand}
        script:
          - {play: garde, by: A, targets: [hero]}
          - {pass: until_empty}
        """
    alone = run(scenario, body.replace("WHERE", "base")).final_state["objects"]["hero"]
    paired = run(scenario, body.replace("WHERE", "bf1")).final_state["objects"]["hero"]
    assert (alone["might"], paired["might"]) == (4, 3)
