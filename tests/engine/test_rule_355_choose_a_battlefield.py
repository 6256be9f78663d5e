"""Rule 355: "choose a battlefield" is a choice made as the card is played, with its targets; the
card's words then read 'there' as that battlefield (359.3.f). Firestorm (all enemy units there),
Crescent Strike (a battlefield and an enemy unit there: 4 to it, 1 to each other enemy unit
there), Stare Down (enemy units there with less Might than the chosen friendly unit go to base),
Moonfall (a battlefield where you have units: bring at most one enemy unit there) and Shadow
Dash ("if you have exactly two units there")."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: B}
  - {id: bf3, controller: A}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 5}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: b3, card: {name: "B three", type: unit, might: 5}, owner: B, zone: bf2}
  - {id: a1, card: {name: "A one", type: unit, might: 4}, owner: A, zone: bf3}
  - {id: a2, card: {name: "A two", type: unit, might: 1}, owner: A, zone: bf3}
  - {id: fs, card: "Firestorm", owner: A, zone: hand}
  - {id: cs, card: "Crescent Strike", owner: A, zone: hand}
  - {id: sd, card: "Stare Down", owner: A, zone: hand}
  - {id: mf, card: "Moonfall", owner: A, zone: hand}
  - {id: dash, card: "Shadow Dash", owner: A, zone: hand}
"""


def _run(scenario: Callable[[str], engine.Scenario], script: str) -> engine.Timeline:
    tl = engine.run(scenario(BOARD + script))
    assert tl.error is None, tl.error
    return tl


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_355_firestorm_hits_every_enemy_unit_at_the_chosen_battlefield_only(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario, "script:\n  - {play: fs, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [bf1]}\n"
    )
    assert _obj(tl, "b1")["damage"] == 3 and _obj(tl, "b2")["zone"] == "trash"
    assert _obj(tl, "b3")["damage"] == 0 and _obj(tl, "a1")["damage"] == 0
    other = _run(
        scenario, "script:\n  - {play: fs, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [bf2]}\n"
    )
    assert _obj(other, "b1")["damage"] == 0 and _obj(other, "b3")["damage"] == 3


def test_355_crescent_strike_4_to_the_unit_and_1_to_each_other_enemy_unit_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, "script:\n  - {play: cs, by: A, targets: [b1]}\n  - {pass: once}\n")
    assert _obj(tl, "b1")["damage"] == 4  # not 4 + 1: the others only
    assert _obj(tl, "b2")["damage"] == 1 and _obj(tl, "b3")["damage"] == 0
    assert any("chooses Battlefield 1" in s.text["en"] for s in tl.steps)


def test_355_stare_down_sends_home_only_the_weaker_enemy_units_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: sd, by: A, targets: [a1]}\n  - {pass: once}\n"
        "choices:\n  - {pick: [bf1]}\n",
    )
    assert _obj(tl, "b2")["zone"] == "base"  # 2 Might < A one's 4
    assert _obj(tl, "b1")["zone"] == "bf1"  # 5 Might is not less
    assert next(p for p in tl.final_state["players"] if p["id"] == "A")["xp"] == 1


def test_355_moonfall_and_shadow_dash_choose_only_where_you_have_units(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    moon = _run(scenario, "script:\n  - {play: mf, by: A, targets: {foe: b3}}\n  - {pass: once}\n")
    assert _obj(moon, "b3")["zone"] == "bf3" and _obj(moon, "b3")["might"] == 3
    # "up to one": no enemy unit moved, the -2 Might still hits the enemy units there (none)
    none = _run(scenario, "script:\n  - {play: mf, by: A}\n  - {pass: once}\n")
    assert _obj(none, "b3")["zone"] == "bf2" and _obj(none, "b1")["might"] == 5
    dash = _run(scenario, "script:\n  - {play: dash, by: A, targets: [b3]}\n  - {pass: once}\n")
    assert _obj(dash, "b3")["zone"] == "bf3"
    assert _obj(dash, "a1")["might"] == 5 and _obj(dash, "a2")["might"] == 2  # exactly two
