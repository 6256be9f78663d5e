"""Rule 436: to Predict X is to look at that many cards from the top of your Main Deck (as many as
it holds, 436.4), recycle any number of them (436.1.a) and put the rest back in any order
(436.1.b); no number is 1 (436.3.a), a single yes-or-no as Vision's."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players:
  - A
  - B
battlefields: [{id: bf1}]
objects:
  - {id: c1, owner: A, zone: deck, card: {name: "Card one", type: spell}}
  - {id: c2, owner: A, zone: deck, card: {name: "Card two", type: spell}}
  - {id: c3, owner: A, zone: deck, card: {name: "Card three", type: spell}}
  - {id: omen, owner: A, zone: hand, card: {name: "Abstract spell: predict %d", type: spell,
      effect: [{predict: %d}]}}
script:
  - {play: omen, by: A}
  - {pass: until_empty}
"""


def log(tl) -> list[tuple[str, str]]:
    return [(e["kind"], e["subject"]) for e in tl.log if e["kind"] in ("recycle", "put_back")]


def test_436_1_a_recycle_any_number_then_order_the_rest(scenario: Load) -> None:
    tl = run(
        scenario,
        BODY % (3, 3) + "choices: [{pick: [c2]}, {pick: [none]}, {pick: [c3]}]\n",
    )
    assert tl.error is None, tl.error
    assert log(tl) == [("put_back", "c3"), ("put_back", "c1"), ("recycle", "c2")]


def test_436_4_predicting_more_than_the_deck_holds_sees_what_there_is(scenario: Load) -> None:
    tl = run(scenario, BODY % (5, 5) + "choices: [{pick: [none]}, {pick: [c1]}, {pick: [c2]}]\n")
    assert tl.error is None, tl.error
    look = next(s for s in tl.steps if s.kind == "look")
    assert list(look.objects) == ["c1", "c2", "c3"]
    assert log(tl) == [("put_back", "c1"), ("put_back", "c2"), ("put_back", "c3")]


def test_436_3_a_predict_one_is_a_yes_or_no(scenario: Load) -> None:
    tl = run(scenario, BODY % (1, 1))
    assert tl.decision is not None and tl.decision.rule == "436.1"
    assert [o.key for o in tl.decision.options] == ["accept:yes", "accept:no"]
    tl = run(scenario, BODY % (1, 1) + "choices: [{accept: true}]\n")
    assert log(tl) == [("recycle", "c1")]
