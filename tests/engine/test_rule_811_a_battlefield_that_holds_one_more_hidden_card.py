"""Rule 811 (a Hidden card is hidden at a battlefield its player controls with no facedown card)
as a battlefield's text changes it (002): "you may hide an additional card here" (Bandle Tree).
Two cards may be hidden there, not three; both are lost if their player loses the battlefield."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A, card: FIELD}
objects:
  - {id: h, card: {name: Holder, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: c1, card: "Pakaa Cub", owner: A, zone: hand}
  - {id: c2, card: "Pakaa Cub", owner: A, zone: hand}
  - {id: c3, card: "Pakaa Cub", owner: A, zone: hand}
script:
  - {hide: c1, by: A, at: bf1}
  - {hide: c2, by: A, at: bf1}
"""


def test_811_a_second_card_cannot_be_hidden_at_an_ordinary_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace("FIELD", "{name: Plain field, type: battlefield}")))
    assert tl.refused_rule == "811"


def test_002_bandle_tree_holds_two_hidden_cards_not_three(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("FIELD", '"Bandle Tree"')
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    zones = [tl.final_state["objects"][c]["zone"] for c in ("c1", "c2")]
    assert zones == ["facedown:bf1", "facedown:bf1"]
    tl = engine.run(scenario(body + "  - {hide: c3, by: A, at: bf1}\n"))
    assert tl.refused_rule == "811"


def test_811_both_hidden_cards_go_when_the_battlefield_is_lost(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("FIELD", '"Bandle Tree"') + "  - {act: {kill: [h]}, by: B}\n"
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    assert [tl.final_state["objects"][c]["zone"] for c in ("c1", "c2")] == ["trash", "trash"]
