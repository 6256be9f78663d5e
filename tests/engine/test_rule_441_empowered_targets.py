"""Rule 441: the Empowered status can be on any object on the board an effect empowers (441.1,
441.2), and a target kind `friendly Empowered unit` admits only such a unit of the chooser's."""

import engine

BODY = """\
    players: [A, B]
    objects:
      - {id: plain, owner: A, zone: base, card: {name: "Plain", type: unit, might: 3}}
      - {id: theirs, owner: B, zone: base, card: {name: "Theirs", type: unit, might: 3}}
      - {id: up, owner: A, zone: hand, card: {name: "Up", type: spell,
          targets: {target: unit}, effect: [{empower: $target}]}}
      - {id: boost, owner: A, zone: hand, card: {name: "Boost", type: spell,
          targets: {target: friendly Empowered unit}, effect: [{might: 2, to: $target}]}}
    script:
%s
    """


def test_441_2_a_unit_with_no_empower_text_becomes_empowered_and_can_be_chosen_as_such(
    scenario,  # type: ignore[no-untyped-def]
) -> None:
    steps = """\
      - {play: up, by: A, targets: [plain]}
      - {pass: until_empty}
      - {play: boost, by: A, targets: [plain]}
      - {pass: until_empty}"""
    tl = engine.run(scenario(BODY % steps))
    assert tl.final_state["objects"]["plain"]["might"] == 5


def test_441_a_friendly_empowered_unit_is_neither_an_unempowered_nor_an_enemy_one(
    scenario,  # type: ignore[no-untyped-def]
) -> None:
    plain = "      - {play: boost, by: A, targets: [plain]}"
    assert engine.run(scenario(BODY % plain)).refused_rule == "355"
    enemy = """\
      - {play: up, by: A, targets: [theirs]}
      - {pass: until_empty}
      - {play: boost, by: A, targets: [theirs]}"""
    assert engine.run(scenario(BODY % enemy)).refused_rule == "355"
