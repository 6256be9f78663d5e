"""Rule 383.4.a: Forgotten Library, "while this battlefield is yours, each spell you play that
cost you 4 or more Energy lets you [Predict]": a battlefield's ability, met by a spell its
controller played paying 4 Energy or more (356), not by a cheaper one nor by an opponent's."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 3, runes: [Mind, Mind, Mind, Mind, Mind]}, {id: B}]
battlefields: [{id: lib, card: "Forgotten Library", controller: %s}]
objects:
  - {id: u, card: {name: U, type: unit, might: 1}, owner: %s, zone: lib}
  - {id: sp, card: {name: S, type: spell, energy: %d, effect: [{draw: 1}]}, owner: A, zone: hand}
script:
  - {play: sp, by: A}
  - {pass: until_empty}
"""


def _triggered(controller: str, energy: int) -> bool:
    timeline = engine.run(engine.load_text(BODY % (controller, controller, energy), "t.yaml"))
    assert timeline.error is None, timeline.error
    return any(s.kind == "trigger" and "Forgotten Library" in s.text["en"] for s in timeline.steps)


def test_383_4_a_your_4_energy_spell_lets_you_predict() -> None:
    assert _triggered("A", 4)


def test_383_4_a_a_3_energy_spell_does_not() -> None:
    assert not _triggered("A", 3)


def test_383_4_a_not_while_the_battlefield_is_an_opponents() -> None:
    assert not _triggered("B", 4)
