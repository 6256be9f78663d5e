"""Rule 315 (the Beginning Phase) read by an 'if' as the effect resolves (383.2.a): LeBlanc,
Fragmented's "[Deathknell] Draw 1, or 2 if it's your Beginning Phase" draws 2 when its
controller's Beginning Phase is under way (a Temporary unit with the same text dies there,
816) and 1 in the Main phase."""

from __future__ import annotations

from engine.record.timeline import Timeline

from .triggers_helpers import Load, run

LEBLANC_EFFECT = (
    '[{"if": "it_is_your_beginning_phase", "do": [{"draw": 2}]},'
    ' {"if": "it_is_not_your_beginning_phase", "do": [{"draw": 1}]}]'
)

BODY = """
players: [%s]
objects:
  - {id: d1, card: {name: "D1", type: unit, might: 1}, owner: B, zone: deck}
  - {id: d2, card: {name: "D2", type: unit, might: 1}, owner: B, zone: deck}
  - {id: d3, card: {name: "D3", type: unit, might: 1}, owner: B, zone: deck}
  - {id: d4, card: {name: "D4", type: unit, might: 1}, owner: B, zone: deck}
  - {id: lb, card: "LeBlanc, Fragmented", owner: B, zone: base}
  - {id: fr, card: {name: "Fragment", type: unit, might: 1, keywords: [Temporary, Deathknell],
      abilities: [{triggered: {when: i_die, effect: %s}}]}, owner: B, zone: base}
script:
%s
"""


def _hand(tl: Timeline, player: str) -> int:
    objects = tl.final_state["objects"].values()
    return sum(1 for o in objects if o["zone"] == "hand" and o["owner"] == player)


def test_315_in_your_beginning_phase_it_draws_2(scenario: Load) -> None:
    tl = run(
        scenario, BODY % ("A, B", LEBLANC_EFFECT, "  - {end_turn: true}\n  - {pass: until_empty}")
    )
    assert tl.error is None, tl.error
    assert _hand(tl, "B") == 2  # the run stops as the Beginning Phase's chain empties


def test_315_leblanc_killed_in_the_main_phase_draws_1(scenario: Load) -> None:
    tl = run(
        scenario,
        BODY % ("A, B", LEBLANC_EFFECT, "  - {act: {kill: [lb]}, by: A}\n  - {pass: until_empty}"),
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["lb"]["zone"] == "trash"
    assert _hand(tl, "B") == 1
