"""The board conditions of Vendetta's texts (engine/vocabulary/board_conditions.py), checked on the
board with the pool's cards, named after the rule they read: 161 (the runes a player controls) and
469.2 / 383.2.a (a hold trigger whose condition is read as it resolves)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _draws(timeline: engine.Timeline) -> int:
    return sum(e["kind"] == "draw" for e in timeline.log)


def _shen(others: int) -> engine.Timeline:
    friends = "".join(
        f'  - {{id: f{n}, card: {{name: "Friend", type: unit, might: 1}}, owner: A, zone: bf1}}\n'
        for n in range(others)
    )
    return _run(
        f"""\
players: [{{id: A, deck: 5}}, {{id: B, deck: 5}}]
battlefields: [{{id: bf1, controller: A}}]
objects:
  - {{id: shen, card: "Shen, Scourge of Shadows", owner: A, zone: bf1}}
{friends}script:
  - {{end_turn: true}}
  - {{end_turn: true}}
  - {{pass: until_empty}}
"""
    )


def test_383_2_a_shen_draws_on_a_hold_only_with_exactly_one_other_unit_of_yours_here() -> None:
    assert _draws(_shen(1)) == 1
    assert _draws(_shen(0)) == 0
    assert _draws(_shen(2)) == 0


def _dragon(runes: int) -> engine.Timeline:
    rune_list = ", ".join(["Fury"] * runes)
    return _run(
        f"""\
players: [{{id: A, deck: 5, runes: [{rune_list}]}}, {{id: B, deck: 5, runes: [Calm]}}]
battlefields: [{{id: bf1}}]
objects:
  - {{id: dragon, card: "Eclipse Dragon", owner: A, zone: base}}
script:
  - {{move: dragon, to: bf1, by: A}}
  - {{pass: until_empty}}
"""
    )


def test_161_eclipse_dragon_draws_on_a_move_only_with_4_runes_or_fewer() -> None:
    assert _draws(_dragon(4)) == 1
    assert _draws(_dragon(5)) == 0
