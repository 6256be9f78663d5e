"""Rule 465.2.c.5: a replacement effect that would apply to combat damage applies to the
assignment itself (Lotus Trap doubles it), so the least amount that becomes lethal once doubled
is what the unit needs (465.2.c.4.a), and the damage dealt is not doubled again (465.2.d).
Outside combat the doubling applies as the damage would be dealt (370.1)."""

from __future__ import annotations

import pytest

import engine
from engine.errors import ScenarioError

from .conftest import LIBRARY

LOTUS = LIBRARY / "faq/faq-lotus-trap-1-combat-assignment.yaml"

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [A, B]\n"


def damage(tl: engine.Timeline) -> list[tuple[str, int]]:
    return [(e["subject"], e["amount"]) for e in tl.log if e["kind"] == "damage"]


def test_465_2_c_5_the_doubling_is_folded_into_the_assignment_and_not_repeated() -> None:
    sc = engine.load_scenario(LOTUS)
    trapped = engine.run(sc)
    assert ("trapped", 4) in damage(trapped) and ("other", 3) in damage(trapped)
    assert trapped.final_state["objects"]["other"]["zone"] == "trash"
    # without the trap the same 5 damage gives lethal to only one of the two, the attacker's pick
    plain = engine.run(sc, "without-lotus-trap")
    assert ("trapped", 3) in damage(plain) and ("other", 2) in damage(plain)
    assert plain.final_state["objects"]["other"]["zone"] == "bf1"


def test_370_1_outside_combat_the_damage_is_doubled_as_it_would_be_dealt() -> None:
    body = """\
objects:
  - {id: lotus, card: Lotus Trap, owner: A, zone: hand}
  - id: bolt
    owner: A
    zone: hand
    card: {name: "Deal 2", type: spell, targets: {target: unit}, effect: [{damage: 2, to: $target}]}
  - {id: u, card: {name: "5-Might unit", type: unit, might: 5}, owner: B, zone: base}
script:
  - {play: lotus, by: A, targets: [u]}
  - {pass: until_empty}
  - {play: bolt, by: A, targets: [u]}
  - {pass: until_empty}
"""
    tl = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert tl.error is None, tl.error
    assert damage(tl) == [("u", 4)]
    assert tl.final_state["objects"]["u"]["zone"] == "base"


def test_a_doubling_replacement_only_doubles_damage() -> None:
    body = """\
objects:
  - id: odd
    owner: A
    zone: base
    card:
      name: "Odd"
      type: unit
      might: 1
      abilities: [{replacement: {would: die, subject: self, double: true}}]
script: []
"""
    with pytest.raises(ScenarioError, match="double"):
        engine.load_text(HEAD + body, "t.yaml")
