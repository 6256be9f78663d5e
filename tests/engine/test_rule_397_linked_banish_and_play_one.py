"""Rules 395-397 (linked abilities) with 427 and 356: Cursed Sarcophagus banishes every unit in
its controller's trash as it is played (not spells, not another player's cards); its activated
ability then plays one of the units it banished, picked by its controller, paying its cost."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5, runes: [Chaos, Fury, Fury, Fury, Fury, Fury]}, {id: B}]
objects:
  - {id: sar, card: "Cursed Sarcophagus", owner: A, zone: hand}
  - {id: d1, card: {name: Dead1, type: unit, might: 2, energy: 1, power: 0}, owner: A, zone: trash}
  - {id: d2, card: {name: Dead2, type: unit, might: 3, energy: 1, power: 0}, owner: A, zone: trash}
  - {id: s1, card: {name: Spell1, type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}
  - {id: e1, card: {name: Theirs, type: unit, might: 3}, owner: B, zone: trash}
script:
  - {play: sar, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
  - {activate: sar, ability: 1, by: A}
  - {pass: until_empty}
choices:
  - {pick: [d2]}
"""


def test_397_your_trash_units_are_banished_and_one_of_them_is_played_paying_its_cost() -> None:
    timeline = engine.run(engine.load_text(BODY, "t.yaml"))
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert (objects["s1"]["zone"], objects["e1"]["zone"]) == ("trash", "trash")
    assert objects["d1"]["zone"] == "banishment"
    assert objects["d2"]["zone"] == "base"
    assert any(s.kind == "pay" and "for Dead2" in s.text["en"] for s in timeline.steps)
