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
