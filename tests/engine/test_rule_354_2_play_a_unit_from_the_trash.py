"""Rules 354.2-354.3 and 356.1.b: "play a unit from your trash, ignoring its Energy cost"
(`play_from_trash`: The Harrowing, Soulgorger, Spectral Matron, Tail-Cloaked Matriarch): its
player picks the unit among those that fit, it goes to the chain as a pending item, and as it
finalizes its Power is still paid (or the play is undone, 358.5) unless the whole cost is
ignored."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [%s, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: card, owner: A, zone: hand, card: "%s"}
  - {id: big, owner: A, zone: trash, card: {name: Big, type: unit, might: 5, domains: [Fury],
      energy: 6, power: 1}}
  - {id: small, owner: A, zone: trash, card: {name: Small, type: unit, might: 2, energy: 2}}
  - {id: keeper, owner: A, zone: bf1, card: {name: Keeper, type: unit, might: 1}}
  - {id: theirs, owner: B, zone: trash, card: {name: Theirs, type: unit, might: 1}}
script:
  - {play: card, by: A}
  - {pass: until_empty}
choices:
%s
"""


def test_354_2_the_harrowing_plays_a_unit_of_yours_from_the_trash(scenario: Load) -> None:
    tl = run(scenario, BODY % ("A", "The Harrowing", "  - {pick: [big]}\n  - {pick: [base]}"))
    assert tl.error is None and final(tl, "big")["zone"] == "base"
    pick = next(s.decision for s in tl.steps if s.decision is not None)
    assert set(pick.keys()) == {"pick:big", "pick:small"}  # not B's, and no "none"
    assert final(tl, "theirs")["zone"] == "trash"


def test_356_1_b_2_its_power_is_still_paid(scenario: Load) -> None:
    paying = "{id: A, runes: [Chaos, Chaos, Chaos, Chaos, Chaos, Chaos, Fury]}"
    tl = run(scenario, BODY % (paying, "The Harrowing", "  - {pick: [big]}\n  - {pick: [base]}"))
    assert tl.error is None and final(tl, "big")["zone"] == "base"
    assert any(s.kind == "pay" and "Big" in s.text["en"] for s in tl.steps)
    short = "{id: A, runes: [Chaos, Chaos, Chaos, Chaos, Chaos, Chaos]}"  # no Fury Power
    tl = run(scenario, BODY % (short, "The Harrowing", "  - {pick: [big]}\n  - {pick: [base]}"))
    assert tl.error is None and final(tl, "big")["zone"] == "trash"  # back where it came from
    assert any(s.kind == "undone" for s in tl.steps)


def test_354_2_spectral_matron_only_a_cheap_unit_and_only_if_you_wish(scenario: Load) -> None:
    tl = run(scenario, BODY % ("A", "Spectral Matron", "  - {pick: [small]}\n  - {pick: [base]}"))
    assert tl.error is None and final(tl, "small")["zone"] == "base"
    pick = next(s.decision for s in tl.steps if s.decision and s.decision.rule == "354.2")
    assert set(pick.keys()) == {"pick:small", "pick:none"}  # Big costs 6 Energy
    tl = run(scenario, BODY % ("A", "Spectral Matron", "  - {pick: [none]}"))
    assert final(tl, "small")["zone"] == "trash"
