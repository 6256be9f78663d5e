"""Rule 465.2.c: each player assigns their own units' combat damage, the attacker first: lethal
damage to one unit before moving on, units that must be assigned damage first (Tank) before the
others and those assigned last (Soraka, Wanderer) after them; which unit gets it is the
assigning player's choice when it matters."""

from collections.abc import Callable

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R465 = LIBRARY / "r465-the-attacker-assigns-combat-damage.yaml"


def damage(tl: engine.Timeline) -> dict[str, int]:
    return {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}


def test_465_2_c_the_attacker_picks_among_the_units_it_may_give_lethal_damage_next() -> None:
    sc = engine.load_scenario(R465)
    tl = engine.run(sc, answers=[])
    assert tl.decision is not None
    assert (tl.decision.kind, tl.decision.player, tl.decision.rule) == ("assign", "A", "465.2.c")
    # the Tank already has its lethal damage; the rearguard waits until the others have theirs
    assert [o.key for o in tl.decision.options] == ["pick:d2", "pick:d3"]
    for variant in (None, "the-2-might-unit-first"):
        assert check(engine.run(sc, variant), sc.path_for(variant)[2]) == []
    assert damage(engine.run(sc)) == {"tank": 1, "d3": 3, "a1": 7}
    assert damage(engine.run(sc, "the-2-might-unit-first")) == {
        "tank": 1,
        "d2": 2,
        "d3": 1,
        "a1": 7,
    }


def test_465_2_c_the_defender_assigns_the_defenders_damage(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: a1, card: {name: Big, type: unit, might: 5}, owner: A, zone: base}
          - {id: a2, card: {name: Other, type: unit, might: 5}, owner: A, zone: base}
          - {id: d1, card: {name: Guard, type: unit, might: 3}, owner: B, zone: bf1}
        script:
          - {move: [a1, a2], to: bf1, by: A}
          - {pass: until_showdown_ends}
        choices: [{pick: [a2]}]
        """
    )
    tl = engine.run(sc)
    decided = [s.decision for s in tl.steps if s.decision is not None]
    assert [(d.kind, d.player, d.chosen) for d in decided] == [("assign", "B", "pick:a2")]
    assert damage(tl) == {"d1": 10, "a2": 3}


def test_465_2_c_soraka_is_assigned_combat_damage_last(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - {id: a1, card: {name: Big, type: unit, might: 3}, owner: A, zone: base}
          - {id: soraka, card: "Soraka, Wanderer", owner: B, zone: bf1}
          - {id: d1, card: {name: Guard, type: unit, might: 5}, owner: B, zone: bf1}
        script:
          - {move: [a1], to: bf1, by: A}
          - {pass: until_showdown_ends}
        """
    )
    tl = engine.run(sc)
    assert not [s for s in tl.steps if s.decision is not None]
    # listed first, Soraka still waits: the Guard takes all 3 (lethal would be 5)
    assert damage(tl) == {"d1": 3, "a1": 9}
