"""'When a combat I took part in ends' (466.7, 383.2.c; Mournful Witness): each unit that was an
attacker or a defender in the combat and is still on the board as it ends triggers; a unit
elsewhere does not, nor one that died in it."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: %s, card: Mournful Witness, owner: A, zone: base}
  - {id: home, card: Mournful Witness, owner: A, zone: base}
  - {id: guard, card: %s, owner: B, zone: bf1}
script:
  - {move: %s, to: bf1, by: A}
  - {pass: until_empty}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _run(attacker: str, guard: str) -> engine.Timeline:
    body = BOARD % (attacker, guard, attacker)
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def _empowered(timeline: engine.Timeline) -> set[str]:
    return {k for k, o in timeline.final_state["objects"].items() if o.get("empowered")}


def test_466_7_the_attacker_that_survives_is_empowered_as_the_combat_ends() -> None:
    timeline = _run("wit", "{name: Foe, type: unit, might: 1}")
    assert _empowered(timeline) == {"wit"}  # not the Witness that stayed home
    assert timeline.final_state["objects"]["wit"]["might"] == 4  # [Empowered] +2


def test_466_7_the_defender_takes_part_too_and_a_dead_attacker_does_not_trigger() -> None:
    body = BOARD.replace(
        "  - {id: %s, card: Mournful Witness, owner: A, zone: base}",
        "  - {id: %s, card: {name: Pup, type: unit, might: 1}, owner: A, zone: base}",
    ) % ("pup", "Mournful Witness", "pup")
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert timeline.error is None, timeline.error
    assert _empowered(timeline) == {"guard"}
    assert timeline.final_state["objects"]["pup"]["zone"] == "trash"
