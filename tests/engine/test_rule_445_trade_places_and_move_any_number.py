"""Rule 445 (move): two units trading locations move at once (Tideturner); "move an enemy unit,
then choose another enemy unit at its destination; they deal damage equal to their Mights to each
other" picks that unit as it resolves, chosen but not targeted (Dragon's Rage, 355.10); "bring any
number of your token units to this battlefield" moves the ones picked together (Azir,
Sovereign)."""

import engine
from tests.engine.instructions_helpers import unmet

SWAP = """\
    players: [A, B]
    battlefields: [{id: bf1, controller: A}, {id: bf2, controller: B}]
    objects:
      - {id: tide, card: Tideturner, owner: A, zone: hand}
      - {id: friend, card: {name: "Friend", type: unit, might: 2}, owner: A, zone: bf1}
      - {id: rage, card: "Dragon's Rage", owner: A, zone: hand}
      - {id: e1, card: {name: "E1", type: unit, might: 3}, owner: B, zone: base}
      - {id: e2, card: {name: "E2", type: unit, might: 5}, owner: B, zone: bf2}
      - {id: e3, card: {name: "E3", type: unit, might: 1}, owner: B, zone: bf2}
    script:
      - {play: tide, by: A}
      - {pass: until_empty}
      - {play: rage, by: A, targets: [e1]}
      - {pass: until_empty}
    choices:
      - {accept: true}
      - {pick: [bf2]}
      - {pick: [e2]}
    expect:
      objects: {tide: {zone: bf1}, friend: {zone: base}, e1: {zone: trash}, e2: {damage: 3}}
"""

AZIR = """\
    players: [A, B]
    battlefields: [{id: bf1, controller: B}]
    objects:
      - {id: azir, card: "Azir, Sovereign", owner: A, zone: base}
      - {id: r1, card: Recruit, owner: A, zone: base, token: true}
      - {id: r2, card: Recruit, owner: A, zone: base, token: true}
      - {id: plain, card: {name: "Plain", type: unit, might: 1}, owner: A, zone: base}
      - {id: foe, card: {name: "Foe", type: unit, might: 9}, owner: B, zone: bf1}
    script:
      - {move: [azir], to: bf1, by: A}
      - {pass: until_empty}
    choices:
      - {pick: [r1]}
      - {pick: [none]}
    expect:
      objects: {r1: {zone: bf1}, r2: {zone: base}, plain: {zone: base}}
"""


def test_445_tideturner_trades_places_and_dragons_rage_fights_at_the_destination(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(SWAP)) == []


def test_355_10_dragons_rage_offers_only_other_enemy_units_there(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SWAP))
    pick = [s.decision for s in tl.steps if s.decision is not None and s.decision.rule == "355.10"]
    assert pick and {o.key for o in pick[0].options} == {"pick:e2", "pick:e3"}


def test_445_azir_brings_only_the_token_units_picked(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(AZIR)) == []
