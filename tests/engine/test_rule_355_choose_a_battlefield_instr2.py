"""Rule 355: "choose a battlefield" chosen as the card is played; 'there' is that battlefield
(359.3.f). Siphon Power (friendly units there +1 Might, enemy units there -1 Might, never below
1, this turn), Stormbringer (every enemy unit there takes damage equal to the chosen friendly
unit's Might, then that unit moves there) and Emperor's Divide (any number of your units there go
to base)."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: B}
  - {id: bf3, controller: CTL}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 5}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 1}, owner: B, zone: bf1}
  - {id: b3, card: {name: "B three", type: unit, might: 5}, owner: B, zone: bf2}
  - {id: a1, card: {name: "A one", type: unit, might: 4}, owner: A, zone: AT}
  - {id: a2, card: {name: "A two", type: unit, might: 2}, owner: A, zone: AT}
  - {id: a3, card: {name: "A three", type: unit, might: 3}, owner: A, zone: base}
  - {id: sp, card: "Siphon Power", owner: A, zone: hand}
  - {id: sb, card: "Stormbringer", owner: A, zone: hand}
  - {id: ed, card: "Emperor's Divide", owner: A, zone: hand}
"""


def _run(
    scenario: Callable[[str], engine.Scenario], script: str, at: str = "bf3"
) -> engine.Timeline:
    """A one and A two stand at `at` (at bf1 with B's units, only a Reaction can be played)."""
    board = BOARD.replace("AT", at).replace("CTL", "A" if at == "bf3" else "null")
    tl = engine.run(scenario(board + script))
    assert tl.error is None, tl.error
    return tl


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_355_siphon_power_friendly_up_enemy_down_never_below_1_there_only(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: sp, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [bf1]}\n",
        at="bf1",
    )
    assert _obj(tl, "a1")["might"] == 5 and _obj(tl, "a2")["might"] == 3
    assert _obj(tl, "b1")["might"] == 4 and _obj(tl, "b2")["might"] == 1  # never below 1
    assert _obj(tl, "b3")["might"] == 5 and _obj(tl, "a3")["might"] == 3  # elsewhere: untouched


def test_355_stormbringer_deals_its_might_to_every_enemy_there_then_moves_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: sb, by: A, targets: [a3]}\n  - {pass: once}\n"
        "choices:\n  - {pick: [bf2]}\n",
    )
    assert _obj(tl, "b3")["damage"] == 3 and _obj(tl, "b1")["damage"] == 0
    assert _obj(tl, "a3")["zone"] == "bf2"


def test_355_emperors_divide_moves_the_picked_friendly_units_there_to_base(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: ed, by: A}\n  - {pass: once}\n"
        "choices:\n  - {pick: [bf3]}\n  - {pick: [a2]}\n  - {pick: [none]}\n",
    )
    assert _obj(tl, "a2")["zone"] == "base" and _obj(tl, "a1")["zone"] == "bf3"
    assert _obj(tl, "b1")["zone"] == "bf1"  # elsewhere: untouched
