"""'When played from face down' (811.6, 383.4.a.2): Tornado Warrior's ability triggers only when
its card was played from facedown; "something here" it may empower is a unit or gear at its
battlefield, disempowered by a delayed ability at the end of the turn (389)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: A}, {id: bf2}]
objects:
  - {id: tw, card: Tornado Warrior, owner: A, zone: "%s"}
  - {id: spy, card: Covert Informant, owner: A, zone: bf1}
choices: [{accept: true}, {pick: [spy]}]
script:
  - {play: tw, by: A, at: bf1}
  - {pass: until_empty}
%s"""


def _run(zone: str, more: str = "") -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + BOARD % (zone, more), "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def test_811_6_the_trigger_needs_the_card_played_from_facedown() -> None:
    hidden = _run("facedown:bf1")
    assert hidden.final_state["objects"]["spy"].get("empowered")
    from_hand = _run("hand")
    assert not [s for s in from_hand.steps if s.kind == "trigger"]
    assert not from_hand.final_state["objects"]["spy"].get("empowered")


def test_389_empowered_until_the_end_of_turn() -> None:
    timeline = _run("facedown:bf1", "  - {end_turn: true}\n")
    assert not timeline.final_state["objects"]["spy"].get("empowered")
    assert any(s.kind == "disempower" for s in timeline.steps)
