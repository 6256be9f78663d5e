"""Rule 820 (Repeat) given by an effect: "the next spell you play this turn gains [Repeat] equal
to its cost" (Temporal Portal): that spell's Repeat costs its printed cost and, paid, runs its
instructions once more; only that one spell gains it, and it loses it once it is a new object in
the trash (124.1)."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5, runes: [Mind, Mind, Mind, Mind, Mind]}, {id: B}]
objects:
  - {id: tp, card: "Temporal Portal", owner: A, zone: base}
  - {id: zap, owner: A, zone: hand,
     card: {name: Zap, type: spell, domains: [Mind], energy: 1, power: 1, effect: [{draw: 1}]}}
  - {id: zip, owner: A, zone: hand,
     card: {name: Zip, type: spell, domains: [Mind], energy: 1, power: 0, effect: [{draw: 1}]}}
script:
  - {activate: tp, ability: 1, by: A}
  - {pass: until_empty}
  - {play: zap, by: A, pay: [Repeat]}
  - {pass: until_empty}
%s"""


def _run(more: str) -> engine.Timeline:
    return engine.run(engine.load_text(BODY % more, "t.yaml"))


def test_820_the_spell_pays_its_cost_again_and_runs_twice() -> None:
    timeline = _run("")
    assert timeline.error is None, timeline.error
    cost = next(s for s in timeline.steps if s.kind == "cost")
    assert "2 Energy + 2 Mind Power" in cost.text["en"]
    assert [s.kind for s in timeline.steps].count("draw") == 2
    assert any(s.kind == "repeat" for s in timeline.steps)


def test_820_only_the_next_spell_gains_it() -> None:
    timeline = _run("  - {play: zip, by: A, pay: [Repeat]}\n")
    assert timeline.refused_rule == "356"
    assert "Zip has no optional cost 'Repeat'" in timeline.error["en"]
