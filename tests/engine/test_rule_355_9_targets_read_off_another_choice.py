"""Targets whose restriction reads another of the card's choices or its source (355.9), checked
as they are chosen and again as the effect resolves (359.3.e): Public Execution (an enemy unit
with less Might than the chosen friendly unit), Noxian Demolitionist (a gear whose Energy cost is
at most my Might), Decree of Focus (a friendly unit in combat with an enemy Fury unit, or chosen
by an enemy Fury spell), Isolate ("if an enemy unit is alone at that battlefield"), Riposte
(+Might equal to the countered spell's Energy cost) and Riven, Shattered (2 per Equipment
attached to me)."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: A}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 5}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: b3, card: {name: "B three", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: a1, card: {name: "A one", type: unit, might: 4}, owner: A, zone: bf2}
  - {id: pe, card: "Public Execution", owner: A, zone: hand}
  - {id: iso, card: "Isolate", owner: A, zone: hand}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_355_9_public_execution_kills_only_a_weaker_enemy_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {play: pe, by: A, targets: {friend: a1, target: b3}}\n"
            "  - {pass: once}\n"
        )
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "b3")["zone"] == "trash"
    refused = engine.run(
        scenario(BOARD + "script:\n  - {play: pe, by: A, targets: {friend: a1, target: b1}}\n")
    )
    assert refused.error is not None and refused.refused_rule == "355"


def test_359_3_e_isolate_draws_only_if_an_enemy_unit_is_left_alone_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    def hand(tl: engine.Timeline) -> int:
        player = next(p for p in tl.final_state["players"] if p["id"] == "A")
        return len(player["hand"]) + int(player["hand_hidden"])  # drawn cards are hidden ones

    two_left = engine.run(
        scenario(BOARD + "script:\n  - {play: iso, by: A, targets: [b1]}\n  - {pass: once}\n")
    )
    assert two_left.error is None, two_left.error
    assert (
        _obj(two_left, "b1")["zone"] == "base" and hand(two_left) == 1
    )  # Public Execution only: b2, b3 remain
    alone = BOARD.replace(
        '  - {id: b3, card: {name: "B three", type: unit, might: 3}, owner: B, zone: bf1}\n', ""
    )
    one_left = engine.run(
        scenario(alone + "script:\n  - {play: iso, by: A, targets: [b1]}\n  - {pass: once}\n")
    )
    assert one_left.error is None, one_left.error
    assert hand(one_left) == 2  # drew 1: B two is alone at Battlefield 1


DEMOLITION = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: nox, card: "Noxian Demolitionist", owner: A, zone: base}
  - {id: cheap, card: {name: "1-Energy gear", type: gear, energy: 1}, owner: B, zone: base}
  - {id: dear, card: {name: "2-Energy gear", type: gear, energy: 2}, owner: B, zone: base}
script:
  - {move: nox, to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
  - {accept: true}
"""


def test_355_5_b_noxian_demolitionist_kills_a_gear_costing_at_most_its_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(DEMOLITION))  # Might 1: only the 1-Energy gear is a legal target
    assert tl.error is None, tl.error
    assert _obj(tl, "cheap")["zone"] == "trash" and _obj(tl, "dear")["zone"] == "base"


FOCUS = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: keeper, card: {name: "A's defender", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: calm, card: {name: "A's calm unit", type: unit, might: 3}, owner: A, zone: base}
  - {id: raider, card: {name: "B's Fury attacker", type: unit, might: 9, domains: [Fury]},
     owner: B, zone: bf1}
  - {id: focus, card: "Decree of Focus", owner: A, zone: hand}
"""


def test_355_9_decree_of_focus_needs_a_friendly_unit_facing_fury(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(FOCUS + "script:\n  - {play: focus, by: A, targets: [keeper]}\n  - {pass: once}\n")
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "keeper")["might"] == 7
    refused = engine.run(scenario(FOCUS + "script:\n  - {play: focus, by: A, targets: [calm]}\n"))
    assert refused.error is not None and refused.refused_rule == "355"
    no_fury = engine.run(
        scenario(
            FOCUS.replace(", domains: [Fury]", "")
            + "script:\n  - {play: focus, by: A, targets: [keeper]}\n"
        )
    )
    assert no_fury.error is not None and no_fury.refused_rule == "355"


RIPOSTE = """
players: [{id: A, deck: 3}, {id: B, deck: 3}]
battlefields:
  - {id: bf1}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: ray, card: {name: "B's 3-Energy spell", type: spell, energy: 3, effect: [{draw: 1}]},
     owner: B, zone: hand}
  - {id: rip, card: "Riposte", owner: A, zone: hand}
script:
  - {end_turn: true}
  - {play: ray, by: B}
  - {play: rip, by: A, targets: {target: ray, friend: mine}}
  - {pass: once}
"""


def test_206_riposte_counters_and_gives_the_spells_energy_cost_as_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(RIPOSTE))
    assert tl.error is None, tl.error
    assert _obj(tl, "ray")["zone"] == "trash" and _obj(tl, "mine")["might"] == 5


RIVEN = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: foe, card: {name: "B's unit", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: riv, card: "Riven, Shattered", owner: A, zone: base}
  - {id: sw1, card: {name: "Sword", type: gear, tags: [Equipment]}, owner: A, attached_to: riv}
  - {id: sw2, card: {name: "Sword 2", type: gear, tags: [Equipment]}, owner: A, attached_to: riv}
script:
  - {move: riv, to: bf1, by: A}
  - {pass: until_empty}
"""


def test_807_riven_deals_2_per_equipment_attached_to_her_when_she_attacks(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    two = engine.run(scenario(RIVEN))
    assert two.error is None, two.error
    assert _obj(two, "foe")["damage"] == 4
    one = engine.run(
        scenario(
            RIVEN.replace(
                '  - {id: sw2, card: {name: "Sword 2", type: gear, tags: [Equipment]}, owner: A,'
                " attached_to: riv}\n",
                "",
            )
        )
    )
    assert one.error is None, one.error
    assert _obj(one, "foe")["damage"] == 2


EQUIPPED = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: foe, card: {name: "B's unit", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: armed, card: {name: "A's armed unit", type: unit, might: 4}, owner: A, zone: base}
  - {id: bare, card: {name: "A's bare unit", type: unit, might: 4}, owner: A, zone: base}
  - {id: sw, card: {name: "Sword", type: gear, tags: [Equipment]}, owner: A, attached_to: armed}
  - {id: strike, card: {name: "Strike", type: spell, targets: {target: equipped friendly unit,
      foe: enemy unit}, effect: [{damage: target_might, to: $foe}]}, owner: A, zone: hand}
"""


def test_355_9_an_equipped_friendly_unit_deals_damage_equal_to_its_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            EQUIPPED + "script:\n  - {play: strike, by: A, targets: {target: armed, foe: foe}}\n"
            "  - {pass: once}\n"
        )
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "foe")["damage"] == 4  # "damage equal to its Might" (target_might)
    bare = engine.run(
        scenario(
            EQUIPPED + "script:\n  - {play: strike, by: A, targets: {target: bare, foe: foe}}\n"
        )
    )
    assert bare.error is not None and bare.refused_rule == "355"  # no Equipment attached
