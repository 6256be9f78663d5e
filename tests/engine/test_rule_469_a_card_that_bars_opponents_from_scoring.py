"""Rules 469-471 (conquering and holding score a point) against a card's text (002): "while I'm
at a battlefield, your opponents can't score points" (Tianna Crownguard). The conquest still
happens; only the point is not gained, and points an effect would give are barred too."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
  - {id: bf2, controller: B}
objects:
  - {id: a, card: {name: Raider, type: unit, might: 3}, owner: A, zone: base}
  - {id: t, card: "Tianna Crownguard", owner: B, zone: TIANNA}
  - {id: g, card: {name: Gift, type: spell, effect: [{gain_points: 1}]}, owner: A, zone: hand}
"""


def _score(scenario: Callable[[str], engine.Scenario], where: str, script: str) -> int:
    body = BOARD.replace("TIANNA", where)
    if where == "base":  # B holds no battlefield without a unit there (323.6)
        body = body.replace("{id: bf2, controller: B}", "{id: bf2}")
    tl = engine.run(scenario(body + "script:\n" + script))
    assert tl.error is None, tl.error
    return int(next(p["score"] for p in tl.final_state["players"] if p["id"] == "A"))


CONQUER = "  - {move: [a], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
GIFT = "  - {play: g, by: A}\n  - {pass: until_empty}\n"


def test_469_1_a_conquest_scores_while_tianna_is_in_her_base(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _score(scenario, "base", CONQUER) == 1
    assert _score(scenario, "base", GIFT) == 1


def test_002_no_point_for_her_opponents_while_tianna_is_at_a_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _score(scenario, "bf2", CONQUER) == 0
    assert _score(scenario, "bf2", GIFT) == 0


def test_002_the_conquest_itself_happens_and_a_step_says_why_no_point(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace("TIANNA", "bf2") + "script:\n" + CONQUER))
    assert tl.error is None, tl.error
    assert any("can't score points while Tianna Crownguard" in s.text["en"] for s in tl.steps)
    assert next(b for b in tl.final_state["battlefields"] if b["id"] == "bf1")["controller"] == "A"
