"""Rule 435.4.a with 355.10: "then detach one Equipment from it" (Strike Down). The chosen unit
deals damage equal to its Might, then one of its Equipment, picked by its controller when there
are several, comes off and stays where it is; at a battlefield the next cleanup recalls it."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: u, card: {name: Knight, type: unit, might: 3}, owner: A, zone: bf1}
  - {id: g1, card: "Warmog's Armor", owner: A, attached_to: u}
%s  - {id: foe, card: {name: Foe, type: unit, might: 9}, owner: B, zone: base}
  - {id: sd, card: "Strike Down", owner: A, zone: hand}
script:
  - {play: sd, by: A, targets: {target: u, foe: foe}}
  - {pass: until_empty}
%s"""


def _run(extra: str = "", choices: str = "") -> engine.Timeline:
    return engine.run(engine.load_text(BODY % (extra, choices), "t.yaml"))


def test_435_4_a_strike_down_deals_its_might_then_detaches_the_equipment() -> None:
    timeline = _run()
    assert timeline.error is None, timeline.error
    assert {"kind": "damage", "subject": "foe", "amount": 4} in timeline.log  # 3 + Warmog's 1
    objects = timeline.final_state["objects"]
    assert objects["g1"]["zone"] == "base"  # detached at bf1, recalled by the cleanup
    assert objects["u"]["zone"] == "bf1"
    assert any(s.kind == "detach" for s in timeline.steps)


def test_355_10_with_two_equipment_the_controller_picks_which_one() -> None:
    second = '  - {id: g2, card: "Warmog\'s Armor", owner: A, attached_to: u}\n'
    timeline = _run(second, "choices:\n  - {pick: [g2]}\n")
    assert timeline.error is None, timeline.error
    assert {"kind": "damage", "subject": "foe", "amount": 5} in timeline.log
    objects = timeline.final_state["objects"]
    assert objects["g2"]["zone"] == "base"
    assert objects["g1"]["zone"] == "bf1"  # still attached, with its unit
