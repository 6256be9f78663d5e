"""Rule 056 (a card goes to its owner's zones) and 186.1 (a token there ceases to exist):
Downwell returns every unit and gear, attached Equipment included, as one moment."""

from tests.engine.instructions_helpers import unmet


def test_056_downwell_returns_every_unit_and_gear_at_once(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: d, card: Downwell, owner: A, zone: hand}
          - {id: u, card: {name: "Borrowed", type: unit, might: 2}, owner: B, controller: A,
             zone: base}
          - {id: v, card: {name: "V", type: unit, might: 2}, owner: B, zone: bf1}
          - {id: g, card: {name: "Blade", type: gear, tags: [Equipment], might_bonus: 1},
             owner: A, attached_to: v}
          - {id: t, card: Recruit, owner: A, zone: base, token: true}
        script:
          - {play: d, by: A}
          - {pass: until_empty}
        expect:
          players: {A: {hand: 1}, B: {hand: 2}}
          objects: {u: {zone: hand}, g: {zone: hand}, t: {exists: false}}
          happened: [{return_to_hand: v}, {return_to_hand: g}, {return_to_hand: u}]
        """)
    assert unmet(s) == []
