"""Rule 323.2 (cleanup step 2): in a combat in progress, a unit at its battlefield without a role
takes its controller's, a unit with the wrong one switches, a unit no longer there loses it; a unit
that gains a role has its attack or defend triggers then (323.2.a, 383.4.e.2.a), once per combat.
Rule 323.14: in Showdown Open, a combat staged where a non-combat showdown runs turns it into a
combat showdown, the player who contested the battlefield attacking."""

from collections.abc import Callable

import engine
from engine.record.expect import check

from .conftest import LIBRARY

LATE = LIBRARY / "faq" / "faq-showdowns-3-attack-defend-triggers.yaml"
SURPRISE = LIBRARY / "faq" / "faq-showdowns-2-non-combat-showdown.yaml"


def test_323_2_a_a_unit_arriving_during_combat_gets_its_role_and_its_trigger() -> None:
    sc = engine.load_scenario(LATE)
    tl = engine.run(sc)
    assert check(tl, sc.path_for(None)[2]) == []
    roles = [s for s in tl.steps if "323.2.a" in s.rules and s.kind == "combat"]
    assert len(roles) == 1 and "late" in roles[0].objects
    during = [s.state["showdown"] for s in tl.steps if s.state.get("showdown")]
    assert any("late" in sd["defenders"] for sd in during)


def test_323_14_the_showdown_becomes_a_combat_and_the_contester_attacks() -> None:
    sc = engine.load_scenario(SURPRISE)
    tl = engine.run(sc)
    assert check(tl, sc.path_for(None)[2]) == []
    turned = [s for s in tl.steps if "323.14" in s.rules]
    assert len(turned) == 1
    showdown = turned[0].state["showdown"]
    assert showdown["combat"] and showdown["attacker"] == "A" and showdown["defender"] == "B"


def test_323_2_a_unit_taken_by_the_defender_switches_role_and_triggers_once(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players:
          - {id: A, deck: 3}
          - {id: B, deck: 3}
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - id: turncoat
            owner: A
            zone: base
            card: {name: "2-Might unit: when I defend, draw 1", type: unit, might: 2,
                abilities: [{triggered: {when: i_defend, effect: [{draw: 1}]}}]}
          - {id: other, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: wall, card: {name: "5-Might unit", type: unit, might: 5}, owner: B, zone: bf1}
        script:
          - {move: [turncoat, other], to: bf1, by: A}
          - {act: {take_control: turncoat}, by: B}
          - {pass: until_showdown_ends}
        """
    )
    tl = engine.run(sc)
    assert tl.error is None, tl.error
    triggers = [e for e in tl.log if e["kind"] == "trigger" and e.get("of") == "turncoat"]
    assert len(triggers) == 1
    switched = [s for s in tl.steps if "323.2" in s.rules and s.kind == "combat"]
    assert switched and "defenders: 2-Might unit: when I defend" in switched[0].text["en"]


REPLAYED = LIBRARY / "faq" / "faq-temporal-breach-4-replayed-combat-triggers.yaml"


def test_383_4_f_2_a_a_unit_replayed_into_its_combat_is_a_new_object_and_triggers_again() -> None:
    """124 with 383.4.f.2.a: the once-per-combat check belonged to the banished object; the one
    played back to the battlefield gets its role and its defend trigger again."""
    sc = engine.load_scenario(REPLAYED)
    tl = engine.run(sc)
    assert check(tl, sc.path_for(None)[2]) == []
    fired = [s for s in tl.steps if s.kind == "trigger" and "ahri" in s.objects]
    assert len(fired) == 2 and "323.2.a" in fired[1].rules


CONSERVATORY = LIBRARY / "faq" / "faq-temporal-breach-5-ravenbloom-conservatory.yaml"


def test_383_4_f_2_a_a_battlefields_defend_trigger_is_met_once_as_combat_opens() -> None:
    """ "When you defend here" triggers for the defending player as combat opens, and not again
    when a new object takes the defender role later in the same combat."""
    sc = engine.load_scenario(CONSERVATORY)
    tl = engine.run(sc)
    assert check(tl, sc.path_for(None)[2]) == []
    fired = [s for s in tl.steps if s.kind == "trigger" and "Conservatory" in s.text["en"]]
    assert len(fired) == 1 and tl.steps.index(fired[0]) < next(
        i for i, s in enumerate(tl.steps) if s.kind == "banish"
    )
