"""Rule 372 with 370.1: Abandon's "to its owner's hand rather than the trash" is a replacement of
the countered card's departure, not the counter's own destination. On a spell played with Flow
both it and Flow's banishment (829.1.b.1) could apply to the same departure: the spell's
controller orders them, and both orders end in banishment; on any other spell it goes to hand."""

from __future__ import annotations

import engine

from .conftest import LIBRARY

FLOW = LIBRARY / "faq" / "faq-flow-4-abandon-destination.yaml"


def test_372_the_spells_controller_orders_abandon_and_flow() -> None:
    sc = engine.load_scenario(FLOW)
    tl = engine.run(sc, answers=[])
    assert tl.decision is not None
    assert (tl.decision.kind, tl.decision.player, tl.decision.rule) == (
        "replacement_order",
        "A",
        "372",
    )
    assert {o.key for o in tl.decision.options} == {"order:Flow>Abandon", "order:Abandon>Flow"}
    for answer in ("order:Flow>Abandon", "order:Abandon>Flow"):
        done = engine.run(sc, answers=[answer])
        assert done.final_state["objects"]["tide"]["zone"] == "banishment"
    abandon_first = engine.run(sc, answers=["order:Abandon>Flow"])
    kinds = [(e["kind"], e["subject"]) for e in abandon_first.log if e["kind"] == "replacement"]
    assert kinds == [("replacement", "Abandon"), ("replacement", "Flow")]


def test_370_1_without_flow_abandon_puts_the_spell_in_its_owners_hand() -> None:
    text = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
objects:
  - {id: s, owner: A, zone: hand, card: {name: "Spell", type: spell, effect: [{draw: 1}]}}
  - {id: abandon, card: Abandon, owner: B, zone: hand}
script:
  - {play: s, by: A}
  - {play: abandon, by: B, targets: [s]}
  - {pass: until_empty}
"""
    tl = engine.run(engine.load_text(text, "t.yaml"))
    assert tl.error is None and tl.decision is None
    assert tl.final_state["objects"]["s"]["zone"] == "hand"
    assert any(e["kind"] == "replacement" and e["subject"] == "Abandon" for e in tl.log)
    assert any(e["kind"] == "counter" for e in tl.log)
