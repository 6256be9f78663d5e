"""Rule 705: a buff is +1 Might, one at most; a unit written `buffed: true` has it from the start
and shows it."""

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R705 = LIBRARY / "r705-a-unit-written-buffed-has-its-might.yaml"


def test_705_a_unit_written_buffed_starts_with_its_plus_one_might() -> None:
    sc = engine.load_scenario(R705)
    tl = engine.run(sc)
    start = tl.steps[0].state["objects"]["u"]
    assert start["buffed"] and start["might"] == 3 and start["printed_might"] == 2
    assert check(tl, sc.expect) == []


def test_705_a_second_buff_adds_nothing() -> None:
    tl = engine.run(engine.load_scenario(R705))
    after_buff = tl.steps[1].state["objects"]["u"]
    assert after_buff["might"] == 3
    assert not any(s.kind == "buff" for s in tl.steps)
