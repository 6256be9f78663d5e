"""Rule 383.2.c (383.2.c.2: an object leaving in the event still sees it): Treasure Trove —
"when this leaves the board, draw 1 and channel 1 rune exhausted" — is met however it leaves:
killed by its own ability ("pay 1 Chaos, exhaust: kill this"), banished, returned to a hand."""

from __future__ import annotations

from typing import Any

import pytest

import engine

HEAD = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5, rune_deck: [Calm], runes: [{domain: Chaos}]}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: trove, card: "Treasure Trove", owner: A, zone: base}
script:
"""


def _run(script: str) -> engine.Timeline:
    text = HEAD + script + "  - {pass: until_empty}\n"
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _player(timeline: engine.Timeline) -> dict[str, Any]:
    return next(p for p in timeline.final_state["players"] if p["id"] == "A")


@pytest.mark.parametrize(
    ("script", "zone"),
    [
        ("  - {activate: trove, ability: 1, by: A}\n  - {pass: until_empty}\n", "trash"),
        ("  - {act: {banish: trove}, by: B}\n", "banishment"),
        ("  - {act: {return_to_hand: trove}, by: B}\n", "hand"),
    ],
)
def test_383_2_c_leaving_the_board_draws_and_channels(script: str, zone: str) -> None:
    timeline = _run(script)
    assert timeline.final_state["objects"]["trove"]["zone"] == zone
    player = _player(timeline)
    assert player["hand_hidden"] == 1 and player["deck"] == 4  # drew 1
    assert any(r["domain"] == "Calm" and r.get("exhausted") for r in player["runes"])
