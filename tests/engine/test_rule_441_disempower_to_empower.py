"""'You may disempower something you control to empower a Legend, unit or gear' (Profiteer,
441, 383.3.a): the first target must be one of its player's Empowered things; the empower
happens only if the disempower did (if_you_do)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: pf, card: Profiteer, owner: A, zone: hand}
  - {id: spy, card: Covert Informant, owner: A, zone: base}
  - {id: foe, card: Covert Informant, owner: B, zone: base}
choices: [{accept: true}%s]
script:
%s  - {play: pf, by: A}
  - {pass: until_empty}
"""

EMPOWER_SPY = "  - {activate: spy, ability: 1, by: A}\n  - {pass: until_empty}\n"


def _run(choices: str, script: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + BOARD % (choices, script), "t.yaml"))
    return timeline


def _empowered(timeline: engine.Timeline) -> set[str]:
    return {k for k, o in timeline.final_state["objects"].items() if o.get("empowered")}


def test_441_the_status_moves_from_what_you_control_to_what_you_pick() -> None:
    timeline = _run(", {pick: [foe]}", EMPOWER_SPY)
    assert timeline.error is None, timeline.error
    assert _empowered(timeline) == {"foe"}  # any player's unit may be empowered


def test_355_only_an_empowered_thing_of_yours_can_be_disempowered() -> None:
    timeline = _run("", "")  # nothing of A's is Empowered: no first target, nothing happens
    assert _empowered(timeline) == set()
    assert not any(s.kind in ("disempower", "empower") for s in timeline.steps)
