"""Rule 355 (a unit is played to its controller's base or to a battlefield they control) as a
card's own text overrides it (002): "you may play me to an occupied enemy battlefield" (Deadbloom
Predator, Dauntless Vanguard), "... to a battlefield where there are enemy units" (Rengar, Trophy
Hunter), "... to a battlefield you're attacking" (Rengar, Pouncing), "... to an occupied
battlefield if an enemy unit is alone there, and so may friendly units" (Arachnoid Horror),
"friendly units may be played to open battlefields" (Miss Fortune, Buccaneer). A unit played
where an opponent has units contests it: a combat is staged there (323.14)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2}
  - {id: bf3, controller: A}
objects:
  - {id: mine, card: {name: "A's unit", type: unit, might: 2}, owner: A, zone: bf3}
  - {id: e1, card: {name: "Enemy unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: hand}
"""


def _run(scenario: Callable[[str], engine.Scenario], extra: str, script: str) -> engine.Timeline:
    return engine.run(scenario(BOARD + extra + "script:\n" + script))


def _at(tl: engine.Timeline, pid: str) -> str | None:
    return tl.final_state["objects"][pid]["location"]


def test_355_without_such_text_a_unit_cannot_go_to_an_enemy_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, "", "  - {play: u, by: A, at: bf1}\n")
    assert tl.refused_rule == "355"


def test_002_an_occupied_enemy_battlefield_takes_deadbloom_and_a_combat_is_staged(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    extra = '  - {id: d, card: "Deadbloom Predator", owner: A, zone: hand}\n'
    tl = _run(scenario, extra, "  - {play: d, by: A, at: bf1}\n  - {pass: until_empty}\n")
    assert tl.error is None, tl.error
    assert _at(tl, "d") == "bf1"
    assert any(s.kind == "combat" for s in tl.steps)
    # an open battlefield is not an occupied enemy one
    tl = _run(scenario, extra, "  - {play: d, by: A, at: bf2}\n")
    assert tl.refused_rule == "355"


def test_002_dauntless_vanguard_needs_units_on_the_enemy_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    extra = '  - {id: d, card: "Dauntless Vanguard", owner: A, zone: hand}\n'
    tl = _run(scenario, extra, "  - {play: d, by: A, at: bf1}\n")
    assert tl.error is None, tl.error
    assert _at(tl, "d") == "bf1"


def test_002_rengar_trophy_hunter_goes_where_enemy_units_stand(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    extra = '  - {id: r, card: "Rengar, Trophy Hunter", owner: A, zone: hand}\n'
    tl = _run(scenario, extra, "  - {play: r, by: A, at: bf1}\n")
    assert tl.error is None, tl.error
    assert _at(tl, "r") == "bf1"
    # no enemy unit at the open bf2: refused there
    tl = _run(scenario, extra, "  - {play: r, by: A, at: bf2}\n")
    assert tl.refused_rule == "355"


def test_002_rengar_pouncing_joins_a_combat_its_player_attacks(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    extra = (
        '  - {id: r, card: "Rengar, Pouncing", owner: A, zone: hand}\n'
        "  - {id: raider, card: {name: Raider, type: unit, might: 3}, owner: A, zone: base}\n"
    )
    tl = _run(
        scenario,
        extra,
        "  - {move: [raider], to: bf1, by: A}\n  - {play: r, by: A, at: bf1}\n",
    )
    assert tl.error is None, tl.error
    assert _at(tl, "r") == "bf1"
    # outside a combat it attacks, the battlefield is the opponent's: refused
    tl = _run(scenario, extra, "  - {play: r, by: A, at: bf1}\n")
    assert tl.refused_rule == "355"


def test_002_arachnoid_horror_and_friendly_units_go_where_an_enemy_unit_is_alone(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    extra = '  - {id: h, card: "Arachnoid Horror", owner: A, zone: base}\n'
    tl = _run(scenario, extra, "  - {play: u, by: A, at: bf1}\n")
    assert tl.error is None, tl.error
    assert _at(tl, "u") == "bf1"
    # two enemy units there: nobody is alone
    second = "  - {id: e2, card: {name: Second, type: unit, might: 1}, owner: B, zone: bf1}\n"
    tl = _run(scenario, extra + second, "  - {play: u, by: A, at: bf1}\n")
    assert tl.refused_rule == "355"
    # the Horror itself, from the hand
    own = '  - {id: h, card: "Arachnoid Horror", owner: A, zone: hand}\n'
    tl = _run(scenario, own, "  - {play: h, by: A, at: bf1}\n")
    assert tl.error is None, tl.error


def test_002_miss_fortune_lets_friendly_units_go_to_an_open_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, "", "  - {play: u, by: A, at: bf2}\n")
    assert tl.refused_rule == "355"
    extra = '  - {id: mf, card: "Miss Fortune, Buccaneer", owner: A, zone: base}\n'
    tl = _run(scenario, extra, "  - {play: u, by: A, at: bf2}\n  - {pass: until_empty}\n")
    assert tl.error is None, tl.error
    assert _at(tl, "u") == "bf2"
    # an enemy's Miss Fortune gives A nothing
    theirs = '  - {id: mf, card: "Miss Fortune, Buccaneer", owner: B, zone: base}\n'
    tl = _run(scenario, theirs, "  - {play: u, by: A, at: bf2}\n")
    assert tl.refused_rule == "355"
