"""Rule 383.2.a (a condition read as the effect resolves): Ivern, Nurturer buffs its target only
if the unit revealed and drawn from the top 3 is a Bird, Cat, Dog or Poro."""

from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [A, B]
    objects:
      - {id: ivern, card: "Ivern, Nurturer", owner: A, zone: hand}
      - {id: pal, card: {name: "Pal", type: unit, might: 2}, owner: A, zone: base}
      - {id: cat, card: {name: "Kitty", type: unit, might: 1, tags: [Cat]}, owner: A, zone: deck}
      - {id: s1, card: {name: "S1", type: spell}, owner: A, zone: deck}
      - {id: s2, card: {name: "S2", type: spell}, owner: A, zone: deck}
    script:
      - {play: ivern, by: A}
      - {pass: until_empty}
    choices:
      - {pick: [pal]}
      - {pick: [cat]}
    expect:
      objects: {cat: {zone: hand}, pal: {might: 3}, s1: {zone: deck}}
"""


def test_383_2_a_ivern_buffs_when_the_drawn_unit_is_a_cat(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_383_2_a_ivern_does_not_buff_for_another_unit(scenario) -> None:  # type: ignore[no-untyped-def]
    plain = BODY.replace("tags: [Cat]", "tags: [Yordle]").replace(
        "pal: {might: 3}", "pal: {might: 2}"
    )
    assert unmet(scenario(plain)) == []
