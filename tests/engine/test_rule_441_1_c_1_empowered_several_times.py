"""'I may be [Empowered] as many as three times' (Kayle, Justified; 441.1.c.1 overridden by the
card, 002): her Empower ability may be used while she is Empowered fewer than three times, each
time giving +2 Might; at three she has [Deflect 3] and [Ganking], and a fourth is refused (827).
Disempowering or leaving the board starts the count again."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: kayle, card: "Kayle, Justified", owner: A, zone: base}
script:
%s"""

ONCE = "  - {activate: kayle, ability: 1, by: A}\n  - {pass: until_empty}\n"


def _run(script: str) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + BOARD % script, "t.yaml"))


def test_441_1_c_1_each_empowerment_adds_2_might_up_to_three() -> None:
    for times, might in ((1, 5), (2, 7), (3, 9)):
        timeline = _run(ONCE * times)
        assert timeline.error is None, timeline.error
        kayle = timeline.final_state["objects"]["kayle"]
        assert kayle["might"] == might
        assert ("Ganking" in kayle["keywords"]) == (times == 3)
        assert ("Deflect 3" in kayle["keywords"]) == (times == 3)


def test_827_a_fourth_empowerment_is_refused() -> None:
    timeline = _run(ONCE * 3 + "  - {activate: kayle, ability: 1, by: A}\n")
    assert timeline.error is not None and timeline.steps[-1].rules == ("827",)


def test_441_2_leaving_the_board_starts_the_count_again() -> None:
    bounce = (
        "  - {play: back, by: A, targets: {t: kayle}}\n  - {pass: until_empty}\n"
        "  - {play: kayle, by: A}\n"
    )
    body = BOARD.replace(
        "script:\n",
        "  - id: back\n    owner: A\n    zone: hand\n"
        "    card: {name: Back, type: spell, energy: 0, targets: {t: unit},"
        " effect: [{return_to_hand: $t}]}\n"
        "script:\n",
    ) % (ONCE * 3 + bounce + ONCE)
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["kayle"]["might"] == 5  # a new object: once so far
