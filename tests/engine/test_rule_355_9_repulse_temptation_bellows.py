"""More choices read off the board or another choice (355.9): Repulse (counter an enemy spell or
ability whose only friendly choice is the chosen friendly unit), Temptation (move an enemy unit
to a place where another unit of its controller stands) and Bellows Breath (up to three units at
one location; a Repeat run picks its own units, 820.2)."""

from collections.abc import Callable

import engine

REPULSE = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: other, card: {name: "A's other unit", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: one, card: {name: "B's one-target spell", type: spell, keywords: [Action],
      targets: {target: unit}, effect: [{stun: $target}]}, owner: B, zone: hand}
  - {id: two, card: {name: "B's two-target spell", type: spell, keywords: [Action],
      targets: {a: unit, b: unit}, effect: [{stun: $a}, {stun: $b}]}, owner: B, zone: hand}
  - {id: rep, card: "Repulse", owner: A, zone: hand}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_355_9_repulse_counters_a_spell_choosing_only_that_friendly_unit(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            REPULSE + "script:\n  - {end_turn: true}\n  - {play: one, by: B, targets: [mine]}\n"
            "  - {play: rep, by: A, targets: {friend: mine, target: one}}\n"
            "  - {pass: until_empty}\n"
        )
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "one")["zone"] == "trash" and _obj(tl, "mine")["stunned"] is False
    both = engine.run(
        scenario(
            REPULSE + "script:\n  - {end_turn: true}\n"
            "  - {play: two, by: B, targets: {a: mine, b: other}}\n"
            "  - {play: rep, by: A, targets: {friend: mine, target: two}}\n"
        )
    )
    assert both.error is not None and both.refused_rule == "355"  # it chose another too


TEMPTATION = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: B}
  - {id: bf3}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 3}, owner: B, zone: bf2}
  - {id: tempt, card: "Temptation", owner: A, zone: hand}
script:
  - {play: tempt, by: A, targets: [b1]}
  - {pass: once}
"""


def test_355_4_a_temptation_moves_the_unit_only_beside_its_controllers_units(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(TEMPTATION))  # bf2 is the one place: taken without asking
    assert tl.error is None, tl.error
    assert _obj(tl, "b1")["zone"] == "bf2"
    assert any(s.rules and "355.4.a" in s.rules and s.kind == "condition" for s in tl.steps)


BELLOWS = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: b3, card: {name: "B three", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: b4, card: {name: "B four", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: h1, card: {name: "B at home", type: unit, might: 3}, owner: B, zone: base}
  - {id: bb, card: "Bellows Breath", owner: A, zone: hand}
"""


def test_355_bellows_breath_hits_up_to_three_units_at_one_location(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BELLOWS + "script:\n  - {play: bb, by: A}\n  - {pass: once}\nchoices:\n"
            "  - {pick: [b1]}\n  - {pick: [b2]}\n  - {pick: [b3]}\n"
        )
    )
    assert tl.error is None, tl.error
    assert [_obj(tl, p)["damage"] for p in ("b1", "b2", "b3", "b4", "h1")] == [1, 1, 1, 0, 0]
    home = engine.run(
        scenario(
            BELLOWS + "script:\n  - {play: bb, by: A}\n  - {pass: once}\nchoices:\n"
            "  - {pick: [h1]}\n"  # nothing else is at B's base: the picks end there
        )
    )
    assert home.error is None, home.error
    assert _obj(home, "h1")["damage"] == 1 and _obj(home, "b1")["damage"] == 0


def test_820_2_bellows_breath_repeated_picks_its_own_units(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BELLOWS + "script:\n  - {play: bb, by: A, pay: [Repeat]}\n  - {pass: once}\n"
            "choices:\n  - {pick: [b1]}\n  - {pick: [none]}\n  - {pick: [h1]}\n"
        )
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "b1")["damage"] == 1 and _obj(tl, "h1")["damage"] == 1
    assert _obj(tl, "b2")["damage"] == 0


PACK = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A, facedown: secret}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: secret, card: {name: "A Hidden spell", type: spell, keywords: [Hidden],
      effect: [{draw: 1}]}, owner: A, zone: "facedown:bf1"}
  - {id: foe, card: {name: "B's gear", type: gear}, owner: B, zone: base}
  - {id: pack, card: "Pack of Wonders", owner: A, zone: base}
"""


def test_811_pack_of_wonders_returns_a_facedown_card_or_another_friendly_permanent(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    for target, zone in (("secret", "hand"), ("mine", "hand")):
        tl = engine.run(
            scenario(
                PACK + f"script:\n  - {{activate: pack, ability: 1, by: A, targets: [{target}]}}\n"
                "  - {pass: until_empty}\n"
            )
        )
        assert tl.error is None, tl.error
        assert _obj(tl, target)["zone"] == zone
    for refused_target in ("pack", "foe"):  # itself; an enemy gear
        refused = engine.run(
            scenario(
                PACK + "script:\n"
                f"  - {{activate: pack, ability: 1, by: A, targets: [{refused_target}]}}\n"
            )
        )
        assert refused.error is not None and refused.refused_rule == "355", refused_target
