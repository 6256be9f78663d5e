"""Rule 383.3.d (seed 002: "their controller chooses their order"): a decision is skipped only
when every option gives the same timeline, the same events in the same order; two orders that
end on the same board still differ, so the player is asked."""

from dataclasses import replace

import engine
from engine.record.expect import check
from engine.record.outcome import fingerprint

from .conftest import LIBRARY

R383 = LIBRARY / "r383-two-deathknells-ordered-though-the-board-ends-the-same.yaml"
S002_06 = LIBRARY / "s002-06-a-token-dies-and-keeps-its-deathknell.yaml"


def test_383_3_d_two_deathknells_ending_on_the_same_board_are_still_asked() -> None:
    sc = engine.load_scenario(R383)
    tl = engine.run(sc, answers=[])
    assert tl.decision is not None and tl.decision.matters
    assert (tl.decision.kind, tl.decision.player, tl.decision.rule) == (
        "trigger_order",
        "B",
        "383.3.d",
    )
    ends = [engine.run(sc, answers=[key]) for key in [o.key for o in tl.decision.options]]
    # the ends are the same board: comparing ends (the old rule) would have skipped B's choice
    assert len({fingerprint(end.final_state) for end in ends}) == 1
    # but what happened differs: the Deathknells resolve in another order
    resolved = [[e["of"] for e in end.log if e["kind"] == "resolve"] for end in ends]
    assert resolved == [["s2", "s1"], ["s1", "s2"]]


def test_383_3_d_the_library_expect_proves_b_was_asked() -> None:
    sc = engine.load_scenario(R383)
    tl = engine.run(sc)
    assert check(tl, sc.expect) == []
    # the same run with B's order taken without asking (what the end-board rule did) fails
    # the expectation `asked: true`
    tl.steps = [
        replace(s, decision=replace(s.decision, matters=False)) if s.decision else s
        for s in tl.steps
    ]
    assert any(p.startswith("expected decided") for p in check(tl, sc.expect))


def test_a_decision_no_one_can_see_is_skipped_and_says_why() -> None:
    """S002-06: the Sentry's Deathknell is noted then removed with its replaced death, so either
    order gives the same events; B is not asked, and the step says why."""
    tl = engine.run(engine.load_scenario(S002_06))
    step = next(s for s in tl.steps if s.decision is not None)
    assert step.decision is not None and not step.decision.matters
    assert step.text["en"].startswith(
        "B is not asked: every option gives the same events in the same order"
    )
    assert "n'est pas interrogé" in step.text["fr"]
    every = [s.text["en"] for s in tl.steps]
    assert not any("Every option leads to the same outcome" in text for text in every)
