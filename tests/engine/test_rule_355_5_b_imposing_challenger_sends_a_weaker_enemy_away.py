"""A triggered ability's target read against its source (355.5.b) and again as it resolves
(359.3.e), then moved to a battlefield its controller picks (445, 355): Imposing Challenger,
"each time I move, you may send an enemy unit here with lower Might than mine to another
battlefield"."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
  - {id: bf2}
  - {id: bf3}
objects:
  - {id: ic, card: "Imposing Challenger", owner: A, zone: base}
  - {id: weak, card: {name: "B weak", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: strong, card: {name: "B strong", type: unit, might: 6}, owner: B, zone: bf1}
script:
  - {move: ic, to: bf1, by: A}
  - {pass: until_empty}
choices:
  - {accept: true}
  - {pick: [bf3]}
"""


def _zone(tl: engine.Timeline, pid: str) -> object:
    return tl.final_state["objects"][pid]["zone"]


def test_355_5_b_only_the_weaker_enemy_unit_here_is_sent_where_its_controller_picks(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.error is None, tl.error
    assert _zone(tl, "weak") == "bf3" and _zone(tl, "strong") == "bf1"


def test_355_5_b_no_enemy_unit_weaker_than_me_here_and_nothing_is_sent(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace("might: 2}", "might: 5}")))  # equal is not lower
    assert _zone(tl, "weak") == "bf1" and _zone(tl, "strong") == "bf1"


def test_445_a_unit_is_sent_to_another_battlefield_never_the_one_it_is_at(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    two = BOARD.replace("  - {id: bf3}\n", "").replace("  - {pick: [bf3]}\n", "")
    tl = engine.run(scenario(two))  # one other battlefield: no pick to make
    assert tl.error is None, tl.error
    assert _zone(tl, "weak") == "bf2"
