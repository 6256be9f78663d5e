"""Rule 708: a unit is Mighty while it has 5 or more Might, its current Might: Might that Assault
gives an attacker counts (the Sunken Temple ruling), and a target that must be Mighty reads it."""

from collections.abc import Callable

import engine


def hand(tl: engine.Timeline) -> int:
    player = next(p for p in tl.final_state["players"] if p["id"] == "A")
    return len(player["hand"]) + int(player.get("hand_hidden", 0))


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


def test_708_kadregrin_draws_one_per_mighty_unit_you_control(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
            players:
              - {id: A, deck: 5}
              - B
            battlefields:
              - {id: bf1}
            objects:
              - {id: kad, card: Kadregrin the Infernal, owner: A, zone: hand}
              - {id: big, card: {name: "5-Might unit", type: unit, might: 5}, owner: A, zone: base}
              - {id: small, card: {name: "4-Might unit", type: unit, might: 4}, owner: A,
                  zone: base}
              - {id: theirs, card: {name: "6-Might unit", type: unit, might: 6}, owner: B,
                  zone: base}
            script:
              - {play: kad, by: A}
              - {pass: until_empty}
            """
        )
    )
    assert tl.error is None, tl.error
    # Kadregrin himself (9) and the 5-Might unit; not the 4-Might one, not B's
    assert hand(tl) == 2


def test_708_808_1_d_3_unsung_hero_reads_the_might_noted_at_its_death(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
        players:
          - {id: A, deck: 5}
          - B
        battlefields:
          - {id: bf1}
        objects:
          - {id: hero, card: Unsung Hero, owner: A, zone: base}
        script:
          - {act: {might: BONUS, to: hero}, by: A}
          - {act: {kill: hero}, by: B}
          - {pass: until_empty}
        """
    mighty = engine.run(scenario(body.replace("BONUS", "5")))
    plain = engine.run(scenario(body.replace("BONUS", "0")))
    assert hand(mighty) == 2
    assert hand(plain) == 0
