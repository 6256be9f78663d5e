"""Rule 808.1.d: a unit's own death trigger is captured as it dies; "when I die in combat"
(Draven, Audacious) only for a death in a combat at its battlefield once combat damage is
assigned (465), and "an opponent of your choice scores 1 point" gives that opponent the point
(471.1.a.1; with one opponent nothing is asked, 355). Its other ability, "the first time each
turn I win a combat, you score 1 point" (466.3, 383.1.b), comes before the conquest's point."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"

BODY = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: draven, card: "Draven, Audacious", owner: A, zone: base}
  - {id: e1, card: {name: Enemy one, type: unit, might: MIGHT}, owner: B, zone: bf1}
script:
"""
COMBAT = "  - {move: [draven], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"


def _run(might: int, script: str) -> engine.Timeline:
    text = HEAD + BODY.replace("MIGHT", str(might)) + script + "  - {pass: until_empty}\n"
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _scores(timeline: engine.Timeline) -> dict[str, int]:
    return {p["id"]: p["score"] for p in timeline.final_state["players"]}


def test_808_1_d_dying_in_combat_gives_the_opponent_a_point() -> None:
    timeline = _run(9, COMBAT)
    assert timeline.final_state["objects"]["draven"]["zone"] == "trash"
    assert _scores(timeline) == {"A": 0, "B": 1}


def test_808_1_d_dying_outside_combat_gives_no_point() -> None:
    timeline = _run(9, "  - {act: {kill: draven}, by: A}\n")
    assert timeline.final_state["objects"]["draven"]["zone"] == "trash"
    assert not any(e["kind"] == "trigger" for e in timeline.log)
    assert _scores(timeline) == {"A": 0, "B": 0}


def test_466_3_winning_a_combat_scores_draven_a_point_besides_the_conquest() -> None:
    timeline = _run(2, COMBAT)
    assert timeline.final_state["objects"]["draven"]["zone"] == "bf1"
    assert _scores(timeline) == {"A": 2, "B": 0}
