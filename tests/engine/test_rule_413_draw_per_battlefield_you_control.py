"""Rule 413 (draw): "draw 1 for each battlefield you control" counts as the effect resolves
(Right of Conquest, plus 1); "each other battlefield" leaves out the one whose text it is (Seat of
Power)."""

from tests.engine.instructions_helpers import unmet


def test_413_right_of_conquest_and_seat_of_power_count_controlled_battlefields(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [{id: A, deck: 9}, {id: B, deck: 5}]
        battlefields: [{id: bf1, card: Seat of Power}, {id: bf2, controller: A},
                       {id: bf3, controller: A}, {id: bf4, controller: B}]
        objects:
          - {id: r, card: Right of Conquest, owner: A, zone: hand}
          - {id: u, card: {name: "U", type: unit, might: 2}, owner: A, zone: base}
          - {id: w, card: {name: "W", type: unit, might: 2}, owner: A, zone: bf2}
          - {id: x, card: {name: "X", type: unit, might: 2}, owner: A, zone: bf3}
          - {id: y, card: {name: "Y", type: unit, might: 2}, owner: B, zone: bf4}
        script:
          - {move: [u], to: bf1, by: A}
          - {pass: until_showdown_ends}
          - {pass: until_empty}
          - {play: r, by: A}
          - {pass: until_empty}
        expect:
          in_order: [{score: A, at: bf1}, {draw: A, count: 2}, {draw: A, count: 4}]
        """)
    assert unmet(s) == []
