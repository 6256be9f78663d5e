"""Rule 811.6 (a Hidden card is played from facedown, revealed) against Noxus Saboteur's text
(002): "your opponents' Hidden cards can't be revealed here", so they can't be played from
facedown at its battlefield; elsewhere, and for its own controller, they still can."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: A}
objects:
  - {id: mine, card: {name: Holder, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: mine2, card: {name: Holder 2, type: unit, might: 1}, owner: A, zone: bf2}
  - {id: sab, card: "Noxus Saboteur", owner: OWNER, zone: SAB}
  - {id: cub, card: "Pakaa Cub", owner: A, zone: facedown:bf1}
script:
  - {play: cub, by: A, at: bf1}
"""


def _run(scenario: Callable[[str], engine.Scenario], owner: str, zone: str) -> engine.Timeline:
    body = BOARD.replace("OWNER", owner).replace("SAB", zone)
    return engine.run(scenario(body))


def test_002_an_opponents_saboteur_there_keeps_the_card_facedown(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("OWNER", "B").replace("SAB", "bf1")
    # B's Saboteur at A's bf1 means a combat; it stands there from the start
    tl = engine.run(scenario(body))
    assert tl.refused_rule == "002"


def test_811_6_elsewhere_or_its_controllers_own_it_is_played(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _run(scenario, "B", "bf2").refused_rule != "002"
    tl = _run(scenario, "A", "bf1")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["cub"]["location"] == "bf1"
