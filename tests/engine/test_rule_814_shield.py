"""Rule 814: Shield X is "while I am a defender, I have +X Might" (814.1.c); it counts for the
defender only, never for the same unit attacking."""

from collections.abc import Callable

import engine


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_814_1_c_shield_adds_its_value_while_defending(
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
              - {id: poro, card: {name: "2-Might unit, Shield", type: unit, might: 2,
                  keywords: [Shield]}, owner: B, zone: bf1}
            script:
              - {move: [brute], to: bf1, by: A}
              - {pass: until_showdown_ends}
            """
        )
    )
    # the defender has 3 Might: it kills the attacker and survives (3 damage is lethal for 3)
    assert damage(tl) == {"poro": 3, "brute": 3}


def test_814_1_d_shield_does_nothing_for_an_attacker(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
            players: [A, B]
            battlefields:
              - {id: bf1, controller: B}
            objects:
              - {id: poro, card: {name: "2-Might unit, Shield 3", type: unit, might: 2,
                  keywords: ["Shield 3"]}, owner: A, zone: base}
              - {id: wall, card: {name: "4-Might unit", type: unit, might: 4}, owner: B, zone: bf1}
            script:
              - {move: [poro], to: bf1, by: A}
              - {pass: until_showdown_ends}
            """
        )
    )
    assert damage(tl) == {"wall": 2, "poro": 4}
