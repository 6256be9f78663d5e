"""Rules 801.3.a.2 and 466.7: Fortified Position's "when you defend here, choose a unit; it gains
[Shield 2] this combat" — the defending player's ability, met as combat opens; the keyword counts
in that combat's damage and ends with the combat, not with the turn."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields: [{id: bf1, controller: B, card: Fortified Position}]
objects:
  - {id: a, card: {name: "Attacker", type: unit, might: 3}, owner: A, zone: base}
  - {id: d, card: {name: "Defender", type: unit, might: 2}, owner: B, zone: bf1}
script:
  - {move: [a], to: bf1, by: A}
  - {pass: until_showdown_ends}
choices:
  - {pick: [d]}
"""


def test_801_3_a_2_shield_2_wins_the_combat_for_the_defender(scenario: Load) -> None:
    tl = run(scenario, BODY)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["a"]["zone"] == "trash" and objects["d"]["zone"] == "bf1"


def test_466_7_the_keyword_ends_with_the_combat(scenario: Load) -> None:
    tl = run(scenario, BODY)
    ended = [s for s in tl.steps if s.kind == "combat_ends" and "Shield 2" in s.text["en"]]
    assert len(ended) == 1
    assert tl.final_state["objects"]["d"]["keywords"] == []
    assert tl.final_state["objects"]["d"]["might"] == 2
