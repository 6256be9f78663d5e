"""Rule 317.2 (seed S002-11): the end of turn repeats its expiration step when objects went
through the chain in the meantime; and `effects:` keep a 'this turn' control change, which
expires with the others."""

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R317 = LIBRARY / "r317-the-expiration-step-repeats.yaml"


def test_317_2_the_expiration_step_runs_again_after_the_deathknell() -> None:
    sc = engine.load_scenario(R317)
    tl = engine.run(sc)
    assert check(tl, sc.expect) == []
    kinds = [s.kind for s in tl.steps]
    ends = [i for i, k in enumerate(kinds) if k == "end_turn"]
    assert len(ends) == 2
    assert "resolve" in kinds[ends[0] : ends[1]]
    assert kinds.index("start_turn") > ends[1]


def test_317_2_control_taken_earlier_this_turn_expires_with_the_turn() -> None:
    tl = engine.run(engine.load_scenario(R317))
    assert tl.steps[0].state["objects"]["wanderer"]["controller"] == "A"
    expired = next(s for s in tl.steps if s.text["en"].startswith("Step 3d"))
    assert "control of Abstract spiked wanderer" in expired.text["en"]
