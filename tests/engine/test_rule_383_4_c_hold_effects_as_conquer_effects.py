"""Rule 383.4.c with 136.2: Skyfall of Areion ("Equipped unit: my hold effects count as conquer
effects too, and my conquer effects as hold effects") — Ahri, Alluring's "when I hold, you score 1
point" is set off by her conquest too while she wears it; without it, a conquest sets it off not."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [{id: A, deck: 5}, B]
battlefields: [{id: bf1}]
objects:
  - {id: k, card: "Ahri, Alluring", owner: A, zone: base}
%s
script:
  - {move: [k], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""
SKYFALL = "  - {id: s, card: Skyfall of Areion, owner: A, attached_to: k}"


def _score(tl) -> int:
    return next(p["score"] for p in tl.final_state["players"] if p["id"] == "A")


def test_383_4_c_ahris_hold_effect_fires_on_a_conquest_with_skyfall(scenario: Load) -> None:
    tl = run(scenario, BODY % SKYFALL)
    assert tl.error is None, tl.error
    assert _score(tl) == 2
    assert tl.final_state["objects"]["k"]["might"] == 6  # +2 while attached


def test_383_4_c_without_it_a_conquest_is_only_a_conquest(scenario: Load) -> None:
    tl = run(scenario, BODY % "")
    assert tl.error is None, tl.error
    assert _score(tl) == 1
