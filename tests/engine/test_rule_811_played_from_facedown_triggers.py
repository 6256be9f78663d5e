"""Rule 811 (Hidden): a card played from facedown at a battlefield. "When you play this from face
down, attach it to a unit you control here" (Edge of Night: the battlefield it was hidden at,
though the cleanup recalls the lone gear first, 457.1; the unit is chosen, not targeted,
355.10) and "if you play me from face down during your turn, you may bring an enemy unit from
another location to my battlefield" (Evelynn, Entrancing: not on an opponent's turn)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"
BODY = """\
battlefields:
  - {id: bf1, controller: A, facedown: edge}
  - {id: bf2, controller: A, facedown: eve}
objects:
  - {id: u1, card: {name: Mine, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: u2, card: {name: Mine two, type: unit, might: 2}, owner: A, zone: bf2}
  - {id: u3, card: {name: Mine at home, type: unit, might: 2}, owner: A, zone: base}
  - {id: edge, card: "Edge of Night", owner: A, zone: facedown:bf1}
  - {id: eve, card: "Evelynn, Entrancing", owner: A, zone: facedown:bf2}
  - {id: e1, card: {name: Enemy, type: unit, might: 2}, owner: B, zone: base}
script:
"""


def _run(script: str, answers: list[str]) -> engine.Timeline:
    text = HEAD + BODY + script
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def test_811_edge_of_night_attaches_to_the_unit_where_it_was_hidden() -> None:
    timeline = _run("  - {play: edge, by: A, at: bf1}\n  - {pass: until_empty}\n", [])
    edge = timeline.final_state["objects"]["edge"]
    assert edge["attached_to"] == "u1" and edge["zone"] == "bf1"


def test_811_evelynn_played_from_facedown_on_her_turn_brings_an_enemy_unit() -> None:
    timeline = _run("  - {play: eve, by: A, at: bf2}\n  - {pass: until_empty}\n", ["accept:yes"])
    assert timeline.final_state["objects"]["e1"]["zone"] == "bf2"


def test_811_evelynn_played_from_facedown_on_an_opponents_turn_brings_nothing() -> None:
    timeline = _run(
        "  - {end_turn: true}\n"
        "  - {cast: {name: B's spell, type: spell, effect: [{draw: 1}]}, by: B}\n"
        "  - {play: eve, by: A, at: bf2}\n"
        "  - {pass: until_empty}\n",
        [],
    )
    assert timeline.final_state["objects"]["eve"]["zone"] == "bf2"
    assert not any(e["kind"] == "trigger" for e in timeline.log)
