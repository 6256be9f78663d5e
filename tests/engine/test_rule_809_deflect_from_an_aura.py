"""Rule 809 (Deflect: an opponent's spell or ability that chooses the unit costs that much Power
more) read from the keywords a unit has now: printed, or given by an aura in force ("your other
units here have [Deflect]" while Allay is at a battlefield; Petricite Monument's "units you
control have [Deflect]")."""

from collections.abc import Callable

import engine

BOARD = """
players:
  - {id: A, runes: []}
  - {id: B, runes: [Fury, Fury]}
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: allay, card: "Allay, Eager Admirer", owner: A, zone: bf1}
  - {id: friend, card: {name: "A's unit", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: jab, card: {name: "B's jab", type: spell, keywords: [Action], domains: [Fury], energy: 1,
      targets: {target: unit}, effect: [{damage: 1, to: $target}]}, owner: B, zone: hand}
"""
SCRIPT = "script:\n  - {end_turn: true}\n  - {play: jab, by: B, targets: [friend]}\n"


def _paid(tl: engine.Timeline) -> int:
    return next(e["amount"] for e in tl.log if e["kind"] == "pay" and e["subject"] == "B")


def test_809_an_aura_gives_deflect_to_the_other_units_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + SCRIPT))
    assert tl.error is None, tl.error
    assert _paid(tl) == 2  # 1 Energy + 1 Power (Deflect given by Allay)


def test_809_no_aura_at_base(scenario: Callable[[str], engine.Scenario]) -> None:
    # both in A's base: Allay is not at a battlefield, so its aura does not apply
    board = BOARD.replace("zone: bf1}", "zone: base}").replace(
        "{id: bf1, controller: A}", "{id: bf1}"
    )
    tl = engine.run(scenario(board + SCRIPT))
    assert tl.error is None, tl.error
    assert _paid(tl) == 1


def test_809_petricite_monument_gives_deflect_to_every_unit_you_control(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = BOARD.replace(
        'card: "Allay, Eager Admirer", owner: A, zone: bf1}',
        'card: "Petricite Monument", owner: A, zone: base}',
    )
    tl = engine.run(scenario(board + SCRIPT))
    assert tl.error is None, tl.error
    assert _paid(tl) == 2


def test_809_spirits_refuge_gives_deflect_to_buffed_units_only(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = BOARD.replace(
        'card: "Allay, Eager Admirer", owner: A, zone: bf1}',
        'card: "Spirit\'s Refuge", owner: A, zone: base}',
    )
    plain = engine.run(scenario(board + SCRIPT))
    assert plain.error is None, plain.error
    assert _paid(plain) == 1
    buffed = board.replace("owner: A, zone: bf1}", "owner: A, zone: bf1, buffed: true}")
    tl = engine.run(scenario(buffed + SCRIPT))
    assert tl.error is None, tl.error
    assert _paid(tl) == 2
