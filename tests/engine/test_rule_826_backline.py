"""Rule 826: a unit with Backline is assigned lethal damage after its controller's units without
it (826.3); several with Backline: the assigning player picks among them (826.4.b)."""

from collections.abc import Callable

import engine


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_826_3_backline_is_assigned_damage_last(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
            players: [A, B]
            battlefields:
              - {id: bf1, controller: B}
            objects:
              - {id: brute, card: {name: "3-Might unit", type: unit, might: 3}, owner: A,
                  zone: base}
              - {id: back, card: {name: "1-Might unit, Backline", type: unit, might: 1,
                  keywords: [Backline]}, owner: B, zone: bf1}
              - {id: front, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
            script:
              - {move: [brute], to: bf1, by: A}
              - {pass: until_showdown_ends}
            """
        )
    )
    # 3 damage: the Backline unit (lethal 1) would be the cheaper kill, but it comes last
    assert damage(tl)["front"] == 3
    assert "back" not in damage(tl)


def test_826_4_b_between_two_backline_units_the_attacker_picks(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: brute, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: b1, card: {name: "2-Might unit, Backline", type: unit, might: 2,
              keywords: [Backline]}, owner: B, zone: bf1}
          - {id: b2, card: {name: "2-Might unit, Backline", type: unit, might: 2,
              keywords: [Backline]}, owner: B, zone: bf1}
        script:
          - {move: [brute], to: bf1, by: A}
          - {pass: until_showdown_ends}
        choices: [{pick: [b2]}]
        """
    )
    tl = engine.run(sc)
    asked = [s.decision for s in tl.steps if s.decision is not None and s.decision.kind == "assign"]
    assert [(d.player, d.chosen) for d in asked] == [("A", "pick:b2")]
    assert damage(tl)["b2"] == 2
