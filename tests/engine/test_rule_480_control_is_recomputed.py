"""Rules 477.1.a and 480: control is a layer-1 trait. When control effects end (even several at
once) control is worked out again from the effects still in force, the latest winning, falling
back to the object's base controller; it is never popped off a stack of previous controllers."""

from collections.abc import Callable

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R480 = LIBRARY / "r480-control-is-worked-out-again-when-effects-end.yaml"


def test_480_two_effects_ending_at_once_leave_control_with_the_base_controller() -> None:
    sc = engine.load_scenario(R480)
    for variant in (None, "only-the-beacon-leaves"):
        assert check(engine.run(sc, variant), sc.path_for(variant)[2]) == []
    tl = engine.run(sc)
    step = next(s for s in reversed(tl.steps) if s.kind == "control")
    assert "worked out again" in step.text["en"] and "stays with B" in step.text["en"]


def test_480_the_latest_effect_still_in_force_wins() -> None:
    tl = engine.run(engine.load_scenario(R480), "only-the-beacon-leaves")
    assert tl.final_state["objects"]["u"]["controller"] == "A"
    step = next(s for s in reversed(tl.steps) if s.kind == "control")
    assert "the latest control effect still in force gives it to A" in step.text["en"]


THIS_TURN = """
    players: [A, B]
    objects:
      - {id: u, card: {name: U, type: unit, might: 2}, owner: B, zone: base}
    script:
      - {act: {take_control: u, duration: this_turn}, by: A}
      - {act: {take_control: u, duration: this_turn}, by: B}
      {more}
"""


def test_480_this_turn_effects_ending_together_fall_back_to_the_base(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    """A takes B's unit this turn, then B takes it back this turn: both end in the expiration
    step. Popping a stack would hand it to A (the controller before B's effect)."""
    tl = engine.run(scenario(THIS_TURN.replace("{more}", "- {end_turn: true}")))
    assert tl.final_state["objects"]["u"]["controller"] == "B"


def test_480_a_lasting_change_overrides_the_earlier_effects_for_good(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = THIS_TURN.replace(
        "{more}", "- {act: {take_control: u}, by: A}\n      - {end_turn: true}"
    )
    tl = engine.run(scenario(body))
    assert tl.final_state["objects"]["u"]["controller"] == "A"
