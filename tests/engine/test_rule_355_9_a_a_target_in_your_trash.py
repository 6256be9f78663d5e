"""Rule 355.9.a: a target must be where its kind says as it is chosen — "a unit in your trash"
(Heedless Resurrection) is a unit card in its chooser's own trash, not one still on the board,
nor an opponent's."""

import engine

SCENARIO = """\
    players: [A, B]
    objects:
      - {{id: pal, card: {{name: "Pal", type: unit, might: 3, energy: 3}}, owner: A, zone: base}}
      - {{id: old, owner: A, zone: trash,
          card: {{name: "Old", type: unit, might: 2, energy: {old}}}}}
      - {{id: theirs, card: {{name: "Theirs", type: unit, might: 2}}, owner: B, zone: trash}}
      - {{id: rez, card: "Heedless Resurrection", owner: A, zone: hand}}
    script:
      - {{play: rez, by: A, targets: {{victim: pal, target: {target}}}}}
      - {{pass: until_empty}}
    """


def test_355_9_a_a_unit_in_your_trash_comes_back_ignoring_its_cost(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(old=2, target="old")))
    assert tl.error is None
    assert tl.final_state["objects"]["old"]["zone"] == "base"
    assert tl.final_state["objects"]["pal"]["zone"] == "trash"


def test_355_9_a_a_unit_still_on_the_board_is_not_in_the_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(old=2, target="pal")))
    assert tl.refused_rule == "355"


def test_355_9_a_an_opponents_trash_is_not_yours(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(old=2, target="theirs")))
    assert tl.refused_rule == "355"


def test_heedless_resurrection_a_costlier_unit_does_not_come_back(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(old=4, target="old")))
    assert tl.error is None
    assert tl.final_state["objects"]["old"]["zone"] == "trash"
    assert any(s.kind == "condition" and "not met" in s.text["en"] for s in tl.steps)
