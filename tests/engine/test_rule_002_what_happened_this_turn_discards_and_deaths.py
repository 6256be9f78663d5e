"""Rule 002 (a card's text beats the rules) reading what happened this turn: "if you've discarded
a card this turn, I have [Assault] and [Ganking]" (Raging Soul) and "if a unit died this turn, I
enter ready" (Towering Pairofant, beside 359.2). Both end with the turn (317.2)."""

from collections.abc import Callable

import engine

SOUL = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: s, card: "Raging Soul", owner: A, zone: base}
  - {id: junk, card: {name: Junk, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
  - {id: toss, card: {name: Toss, type: spell, effect: [{discard: 1}]}, owner: A, zone: hand}
script:
"""


def _keywords(tl: engine.Timeline) -> list[str]:
    assert tl.error is None, tl.error
    return list(tl.final_state["objects"]["s"]["keywords"])


def test_002_raging_soul_has_assault_and_ganking_once_you_discarded(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _keywords(engine.run(scenario(SOUL + "  - {end_turn: true}\n"))) == []
    toss = "  - {play: toss, by: A}\n  - {pass: until_empty}\n"
    assert set(_keywords(engine.run(scenario(SOUL + toss)))) == {"Assault", "Ganking"}
    assert _keywords(engine.run(scenario(SOUL + toss + "  - {end_turn: true}\n"))) == []


PAIROFANT = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: p, card: "Towering Pairofant", owner: A, zone: hand}
  - {id: victim, card: {name: Victim, type: unit, might: 1}, owner: B, zone: base}
script:
"""
PLAY = "  - {play: p, by: A}\n  - {pass: until_empty}\n"


def _exhausted(tl: engine.Timeline) -> bool:
    assert tl.error is None, tl.error
    return bool(tl.final_state["objects"]["p"]["exhausted"])


def test_002_towering_pairofant_enters_ready_once_a_unit_died_this_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _exhausted(engine.run(scenario(PAIROFANT + PLAY)))
    kill = "  - {act: {kill: [victim]}, by: A}\n"
    assert not _exhausted(engine.run(scenario(PAIROFANT + kill + PLAY)))
    later = kill + "  - {end_turn: true}\n  - {end_turn: true}\n"
    assert _exhausted(engine.run(scenario(PAIROFANT + later + PLAY)))


WATCHER = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: w, card: "Shadow Watcher", owner: A, zone: hand}
  - {id: tmp, card: {name: Fleeting, type: unit, might: 1, keywords: [Temporary]}, owner: A,
      zone: base}
script:
"""
WATCH = "  - {play: w, by: A}\n  - {pass: until_empty}\n"


def _watcher_exhausted(tl: engine.Timeline) -> bool:
    assert tl.error is None, tl.error
    return bool(tl.final_state["objects"]["w"]["exhausted"])


def test_315_2_shadow_watcher_enters_ready_after_a_death_in_your_beginning_phase(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    # Temporary kills the unit at the start of A's next Beginning phase (816)
    turns = "  - {end_turn: true}\n  - {end_turn: true}\n  - {pass: until_empty}\n"
    assert not _watcher_exhausted(engine.run(scenario(WATCHER + turns + WATCH)))


def test_315_2_a_death_in_the_main_phase_does_not_count(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    kill = "  - {act: {kill: [tmp]}, by: A}\n"
    assert _watcher_exhausted(engine.run(scenario(WATCHER + kill + WATCH)))
