"""Rule 322 (seed S002-10): the cleanup repeats until a pass makes no change; a correction of the
first pass can set off real changes in the second."""

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R322 = LIBRARY / "r322-a-correction-sets-off-a-second-pass.yaml"


def test_322_the_second_pass_kills_and_corrects_again() -> None:
    sc = engine.load_scenario(R322)
    tl = engine.run(sc)
    assert check(tl, sc.expect) == []
    texts = [s.text["en"] for s in tl.steps]
    second = texts.index("Cleanup pass 2: 2-Might sapper has lethal damage.")
    third = texts.index("Cleanup pass 3 changes nothing: the cleanup is over.")
    between = [s.kind for s in tl.steps[second + 1 : third]]
    assert between == ["die", "control", "hidden"]


def test_322_an_engine_stopping_after_one_pass_fails_the_expectation() -> None:
    sc = engine.load_scenario(R322)
    tl = engine.run(sc)
    cut = next(i for i, e in enumerate(tl.log) if e == {"kind": "die", "subject": "sapper"})
    tl.log = tl.log[:cut]  # what a single pass would have done
    assert any(p.startswith("expected in order") for p in check(tl, sc.expect))
