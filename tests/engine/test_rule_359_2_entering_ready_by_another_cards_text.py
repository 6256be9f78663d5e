"""Rule 359.2 (a unit enters the board exhausted) as a card's text overrides it (002): another
unit's "other friendly units enter ready" (Magma Wurm), a spell's "units you play this turn enter
ready" (Confront, until the turn ends, 317.2), and "I enter ready if ..." read as it enters:
two or more other units in your base (Xin Zhao, Vigilant), another Mech (Breakneck Mech)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: hand}
"""


def _run(scenario: Callable[[str], engine.Scenario], extra: str, script: str) -> engine.Timeline:
    tl = engine.run(scenario(BOARD + extra + "script:\n" + script))
    assert tl.error is None, tl.error
    return tl


def _exhausted(tl: engine.Timeline, pid: str) -> bool:
    return bool(tl.final_state["objects"][pid]["exhausted"])


PLAY_U = "  - {play: u, by: A}\n  - {pass: until_empty}\n"


def test_359_2_a_unit_played_enters_exhausted(scenario: Callable[[str], engine.Scenario]) -> None:
    assert _exhausted(_run(scenario, "", PLAY_U), "u")


def test_002_magma_wurm_readies_the_other_friendly_units_as_they_enter(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    wurm = '  - {id: w, card: "Magma Wurm", owner: A, zone: base}\n'
    tl = _run(scenario, wurm, PLAY_U)
    assert not _exhausted(tl, "u")
    assert any("(Magma Wurm)" in s.text["en"] for s in tl.steps)
    # an opponent's Wurm does nothing for A
    theirs = '  - {id: w, card: "Magma Wurm", owner: B, zone: base}\n'
    assert _exhausted(_run(scenario, theirs, PLAY_U), "u")
    # and the Wurm itself enters exhausted
    own = '  - {id: w, card: "Magma Wurm", owner: A, zone: hand}\n'
    assert _exhausted(_run(scenario, own, "  - {play: w, by: A}\n  - {pass: until_empty}\n"), "w")


def test_002_confront_readies_the_units_played_this_turn_only(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    extra = (
        '  - {id: c, card: "Confront", owner: A, zone: hand}\n'
        "  - {id: v, card: {name: Later unit, type: unit, might: 1}, owner: A, zone: hand}\n"
    )
    cast = "  - {play: c, by: A}\n  - {pass: until_empty}\n"
    tl = _run(scenario, extra, cast + PLAY_U)
    assert not _exhausted(tl, "u")
    # the next turn of A, the effect has ended (317.2)
    later = (
        "  - {end_turn: true}\n  - {end_turn: true}\n"
        "  - {play: v, by: A}\n  - {pass: until_empty}\n"
    )
    assert _exhausted(_run(scenario, extra, cast + later), "v")


def test_002_xin_zhao_enters_ready_with_two_other_units_in_the_base(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    xin = '  - {id: x, card: "Xin Zhao, Vigilant", owner: A, zone: hand}\n'
    one = "  - {id: b1, card: {name: Guard, type: unit, might: 1}, owner: A, zone: base}\n"
    two = "  - {id: b2, card: {name: Guard 2, type: unit, might: 1}, owner: A, zone: base}\n"
    play = "  - {play: x, by: A}\n  - {pass: until_empty}\n"
    assert _exhausted(_run(scenario, xin + one, play), "x")
    assert not _exhausted(_run(scenario, xin + one + two, play), "x")


def test_002_breakneck_mech_enters_ready_with_another_mech_and_gives_mechs_keywords(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    mech = '  - {id: m, card: "Breakneck Mech", owner: A, zone: hand}\n'
    other = (
        "  - {id: o, card: {name: Bot, type: unit, might: 1, tags: [Mech]}, owner: A, zone: base}\n"
    )
    play = "  - {play: m, by: A}\n  - {pass: until_empty}\n"
    assert _exhausted(_run(scenario, mech, play), "m")
    tl = _run(scenario, mech + other, play)
    assert not _exhausted(tl, "m")
    keywords = tl.final_state["objects"]["o"]["keywords"]
    assert "Deflect" in keywords and "Ganking" in keywords


def test_002_corrupted_dragon_enters_ready_unless_within_3_points_of_victory(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    def board(score: int) -> str:
        return (
            f"players:\n  - {{id: A, score: {score}}}\n  - {{id: B}}\n"
            "battlefields:\n  - {id: bf1}\nobjects:\n"
            '  - {id: d, card: "Corrupted Dragon", owner: A, zone: hand}\n'
            "script:\n  - {play: d, by: A}\n  - {pass: until_empty}\n"
        )

    for score, exhausted in ((4, False), (5, True)):  # 8 to win: 5 is within 3 points
        tl = engine.run(scenario(board(score)))
        assert tl.error is None, tl.error
        assert tl.final_state["objects"]["d"]["exhausted"] is exhausted
