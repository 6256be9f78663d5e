"""Rule 345: a showdown beginning at a battlefield sets off "when a showdown starts here" (Diana,
Lunari: "you may pay 1 Energy to [Predict], then reveal your Main Deck's top card and draw it if
it's a spell" — a card that is not stays on top); rule 383.4.e: Ava Achiever's "when I attack, you
may pay 1 Mind rune to play here a [Hidden] card from your hand without paying its cost" plays it
at the attacked battlefield, where it joins the combat (323.2)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A}, {id: B, deck: 3}]\n"
DIANA = """\
battlefields: [{id: bf1}]
objects:
  - {id: diana, card: "Diana, Lunari", owner: A, zone: base}
  - {id: d1, card: TOP, owner: A, zone: deck}
script:
  - {move: [diana], to: bf1, by: A}
  - {pass: until_empty}
"""


def _run(body: str, answers: list[str]) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def test_345_diana_draws_the_revealed_top_card_when_it_is_a_spell() -> None:
    body = DIANA.replace("TOP", "{name: Top spell, type: spell, effect: [{draw: 1}]}")
    timeline = _run(body, ["accept:yes", "accept:no"])  # pay; Predict: keep it on top
    assert timeline.final_state["objects"]["d1"]["zone"] == "hand"


def test_345_a_revealed_unit_stays_on_top_of_the_deck() -> None:
    body = DIANA.replace("TOP", "{name: Top unit, type: unit, might: 1}")
    timeline = _run(body, ["accept:yes", "accept:no"])
    assert timeline.final_state["objects"]["d1"]["zone"] == "deck"
    assert any(s.kind == "reveal" for s in timeline.steps)


AVA = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: ava, card: "Ava Achiever", owner: A, zone: base}
  - {id: h1, card: "Pyke, Returned", owner: A, zone: hand}
  - {id: h2, card: {name: Plain unit, type: unit, might: 2}, owner: A, zone: hand}
  - {id: e1, card: {name: Enemy, type: unit, might: 1}, owner: B, zone: bf1}
script:
  - {move: [ava], to: bf1, by: A}
  - {pass: until_empty}
"""


def test_383_4_e_ava_plays_a_hidden_card_from_hand_at_the_attacked_battlefield() -> None:
    timeline = _run(AVA, ["accept:yes"])
    objects = timeline.final_state["objects"]
    assert objects["h1"]["zone"] == "bf1" and objects["h2"]["zone"] == "hand"
