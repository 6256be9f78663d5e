"""Rule 355.9: "kill a friendly unit; another friendly unit gets +Might equal to its Might this
turn" (Deathgrip): the second target may not be the unit its first one kills, and the Might is
read as the killed unit left the board (359.3.e.13)."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 3}, {id: B}]
objects:
  - {id: dg, card: "Deathgrip", owner: A, zone: hand}
  - {id: f1, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
  - {id: f2, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
script:
  - {play: dg, by: A, targets: {killed: f1, other: %s}}
  - {pass: until_empty}
"""


def test_355_9_the_other_unit_gets_the_killed_units_might() -> None:
    timeline = engine.run(engine.load_text(BODY % "f2", "t.yaml"))
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["f1"]["zone"] == "trash"
    assert objects["f2"]["might"] == 5
    assert timeline.final_state["players"][0]["deck"] == 2  # drew 1


def test_355_9_the_killed_unit_cannot_also_be_the_other_one() -> None:
    timeline = engine.run(engine.load_text(BODY % "f1", "t.yaml"))
    assert timeline.error is not None and "355" in str(timeline.error)
