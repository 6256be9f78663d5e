"""Three ability words: "the next unit you play this turn comes in ready" (359.2 overridden, Sun
Disc, once), "it and I trade locations" (445, 446; Azir, Ascendant, then one of its Equipment may
come to me, 434), and an ability's Energy cost lowered per count, never below 0 (356.6; Lillia,
Bashful Bloom)."""

from __future__ import annotations

import engine

HEAD = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5%s}, {id: B}]
"""


def _run(body: str, runes: str = "") -> engine.Timeline:
    return engine.run(engine.load_text(HEAD % runes + body, "t.yaml"))


def test_359_2_only_the_next_unit_played_enters_ready() -> None:
    timeline = _run(
        """\
objects:
  - {id: sun, card: "Sun Disc", owner: A, zone: base}
  - {id: zap, card: {name: Zap, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: A, zone: hand}
  - {id: u2, card: {name: Two, type: unit, might: 2}, owner: A, zone: hand}
script:
  - {play: zap, by: A}
  - {pass: until_empty}
  - {activate: sun, ability: 1, by: A}
  - {pass: until_empty}
  - {play: u1, by: A}
  - {play: u2, by: A}
"""
    )
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert (objects["u1"]["exhausted"], objects["u2"]["exhausted"]) == (False, True)


def test_445_the_two_units_trade_locations_and_an_equipment_may_follow() -> None:
    timeline = _run(
        """\
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: azir, card: "Azir, Ascendant", owner: A, zone: base}
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: sword, owner: A, attached_to: u1,
     card: {name: Sword, type: gear, keywords: [Equipment], might_bonus: 2}}
script:
  - {activate: azir, ability: 1, by: A, targets: {target: u1}}
  - {pass: until_empty}
choices:
  - {pick: [sword]}
"""
    )
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert (objects["azir"]["location"], objects["u1"]["location"]) == ("bf1", "A")
    assert objects["sword"]["attached_to"] == "azir"


def _lillia(temporaries: int) -> engine.Timeline:
    temps = "".join(
        f"  - {{id: t{i}, owner: A, zone: base,"
        f" card: {{name: Temp {i}, type: unit, might: 2, keywords: [Temporary]}}}}\n"
        for i in range(temporaries)
    )
    return _run(
        "objects:\n"
        '  - {id: lil, card: "Lillia, Bashful Bloom", owner: A, zone: legend}\n'
        + temps
        + "script:\n  - {activate: lil, ability: 1, by: A}\n  - {pass: until_empty}\n",
        ", runes: [Calm, Calm, Calm]",
    )


def test_356_6_one_energy_less_per_friendly_temporary_unit() -> None:
    assert _lillia(0).refused_rule == "358"  # 4 Energy, 3 runes
    one = _lillia(1)
    assert one.error is None, one.error
    assert any(s.kind == "cost" and "3 Energy" in s.text["en"] for s in one.steps)
    five = _lillia(5)
    assert any(s.kind == "cost" and "0 Energy" in s.text["en"] for s in five.steps)
    assert "sprite-1" in five.final_state["objects"]
