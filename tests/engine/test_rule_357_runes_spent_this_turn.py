"""Rule 357: "if you have spent 2 or more runes this turn, I have +2 Might and [Ganking]"
(Sivir, Mercenary): each rune exhausted or recycled to pay a cost this turn counts."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 3, runes: [Chaos, Chaos, Chaos]}, {id: B}]
objects:
  - {id: sivir, card: "Sivir, Mercenary", owner: A, zone: base}
  - {id: sp, card: {name: S, type: spell, energy: %d, effect: [{draw: 1}]}, owner: A, zone: hand}
script:
  - {play: sp, by: A}
  - {pass: until_empty}
"""


def _sivir(energy: int) -> dict[str, object]:
    timeline = engine.run(engine.load_text(BODY % energy, "t.yaml"))
    assert timeline.error is None, timeline.error
    return dict(timeline.final_state["objects"]["sivir"])


def test_357_two_runes_spent_give_might_and_ganking() -> None:
    sivir = _sivir(2)
    assert sivir["might"] == 6
    assert "Ganking" in str(sivir["keywords"])


def test_357_one_rune_spent_is_not_enough() -> None:
    sivir = _sivir(1)
    assert sivir["might"] == 4
    assert "Ganking" not in str(sivir["keywords"])
