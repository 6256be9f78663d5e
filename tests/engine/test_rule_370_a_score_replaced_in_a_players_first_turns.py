"""Rule 370 on a score (469): Otterpus's "if a player would score 1 point by conquering or holding
during their first or second turn, that player draws 1 instead" — whoever scores, in their own
first or second turn (the `turns:` they have begun); from their third turn on, or with the turns
unknown, they score."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [{id: A, %s deck: 3}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: o, card: Otterpus, owner: B, zone: base}
  - {id: u, card: {name: "Runner", type: unit, might: 2}, owner: A, zone: base}
script:
  - {move: [u], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def _a(tl) -> dict:
    return next(p for p in tl.final_state["players"] if p["id"] == "A")


def test_370_in_their_second_turn_the_conqueror_draws_instead(scenario: Load) -> None:
    tl = run(scenario, BODY % "turns: 2,")
    assert tl.error is None, tl.error
    assert _a(tl)["score"] == 0 and _a(tl)["hand_hidden"] == 1


def test_370_from_the_third_turn_on_they_score(scenario: Load) -> None:
    for turns in ("turns: 3,", ""):
        tl = run(scenario, BODY % turns)
        assert tl.error is None, tl.error
        assert _a(tl)["score"] == 1 and _a(tl)["hand_hidden"] == 0, turns
