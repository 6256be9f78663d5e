"""Rule 419.3 (an effect tells a player to play a card: Bone Skewer) with 355.10.a and 387: the
controller picks a unit in an opponent's hand (never a target, so "can't be chosen" does not stop
it), that opponent plays it to the battlefield the spell chose as it was played, ignoring its
cost, as an ordinary pending play; the reflexive "when they do, stun it" then stuns that unit."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: B}
objects:
  - {id: skewer, card: "Bone Skewer", owner: A, zone: hand}
  - {id: g1, card: {name: "B's unit at 1", type: unit, might: 1}, owner: B, zone: bf1}
  - {id: g2, card: {name: "B's unit at 2", type: unit, might: 1}, owner: B, zone: bf2}
  - {id: runner, card: "Ruin Runner", owner: B, zone: hand}
  - {id: spell, card: {name: "B's spell", type: spell, effect: [{draw: 1}]}, owner: B, zone: hand}
"""


def _run(scenario: Callable[[str], engine.Scenario], tail: str) -> engine.Timeline:
    return engine.run(scenario(BOARD + tail))


def test_419_3_the_opponent_plays_the_picked_unit_where_the_spell_chose(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: skewer, by: A, at: bf2}\n  - {pass: until_empty}\n"
        "choices:\n  - {pick: [runner]}\n",
    )
    assert tl.error is None, tl.error
    runner = tl.final_state["objects"]["runner"]
    assert (runner["zone"], runner["controller"], runner["stunned"]) == ("bf2", "B", True)
    kinds = [s.kind for s in tl.steps]
    # an ordinary play: a pending item, finalized after Bone Skewer has left the chain
    assert kinds.index("play", kinds.index("reveal")) < kinds.index("leave_chain")
    assert "replay" not in kinds and "hide" not in kinds


def test_355_10_a_only_units_are_offered_and_none_may_be_picked(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, "script:\n  - {play: skewer, by: A, at: bf1}\n  - {pass: until_empty}\n")
    assert tl.decision is not None and tl.decision.rule == "355.10.a"
    assert [o.key for o in tl.decision.options] == ["pick:none", "pick:runner"]
    nothing = _run(
        scenario,
        "script:\n  - {play: skewer, by: A, at: bf1}\n  - {pass: until_empty}\n"
        "choices:\n  - {pick: [none]}\n",
    )
    assert nothing.error is None, nothing.error
    assert nothing.final_state["objects"]["runner"]["zone"] == "hand"
    assert not any(s.kind == "trigger" for s in nothing.steps)  # no "when they do"


def test_355_without_a_chosen_battlefield_the_controller_chooses_one(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: skewer, by: A}\n  - {pass: until_empty}\n"
        "choices:\n  - {pick: [bf1]}\n  - {pick: [runner]}\n",
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["runner"]["zone"] == "bf1"


def test_419_3_with_three_players_the_controller_chooses_the_opponent(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = BOARD.replace("players: [A, B]", "players: [A, B, C]")
    tl = engine.run(
        scenario(
            board + "script:\n  - {play: skewer, by: A, at: bf1}\n  - {pass: until_empty}\n"
            "choices:\n  - {pick: [B]}\n  - {pick: [runner]}\n"
        )
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["runner"]["zone"] == "bf1"
