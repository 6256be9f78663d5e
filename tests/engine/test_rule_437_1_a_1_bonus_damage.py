"""Rule 437.1.a.1 (Bonus Damage, added before prevention): each instance of damage a spell deals is
increased by Annie, Fiery (1), an attached Rabadon's Deathcrown (3) and, for a unit at Void Gate,
the battlefield (1); combat damage is not increased."""

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [A, B]
    battlefields: [{id: gate, card: Void Gate, controller: B}, {id: bf2, controller: B}]
    objects:
      - {id: annie, card: "Annie, Fiery", owner: A, zone: base}
      - {id: carrier, card: {name: "Carrier", type: unit, might: 2}, owner: A, zone: base}
      - {id: crown, card: "Rabadon's Deathcrown", owner: A, attached_to: carrier}
      - {id: bolt, owner: A, zone: hand, card: {name: "Bolt", type: spell,
         targets: {a: unit, b: unit}, effect: [{damage: 1, to: $a}, {damage: 1, to: $b}]}}
      - {id: e1, card: {name: "E1", type: unit, might: 9}, owner: B, zone: gate}
      - {id: e2, card: {name: "E2", type: unit, might: 9}, owner: B, zone: bf2}
      - {id: e3, card: {name: "E3", type: unit, might: 9}, owner: B, zone: bf2}
    script:
      - {play: bolt, by: A, targets: [e1, e2]}
      - {pass: until_empty}
      - {move: [carrier], to: bf2, by: A}
      - {pass: until_showdown_ends}
    choices:
      - {pick: [e2]}
    expect:
      objects: {e2: {zone: trash}, carrier: {zone: trash}}
      happened: [{damage: e1, amount: 6}, {damage: e2, amount: 5}, {damage: e2, amount: 4},
                 {damage: e3, amount: 1}]
"""


def test_437_1_a_1_bonus_damage_adds_up_per_instance_and_never_in_combat(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_437_1_a_1_an_unattached_deathcrown_gives_no_bonus(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario(
        BODY.replace("owner: A, attached_to: carrier}", "owner: A, zone: base}").split("  - {move")[
            0
        ]
    )
    tl = engine.run(s)
    dealt = [e for e in tl.log if e["kind"] == "damage"]
    assert [e.get("amount") for e in dealt] == [3, 2]
