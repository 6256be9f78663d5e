"""Rule 355 (choosing targets) with a name read off the source: The List's "when you play this,
name a tag. Exhaust: one unit bearing that tag gets -2 Might this turn" — only a unit bearing the
named tag may be chosen."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
objects:
  - {id: tl, card: The List, owner: A, zone: hand}
  - {id: cat, card: {name: "Kitty", type: unit, might: 3, tags: [Cat]}, owner: B, zone: base}
  - {id: dog, card: {name: "Doggo", type: unit, might: 3, tags: [Dog]}, owner: B, zone: base}
script:
  - {play: tl, by: A}
  - {pass: until_empty}
  - {activate: tl, ability: 1, by: A, targets: {target: %s}}
  - {pass: until_empty}
choices:
  - {pick: [Cat]}
"""


def test_355_a_unit_bearing_the_named_tag_gets_minus_2(scenario: Load) -> None:
    tl = run(scenario, BODY % "cat")
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["cat"]["might"] == 1


def test_355_a_unit_without_it_cannot_be_chosen(scenario: Load) -> None:
    tl = run(scenario, BODY % "dog")
    assert tl.error is not None
    assert tl.final_state["objects"]["dog"]["might"] == 3
