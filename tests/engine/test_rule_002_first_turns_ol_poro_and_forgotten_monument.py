"""Rule 002 (a card's text beats the rules) counting a player's turns (a scenario's `turns:`, how
many turns the player has begun; counted on at each turn start): "I can't be played on your first,
second, or third turns" (Ol' Poro) and "players can't score here until their third turn"
(Forgotten Monument). A scenario that does not say keeps them unknown: no restriction."""

from collections.abc import Callable

import engine


def _poro(turns: str) -> str:
    return f"""
players:
  - {{id: A{turns}}}
  - {{id: B}}
battlefields:
  - {{id: bf1}}
objects:
  - {{id: p, card: "Ol' Poro", owner: A, zone: hand}}
script:
  - {{play: p, by: A}}
"""


def test_002_ol_poro_cannot_be_played_in_its_players_first_three_turns(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert engine.run(scenario(_poro(", turns: 3"))).refused_rule == "002"
    assert engine.run(scenario(_poro(", turns: 4"))).refused_rule is None
    assert engine.run(scenario(_poro(""))).refused_rule is None  # unknown: no restriction


def test_002_the_turns_are_counted_on_as_turns_begin(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = _poro(", turns: 3").replace(
        "  - {play: p, by: A}\n",
        "  - {end_turn: true}\n  - {end_turn: true}\n  - {play: p, by: A}\n",
    )
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error  # A's fourth turn


def _monument(turns: int) -> str:
    return f"""
players:
  - {{id: A, turns: {turns}}}
  - {{id: B}}
battlefields:
  - {{id: bf1, card: "Forgotten Monument"}}
objects:
  - {{id: r, card: {{name: Raider, type: unit, might: 2}}, owner: A, zone: base}}
script:
  - {{move: [r], to: bf1, by: A}}
  - {{pass: until_showdown_ends}}
"""


def _score(tl: engine.Timeline) -> int:
    assert tl.error is None, tl.error
    return int(next(p["score"] for p in tl.final_state["players"] if p["id"] == "A"))


def test_002_forgotten_monument_gives_no_point_before_the_third_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(_monument(2)))
    assert _score(tl) == 0
    assert next(b for b in tl.final_state["battlefields"] if b["id"] == "bf1")["controller"] == "A"
    assert _score(engine.run(scenario(_monument(3)))) == 1
