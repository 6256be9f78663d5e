"""Rule 355: as a card is played its modes are chosen before its targets, so only the chosen
mode's targets are chosen. A "choose one" whose modes aim at different things (Mesmerize: a
friendly unit, or an enemy unit) can be played with the targets of one mode only, and a target
of an unchosen mode is not chosen at all. Repeat (820.2): the second run makes its own choices,
its mode too (Rocket Barrage: "may make different choices")."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: foe, card: {name: "B's unit", type: unit, might: 4}, owner: B, zone: base}
  - {id: mes, card: "Mesmerize", owner: A, zone: hand}
  - {id: rb, card: "Rocket Barrage", owner: A, zone: hand}
  - {id: g, card: {name: "B's gear", type: gear}, owner: B, zone: base}
"""
FRIEND = '  - {id: friend, card: {name: "A unit", type: unit, might: 2}, owner: A, zone: base}\n'


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_355_mesmerize_needs_only_the_targets_of_one_mode(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    # no friendly unit anywhere: the other mode's target is never asked for
    tl = engine.run(
        scenario(BOARD + "script:\n  - {play: mes, by: A, targets: {foe: foe}}\n  - {pass: once}\n")
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "foe")["might"] == 2
    assert any(s.kind == "condition" and "only the mode" in s.text["en"] for s in tl.steps)
    none = engine.run(scenario(BOARD + "script:\n  - {play: mes, by: A}\n"))
    assert none.error is not None and "one of its modes" in none.error["en"]


def test_355_a_target_of_the_unchosen_mode_is_not_chosen(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = (
        BOARD
        + FRIEND
        + (
            "script:\n  - {play: mes, by: A, targets: {friend: friend, foe: foe}}\n"
            "  - {pass: once}\nchoices:\n  - {pick: [mode1]}\n"
        )
    )
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    assert _obj(tl, "friend")["zone"] == "hand" and _obj(tl, "foe")["might"] == 4
    finalize = next(s for s in tl.steps if s.kind == "finalize")
    assert "A unit" in finalize.text["en"] and "B's unit" not in finalize.text["en"]
    other = engine.run(scenario(body.replace("mode1", "mode2")))
    assert other.error is None, other.error
    assert _obj(other, "friend")["zone"] == "base" and _obj(other, "foe")["might"] == 2


def test_820_2_rocket_barrage_repeats_with_another_mode(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + (
                "script:\n  - {play: rb, by: A, targets: {unit: foe}, pay: [Repeat],"
                " repeat_targets: {gear: g}}\n  - {pass: once}\n"
            )
        )
    )
    assert tl.error is None, tl.error
    assert _obj(tl, "g")["zone"] == "trash"  # the Repeat run killed the gear
    assert _obj(tl, "foe")["zone"] == "trash"  # the first run's 4 damage killed the unit
    # a unit at a battlefield is no "unit in a base"
    at_bf = engine.run(
        scenario(
            BOARD.replace(
                "might: 4}, owner: B, zone: base", "might: 4}, owner: B, zone: bf1"
            ).replace("  - {id: bf1}", "  - {id: bf1, controller: B}")
            + "script:\n  - {play: rb, by: A, targets: {unit: foe}}\n"
        )
    )
    assert at_bf.error is not None and at_bf.refused_rule == "355"
