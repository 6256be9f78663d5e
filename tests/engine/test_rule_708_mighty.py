"""Rule 708: a unit is Mighty while it has 5 or more Might, its current Might: Might that Assault
gives an attacker counts (the Sunken Temple ruling), and a target that must be Mighty reads it."""

from collections.abc import Callable

import engine


def test_708_a_unit_mighty_only_through_assault_is_a_mighty_target(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: raider, card: {name: "3-Might unit, Assault 2", type: unit, might: 3,
              keywords: ["Assault 2"]}, owner: A, zone: base}
          - {id: wall, card: {name: "6-Might unit", type: unit, might: 6}, owner: B, zone: bf1}
          - {id: pact, card: {name: "Abstract action: ready a friendly Mighty unit",
              type: spell, keywords: [Action], targets: {target: friendly Mighty unit},
              effect: [{ready: $target}]}, owner: A, zone: hand}
        script:
          - {move: [raider], to: bf1, by: A}
          - {play: pact, by: A, targets: {target: raider}}
        """
    tl = engine.run(scenario(body))
    assert tl.refused_rule is None and tl.error is None
    # out of combat the same unit (3 Might) is not Mighty
    outside = "\n".join(line for line in body.splitlines() if "move: [raider]" not in line)
    assert engine.run(scenario(outside)).refused_rule == "355"
