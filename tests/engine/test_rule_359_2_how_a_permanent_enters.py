"""Rule 359.2: a unit played enters exhausted and gear ready, unless the card's own text says
otherwise (002): "I come into play ready", "comes into play exhausted"; and a unit is played to
its base or a battlefield its player controls (355) unless it "may be played to an open
battlefield"."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: it, card: %s, owner: A, zone: hand}
script:
  - {play: it, by: A%s}
"""


def test_359_2_i_come_into_play_ready(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Vanguard Attendant", ""))
    assert tl.error is None and final(tl, "it")["exhausted"] is False
    entered = next(s for s in tl.steps if s.kind == "finalize")
    assert "ready (its own text)" in entered.text["en"] and "redressé" in entered.text["fr"]
    plain = run(scenario, BODY % ('{name: "2-Might unit", type: unit, might: 2}', ""))
    assert final(plain, "it")["exhausted"] is True


def test_359_2_a_gear_that_comes_into_play_exhausted(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Iron Ballista", ""))
    assert tl.error is None and final(tl, "it")["exhausted"] is True
    plain = run(scenario, BODY % ("{name: Trinket, type: gear}", ""))
    assert final(plain, "it")["exhausted"] is False


def test_355_a_unit_that_may_be_played_to_an_open_battlefield(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Sneaky Deckhand", ", at: bf1"))
    assert tl.error is None and final(tl, "it")["zone"] == "bf1"
    plain = run(scenario, BODY % ('{name: "2-Might unit", type: unit, might: 2}', ", at: bf1"))
    assert plain.refused_rule == "355"
