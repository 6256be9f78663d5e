"""Rule 190.6: a battlefield's own abilities, controlled by its controller (the turn player while
nobody controls it): its start-of-Beginning-phase triggers (315.2, Frozen Fortress), its keyword
auras (801.3, Windswept Hillock), a delayed ability one of its triggers leaves (389, Targon's
Peak), and a conquer trigger whose condition is read as the conquest happens (383.2.a.1,
Protective Sands)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run


def test_315_2_frozen_fortress_deals_1_at_every_players_beginning_phase(scenario: Load) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: ff, card: Frozen Fortress, controller: A}
objects:
  - {id: a1, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: ff}
  - {id: b1, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: base}
script:
  - {end_turn: true}
"""
    tl = run(scenario, body)
    assert tl.error is None
    assert final(tl, "a1")["damage"] == 1 and final(tl, "b1")["damage"] == 0
    damage = [s for s in tl.steps if s.kind == "damage"]
    assert len(damage) == 1  # B's Beginning phase, though A controls the Fortress


def test_801_3_windswept_hillock_grants_ganking_to_units_here(scenario: Load) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: hill, card: %s, controller: A}
  - {id: bf2}
objects:
  - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: hill}
script:
  - {move: [a1], to: bf2, by: A}
"""
    tl = run(scenario, body % "Windswept Hillock")
    assert tl.error is None and tl.refused_rule is None and final(tl, "a1")["zone"] == "bf2"
    plain = body % '{name: "Plain battlefield", type: battlefield}'
    assert run(scenario, plain).refused_rule == "810.1.b"


def test_389_targons_peak_readies_2_runes_at_the_end_of_the_turn(scenario: Load) -> None:
    body = """
players:
  - {id: A, runes: [Fury, Fury, Fury]}
  - B
battlefields:
  - {id: tp, card: "Targon's Peak"}
objects:
  - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: sp, card: {name: "3-Energy spell", type: spell, energy: 3, effect: [{draw: 0}]},
     owner: A, zone: hand}
script:
  - {play: sp, by: A}
  - {pass: until_empty}
  - {move: [a1], to: tp, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
  - {end_turn: true}
"""
    tl = run(scenario, body)
    assert tl.error is None
    ready = [s for s in tl.steps if s.kind == "ready"]
    ends = next(s.index for s in tl.steps if s.kind == "end_turn")
    assert len(ready) == 1 and ready[0].index < ends and "2 of their runes" in ready[0].text["en"]


def test_383_2_a_1_protective_sands_reads_the_runes_as_you_conquer(scenario: Load) -> None:
    body = """
players:
  - {id: A, deck: 2, runes: [%s]}
  - B
battlefields:
  - {id: sands, card: Protective Sands}
objects:
  - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
script:
  - {move: [a1], to: sands, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
  - {accept: true}
"""
    tl = run(scenario, body % ", ".join(["Calm"] * 4))
    assert tl.error is None and any(s.kind == "draw" for s in tl.steps)
    tl = run(scenario, body % ", ".join(["Calm"] * 5))
    assert not any(s.kind in ("trigger", "draw") for s in tl.steps)


def test_002_aspirants_climb_winning_takes_one_more_point(scenario: Load) -> None:
    body = """
players:
  - {id: A, score: %d}
  - B
battlefields:
  - {id: climb, card: %s}
  - {id: held, controller: A}
objects:
  - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: held}
script:
  - {end_turn: true}
  - {end_turn: true}
"""
    tl = run(scenario, body % (7, "Aspirant's Climb"))
    assert tl.error is None and tl.final_state["winner"] is None  # 8 points: one short
    tl = run(scenario, body % (8, "Aspirant's Climb"))
    assert tl.final_state["winner"] == "A"
    tl = run(scenario, body % (7, '{name: "Plain battlefield", type: battlefield}'))
    assert tl.final_state["winner"] == "A"


def test_002_vilemaws_lair_no_unit_moves_from_here_to_base(scenario: Load) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: lair, card: "Vilemaw's Lair", controller: A}
  - {id: bf2}
objects:
  - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: lair}
  - {id: a2, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: lair}
  - {id: shove, owner: A, zone: hand, card: {name: "Move a unit to its base", type: spell,
     targets: {target: unit}, effect: [{move: $target, to: base}]}}
script:
%s
"""
    tl = run(scenario, body % "  - {move: [a1], to: base, by: A}")
    assert tl.refused_rule == "002"
    tl = run(scenario, body % "  - {play: shove, by: A, targets: {target: a1}}\n  - {pass: once}")
    assert tl.error is None and final(tl, "a1")["zone"] == "lair"
    assert any(s.kind == "skip" and "002" in s.rules for s in tl.steps)


def test_809_heisho_choosing_something_here_ignores_deflect(scenario: Load) -> None:
    body = """
players:
  - {id: A, pool: {energy: 1}}
  - B
battlefields:
  - {id: shell, card: "Heisho, Shell of the World", controller: B}
  - {id: bf2, controller: B}
objects:
  - {id: b1, card: {name: "Deflect unit", type: unit, might: 2, keywords: [Deflect]}, owner: B,
     zone: %s}
  - {id: b2, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: %s}
  - {id: zap, owner: A, zone: hand, card: {name: "1-Energy zap", type: spell, energy: 1,
     domains: [Fury], targets: {target: unit}, effect: [{damage: 1, to: $target}]}}
script:
  - {play: zap, by: A, targets: {target: b1}}
"""
    tl = run(scenario, body % ("shell", "bf2"))
    assert tl.error is None and tl.refused_rule is None  # 1 Energy: Deflect ignored
    tl = run(scenario, body % ("bf2", "shell"))
    assert tl.refused_rule == "358"  # 1 Energy and 1 Power of any domain: one rune short


def test_710_kinkou_temple_and_black_flame_altar_reach_units_by_keyword(scenario: Load) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: temple, card: Kinkou Temple, controller: A}
  - {id: altar, card: Black Flame Altar, controller: B}
objects:
  - {id: tank, card: {name: "Tank unit", type: unit, might: 3, keywords: [Tank]}, owner: A,
     zone: temple}
  - {id: plain, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: temple}
  - {id: temp, card: {name: "Temporary unit", type: unit, might: 2, keywords: [Temporary]},
     owner: B, zone: altar}
  - {id: other, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: altar}
script: []
"""
    tl = run(scenario, body)
    assert tl.error is None
    assert final(tl, "tank")["might"] == 4 and final(tl, "plain")["might"] == 3
    assert "Shield" in final(tl, "temp")["keywords"] and final(tl, "other")["keywords"] == []
