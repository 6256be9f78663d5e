"""A target whose restriction depends on the optional additional cost paid (355.9, 356.2.b):
Conscription takes an enemy unit at a battlefield with 3 Might or less, or any enemy unit at a
battlefield if its player spent 5 XP extra; without the XP the Might is read again as it resolves
(359.3.e)."""

from collections.abc import Callable

import engine

BOARD = """
players: [{id: A, xp: 5}, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: big, card: {name: "B big", type: unit, might: 5}, owner: B, zone: bf1}
  - {id: small, card: {name: "B small", type: unit, might: 3}, owner: B, zone: bf1}
  - {id: home, card: {name: "B home", type: unit, might: 1}, owner: B, zone: base}
  - {id: con, card: "Conscription", owner: A, zone: hand}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def test_355_9_without_the_xp_only_a_unit_with_3_might_or_less(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(BOARD + "script:\n  - {play: con, by: A, targets: [small]}\n  - {pass: once}\n")
    )
    assert tl.error is None, tl.error
    small = _obj(tl, "small")
    assert small["controller"] == "A" and small["zone"] == "base" and small["exhausted"]
    refused = engine.run(scenario(BOARD + "script:\n  - {play: con, by: A, targets: [big]}\n"))
    assert refused.error is not None and refused.refused_rule == "355"
    in_base = engine.run(scenario(BOARD + "script:\n  - {play: con, by: A, targets: [home]}\n"))
    assert in_base.error is not None and in_base.refused_rule == "355"


def test_356_2_b_with_the_xp_spent_any_enemy_unit_at_a_battlefield(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD + "script:\n  - {play: con, by: A, targets: [big], pay: [Spend 5 XP]}\n"
            "  - {pass: once}\n"
        )
    )
    assert tl.error is None, tl.error
    big = _obj(tl, "big")
    assert big["controller"] == "A" and big["zone"] == "base" and big["exhausted"]
    assert any(s.kind == "xp" and "0 XP left" in s.text["en"] for s in tl.steps)
    short = BOARD.replace("xp: 5", "xp: 4")
    refused = engine.run(
        scenario(short + "script:\n  - {play: con, by: A, targets: [big], pay: [Spend 5 XP]}\n")
    )
    assert refused.error is not None and refused.refused_rule == "357"
