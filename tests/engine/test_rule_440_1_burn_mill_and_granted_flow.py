"""Rule 440.1 (Burn X) and "put the top N cards of your Main Deck into your trash" (Minefield):
the cards go to the trash unseen, each a new object (124); rule 829 with 801.3.a: a spell in the
trash given [Flow] this turn may be played from there for its own cost, and is banished as it
leaves the chain; rule 355.5.b: a triggered ability's "spell in your trash" is chosen as it
finalizes; rule 383.3.d: the triggers of one conquest are ordered together by their controller."""

from __future__ import annotations

import engine

from .conftest import LIBRARY

KENNEN = LIBRARY / "faq" / "faq-kennen-storm-of-shuriken-1-minefield-flow.yaml"
HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def player(tl: engine.Timeline, pid: str) -> dict:  # type: ignore[type-arg]
    return next(p for p in tl.final_state["players"] if p["id"] == pid)


def run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)


def test_440_1_burn_puts_the_top_cards_into_the_trash_without_revealing_them() -> None:
    tl = run("""\
players: [{id: A, deck: 2}, B]
objects:
  - {id: top, owner: A, zone: deck, card: {name: "Top", type: unit, might: 1}}
  - {id: kennen, card: "Kennen, Storm of Shuriken", owner: A, zone: hand}
script:
  - {play: kennen, by: A}
  - {pass: until_empty}
""")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["top"]["zone"] == "trash"
    assert [e["subject"] for e in tl.log if e["kind"] == "mill"] == ["top"]
    assert not any(s.kind in ("look", "reveal") for s in tl.steps)
    # the named card and one unnamed card went; one unnamed card is left
    assert player(tl, "A")["deck"] == 1


def test_829_a_granted_flow_plays_the_spell_from_the_trash_and_banishes_it() -> None:
    sc = engine.load_scenario(KENNEN)
    tl = engine.run(sc)
    assert tl.final_state["objects"]["old"]["zone"] == "banishment"
    assert player(tl, "A")["hand_hidden"] == 1  # its draw resolved


def test_355_5_b_the_trash_spell_is_chosen_before_minefield_puts_another_there() -> None:
    sc = engine.load_scenario(KENNEN)
    for variant in (None, "kennen-resolves-first"):
        tl = engine.run(sc, variant)
        grants = [e["subject"] for e in tl.log if e["kind"] == "grant"]
        assert grants == ["old"], (variant, grants)
    refused = engine.run(sc, "the-milled-spell")
    assert refused.refused_rule == "356"


def test_383_3_d_one_conquests_triggers_are_ordered_together() -> None:
    sc = engine.load_scenario(KENNEN)
    tl = engine.run(sc, answers=[])
    assert tl.decision is not None
    assert (tl.decision.kind, tl.decision.player, tl.decision.rule) == (
        "trigger_order",
        "A",
        "383.3.d",
    )


def test_440_1_a_burn_you_may_do_for_might_happens_only_if_accepted() -> None:
    body = """\
players: [{id: A, deck: 2}, B]
battlefields: [{id: bf1}]
objects:
  - {id: d, card: Shadow Order Disciple, owner: A, zone: base}
script:
  - {move: [d], to: bf1, by: A}
  - {pass: until_empty}
"""
    yes = run(body, ["accept:yes"])
    assert yes.error is None and yes.decision is None, (yes.error, yes.decision)
    assert player(yes, "A")["deck"] == 1
    assert yes.final_state["objects"]["d"]["might"] == 3
    no = run(body, ["accept:no"])
    assert player(no, "A")["deck"] == 2
    assert no.final_state["objects"]["d"]["might"] == 2


NOCTURNE = LIBRARY / "faq" / "faq-nocturne-horrifying-1-burn-and-minefield.yaml"


def test_424_2_burn_and_minefield_never_look_vision_does() -> None:
    sc = engine.load_scenario(NOCTURNE)
    for variant in (None, "minefield"):
        tl = engine.run(sc, variant, answers=[])
        assert tl.decision is None and tl.error is None, (variant, tl.decision, tl.error)
        assert tl.final_state["objects"]["noct"]["zone"] == "trash"
    looked = engine.run(sc, "vision-looks", answers=[])
    assert looked.decision is not None
    assert (looked.decision.kind, looked.decision.rule) == ("accept", "371.2")
