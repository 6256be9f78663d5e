"""Rule 315.2 on a battlefield's "at the start of each player's first Beginning Phase, that
player ..." (The Arena's Greatest: gains 1 point; Obelisk of Power: channels 1 rune): met only at
the Beginning phase of that player's first turn — a scenario says how many turns each player has
begun with `turns:` — and the ability is that player's, whoever controls the battlefield."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [{id: A, turns: %s}, {id: B, turns: %s}]
battlefields: [{id: bf1, card: "The Arena's Greatest"}]
script:
  - {end_turn: true}
  - {pass: until_empty}
  - {end_turn: true}
  - {pass: until_empty}
  - {end_turn: true}
  - {pass: until_empty}
"""


def _scores(tl) -> dict[str, int]:
    return {p["id"]: p["score"] for p in tl.final_state["players"]}


def test_315_2_only_the_player_yet_to_take_a_turn_gains_the_point(scenario: Load) -> None:
    tl = run(scenario, BODY % (1, 0))
    assert tl.error is None, tl.error
    assert _scores(tl) == {"A": 0, "B": 1}


def test_315_2_players_past_their_first_turn_gain_nothing(scenario: Load) -> None:
    tl = run(scenario, BODY % (3, 2))
    assert tl.error is None, tl.error
    assert _scores(tl) == {"A": 0, "B": 0}


def test_315_2_unknown_turns_are_taken_as_past_the_first(scenario: Load) -> None:
    tl = run(scenario, BODY.replace("{id: A, turns: %s}, {id: B, turns: %s}", "A, B"))
    assert tl.error is None, tl.error
    assert _scores(tl) == {"A": 0, "B": 0}


def test_315_2_obelisk_of_power_channels_for_that_player(scenario: Load) -> None:
    body = """
players: [{id: A, turns: 1}, {id: B, turns: 0, rune_deck: [Fury, Calm, Mind, Body]}]
battlefields: [{id: bf1, card: Obelisk of Power}]
script:
  - {end_turn: true}
  - {pass: until_empty}
"""
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    runes = next(p for p in tl.final_state["players"] if p["id"] == "B")["runes"]
    assert len(runes) == 3  # Obelisk's 1, then the Channel step's 2 (315.2)
