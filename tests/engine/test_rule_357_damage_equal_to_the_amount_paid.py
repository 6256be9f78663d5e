"""Rule 357 with pay_any: "pay as many runes of any type as you like; every enemy unit at a
battlefield takes that much damage" (Bullet Time): the amount word `amount_paid` reads what the
spell's own `pay_any` paid."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 3, runes: [Fury, Fury, Calm]}, {id: B}]
battlefields: [{id: bf1, controller: B}, {id: bf2, controller: B}]
objects:
  - {id: bt, card: "Bullet Time", owner: A, zone: hand}
  - {id: e1, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: e2, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf2}
  - {id: e3, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: base}
script:
  - {play: bt, by: A}
  - {pass: until_empty}
choices:
%s"""


def _objects(choices: str) -> dict[str, dict[str, object]]:
    timeline = engine.run(engine.load_text(BODY % choices, "t.yaml"))
    assert timeline.error is None, timeline.error
    return dict(timeline.final_state["objects"])


def test_357_each_enemy_unit_at_a_battlefield_takes_the_amount_paid() -> None:
    objects = _objects("  - {pick: [amount2]}\n  - {pay: [Fury, Calm]}\n")
    assert objects["e1"]["damage"] == 2
    assert objects["e2"]["zone"] == "trash"  # 2 damage on 2 Might: it dies
    assert objects["e3"]["damage"] == 0  # in a base, not at a battlefield


def test_357_paying_nothing_deals_nothing() -> None:
    objects = _objects("  - {pick: [amount0]}\n")
    assert objects["e1"]["damage"] == 0
    assert objects["e2"]["damage"] == 0
