"""Rule 811.6 with 419.4.a: "when you play a card from [Hidden]" (Ember Monk, Black Market Broker)
triggers when a play its player made from facedown is complete, never for a card played from the
hand, and also for the holder's own arrival when it was the hidden card."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A, facedown: secret}
objects:
  - {id: keeper, card: {name: "A's unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: monk, card: "Ember Monk", owner: A, zone: base}
  - {id: secret, card: {name: "A Hidden spell", type: spell, keywords: [Hidden],
      effect: [{draw: 1}]}, owner: A, zone: facedown:bf1}
  - {id: plain, card: {name: "A spell in hand", type: spell, effect: [{draw: 1}]},
      owner: A, zone: hand}
"""


def _run(
    scenario: Callable[[str], engine.Scenario], board: str, card: str, at: str = ""
) -> engine.Timeline:
    return engine.run(
        scenario(
            board
            + f"script:\n  - {{play: {card}, by: A{at}}}\n  - {{pass: until_empty}}\n"
            + "  - {pass: until_empty}\n  - {pass: until_empty}\n"
        )
    )


def test_811_6_a_card_played_from_facedown_sets_them_off(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, BOARD, "secret")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["monk"]["might"] == 6
    broker = engine.run(
        scenario(
            BOARD.replace('"Ember Monk"', '"Black Market Broker"')
            + "script:\n  - {play: secret, by: A}\n  - {pass: until_empty}\n"
            + "  - {pass: until_empty}\n"
        )
    )
    assert broker.error is None, broker.error
    gold = [o for o in broker.final_state["objects"].values() if o.get("name") == "Gold"]
    assert len(gold) == 1 and gold[0]["exhausted"] is True


def test_419_4_a_a_card_played_from_the_hand_does_not(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, BOARD, "plain")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["monk"]["might"] == 4
    assert not any(s.kind == "trigger" for s in tl.steps)


def test_811_6_the_monk_hidden_itself_sees_its_own_arrival(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    board = (
        BOARD.replace("facedown: secret}", "facedown: monk}")
        .replace(
            '{id: monk, card: "Ember Monk", owner: A, zone: base}',
            '{id: monk, card: "Ember Monk", owner: A, zone: facedown:bf1}',
        )
        .replace(
            "owner: A, zone: facedown:bf1}\n  - {id: plain", "owner: A, zone: hand}\n  - {id: plain"
        )
    )
    tl = _run(scenario, board, "monk", ", at: bf1")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["monk"]["location"] == "bf1"
    assert tl.final_state["objects"]["monk"]["might"] == 6
