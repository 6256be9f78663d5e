"""Rule 437.1.a.1 (Bonus Damage): Ravenborn Tome's "your next spell this turn deals 1 Bonus
Damage" is bound to the next spell its controller plays this turn: each instance of damage that
spell deals gets +1, the spell after it gets nothing, and the opponent's spells never do."""

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [A, B]
    objects:
      - {id: tome, card: "Ravenborn Tome", owner: A, zone: base}
      - {id: bolt, owner: A, zone: hand, card: {name: "Bolt", type: spell,
         targets: {a: unit, b: unit}, effect: [{damage: 1, to: $a}, {damage: 1, to: $b}]}}
      - {id: zap, owner: A, zone: hand, card: {name: "Zap", type: spell,
         targets: {a: unit}, effect: [{damage: 1, to: $a}]}}
      - {id: e1, card: {name: "E1", type: unit, might: 9}, owner: B, zone: base}
      - {id: e2, card: {name: "E2", type: unit, might: 9}, owner: B, zone: base}
    script:
      - {activate: tome, by: A}
      - {pass: until_empty}
      - {play: bolt, by: A, targets: [e1, e2]}
      - {pass: until_empty}
      - {play: zap, by: A, targets: [e1]}
      - {pass: until_empty}
    expect:
      objects: {e1: {damage: 3}, e2: {damage: 2}, tome: {exhausted: true}}
      happened: [{damage: e1, amount: 2}, {damage: e2, amount: 2}, {damage: e1, amount: 1}]
"""


def test_437_1_a_1_the_next_spell_played_deals_1_bonus_per_instance_the_one_after_none(
    scenario,  # type: ignore[no-untyped-def]
) -> None:
    assert unmet(scenario(BODY)) == []


def test_437_1_a_1_without_the_tome_no_bonus(scenario) -> None:  # type: ignore[no-untyped-def]
    unused = "      - {activate: tome, by: A}\n      - {pass: until_empty}\n"
    tl = engine.run(scenario(BODY.split("    expect:")[0].replace(unused, "")))
    assert tl.error is None, tl.error
    assert [e.get("amount") for e in tl.log if e["kind"] == "damage"] == [1, 1, 1]
