"""Groups and amounts read off the combat as an effect resolves: "all enemy units in combat"
(Cannon Barrage: attackers and defenders, 807.1.d / 814.1.d), "all damaged enemy units here"
(Warwick, Hunter: damage marked on them, 142), "damage equal to my [Assault]" (Lucian,
Gunslinger: the summed Assault value, 807.2), and "an enemy unit at its location" (Heroic
Charge: both targets at the same battlefield, 355.9.b)."""

from collections.abc import Callable

import engine

CANNON = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: B}
objects:
  - {id: keeper, card: {name: "A's defender", type: unit, might: 9}, owner: A, zone: bf1}
  - {id: raider, card: {name: "B's attacker", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: away, card: {name: "B's unit elsewhere", type: unit, might: 9}, owner: B, zone: bf2}
  - {id: cb, card: "Cannon Barrage", owner: A, zone: hand}
script:
  - {play: cb, by: A}
  - {pass: once}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_807_1_d_cannon_barrage_hits_only_enemy_units_in_combat(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(CANNON))
    assert tl.error is None, tl.error
    assert _obj(tl, "raider")["damage"] == 2
    assert _obj(tl, "away")["damage"] == 0  # an enemy unit in no combat
    assert _obj(tl, "keeper")["damage"] == 0  # a friendly unit in combat


def test_142_warwick_kills_the_damaged_enemy_units_here_after_lucians_assault_damage() -> None:
    text = """format: rulesviz/1
id: warwick
title: Warwick
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: A}
objects:
  - {id: keeper, card: {name: "B's defender", type: unit, might: 5}, owner: B, zone: bf1, damage: 1}
  - {id: other, card: {name: "B's other", type: unit, might: 5}, owner: B, zone: bf1}
  - {id: far, card: {name: "B's far unit", type: unit, might: 5}, owner: B, zone: base, damage: 2}
  - {id: mine, card: {name: "A's unit", type: unit, might: 5}, owner: A, zone: bf2}
  - {id: ww, card: "Warwick, Hunter", owner: A, zone: base}
  - {id: luc, card: "Lucian, Gunslinger", owner: A, zone: base}
script:
  - {move: [ww, luc], to: bf1, by: A}
  - {pass: until_empty}
choices:
  - {order: [ww, luc]}
  - {pick: [other]}
"""
    tl = engine.run(engine.load_text(text, "warwick.yaml"))
    assert tl.error is None, tl.error
    # Lucian (Assault 1) dealt 1 to 'other' first; then both damaged defenders were killed
    assert any(
        s.kind == "damage" and "1 damage dealt to B's other" in s.text["en"] for s in tl.steps
    )
    assert _obj(tl, "keeper")["zone"] == "trash" and _obj(tl, "other")["zone"] == "trash"
    assert _obj(tl, "far")["zone"] == "base"  # damaged, but not here
    # the other order: Warwick first finds only the already damaged defender
    first = engine.run(engine.load_text(text.replace("[ww, luc]", "[luc, ww]"), "w2.yaml"))
    assert first.error is None, first.error
    assert _obj(first, "keeper")["zone"] == "trash" and _obj(first, "other")["zone"] == "bf1"


HEROIC = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: B}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: near, card: {name: "B's unit there", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: far, card: {name: "B's unit elsewhere", type: unit, might: 3}, owner: B, zone: bf2}
  - {id: hc, card: "Heroic Charge", owner: A, zone: hand}
"""


def test_355_9_b_heroic_charge_stuns_an_enemy_unit_at_the_friendly_units_location(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            HEROIC + "script:\n  - {play: hc, by: A, targets: {friend: mine,"
            " foe: near}}\n  - {pass: once}\n"
        )
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "mine")["might"] == 4 and _obj(tl, "near")["stunned"] is True
    refused = engine.run(
        scenario(HEROIC + "script:\n  - {play: hc, by: A, targets: {friend: mine, foe: far}}\n")
    )
    assert refused.error is not None and refused.refused_rule == "355.9.b"
