"""Rule 435.4.a (detach: the Equipment comes off its unit and stays where it is; at a battlefield
the next cleanup recalls it to base): Veiled Temple, "when you conquer here, you may ready one of
your gear; if it is an Equipment, you may also detach it"."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields:
  - {id: vt, card: Veiled Temple}
  - {id: bf2, controller: B}
objects:
  - {id: sword, owner: A, attached_to: u1, exhausted: true,
     card: {name: Sword, type: gear, keywords: [Equipment], might_bonus: 2}}
  - {id: pot, owner: A, zone: base, exhausted: true, card: {name: Pot, type: gear}}
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: A, zone: base}
  - {id: b1, card: {name: Bee, type: unit, might: 2}, owner: B, zone: bf2}
script:
  - {move: [u1], to: vt, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
"""


def _run(choices: str) -> dict[str, dict[str, object]]:
    tl = engine.run(engine.load_text(BODY + choices, "t.yaml"))
    assert tl.error is None, tl.error
    return tl.final_state["objects"]


def test_435_4_a_the_readied_equipment_detached_at_a_battlefield_is_recalled_to_base() -> None:
    objs = _run("  - {pick: [sword]}\n  - {accept: true}\n")
    assert objs["sword"]["attached_to"] is None and objs["sword"]["exhausted"] is False
    assert objs["sword"]["zone"] == "base" and objs["u1"]["might"] == 2


def test_435_4_a_declining_the_detach_keeps_it_attached_and_ready() -> None:
    objs = _run("  - {pick: [sword]}\n  - {accept: false}\n")
    assert objs["sword"]["attached_to"] == "u1" and objs["sword"]["exhausted"] is False
    assert objs["u1"]["might"] == 4


def test_435_4_a_a_gear_that_is_no_equipment_is_only_readied() -> None:
    objs = _run("  - {pick: [pot]}\n")
    assert objs["pot"]["exhausted"] is False and objs["sword"]["exhausted"] is True
    assert objs["sword"]["attached_to"] == "u1"
