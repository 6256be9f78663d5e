"""Rules 312, 337, 340.4, 344-348, 346.1, 464.2.e.1, 465, 466.1 and 469-471: the frame of the seed
cases."""

from __future__ import annotations

import engine

from .conftest import LIBRARY


def run(name: str, variant: str | None = None) -> engine.Timeline:
    return engine.run(engine.load_scenario(LIBRARY / f"{name}.yaml"), variant)


def test_312_2_the_turn_player_has_priority_in_a_neutral_open_state() -> None:
    tl = run("r465-combat-death-and-conquest")
    assert (
        tl.steps[0].state["priority"] == "A" and tl.steps[0].state["turn_state"] == "neutral-open"
    )


def test_337_pending_items_finalize_oldest_first() -> None:
    tl = run("s002-08-several-deathknells-at-once")
    finalized = [
        s.objects[0] for s in tl.steps if s.kind == "finalize" and s.objects and s.index > 10
    ]
    assert finalized[:3] == ["broker", "sentry", "evangel"]


def test_340_4_after_a_resolution_the_newest_items_controller_gets_priority() -> None:
    tl = run("s002-08-several-deathknells-at-once")
    first_leave = next(s for s in tl.steps if s.kind == "leave_chain" and "evangel" in s.objects)
    assert first_leave.state["chain"][0]["controller"] == "B"
    after = next(s for s in tl.steps if s.index > first_leave.index and s.kind == "pass")
    assert after.text["en"].startswith("B, then A pass")


def test_344_a_contested_battlefield_starts_a_showdown_with_the_contesting_player_focused() -> None:
    tl = run("r344-a-showdown-won-alone")
    start = next(s for s in tl.steps if s.kind == "showdown")
    assert start.state["showdown"]["focus"] == "A" and start.state["turn_state"] == "showdown-open"
    assert start.state["battlefields"][0]["contested_by"] == "A"


def test_346_1_focus_passes_when_a_players_chain_empties() -> None:
    tl = run("r344-a-showdown-won-alone")
    focus = next(s for s in tl.steps if s.kind == "focus")
    assert focus.state["showdown"]["focus"] == "B" and "346.1" in focus.rules


def test_348_2_a_the_lone_player_establishes_control_and_conquers() -> None:
    tl = run("r344-a-showdown-won-alone")
    assert tl.final_state["battlefields"][0]["controller"] == "A"
    assert {"kind": "score", "subject": "A", "at": "bf1", "amount": 1} in tl.log
    assert tl.final_state["showdown"] is None


def test_308_1_a_only_actions_and_reactions_during_a_showdown() -> None:
    tl = run("r344-a-showdown-won-alone", "a-spell-without-action")
    assert tl.refused_rule == "308.1.a"


def test_464_2_e_1_attack_triggers_go_on_the_chain_when_combat_starts() -> None:
    tl = run("s004-07-yasuo-keeps-his-controllers-ability")
    combat = next(s.index for s in tl.steps if s.kind == "combat")
    trigger = next(s for s in tl.steps if s.kind == "trigger")
    assert trigger.index == combat + 1 and "464.2.e" in trigger.rules


def test_465_each_side_deals_its_might_and_stunned_units_deal_none() -> None:
    tl = run("r459-combat-attacker-recalled")
    assert {"kind": "damage", "subject": "defender", "amount": 2} in tl.log
    assert not [e for e in tl.log if e["kind"] == "damage" and e["subject"] == "attacker"]


def test_466_1_combat_cleanup_heals_then_recalls_attackers_if_defenders_remain() -> None:
    tl = run("r459-combat-attacker-recalled")
    heal = next(s.index for s in tl.steps if s.kind == "cleanup" and "466.1" in s.rules)
    recall = next(s.index for s in tl.steps if s.kind == "recall")
    assert heal < recall
    assert tl.final_state["objects"]["attacker"]["location"] == "A"


def test_466_5_the_survivor_conquers() -> None:
    tl = run("r465-combat-death-and-conquest")
    assert tl.final_state["battlefields"][0]["controller"] == "A"
    assert tl.final_state["players"][0]["score"] == 1


def test_469_2_holding_scores_at_the_start_of_the_turn() -> None:
    tl = run("r469-hold-across-the-turn")
    assert {"kind": "score", "subject": "A", "at": "arena", "amount": 1} in tl.log
    assert tl.final_state["players"][0]["score"] == 1


def test_470_a_battlefield_scores_once_per_turn() -> None:
    tl = run("s003-06-a-pending-ability-still-uses-the-place")
    assert any(s.kind == "score" and s.rules == ("470",) for s in tl.steps)


def test_471_1_b_the_final_point_needs_every_battlefield() -> None:
    won = run("r471-the-final-point")
    assert won.final_state["winner"] == "A"
    drew = run("r471-the-final-point-needs-every-battlefield")
    assert drew.final_state["winner"] is None and drew.final_state["players"][0]["score"] == 7
    assert any("471.1.b" in s.rules for s in drew.steps)


def test_465_2_c_lethal_damage_goes_to_one_unit_before_the_next(scenario) -> None:  # type: ignore[no-untyped-def]
    sc = scenario("""\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: att, card: {name: "4-Might unit", type: unit, might: 4}, owner: A, zone: base}
          - {id: d1, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
          - {id: d2, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
        script:
          - {move: [att], to: bf1, by: A}
          - {pass: until_showdown_ends}
        choices: [{pick: [d1]}]
        """)
    tl = engine.run(sc)
    dealt = {e["subject"]: e["amount"] for e in tl.log if e["kind"] == "damage"}
    assert dealt == {"d1": 2, "d2": 2, "att": 5}
    # A assigns: lethal to the 3-Might unit first instead, and the last 1 to the other
    other = engine.run(sc, answers=["pick:d2"])
    assert {e["subject"]: e["amount"] for e in other.log if e["kind"] == "damage"} == {
        "d2": 3,
        "d1": 1,
        "att": 5,
    }
    objects = tl.final_state["objects"]
    assert (objects["d1"]["zone"], objects["d2"]["zone"], objects["att"]["zone"]) == (
        "trash",
        "bf1",
        "trash",
    )
