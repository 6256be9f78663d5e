"""Prevention that holds only outside combat (437, 441): Ambessa, The Wolf, "[Empowered] I have
+3 Might, and I can't be dealt damage outside combat" (a replacement's `in_combat: no`: not while
she is an attacker or a defender)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: amb, card: "Ambessa, The Wolf", owner: A, zone: base}
  - {id: foe, card: {name: "B foe", type: unit, might: 2}, owner: B, zone: bf1}
  - id: zap
    owner: A
    zone: hand
    card: {name: Zap, type: spell, energy: 0, keywords: [Action], targets: {a: unit},
           effect: [{damage: 3, to: $a}]}
  - id: zap2
    owner: A
    zone: hand
    card: {name: Zap2, type: spell, energy: 0, keywords: [Action], targets: {a: unit},
           effect: [{damage: 3, to: $a}]}
script:
  - {activate: amb, ability: 1, by: A}
  - {pass: until_empty}
  - {play: zap, by: A, targets: {a: amb}}
  - {pass: until_empty}
  - {move: amb, to: bf1, by: A}
  - {pass: until_empty}
  - {play: zap2, by: A, targets: {a: amb}}
  - {pass: until_empty}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""
EMPOWER = "  - {activate: amb, ability: 1, by: A}\n  - {pass: until_empty}\n"


def _dealt_to_her(tl: engine.Timeline) -> list[str]:
    return [s.text["en"] for s in tl.steps if s.kind == "damage" and "Ambessa" in s.text["en"]]


def test_437_empowered_she_is_dealt_no_damage_outside_combat_and_full_damage_in_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD))
    assert tl.error is None, tl.error
    assert [s.kind for s in tl.steps].count("prevent") == 1  # the first Zap, at her base
    assert _dealt_to_her(tl) == [
        "3 damage dealt to Ambessa, The Wolf (damage 3, Might 7).",  # Zap2, in the combat
        "2 damage dealt to Ambessa, The Wolf (damage 5, Might 7).",  # combat damage
    ]


def test_441_not_empowered_her_prevention_does_not_exist(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD.replace(EMPOWER, "")))
    assert tl.error is None, tl.error
    assert "prevent" not in [s.kind for s in tl.steps]
    assert _dealt_to_her(tl)[0] == "3 damage dealt to Ambessa, The Wolf (damage 3, Might 4)."
