"""Rule 002 (a card's text beats the rules): Maduli the Gatekeeper's "nothing can ready me" —
neither an effect nor the Awaken step readies it (315.1) — and its ability "I move to an occupied
enemy battlefield, provided my Might beats the combined Might of the enemy units there" (445):
only such a battlefield is offered; with none, it does not move."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5}, {id: B, hand: 2, deck: 5}]
battlefields: [{id: bf1, controller: B}, {id: bf2, controller: B}]
objects:
  - {id: mad, card: "Maduli the Gatekeeper", owner: A, zone: base, exhausted: true}
  - {id: e1, card: {name: Big, type: unit, might: 7}, owner: B, zone: bf1}
  - {id: e2, card: {name: Small, type: unit, might: 2}, owner: B, zone: bf2}
  - {id: e3, card: {name: Other, type: unit, might: %d}, owner: B, zone: bf2}
script:
%s"""


def _run(might: int, script: str) -> engine.Timeline:
    return engine.run(engine.load_text(BODY % (might, script), "t.yaml"))


def test_002_neither_an_effect_nor_awaken_readies_it() -> None:
    timeline = _run(
        3, "  - {act: {ready: mad}, by: A}\n  - {end_turn: true}\n  - {end_turn: true}\n"
    )
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["mad"]["exhausted"] is True
    assert any(s.kind == "ready" and "cannot be readied" in s.text["en"] for s in timeline.steps)


def test_445_it_moves_only_where_its_might_beats_the_enemy_units_there() -> None:
    moved = _run(3, "  - {activate: mad, ability: 1, by: A}\n  - {pass: until_empty}\n")
    assert moved.error is None, moved.error
    assert moved.final_state["objects"]["mad"]["location"] == "bf2"  # 6 beats 2 + 3, not 7
    stays = _run(4, "  - {activate: mad, ability: 1, by: A}\n  - {pass: until_empty}\n")
    assert stays.error is None, stays.error
    assert stays.final_state["objects"]["mad"]["location"] == "A"  # 6 does not beat 2 + 4
