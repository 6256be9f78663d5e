"""Rules 425, 427.3, 829 and 438: countering, linked banishment, Flow, Replace and swap back."""

from __future__ import annotations

import engine

from .conftest import LIBRARY


def run(name: str, variant: str | None = None) -> engine.Timeline:
    return engine.run(engine.load_scenario(LIBRARY / f"{name}.yaml"), variant)


def test_427_3_each_delayed_ability_reaches_only_its_own_banished_card() -> None:
    tl = run("s003-02-each-trigger-gets-its-own-card")
    links = next(s for s in tl.steps if s.kind == "trigger" and "delayed" in s.text["en"]).state[
        "links"
    ]
    assert {link["card"]: link["source"] for link in links} == {"x": "r1", "y": "r2"}
    returns = [s.objects for s in tl.steps if s.kind == "return_to_hand"]
    assert sorted(returns) == [("x",), ("y",)], (
        "each card returned once, by its own delayed ability"
    )


def test_427_3_a_link_ends_with_its_effects_duration() -> None:
    tl = run("s003-02-each-trigger-gets-its-own-card", "the-first-link-has-ended")
    assert tl.final_state["objects"]["x"]["zone"] == "banishment"
    assert all(link["card"] != "x" for link in tl.final_state["links"])


def test_425_a_countered_card_does_nothing_and_its_costs_stay_paid() -> None:
    tl = run("s003-04-flow-banishes-the-countered-spell")
    counter = next(s for s in tl.steps if s.kind == "counter")
    assert "425" in counter.rules and {"kind": "counter", "subject": "tide"} in tl.log
    assert not [e for e in tl.log if e["kind"] == "draw"]


def test_829_flow_banishes_the_spell_whatever_its_exit_from_the_chain() -> None:
    countered = run("s003-04-flow-banishes-the-countered-spell")
    resolved = run("s003-04-flow-banishes-the-countered-spell", "not-countered")
    for tl in (countered, resolved):
        assert tl.final_state["objects"]["tide"]["zone"] == "banishment"
        assert {"kind": "replacement", "subject": "Flow", "of": "tide"} in tl.log


def test_438_1_replace_makes_a_creation_in_place_and_keeps_what_is_there() -> None:
    tl = run("s003-05-replace-makes-a-creation-in-place")
    pit = tl.final_state["battlefields"][0]
    assert (pit["name"], pit["token"], pit["controller"], pit["scored_this_turn"]) == (
        "Brush",
        True,
        "A",
        ["A"],
    )
    assert tl.final_state["objects"]["a1"]["location"] == "pit"
    assert tl.final_state["objects"]["secret"]["zone"] == "facedown:pit"


def test_438_5_the_original_is_replaced_not_banished() -> None:
    tl = run("s003-05-replace-makes-a-creation-in-place")
    assert not [e for e in tl.log if e["kind"] == "banish"]
    player_a = tl.final_state["players"][0]
    assert (
        len(player_a["banishment"]) == 1
        and tl.final_state["battlefields"][0]["replaced"] == player_a["banishment"]
    )


def test_438_1_a_an_ability_already_on_the_chain_still_uses_the_place() -> None:
    tl = run("s003-06-a-pending-ability-still-uses-the-place")
    replace = next(s.index for s in tl.steps if s.kind == "replace")
    ready = next(s for s in tl.steps if s.kind == "ready")
    assert ready.index > replace and ready.objects == ("a1",)


def test_438_7_swap_back_returns_the_original_with_the_current_control_and_history() -> None:
    tl = run("s003-08-swap-back-keeps-control")
    pit = tl.final_state["battlefields"][0]
    assert (pit["name"], pit["controller"], sorted(pit["scored_this_turn"])) == (
        "An abstract battlefield",
        "B",
        ["A", "B"],
    )


def test_438_7_b_1_an_original_replaced_earlier_in_a_series_stays_eligible() -> None:
    tl = run("s003-07-swap-back-through-a-series")
    assert tl.final_state["battlefields"][0]["name"] == "An abstract battlefield"


def test_438_7_c_with_no_original_there_is_no_swap_back() -> None:
    tl = run("s003-07-no-original-no-return")
    step = next(s for s in tl.steps if s.kind == "swap_back")
    assert step.rules == ("438.7.c",) and tl.final_state["battlefields"][0]["name"] == "Brush"
