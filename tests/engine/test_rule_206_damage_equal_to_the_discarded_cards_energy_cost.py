"""Rule 206 with 357: "discard 1, then deal damage equal to that card's Energy cost" (Get
Excited!): its player picks the card, and the damage is its printed Energy cost, never its
Power cost."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: ge, card: "Get Excited!", owner: A, zone: hand}
  - {id: big, card: {name: Big, type: unit, might: 3, energy: 5, power: 2}, owner: A, zone: hand}
  - {id: small, card: {name: Small, type: unit, might: 1, energy: 1}, owner: A, zone: hand}
  - {id: foe, card: {name: Foe, type: unit, might: 8}, owner: B, zone: bf1}
script:
  - {play: ge, by: A, targets: {target: foe}}
  - {pass: until_empty}
choices:
  - {pick: [%s]}
"""


def _damage(pick: str) -> int:
    timeline = engine.run(engine.load_text(BODY % pick, "t.yaml"))
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"][pick]["zone"] == "trash"
    return int(timeline.final_state["objects"]["foe"]["damage"])


def test_206_the_damage_is_the_picked_cards_energy_cost_not_its_power() -> None:
    assert _damage("big") == 5
    assert _damage("small") == 1
