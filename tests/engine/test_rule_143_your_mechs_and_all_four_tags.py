"""Rule 143 (Might and its modifiers) through a tag: "give your Mechs +1 Might this turn" (Danger
Zone: a selector naming a tag reaches only the units that carry it), and a text that reads the
tags among its controller's units: "when I attack while your units have all 4 tags (Bird, Cat,
Dog, Poro), stun an enemy unit here" (Daisy!, who also enters ready)."""

from collections.abc import Callable

import engine


def test_143_danger_zone_gives_only_the_friendly_mechs_1_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: dz, card: "Danger Zone", owner: A, zone: hand}
  - {id: mech, card: {name: Bot, type: unit, might: 3, tags: [Mech]}, owner: A, zone: base}
  - {id: man, card: {name: Man, type: unit, might: 3}, owner: A, zone: base}
  - {id: their, card: {name: Their bot, type: unit, might: 3, tags: [Mech]}, owner: B, zone: base}
script:
  - {play: dz, by: A}
  - {pass: until_empty}
"""
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert (objects["mech"]["might"], objects["man"]["might"], objects["their"]["might"]) == (
        4,
        3,
        3,
    )


DAISY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: d, card: "Daisy!", owner: A, zone: hand}
  - {id: e, card: {name: Foe, type: unit, might: 2}, owner: B, zone: bf1}
TAGS
script:
  - {play: d, by: A}
  - {pass: until_empty}
  - {move: [d], to: bf1, by: A}
  - {pass: until_empty}
"""


def _daisy(scenario: Callable[[str], engine.Scenario], tags: list[str]) -> engine.Timeline:
    friends = "".join(
        f"  - {{id: f{i}, card: {{name: Pet {i}, type: unit, might: 1, tags: [{tag}]}}, "
        "owner: A, zone: base}\n"
        for i, tag in enumerate(tags)
    )
    tl = engine.run(scenario(DAISY.replace("TAGS\n", friends)))
    assert tl.error is None, tl.error
    return tl


def test_002_daisy_enters_ready_and_stuns_with_all_four_tags(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _daisy(scenario, ["Bird", "Cat", "Dog", "Poro"])
    assert tl.final_state["objects"]["e"]["stunned"]
    tl = _daisy(scenario, ["Bird", "Cat", "Dog"])
    assert not tl.final_state["objects"]["e"]["stunned"]
