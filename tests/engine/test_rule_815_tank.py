"""Rule 815: a unit with Tank must be assigned lethal damage before its controller's units without
Tank (815.1.b); a Tank granted by an effect counts too (801.3.a)."""

from collections.abc import Callable

import engine


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_815_1_b_a_granted_tank_is_assigned_lethal_damage_first(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: brute, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
          - {id: first, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
          - {id: second, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
          - {id: block, card: {name: "Abstract reaction: Tank this turn", type: spell,
              keywords: [Reaction], targets: {target: unit}, effect: [{grant: Tank,
              to: $target}]}, owner: B, zone: hand}
        script:
          - {move: [brute], to: bf1, by: A}
          - {play: block, by: B, targets: {target: second}}
          - {pass: until_showdown_ends}
        """
    )
    tl = engine.run(sc)
    # without the grant A would be asked which unit gets lethal damage; with it, the Tank first
    assert not [s for s in tl.steps if s.decision is not None and s.decision.kind == "assign"]
    assert damage(tl)["second"] == 3
    assert "first" not in damage(tl)


def test_815_grants_end_with_the_turn(scenario: Callable[[str], engine.Scenario]) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1}
        objects:
          - {id: unit, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
        script:
          - {act: {grant: Tank, to: unit}, by: A}
          - {end_turn: true}
        """
    )
    tl = engine.run(sc)
    assert tl.final_state["objects"]["unit"]["keywords"] == []
    expired = [s for s in tl.steps if "expires" in s.text["en"]]
    assert "Tank" in expired[0].text["en"]
