"""Rule 136.2: an Equipment's effect text is appended to the unit it is attached to ("Equipped
unit: [Assault 2]", "... when I conquer, buff me"). It is the unit's text while the gear stays
attached: its keywords and Might count on the unit, its triggered abilities trigger for the unit
("I" and "me" are the unit), and a detached gear gives nothing."""

from collections.abc import Callable

import engine


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: raider, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: dirk, card: {name: "Abstract Equipment: equipped unit has Assault 2", type: gear,
      keywords: [Equipment], grants: [{static: {keyword_aura: "Assault 2", to: me}}]},
      owner: A, attached_to: raider}
  - {id: wall, card: {name: "4-Might unit", type: unit, might: 4}, owner: B, zone: bf1}
"""


def test_136_2_a_granted_keyword_counts_on_the_equipped_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + "script:\n  - {move: [raider], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
        )
    )
    assert tl.error is None, tl.error
    # 2 printed + Assault 2 from the Equipment: the defender gets lethal damage
    assert damage(tl) == {"wall": 4, "raider": 4}
    assert "Assault 2" in tl.steps[0].state["objects"]["raider"]["keywords"]


def test_136_2_an_unattached_equipment_grants_nothing(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = BOARD.replace("owner: A, attached_to: raider}", "owner: A, zone: base}")
    tl = engine.run(
        scenario(
            board
            + "script:\n  - {move: [raider], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
        )
    )
    assert tl.error is None, tl.error
    assert damage(tl) == {"wall": 2, "raider": 4}


def test_136_2_a_granted_might_applies_only_while_its_condition_holds(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: hammer, card: {name: "Abstract Equipment: +2 beside exactly one other", type: gear,
      keywords: [Equipment], grants: [{static: {might_aura: 2, to: me,
      while: exactly_one_other_friendly_unit_at_a_battlefield}}]}, owner: A, attached_to: u}
  - {id: pal, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: pal2, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
script:
  - {move: [pal2], to: bf1, by: A}
"""
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    mights = [s.state["objects"]["u"]["might"] for s in tl.steps]
    assert mights[0] == 4  # one other unit of A's there
    assert mights[-1] == 2  # two others: the condition no longer holds


TRIGGERS = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: raider, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: armor, card: {name: "Abstract Equipment: when I conquer, buff me", type: gear,
      keywords: [Equipment], grants: [{triggered: {when: i_conquer, effect: [{buff: self}]}}]},
      owner: A, attached_to: raider}
script:
  - {move: [raider], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def test_136_2_a_granted_trigger_is_the_equipped_units_ability(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(TRIGGERS))
    assert tl.error is None, tl.error
    triggers = [s for s in tl.steps if s.kind == "trigger"]
    assert [s.text["en"].split(" triggers")[0] for s in triggers] == [
        "2-Might unit: triggered ability (from Abstract Equipment: when I conquer, buff me)"
    ]
    # "me" is the unit, not the gear
    assert tl.final_state["objects"]["raider"]["buffed"] is True


def test_136_2_a_granted_trigger_chooses_with_the_gears_targets(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: raider, card: {name: "5-Might unit", type: unit, might: 5}, owner: A, zone: base}
  - {id: bow, card: {name: "Abstract Equipment: when I attack, deal 2 to an enemy unit here",
      type: gear, keywords: [Equipment], targets: {foe: enemy unit here},
      grants: [{triggered: {when: i_attack, effect: [{damage: 2, to: $foe}]}}]},
      owner: A, attached_to: raider}
  - {id: wall, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: far, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: base}
script:
  - {move: [raider], to: bf1, by: A}
  - {pass: until_empty}
"""
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    # the only enemy unit at the raider's battlefield is the target: killed before combat damage
    assert damage(tl) == {"wall": 2}
    assert tl.final_state["objects"]["wall"]["zone"] == "trash"
    assert tl.final_state["objects"]["far"]["zone"] == "base"


def test_136_2_a_detached_equipment_no_longer_triggers(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(TRIGGERS.replace("owner: A, attached_to: raider}", "owner: A, zone: base}"))
    )
    assert tl.error is None, tl.error
    assert not [s for s in tl.steps if s.kind == "trigger"]
    assert tl.final_state["objects"]["raider"]["buffed"] is False
