"""Rule 805 (Accelerate) given by a card's text (002): Rek'Sai, Breacher's "your units played
from anywhere except a player's hand have [Accelerate]" — a unit its controller plays from the
trash may pay Accelerate and enters ready; one played from the hand may not, nor one played
from the trash without Rek'Sai."""

from __future__ import annotations

import engine

BODY = """\
    players:
      - {{id: A, runes: [Fury, Fury, Fury, Fury]}}
      - B
    objects:
      {reksai}
      - {{id: relic, owner: A, zone: base, card: {{name: Relic, type: gear,
          abilities: [{{activated: {{cost: [],
            effect: [{{allow_playing: units, from: trash}}]}}}}]}}}}
      - {{id: old, owner: A, zone: trash,
          card: {{name: "Old unit", type: unit, might: 2, domains: [Fury], energy: 1}}}}
      - {{id: new, owner: A, zone: hand,
          card: {{name: "New unit", type: unit, might: 2, domains: [Fury], energy: 1}}}}
    script:
      - {{activate: relic, by: A}}
      - {{pass: until_empty}}
      - {{play: {unit}, by: A, pay: [Accelerate]}}
      - {{pass: until_empty}}
    """
REKSAI = '- {id: rs, owner: A, zone: base, card: "Rek\'Sai, Breacher"}'


def test_805_a_unit_played_from_the_trash_has_accelerate_and_enters_ready(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(reksai=REKSAI, unit="old")))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["old"]["zone"] == "base"
    assert tl.final_state["objects"]["old"]["exhausted"] is False
    assert any(s.kind == "cost" and "Accelerate" in s.text["en"] for s in tl.steps)


def test_805_a_unit_played_from_the_hand_has_no_accelerate(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(reksai=REKSAI, unit="new")))
    assert tl.refused_rule == "356"


def test_805_without_reksai_a_unit_from_the_trash_has_no_accelerate(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(reksai="", unit="old")))
    assert tl.refused_rule == "356"
