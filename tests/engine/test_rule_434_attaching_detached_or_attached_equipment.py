"""Rule 434 (attach) with the target kinds 'friendly detached Equipment' and 'friendly attached
Equipment' (Jax, Grandmaster At Arms): one attaches an Equipment attached to nothing, the other
moves one already attached onto another unit; each refuses the other kind."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5}, {id: B}]
objects:
  - {id: jax, card: "Jax, Grandmaster At Arms", owner: A, zone: legend}
  - {id: sword, owner: A, %s
     card: {name: Sword, type: gear, keywords: [Equipment], might_bonus: 2}}
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: A, zone: base}
  - {id: u2, card: {name: Two, type: unit, might: 2}, owner: A, zone: base}
script:
  - {activate: jax, ability: %d, by: A, targets: {%s: sword, bearer: u2}}
  - {pass: until_empty}
"""


def _run(attached: bool, ability: int) -> engine.Timeline:
    text = BODY % (
        "attached_to: u1," if attached else "zone: base,",
        ability,
        "loose" if ability == 1 else "worn",
    )
    return engine.run(engine.load_text(text, "t.yaml"))


def test_434_a_detached_equipment_is_attached_to_the_chosen_unit() -> None:
    timeline = _run(attached=False, ability=1)
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["sword"]["attached_to"] == "u2"
    assert timeline.final_state["objects"]["u2"]["might"] == 4


def test_434_an_attached_equipment_moves_onto_another_unit() -> None:
    timeline = _run(attached=True, ability=2)
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["sword"]["attached_to"] == "u2"
    assert (objects["u1"]["might"], objects["u2"]["might"]) == (2, 4)


def test_355_each_ability_refuses_the_other_kind_of_equipment() -> None:
    assert _run(attached=True, ability=1).refused_rule == "355"
    assert _run(attached=False, ability=2).refused_rule == "355"
