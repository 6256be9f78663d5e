"""Rule 346.1: in a showdown, when a chain a player started empties, focus passes to the next
player. A unit played on an empty chain (with Ambush) resolves at once, so its chain is empty again
and focus passes: the attacker who ambushes does not keep focus."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: brute, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
  - {id: wall, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: spider, card: {name: "2-Might unit, Ambush", type: unit, might: 2,
      keywords: [Ambush]}, owner: A, zone: hand}
script:
  - {move: [brute], to: bf1, by: A}
  - {play: spider, by: A, at: bf1}
"""


def test_346_1_focus_passes_once_the_ambushed_unit_has_entered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.error is None and tl.refused_rule is None
    showdown = tl.final_state["showdown"]
    assert showdown["focus"] == "B"
    assert tl.steps[-1].kind == "focus"


def test_346_1_a_unit_played_outside_a_showdown_passes_no_focus(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("  - {move: [brute], to: bf1, by: A}\n", "").replace("at: bf1}", "}")
    tl = engine.run(scenario(body))
    assert not [s for s in tl.steps if s.kind == "focus"]
