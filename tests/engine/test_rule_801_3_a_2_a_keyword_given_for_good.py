"""Rule 801.3.a.2: the effect that gives a keyword says for how long. "Give it [Temporary]" says no
end: the unit or gear keeps the keyword past the turn, so its controller's next Beginning phase
kills it (816); a new object does not keep it (124.1)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: u, owner: A, zone: bf1, card: {name: "3-Might unit", type: unit, might: 3}}
  - {id: g, owner: A, zone: base, card: {name: "Abstract gear", type: gear}}
  - {id: dust, owner: A, zone: hand, card: {name: "Abstract spell: give it Temporary",
      type: spell, targets: {target: %s},
      effect: [{grant: Temporary, to: $target, duration: permanent}]}}
script:
  - {play: dust, by: A, targets: {target: %s}}
  - {pass: until_empty}
  - {end_turn: true}
  - {end_turn: true}
"""


def test_801_3_a_2_a_unit_given_temporary_dies_at_its_controllers_next_beginning(
    scenario: Load,
) -> None:
    tl = run(scenario, BODY % ("unit at a battlefield or gear", "u"))
    assert tl.error is None, tl.error
    assert final(tl, "u")["zone"] == "trash"
    # it kept the keyword through B's whole turn, and died only in A's Beginning phase
    starts = [s.index for s in tl.steps if s.kind == "start_turn"]
    died = next(s.index for s in tl.steps if s.kind == "die" and "u" in s.objects)
    assert died > starts[-1]
    assert "Temporary" in tl.steps[starts[0]].state["objects"]["u"]["keywords"]
    assert tl.final_state["players"][0]["score"] == 0  # nothing left to hold bf1 with


def test_801_3_a_2_a_gear_given_temporary_dies_too(scenario: Load) -> None:
    tl = run(scenario, BODY % ("unit at a battlefield or gear", "g"))
    assert tl.error is None, tl.error
    assert final(tl, "g")["zone"] == "trash"
    assert final(tl, "u")["zone"] == "bf1"


def test_801_3_a_2_a_unit_with_temporary_cannot_be_chosen_again(scenario: Load) -> None:
    board = (BODY % ("friendly unit without Temporary", "u")).replace(
        'card: {name: "3-Might unit", type: unit, might: 3}',
        'card: {name: "3-Might unit", type: unit, might: 3, keywords: [Temporary]}',
    )
    tl = run(scenario, board)
    assert tl.error is not None and tl.refused_rule is not None


LEBLANC = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2}
objects:
  - {id: lb, owner: A, zone: %s, card: "LeBlanc, Everywhere At Once"}
  - {id: sprite, owner: A, zone: bf1, card: {name: Sprite, type: unit, might: 3,
      keywords: [Temporary]}}
  - {id: theirs, owner: B, zone: bf1, card: {name: Sprite, type: unit, might: 3,
      keywords: [Temporary]}}
script:
  - {end_turn: true}
  - {end_turn: true}
"""


def test_816_your_temporary_effects_at_leblancs_battlefield_do_not_trigger(
    scenario: Load,
) -> None:
    tl = run(scenario, LEBLANC % "bf1")
    assert tl.error is None, tl.error
    assert final(tl, "sprite")["zone"] == "bf1"  # A's Temporary did not trigger there
    assert final(tl, "theirs")["zone"] == "trash"  # B's still did, at B's Beginning phase
    tl = run(scenario, LEBLANC % "bf2")
    assert final(tl, "sprite")["zone"] == "trash"  # elsewhere, LeBlanc holds nothing back


AXE = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: u, owner: A, zone: base, card: {name: "3-Might unit", type: unit, might: 3}}
  - {id: axe, owner: A, %s, card: {name: "Abstract axe", type: gear,
      keywords: [Equipment, Temporary], abilities: [{static: {temporary_only_unattached: 1}}]}}
script:
  - {end_turn: true}
  - {end_turn: true}
"""


def test_816_a_temporary_that_works_only_while_unattached(scenario: Load) -> None:
    assert final(run(scenario, AXE % "zone: base"), "axe")["zone"] == "trash"
    kept = run(scenario, AXE % "attached_to: u")
    assert kept.error is None, kept.error
    assert final(kept, "axe")["zone"] == "base" and final(kept, "axe")["attached_to"] == "u"
