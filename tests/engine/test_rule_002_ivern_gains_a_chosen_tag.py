"""Rule 002 (a card's text beats the rules): "as you play me, choose Bird, Cat, Dog, or Poro; I
gain that tag. When I conquer or hold, score 1 point if your units have all of the following tags
among them - Bird, Cat, Dog, and Poro" (Ivern, Friend to All). The tag he gains counts."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: iv, card: "Ivern, Friend to All", owner: A, zone: hand}
  - {id: cat, card: {name: Cat, type: unit, might: 1, tags: [Cat]}, owner: A, zone: base}
  - {id: dog, card: {name: Dog, type: unit, might: 1, tags: [Dog]}, owner: A, zone: base}
  - {id: poro, card: {name: Poro, type: unit, might: 1, tags: [Poro]}, owner: A, zone: base}
choices:
  - {pick: [TAG]}
script:
  - {play: iv, by: A}
  - {pass: until_empty}
  - {end_turn: true}
  - {end_turn: true}
  - {move: [iv], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _score(scenario: Callable[[str], engine.Scenario], tag: str) -> int:
    tl = engine.run(scenario(BOARD.replace("TAG", tag)))
    assert tl.error is None, tl.error
    return int(next(p["score"] for p in tl.final_state["players"] if p["id"] == "A"))


def test_002_with_bird_gained_ivern_scores_one_more_as_he_conquers(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _score(scenario, "Bird") == 2  # the conquest, and his own point


def test_002_with_a_tag_already_there_the_four_are_not_all_there(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _score(scenario, "Cat") == 1
