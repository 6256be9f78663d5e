"""Rule 710 for a legend: its static abilities work from its Legend Zone ("your Mechs have
[Shield]", "your Equipment each give [Assault]", "while a friendly unit defends alone, it gets +2
Might"), worked out again whenever Might is read."""

from __future__ import annotations

from .triggers_helpers import Load, run


def damage(tl) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_710_a_legends_keyword_aura_reaches_the_units_it_names(scenario: Load) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: rumble, owner: A, zone: legend, card: {name: "Abstract legend", type: legend,
      abilities: [{static: {keyword_aura: Shield, to: "friendly Mech units"}}]}}
  - {id: mech, owner: A, zone: base, card: {name: "Mech", type: unit, might: 2, tags: [Mech]}}
  - {id: poro, owner: A, zone: base, card: {name: "Poro", type: unit, might: 2, tags: [Poro]}}
  - {id: theirs, owner: B, zone: base, card: {name: "Mech", type: unit, might: 2, tags: [Mech]}}
script: []
""",
    )
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["mech"]["keywords"] == ["Shield"]
    assert objects["poro"]["keywords"] == [] and objects["theirs"]["keywords"] == []


def test_710_each_of_your_equipment_gives_an_instance(scenario: Load) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: lucian, owner: A, zone: legend, card: {name: "Abstract legend", type: legend,
      abilities: [{static: {keyword_aura: Assault, to: units,
      per: your_equipment_attached_to_it}}]}}
  - {id: u, owner: A, zone: base, card: {name: "Unit", type: unit, might: 2}}
  - {id: g1, owner: A, attached_to: u, card: {name: "Blade", type: gear, keywords: [Equipment]}}
  - {id: g2, owner: A, attached_to: u, card: {name: "Blade", type: gear, keywords: [Equipment]}}
  - {id: bare, owner: A, zone: base, card: {name: "Unit", type: unit, might: 2}}
script: []
""",
    )
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["u"]["keywords"] == ["Assault 2"]
    assert objects["bare"]["keywords"] == []


YI = """
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: yi, owner: B, zone: legend, card: {name: "Abstract legend", type: legend,
      abilities: [{static: {might_aura: 2, to: "friendly units defending alone"}}]}}
  - {id: guard, owner: B, zone: bf1, card: {name: "3-Might unit", type: unit, might: 3}}
%s
  - {id: raider, owner: A, zone: base, card: {name: "4-Might unit", type: unit, might: 4}}
script:
  - {move: [raider], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def test_710_a_unit_defending_alone_gets_the_bonus(scenario: Load) -> None:
    tl = run(scenario, YI % "")
    assert tl.error is None, tl.error
    # 3 + 2 while it defends alone: it deals 5 and survives the raider's 4
    assert damage(tl) == {"guard": 4, "raider": 5}


def test_710_two_defenders_get_nothing(scenario: Load) -> None:
    pal = "  - {id: pal, owner: B, zone: bf1, card: {name: One, type: unit, might: 1}}"
    tl = run(scenario, YI % pal + "choices: [{pick: [guard]}]\n")
    assert tl.error is None, tl.error
    assert damage(tl)["raider"] == 4  # 3 + 1, no bonus
