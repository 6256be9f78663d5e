"""Rule 190.6, a battlefield's own abilities met by what happens there: Back-Alley Bar ("when a
unit moves from here, give it +1 Might this turn": only the unit that left), Ripper's Bay ("when a
unit here goes back to a player's hand, that player may pay 1 Energy to channel": the owner's
choice), Threshold of the Gray ("when a combat begins here, the attacker and the defender each
[Add] 1 Energy", 464.2) and Power Nexus ("when you hold here, you may pay 4 runes of any type to
score 1 point": refused when they cannot be paid, 383.3.b)."""

from __future__ import annotations

from .triggers_helpers import Load, run

BAR = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A, card: Back-Alley Bar}
  - {id: bf2, controller: B, card: "Ripper's Bay"}
objects:
  - {id: mover, card: {name: "Mover", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: stayer, card: {name: "Stayer", type: unit, might: 3}, owner: A, zone: bf1}
  - {id: theirs, card: {name: "Theirs", type: unit, might: 3}, owner: B, zone: bf2}
  - id: bounce
    owner: A
    zone: hand
    card: {name: "Bounce", type: spell, targets: {target: unit},
           effect: [{return_to_hand: $target}]}
script:
  - {move: [mover], to: base, by: A}
  - {pass: until_empty}
  - {play: bounce, by: A, targets: [theirs]}
  - {pass: until_empty}
choices:
  - {accept: true}
"""


def test_190_6_the_unit_that_moved_from_here_gets_the_might(scenario: Load) -> None:
    tl = run(scenario, BAR)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["mover"]["might"] == 4 and objects["stayer"]["might"] == 3


def test_190_6_the_returned_units_owner_decides_about_the_rune(scenario: Load) -> None:
    tl = run(scenario, BAR)
    asked = [s.text["en"].split()[0] for s in tl.steps if s.kind == "decision"]
    assert asked == ["B"]
    assert any(s.kind == "trigger" and "Ripper's Bay" in s.text["en"] for s in tl.steps)


GRAY = """
players: [A, B]
battlefields: [{id: bf1, controller: B, card: Threshold of the Gray}]
objects:
  - {id: a, card: {name: "Attacker", type: unit, might: 3}, owner: A, zone: base}
  - {id: d, card: {name: "Defender", type: unit, might: 1}, owner: B, zone: bf1}
script:
  - {move: [a], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def test_464_2_both_combatants_add_energy_as_combat_begins(scenario: Load) -> None:
    tl = run(scenario, GRAY)
    assert tl.error is None, tl.error
    adds = [s.text["en"][0] for s in tl.steps if s.kind == "add"]
    assert adds == ["A", "B"]
    combat = next(s.index for s in tl.steps if s.kind == "combat")
    first_add = next(s.index for s in tl.steps if s.kind == "add")
    assert combat < first_add


NEXUS = """
players:
  - {id: A, runes: [%s]}
  - B
battlefields: [{id: bf1, controller: A, card: Power Nexus}]
objects:
  - {id: u1, card: {name: "Holder", type: unit, might: 1}, owner: A, zone: bf1}
script:
  - {end_turn: true}
  - {end_turn: true}
  - {pass: until_empty}
choices:
  - {accept: true}
"""


def _score(tl) -> int:
    return next(p["score"] for p in tl.final_state["players"] if p["id"] == "A")


def test_383_3_b_four_runes_paid_score_the_point(scenario: Load) -> None:
    tl = run(scenario, NEXUS % ", ".join(["{domain: Fury}"] * 4))
    assert tl.error is None, tl.error
    assert _score(tl) == 2  # the hold's point and Power Nexus's


def test_383_3_b_three_runes_cannot_pay(scenario: Load) -> None:
    tl = run(scenario, NEXUS % ", ".join(["{domain: Fury}"] * 3))
    assert _score(tl) == 1
