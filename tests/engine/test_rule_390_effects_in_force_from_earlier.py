"""Rules 389-390 and 143 in the format's `effects:`: a card resolved earlier this turn leaves its
lasting effects in force at the start: delayed replacements, delayed triggered abilities and
"this turn" Might changes, all of which end with the turn (317.2)."""

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R390 = LIBRARY / "r390-effects-in-force-keep-their-delayed-abilities-and-might.yaml"


def test_390_a_this_turn_might_change_is_in_force_at_the_start() -> None:
    sc = engine.load_scenario(R390)
    tl = engine.run(sc)
    assert tl.steps[0].state["objects"]["scout"]["might"] == 3
    assert check(tl, sc.expect) == []


def test_390_a_delayed_ability_from_earlier_fires() -> None:
    tl = engine.run(engine.load_scenario(R390))
    fired = [s for s in tl.steps if s.kind == "trigger" and "Abstract rally" in s.text["en"]]
    assert len(fired) == 1
    assert {"kind": "draw", "subject": "A", "amount": 1} in tl.log


def test_317_2_both_expire_with_the_turn() -> None:
    sc = engine.load_scenario(R390)
    tl = engine.run(sc, "the-turn-ends-first")
    assert check(tl, sc.path_for("the-turn-ends-first")[2]) == []
    assert tl.final_state["objects"]["scout"]["might"] == 1
