"""Rules 735-738: "take a turn after this one" (Time Warp) queues an additional turn for its player
right after the current one; the turn order does not change, and once it is taken the regular turns
go on where they were (737); a later one is queued ahead of an earlier one (738)."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
objects:
  - {id: w, card: Time Warp, owner: A, zone: hand}
  - {id: w2, card: Time Warp, owner: A, zone: hand}
script:
%s
"""


def _turns(tl) -> list[str]:
    return [
        s.text["en"][0] for s in tl.steps if s.kind == "start_turn" and "begins" in s.text["en"]
    ]


def test_735_time_warp_gives_its_player_the_next_turn_then_the_regular_order_resumes(
    scenario: Load,
) -> None:
    tl = run(
        scenario,
        BODY
        % "\n".join(
            ["  - {play: w, by: A}", "  - {pass: until_empty}"] + ["  - {end_turn: true}"] * 3
        ),
    )
    assert tl.error is None, tl.error
    assert _turns(tl) == ["A", "B", "A"]
    assert tl.final_state["objects"]["w"]["zone"] == "banishment"  # "banish this"
    assert any(s.kind == "start_turn" and "737" in s.rules for s in tl.steps)


def test_738_two_additional_turns_are_both_taken_before_the_next_regular_turn(
    scenario: Load,
) -> None:
    steps = ["  - {play: w, by: A}", "  - {pass: until_empty}"]
    steps += ["  - {play: w2, by: A}", "  - {pass: until_empty}"]
    tl = run(scenario, BODY % "\n".join(steps + ["  - {end_turn: true}"] * 4))
    assert tl.error is None, tl.error
    assert _turns(tl) == ["A", "A", "B", "A"]


def test_317_without_time_warp_the_turns_alternate(scenario: Load) -> None:
    tl = run(scenario, BODY % "\n".join(["  - {end_turn: true}"] * 3))
    assert _turns(tl) == ["B", "A", "B"]
