"""'Each of your [Empowered] units, me included, gets +2 Might' (Aurok General, 441): an aura
whose reach is the friendly units with the Empowered status now, while its source has it."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: gen, card: Aurok General, owner: A, zone: base}
  - {id: spy, card: Covert Informant, owner: A, zone: base}
  - {id: pal, card: {name: Pal, type: unit, might: 1}, owner: A, zone: base}
  - {id: foe, card: Covert Informant, owner: B, zone: base}
script:
  - {activate: spy, ability: 1, by: A}
  - {pass: until_empty}
%s  - {end_turn: true}
  - {activate: foe, ability: 1, by: B}
  - {pass: until_empty}
"""


def _might(general_empowered: bool) -> dict[str, int]:
    extra = "  - {activate: gen, ability: 1, by: A}\n  - {pass: until_empty}\n"
    body = BOARD % (extra if general_empowered else "")
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert timeline.error is None, timeline.error
    return {k: o["might"] for k, o in timeline.final_state["objects"].items()}


def test_441_the_aura_reaches_only_friendly_empowered_units_while_its_source_is_empowered() -> None:
    assert _might(True) == {"gen": 7, "spy": 6, "pal": 1, "foe": 4}
    assert _might(False) == {"gen": 5, "spy": 4, "pal": 1, "foe": 4}
