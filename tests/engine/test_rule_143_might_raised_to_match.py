"""Rule 143 (Might and its modifiers): "increase its Might to the Might of another friendly unit"
(Convergent Mutation) gives the difference this turn, read as it resolves, and never lowers it."""

from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [A, B]
    objects:
      - {{id: c, card: Convergent Mutation, owner: A, zone: hand}}
      - {{id: small, card: {{name: "Small", type: unit, might: {small}}}, owner: A, zone: base}}
      - {{id: big, card: {{name: "Big", type: unit, might: 6}}, owner: A, zone: base}}
    script:
      - {{play: c, by: A, targets: [small, big]}}
      - {{pass: until_empty}}
    expect:
      objects: {{small: {{might: {expected}}}, big: {{might: 6}}}}
    """


def test_143_convergent_mutation_raises_might_to_the_other_units(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY.format(small=2, expected=6))) == []


def test_143_convergent_mutation_never_lowers_might(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY.format(small=8, expected=8))) == []
