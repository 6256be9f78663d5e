"""Rule 372's other choosers: for something happening to a battlefield, its controller, and the
turn player when nobody controls it; for a token about to be played, the player who plays it
(who will control it). Scoring is an event the replacement pipeline sees (469, 370)."""

from collections.abc import Callable

import engine
from engine.record.expect import check

from .conftest import LIBRARY

UNCONTROLLED = LIBRARY / "r372-the-turn-player-orders-for-an-uncontrolled-battlefield.yaml"
TOKEN = LIBRARY / "r372-a-token-is-ordered-by-the-player-who-plays-it.yaml"
SCORING = LIBRARY / "r469-scoring-is-an-event.yaml"


def test_372_the_turn_player_orders_for_an_uncontrolled_battlefield() -> None:
    sc = engine.load_scenario(UNCONTROLLED)
    tl = engine.run(sc, answers=[])
    assert tl.decision is not None
    assert (tl.decision.player, tl.decision.rule) == ("A", "372")
    assert "the turn player, for an uncontrolled battlefield" in tl.decision.prompt["en"]
    assert tl.steps[-1].state["queue"]["affected"] == "pit"
    for variant in (None, "a-first"):
        assert check(engine.run(sc, variant), sc.path_for(variant)[2]) == []


def test_372_a_controlled_battlefields_controller_orders(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    text = UNCONTROLLED.read_text(encoding="utf-8")
    body = text.split("players:", 1)[1].replace(
        "owner: A}\n\nobjects:\n",
        "owner: A, controller: B}\n\nobjects:\n"
        "  - {id: b1, card: {name: U, type: unit, might: 1}, owner: B, zone: pit}\n",
        1,
    )
    assert "controller: B}" in body
    sc = scenario("players:" + body.split("\nchoices:", 1)[0])
    decision = engine.run(sc, answers=[]).decision
    assert decision is not None and (decision.player, decision.rule) == ("B", "372")
    assert "the controller of the affected battlefield" in decision.prompt["en"]


def test_372_a_token_is_ordered_by_the_player_who_plays_it_not_the_battlefields() -> None:
    sc = engine.load_scenario(TOKEN)
    tl = engine.run(sc, answers=[])
    # A controls the battlefield and it is A's turn: the old chooser named A
    assert tl.decision is not None and tl.decision.player == "B"
    assert "the player who plays the token" in tl.decision.prompt["en"]
    for variant in (None, "forger-first"):
        assert check(engine.run(sc, variant), sc.path_for(variant)[2]) == []


def test_469_a_would_score_replacement_applies_to_scoring() -> None:
    sc = engine.load_scenario(SCORING)
    tl = engine.run(sc, answers=[])
    assert tl.decision is not None and tl.decision.kind == "accept"
    assert tl.steps[-1].state["queue"]["event"]["en"] == "A would score Battlefield 1"
    replaced = engine.run(sc, answers=["accept:yes"])
    assert replaced.final_state["players"][0]["score"] == 0
    assert not any(e["kind"] == "score" for e in replaced.log)
    declined = engine.run(sc, answers=["accept:no"])
    assert declined.final_state["players"][0]["score"] == 1
