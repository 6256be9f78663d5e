"""Rule 389: delayed triggered abilities an effect leaves for the rest of the turn — "when it dies
this turn" (Deadly Flourish, Siphoning Strike: bound to the unit the spell chose, met when that
object dies, whatever killed it) and "this turn, each friendly unit that is played gets buffed"
(Rally the Troops: met by every unit its controller plays afterwards, not by an opponent's)."""

from __future__ import annotations

from .triggers_helpers import Load, run

FLOURISH = """
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: f, card: Deadly Flourish, owner: A, zone: hand}
  - {id: small, card: {name: "Small", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: big, card: {name: "Big", type: unit, might: 5}, owner: B, zone: bf1}
script:
%s
"""


def _gold(tl) -> int:
    return sum(1 for pid in tl.final_state["objects"] if pid.startswith("gold"))


def test_389_the_unit_dies_of_the_damage_and_the_gold_is_made(scenario: Load) -> None:
    tl = run(scenario, FLOURISH % "  - {play: f, by: A, targets: [small]}\n  - {pass: until_empty}")
    assert tl.error is None, tl.error
    assert _gold(tl) == 1


def test_389_a_later_death_this_turn_still_meets_it(scenario: Load) -> None:
    body = (
        "  - {play: f, by: A, targets: [big]}\n  - {pass: until_empty}\n"
        "  - {act: {kill: [big]}, by: B}\n  - {pass: until_empty}"
    )
    tl = run(scenario, FLOURISH % body)
    assert tl.error is None, tl.error
    assert _gold(tl) == 1


def test_389_another_units_death_or_a_death_next_turn_does_not(scenario: Load) -> None:
    body = (
        "  - {play: f, by: A, targets: [big]}\n  - {pass: until_empty}\n"
        "  - {act: {kill: [small]}, by: B}\n  - {end_turn: true}\n"
        "  - {act: {kill: [big]}, by: B}\n  - {pass: until_empty}"
    )
    tl = run(scenario, FLOURISH % body)
    assert tl.error is None, tl.error
    assert _gold(tl) == 0


RALLY = """
players: [A, B]
objects:
  - {id: r, card: Rally the Troops, owner: A, zone: hand}
  - {id: u1, card: {name: "First", type: unit, might: 2}, owner: A, zone: hand}
  - {id: u2, card: {name: "Second", type: unit, might: 2}, owner: A, zone: hand}
  - {id: e, card: {name: "Theirs", type: unit, might: 2, keywords: [Reaction]}, owner: B,
     zone: hand}
  - {id: s, card: {name: "A spell", type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
script:
  - {play: r, by: A}
  - {pass: until_empty}
  - {play: u1, by: A}
  - {pass: until_empty}
  - {play: u2, by: A}
  - {pass: until_empty}
  - {play: s, by: A}
  - {play: e, by: B}
  - {pass: until_empty}
"""


def test_389_every_unit_its_controller_plays_this_turn_is_buffed(scenario: Load) -> None:
    tl = run(scenario, RALLY)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["u1"]["might"] == 3 and objects["u2"]["might"] == 3
    assert objects["e"]["might"] == 2  # an opponent's unit is not friendly


def test_389_the_delayed_ability_ends_with_the_turn(scenario: Load) -> None:
    body = RALLY.replace(
        "  - {play: u2, by: A}", "  - {end_turn: true}\n  - {end_turn: true}\n  - {play: u2, by: A}"
    )
    tl = run(scenario, body.split("  - {play: s, by: A}")[0])
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u2"]["might"] == 2
