"""Spending a buff (705) as an event others wait for (383.4.a): Fae Dragon, "when you play me,
buff at most four friendly units. Whenever you spend a buff, play a Gold gear token exhausted";
the four are different units, picked one at a time (355)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: fd, card: "Fae Dragon", owner: A, zone: hand}
  - {id: a1, card: {name: "A one", type: unit, might: 2}, owner: A, zone: base}
  - {id: a2, card: {name: "A two", type: unit, might: 2}, owner: A, zone: base}
  - {id: sp, card: {name: "Spender", type: spell, effect: [{spend_buff: friendly}]},
     owner: A, zone: hand}
script:
  - {play: fd, by: A}
  - {pass: until_empty}
  - {play: sp, by: A}
  - {pass: until_empty}
choices:
  - {pick: [a1]}
  - {pick: [a2]}
  - {pick: [none]}
"""


def _gold(tl: engine.Timeline) -> list[str]:
    return [p for p, o in tl.final_state["objects"].items() if o["name"] == "Gold"]


def test_705_spending_a_buff_plays_an_exhausted_gold_token(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD + "  - {pick: [a1]}\n"))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["a1"]["might"] == 2 and objects["a2"]["might"] == 3
    gold = _gold(tl)
    assert len(gold) == 1 and objects[gold[0]]["exhausted"]


def test_705_no_buff_spent_no_gold(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(scenario(BOARD + "  - {pick: [none]}\n"))
    assert tl.error is None, tl.error
    assert _gold(tl) == []


def test_355_a_unit_already_picked_is_not_offered_again(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.split("choices:")[0] + "choices:\n  - {pick: [a1]}\n"))
    assert tl.decision is not None
    assert "pick:a1" not in [o.key for o in tl.decision.options]
