"""Rules 309, 312 and 355: a play the rules forbid is refused with its rule, never silently
performed."""

import engine

BOARD = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: sentry, card: Watchful Sentry, owner: B, zone: bf1}
  - {id: ally, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: ray, card: Hextech Ray, owner: A, zone: hand}
  - {id: vengeance, card: Vengeance, owner: B, zone: hand}
  - {id: retreat, card: Tactical Retreat, owner: B, zone: hand}
"""


def refusal(scenario, script: str) -> engine.Timeline:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BOARD + "script:\n" + script))
    assert tl.error is not None
    assert tl.steps[-1].kind == "refused"
    return tl


def test_312_2_the_non_turn_player_cannot_play_in_a_neutral_open_state(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = refusal(scenario, "  - {play: vengeance, by: B, targets: [ally]}\n")
    assert "312.2" in tl.error["en"] and tl.steps[-1].rules == ("312.2",)


def test_309_1_a_only_reactions_can_be_played_in_a_closed_state(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = refusal(
        scenario,
        "  - {play: ray, by: A, targets: [sentry]}\n"
        "  - {play: vengeance, by: B, targets: [ally]}\n",
    )
    assert "309.1.a" in tl.error["en"]
    assert tl.final_state["objects"]["vengeance"]["zone"] == "hand", (
        "a refused play changes nothing"
    )


def test_309_1_a_a_reaction_can_answer_on_the_chain(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {play: ray, by: A, targets: [sentry]}\n"
            "  - {play: retreat, by: B, targets: [sentry]}\n  - {pass: until_empty}\n"
        )
    )
    assert tl.error is None
    sentry = tl.final_state["objects"]["sentry"]
    assert sentry["zone"] == "base" and sentry["exhausted"] and sentry["damage"] == 0
    assert {"kind": "die", "subject": "sentry"} not in tl.log


def test_355_a_target_outside_the_cards_restriction_is_refused(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = refusal(scenario, "  - {play: ray, by: A, targets: [ally]}\n")
    assert "355" in tl.error["en"] and "unit at a battlefield" in tl.error["en"]


def test_353_a_card_the_player_does_not_have_is_refused(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = refusal(scenario, "  - {play: vengeance, by: A, targets: [sentry]}\n")
    assert "not in their hand" in tl.error["en"] and tl.refused_rule == "353"
    assert tl.error["fr"] != tl.error["en"]
