"""Rules 752-753 (new choices for a spell on the chain, Rebuttal) and 419.4.b ("if you played this
from your hand", Back Off): a new choice is one of the legal targets now, for the spell's new
controller, and a spell played from facedown still chooses at the battlefield where it was hidden
(811.1.d.2); who played a spell, and from where, does not change with its controller."""

from collections.abc import Callable

import engine

BOARD = """
players:
  - {id: A, deck: 3, runes: [Order, Order, Order]}
  - {id: B, deck: 3, runes: [Chaos, Chaos]}
battlefields:
  - {id: bf1, controller: A, facedown: blade}
  - {id: bf2, controller: A}
objects:
  - {id: scout, card: {name: "A's 2-Might unit", type: unit, might: 2}, owner: A, zone: bf1}
  - {id: far, card: {name: "A's 4-Might unit", type: unit, might: 4}, owner: A, zone: bf2}
  - {id: home, card: {name: "A's 1-Might unit", type: unit, might: 1}, owner: A, zone: base}
  - {id: guard, card: {name: "B's 3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: blade, card: "Hidden Blade", owner: A, zone: facedown:bf1}
  - {id: blade2, card: "Hidden Blade", owner: A, zone: hand}
  - {id: backoff, card: "Back Off", owner: A, zone: hand}
  - {id: rebuttal, card: "Rebuttal", owner: B, zone: hand}
"""


def _new_choice_options(scenario: Callable[[str], engine.Scenario], spell: str) -> list[str]:
    """Play `spell` at B's unit, answer with Rebuttal and pay: the options of the 752.1 pick."""
    tl = engine.run(
        scenario(
            BOARD
            + f"script:\n  - {{play: {spell}, by: A, targets: [guard]}}\n"
            + f"  - {{play: rebuttal, by: B, targets: [{spell}]}}\n  - {{pass: until_empty}}\n"
            + "choices:\n  - {accept: true}\n"
        )
    )
    assert tl.decision is not None and tl.decision.rule == "752.1", tl.error
    return [o.key.split(":", 1)[1] for o in tl.decision.options]


def test_811_1_d_2_a_hidden_spells_new_choices_stay_where_it_was_hidden(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _new_choice_options(scenario, "blade") == ["guard", "scout"]


def test_753_1_a_spell_played_from_hand_may_choose_any_legal_target_again(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    # from the hand there is no hidden battlefield: any unit at a battlefield, never one in a base
    options = _new_choice_options(scenario, "blade2")
    assert options[0] == "guard"
    assert sorted(options[1:]) == ["far", "scout"]


def _draws(tl: engine.Timeline) -> list[str]:
    return [e["subject"] for e in tl.log if e["kind"] == "draw"]


def test_419_4_b_played_from_your_hand_is_who_played_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    alone = engine.run(
        scenario(
            BOARD
            + "script:\n  - {play: backoff, by: A, targets: [guard]}\n  - {pass: until_empty}\n"
        )
    )
    assert alone.error is None, alone.error
    assert _draws(alone) == ["A"]
    taken = engine.run(
        scenario(
            BOARD
            + "script:\n  - {play: backoff, by: A, targets: [guard]}\n"
            + "  - {play: rebuttal, by: B, targets: [backoff]}\n  - {pass: until_empty}\n"
            + "choices:\n  - {accept: true}\n  - {pick: [guard]}\n"
        )
    )
    assert taken.error is None, taken.error
    assert _draws(taken) == []
    assert taken.final_state["objects"]["guard"]["stunned"] is True


def test_419_4_b_played_from_facedown_is_not_from_the_hand(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = (
        BOARD.replace("facedown: blade}", "facedown: backoff}")
        .replace(
            '{id: blade, card: "Hidden Blade", owner: A, zone: facedown:bf1}',
            '{id: blade, card: "Hidden Blade", owner: A, zone: hand}',
        )
        .replace(
            '{id: backoff, card: "Back Off", owner: A, zone: hand}',
            '{id: backoff, card: "Back Off", owner: A, zone: facedown:bf1}',
        )
    )
    tl = engine.run(
        scenario(
            board + "script:\n  - {play: backoff, by: A, targets: [guard]}\n"
            "  - {pass: until_empty}\n"
        )
    )
    assert tl.error is None, tl.error
    assert _draws(tl) == []
    assert tl.final_state["objects"]["guard"]["stunned"] is True
