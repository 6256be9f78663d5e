"""Rule 710: a unit's Might is worked out again whenever it is read, so a static ability that
counts something ("+1 Might for each friendly gear", "[Assault] equal to the number of enemy units
here") follows the board as it changes; and an aura may reach only some units ("other buffed
friendly units at my battlefield", "your token units", "friendly Mech units")."""

from collections.abc import Callable

import pytest

import engine


def mights(tl: engine.Timeline, pid: str) -> list[int]:
    return [s.state["objects"][pid]["might"] for s in tl.steps]


def test_710_a_count_is_read_again_as_the_board_changes(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: ornn, card: {name: "4-Might unit: +1 per friendly gear", type: unit, might: 4,
      abilities: [{static: {might_aura: 1, to: me, per: friendly_gear}}]}, owner: A, zone: base}
  - {id: g1, card: {name: "Abstract gear", type: gear}, owner: A, zone: base}
  - {id: g2, card: {name: "Abstract gear", type: gear}, owner: B, zone: base}
  - {id: smash, card: {name: "Abstract spell: kill a gear", type: spell, targets: {target: gear},
      effect: [{kill: $target}]}, owner: A, zone: hand}
script:
  - {play: smash, by: A, targets: {target: g1}}
  - {pass: until_empty}
"""
        )
    )
    assert tl.error is None, tl.error
    seen = mights(tl, "ornn")
    assert seen[0] == 5  # only A's gear counts
    assert seen[-1] == 4


def test_710_a_counted_keyword_gives_its_value_per_count(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: monger, card: {name: "4-Might unit: Assault per enemy unit here", type: unit, might: 4,
      abilities: [{static: {keyword_aura: Assault, to: me, per: enemy_units_here}}]},
      owner: A, zone: base}
  - {id: e1, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: bf1}
  - {id: e2, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: bf1}
script:
  - {move: [monger], to: bf1, by: A}
"""
        )
    )
    assert tl.error is None, tl.error
    first = tl.steps[0].state["objects"]["monger"]
    assert first["keywords"] == []  # no enemy unit in A's base: no Assault at all
    last = tl.steps[-1].state["objects"]["monger"]
    assert last["keywords"] == ["Assault 2"]
    assert last["might"] == 6  # an attacker with Assault 2


def test_710_your_points_count(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(
        scenario(
            """
players: [{id: A, score: 3}, B]
battlefields: [{id: bf1}]
objects:
  - {id: draven, card: {name: "3-Might unit: + your points", type: unit, might: 3,
      abilities: [{static: {might_aura: 1, to: me, per: your_points}}]}, owner: A, zone: base}
script: []
"""
        )
    )
    assert tl.error is None, tl.error
    assert mights(tl, "draven")[-1] == 6


@pytest.mark.parametrize(
    ("reach", "expected"),
    [
        ("other buffed friendly units at my battlefield", {"pal": 5, "plain": 1, "far": 3}),
        ("friendly token units", {"pal": 3, "plain": 1, "far": 3, "recruit": 3}),
        ("friendly Mech units", {"pal": 5, "plain": 1, "far": 3}),
    ],
)
def test_710_an_aura_reaches_only_the_units_it_names(
    scenario: Callable[[str], engine.Scenario], reach: str, expected: dict[str, int]
) -> None:
    tl = engine.run(
        scenario(
            f"""
players: [A, B]
battlefields: [{{id: bf1}}]
objects:
  - {{id: lee, card: {{name: "Aura source", type: unit, might: 6,
      abilities: [{{static: {{might_aura: 2, to: "{reach}"}}}}]}}, owner: A, zone: bf1}}
  - {{id: pal, card: {{name: "Buffed Mech", type: unit, might: 2, tags: [Mech]}}, owner: A,
      zone: bf1, buffed: true}}
  - {{id: plain, card: {{name: "1-Might unit", type: unit, might: 1}}, owner: A, zone: bf1}}
  - {{id: far, card: {{name: "Buffed unit in base", type: unit, might: 2}}, owner: A, zone: base,
      buffed: true}}
  - {{id: recruit, card: Recruit, owner: A, zone: base, token: true}}
script: []
"""
        )
    )
    assert tl.error is None, tl.error
    final = tl.final_state["objects"]
    for pid, might in expected.items():
        assert final[pid]["might"] == might, pid


def test_710_at_my_battlefield_reaches_nothing_from_a_base(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: lee, card: {name: "Aura source", type: unit, might: 6,
      abilities: [{static: {might_aura: 2, to: "other buffed friendly units at my battlefield"}}]},
      owner: A, zone: base}
  - {id: pal, card: {name: "Buffed unit", type: unit, might: 2}, owner: A, zone: base,
      buffed: true}
script: []
"""
        )
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["pal"]["might"] == 3  # its buff only


def test_710_a_count_of_your_token_units(scenario: Callable[[str], engine.Scenario]) -> None:
    tl = engine.run(
        scenario(
            """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: illaoi, card: {name: "4-Might unit: +1 per token unit you control", type: unit,
      might: 4, abilities: [{static: {might_aura: 1, to: me, per: friendly_token_units}}]},
      owner: A, zone: base}
  - {id: t1, card: Recruit, owner: A, zone: base, token: true}
  - {id: t2, card: Recruit, owner: B, zone: base, token: true}
  - {id: plain, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
script: []
"""
        )
    )
    assert tl.error is None, tl.error
    assert mights(tl, "illaoi")[-1] == 5  # only A's token unit counts
