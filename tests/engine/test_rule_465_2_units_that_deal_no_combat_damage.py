"""Rule 465.2: each side deals the sum of its units' Might as combat damage, assigned by 465.2.c.
A unit that "doesn't deal combat damage" adds nothing to its side's sum (Galio), or nothing except
while its condition holds (Sacred Protector); and "when you assign combat damage here, you don't
have to respect [Tank]" (Dune Surfer) lets its controller assign lethal damage to a non-Tank unit
first."""

from __future__ import annotations

from .triggers_helpers import Load, run


def damage(tl) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: galio, owner: A, zone: base, card: {name: "6-Might unit that deals no combat damage",
      type: unit, might: 6, abilities: [{static: {deals_no_combat_damage: 1%s}}]}}
  - {id: pal, owner: A, zone: base, card: {name: "1-Might unit", type: unit, might: 1}}
  - {id: wall, owner: B, zone: bf1, card: {name: "5-Might unit", type: unit, might: 5}}
script:
  - {move: [galio%s], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def test_465_2_a_unit_that_deals_no_combat_damage_adds_nothing(scenario: Load) -> None:
    tl = run(scenario, BODY % ("", ""))
    assert tl.error is None, tl.error
    assert damage(tl) == {"galio": 5}  # the wall takes nothing
    assert tl.final_state["objects"]["wall"]["zone"] == "bf1"


def test_465_2_except_while_its_condition_holds(scenario: Load) -> None:
    unless = ", unless: exactly_one_other_friendly_unit_at_a_battlefield"
    tl = run(scenario, BODY % (unless, ""))
    assert damage(tl) == {"galio": 5}  # alone there: still none
    tl = run(scenario, BODY % (unless, ", pal") + "choices: [{pick: [pal]}]\n")
    assert tl.error is None, tl.error
    # beside exactly one other unit of A's: 6 + 1 is dealt, the wall dies
    assert damage(tl)["wall"] == 7


TANK = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: surfer, owner: A, zone: base, card: {name: "4-Might unit", type: unit, might: 4%s}}
  - {id: tank, owner: B, zone: bf1, card: {name: "5-Might Tank", type: unit, might: 5,
      keywords: [Tank]}}
  - {id: soft, owner: B, zone: bf1, card: {name: "3-Might unit", type: unit, might: 3}}
script:
  - {move: [surfer], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def test_465_2_c_tank_is_assigned_first_without_dune_surfer(scenario: Load) -> None:
    tl = run(scenario, TANK % "")
    assert tl.error is None, tl.error
    assert damage(tl)["tank"] == 4 and "soft" not in damage(tl)


def test_465_2_c_dune_surfers_controller_need_not_respect_tank(scenario: Load) -> None:
    ignores = ", abilities: [{static: {ignores_tank_here: 1}}]"
    tl = run(scenario, TANK % ignores)
    assert tl.decision is not None and tl.decision.rule == "465.2.c"
    assert {o.key for o in tl.decision.options} == {"pick:tank", "pick:soft"}
    tl = run(scenario, TANK % ignores + "choices: [{pick: [soft]}]\n")
    assert tl.error is None, tl.error
    assert damage(tl)["soft"] == 3 and damage(tl)["tank"] == 1
    assert tl.final_state["objects"]["soft"]["zone"] == "trash"
