"""Rule 124: a move to or from a non-board zone makes a new object; board to board keeps it."""

import engine


def test_124_recall_keeps_the_object_and_death_makes_a_new_one(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: hero, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
          - {id: angel, card: Guardian Angel, owner: B, attached_to: hero}
        script:
          - {act: {kill: hero}, by: A}
        """)
    tl = engine.run(s)
    start, end = tl.steps[0].state["objects"], tl.final_state["objects"]
    assert end["hero"]["zone"] == "base" and end["hero"]["rules_id"] == start["hero"]["rules_id"]
    assert end["hero"]["new_object"] is False
    assert (
        end["angel"]["zone"] == "trash" and end["angel"]["rules_id"] != start["angel"]["rules_id"]
    )
    assert end["angel"]["new_object"] is True and end["angel"]["attached_to"] is None


def test_124_1_temporary_state_ends_when_a_card_leaves_the_board(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: u, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: base,
              damage: 2, exhausted: true}
        script:
          - {act: {return_to_hand: u}, by: A}
        """)
    obj = engine.run(s).final_state["objects"]["u"]
    assert (obj["zone"], obj["damage"], obj["exhausted"], obj["location"]) == (
        "hand",
        0,
        False,
        None,
    )


def test_056_a_stolen_unit_dies_into_its_owners_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: u, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, controller: A,
              zone: base}
        script:
          - {act: {kill: u}, by: A}
        """)
    state = engine.run(s).final_state
    players = {p["id"]: p for p in state["players"]}
    assert players["B"]["trash"] == ["u"] and players["A"]["trash"] == []


def test_186_1_a_token_that_dies_ceases_to_exist(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: r, card: Recruit, owner: A, zone: base}
        script:
          - {act: {kill: r}, by: B}
        """)
    tl = engine.run(s)
    assert tl.final_state["objects"]["r"]["exists"] is False
    assert {"kind": "die", "subject": "r"} in tl.log
