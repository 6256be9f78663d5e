"""Rule 415 (ready): "ready up to 4 units, gear and/or runes" (Acceleration Gate) and "you may
ready something else that's exhausted" (Jayce, Brilliant Inventor; Miss Fortune, Captain): the
controller picks exhausted things one at a time, runes among them, never the source. Rule
383.1.b: Jayce's "the first time each turn you play a non-token gear" triggers once a turn."""

from tests.engine.instructions_helpers import unmet

BODY = """\
    players:
      - {id: A, runes: [{domain: Mind, exhausted: true}, {domain: Body, exhausted: true}],
         pool: {energy: 9, power: {Mind: 3}}}
      - B
    battlefields: [{id: bf1}, {id: bf2}]
    objects:
      - {id: gate, card: Acceleration Gate, owner: A, zone: hand}
      - {id: j, card: "Jayce, Brilliant Inventor", owner: A, zone: hand}
      - {id: g1, card: {name: "Gizmo", type: gear}, owner: A, zone: hand}
      - {id: g2, card: {name: "Gizmo 2", type: gear}, owner: A, zone: hand}
      - {id: u1, card: {name: "U1", type: unit, might: 2}, owner: A, zone: base, exhausted: true}
      - {id: u2, card: {name: "U2", type: unit, might: 2}, owner: B, zone: base, exhausted: true}
      - {id: gx, card: {name: "Tired gear", type: gear}, owner: A, zone: base, exhausted: true}
      - {id: mf, card: "Miss Fortune, Captain", owner: A, zone: base}
    script:
      - {play: gate, by: A}
      - {pass: until_empty}
      - {play: j, by: A}
      - {pass: until_empty}
      - {play: g1, by: A}
      - {pass: until_empty}
      - {play: g2, by: A}
      - {pass: until_empty}
      - {move: [mf], to: bf1, by: A}
      - {pass: until_empty}
    choices:
      - {pay: [Mind]}
      - {pick: [u1]}
      - {pick: [A]}
      - {pick: [u2]}
      - {pick: [none]}
      - {pick: [gx]}
      - {pick: [A]}
      - {pick: [j]}
    expect:
      objects: {j: {exhausted: false}, gx: {exhausted: false}, u2: {exhausted: false}}
"""


def test_415_ready_units_gear_and_runes_in_any_mix_never_the_source(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_383_1_b_the_first_non_token_gear_each_turn_triggers_once(scenario) -> None:  # type: ignore[no-untyped-def]
    import engine

    tl = engine.run(scenario(BODY))
    played = [s for s in tl.steps if s.kind == "trigger" and "played Gizmo" in s.text["en"]]
    assert len(played) == 1 and "Gizmo 2" not in played[0].text["en"]
