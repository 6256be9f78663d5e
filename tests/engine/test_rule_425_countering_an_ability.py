"""Rule 425 with 355: an ability on the chain can be chosen and countered ("counter an enemy spell
or ability that has chosen a friendly unit or gear", Not So Fast). The ability is a chain item,
named in a script as `<ability>@<object id>` (`#2` for the second such item); countered, it
leaves the chain and does nothing, while a second trigger of the same ability still resolves."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
objects:
  - {id: rex, card: {name: "Deathknell unit: deal 4 to an enemy unit", type: unit, might: 6,
      keywords: [Deathknell], targets: {target: enemy unit},
      abilities: [{triggered: {when: i_die, effect: [{damage: 4, to: $target}]}}]},
      owner: A, zone: base}
  - {id: seer, card: {name: "Deathknell unit: draw 1", type: unit, might: 2, keywords: [Deathknell],
      abilities: [{triggered: {when: i_die, effect: [{draw: 1}]}}]}, owner: A, zone: base}
  - {id: brute, card: {name: "9-Might unit", type: unit, might: 9}, owner: B, zone: base}
  - {id: nsf, card: "Not So Fast", owner: B, zone: hand}
  - {id: mine, card: "Not So Fast", owner: A, zone: hand}
  - {id: cull, card: {name: "Kill a friendly unit", type: spell, keywords: [Action],
      targets: {target: friendly unit}, effect: [{kill: $target}]}, owner: A, zone: hand}
"""


def _run(scenario: Callable[[str], engine.Scenario], script: str) -> engine.Timeline:
    return engine.run(scenario(BOARD + "script:\n" + script))


def test_425_an_enemy_ability_that_chose_a_friendly_unit_is_countered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "  - {play: cull, by: A, targets: [rex]}\n  - {pass: once}\n"
        '  - {play: nsf, by: B, targets: ["deathknell@rex"]}\n  - {pass: until_empty}\n',
    )
    assert tl.refused_rule is None, tl.error
    assert tl.final_state["objects"]["brute"]["damage"] == 0
    kinds = [(e["kind"], e["subject"]) for e in tl.log]
    assert ("counter", "deathknell") in kinds
    assert ("resolve", "deathknell") not in kinds


def test_355_an_ability_that_chose_nothing_of_yours_is_not_a_legal_target(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "  - {play: cull, by: A, targets: [seer]}\n  - {pass: once}\n"
        '  - {play: nsf, by: B, targets: ["deathknell@seer"]}\n',
    )
    assert tl.refused_rule == "355"


def test_355_ones_own_ability_is_not_an_enemy_ability(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "  - {play: cull, by: A, targets: [rex]}\n  - {pass: once}\n"
        '  - {play: mine, by: A, targets: ["deathknell@rex"]}\n',
    )
    assert tl.refused_rule == "355"


def test_355_an_ability_not_on_the_chain_cannot_be_named(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(scenario, '  - {play: nsf, by: B, targets: ["deathknell@rex"]}\n')
    assert tl.refused_rule == "355"


def test_359_3_e_a_countered_ability_is_gone_when_a_second_counter_resolves(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    """Two counters aimed at the same trigger: the first counters it; the second finds its target
    gone and does nothing, so the spell's damage is not prevented twice over."""
    body = BOARD.replace(
        '  - {id: mine, card: "Not So Fast", owner: A, zone: hand}\n',
        '  - {id: mine, card: "Not So Fast", owner: B, zone: hand}\n',
    )
    tl = engine.run(
        scenario(
            body
            + "script:\n  - {play: cull, by: A, targets: [rex]}\n  - {pass: once}\n"
            + '  - {play: nsf, by: B, targets: ["deathknell@rex"]}\n'
            + '  - {play: mine, by: B, targets: ["deathknell@rex"]}\n  - {pass: until_empty}\n'
        )
    )
    assert tl.refused_rule is None, tl.error
    counters = [e for e in tl.log if e["kind"] == "counter"]
    assert len(counters) == 1
    assert tl.final_state["objects"]["brute"]["damage"] == 0
