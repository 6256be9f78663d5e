"""Rule 428.5: "if this kills it" (Disintegrate). A unit killed in the cleanup right after the
spell that dealt it damage is that spell's kill, so its controller draws; a unit that survives
that cleanup and dies later in the turn is not (the delayed ability ended with the cleanup)."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: d, card: "Disintegrate", owner: A, zone: hand}
  - {id: zap, card: {name: Zap, type: spell, targets: {t: unit}, effect: [{damage: 2, to: $t}]},
     owner: A, zone: hand}
  - {id: foe, card: {name: Foe, type: unit, might: %d}, owner: B, zone: bf1}
script:
  - {play: d, by: A, targets: {target: foe}}
  - {pass: until_empty}
%s"""


def _run(might: int, then: str = "") -> engine.Timeline:
    timeline = engine.run(engine.load_text(BODY % (might, then), "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def test_428_5_a_death_in_the_cleanup_right_after_is_this_spells_kill() -> None:
    timeline = _run(3)
    assert timeline.final_state["objects"]["foe"]["zone"] == "trash"
    assert timeline.final_state["players"][0]["deck"] == 4  # A drew 1


def test_428_5_a_later_death_is_not_this_spells_kill() -> None:
    later = "  - {play: zap, by: A, targets: {t: foe}}\n  - {pass: until_empty}\n"
    timeline = _run(5, later)
    assert timeline.final_state["objects"]["foe"]["zone"] == "trash"  # Zap's kill, not this one
    assert timeline.final_state["players"][0]["deck"] == 5  # no draw
    survived = _run(5)
    assert survived.final_state["players"][0]["deck"] == 5


ALPHA = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: al, card: "Alpha Strike", owner: A, zone: hand}
  - {id: me, card: {name: Yi, type: unit, might: 6}, owner: A, zone: base}
  - {id: e1, card: {name: E1, type: unit, might: 2}, owner: B, zone: bf1}
  - {id: e2, card: {name: E2, type: unit, might: 3}, owner: B, zone: bf1}
  - {id: e3, card: {name: E3, type: unit, might: 9}, owner: B, zone: bf1}
script:
  - {play: al, by: A, targets: {friend: me}}
  - {pass: until_empty}
choices:
  - {pick: [e1]}
  - {pick: [e2]}
  - {pick: [e3]}
  - {pick: [e1, e1, e2, e2, e2, e3]}
"""


def test_428_5_alpha_strike_gains_1_xp_per_unit_it_kills() -> None:
    timeline = engine.run(engine.load_text(ALPHA, "t.yaml"))
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert (objects["e1"]["zone"], objects["e2"]["zone"], objects["e3"]["zone"]) == (
        "trash",
        "trash",
        "bf1",
    )
    assert timeline.final_state["players"][0]["xp"] == 2  # two kills, not three picks
