"""Rules 319-324, 383.2.c and 808.1.d: the cleanup loop and death triggers."""

from __future__ import annotations

import engine

from .conftest import LIBRARY


def run(name: str, variant: str | None = None) -> engine.Timeline:
    return engine.run(engine.load_scenario(LIBRARY / f"{name}.yaml"), variant)


def test_321_no_cleanup_while_an_item_resolves() -> None:
    tl = run("s002-01-cleanup-waits-for-the-resolving-spell")
    second_damage = next(s for s in tl.steps if s.kind == "damage" and "guard" in s.objects)
    assert second_damage.state["objects"]["sentry"]["zone"] == "bf1", (
        "lethal damage only marked mid-resolution"
    )
    first_death = next(s.index for s in tl.steps if s.kind == "die")
    star_leaves = next(s.index for s in tl.steps if s.kind == "leave_chain" and "star" in s.objects)
    assert star_leaves < first_death


def test_323_5_lethal_deaths_in_a_cleanup_are_one_simultaneous_set() -> None:
    tl = run("s002-01-cleanup-waits-for-the-resolving-spell")
    deaths = [s for s in tl.steps if s.kind == "die"]
    assert [s.state["cleanup"]["pass"] for s in deaths] == [1, 1]
    assert all(s.state["cleanup"]["step"] == "3b" for s in deaths)


def test_320_nothing_finalizes_during_a_cleanup_but_triggers_become_pending() -> None:
    tl = run("s002-01-cleanup-waits-for-the-resolving-spell")
    capture = next(s for s in tl.steps if s.kind == "capture")
    assert capture.state["cleanup"] is not None
    assert [c["status"] for c in capture.state["chain"]] == ["pending"]
    finalize = next(s for s in tl.steps if s.kind == "finalize" and s.index > capture.index)
    assert finalize.state["cleanup"] is None


def test_322_the_cleanup_repeats_until_a_pass_changes_nothing() -> None:
    tl = run("s002-10-a-death-sets-off-more-corrections")
    ends = [s for s in tl.steps if s.kind == "cleanup" and "322" in s.rules]
    assert ends, "a cleanup that changed something ends with a pass that changes nothing"
    assert ends[-1].state["cleanup"]["pass"] == 2


def test_323_1_victory_is_checked_before_any_correction() -> None:
    tl = run("s002-09-victory-is-checked-first")
    assert tl.final_state["winner"] == "A"
    assert tl.final_state["objects"]["guard"]["zone"] == "bf1"
    tie = run("s002-09-victory-is-checked-first", "a-tie")
    assert (
        tie.final_state["winner"] is None and tie.final_state["objects"]["guard"]["zone"] == "trash"
    )


def test_323_7_attached_gear_is_not_recalled_for_a_different_controller() -> None:
    tl = run("s002-09-corrective-recalls-and-hidden-cards")
    objects = tl.final_state["objects"]
    assert objects["angel"]["attached_to"] == "a1" and objects["blade"]["location"] == "A"
    assert objects["hidden"]["zone"] == "trash"


def test_324_end_of_turn_heals_before_this_turn_effects_expire() -> None:
    tl = run("s002-11-end-of-turn-heals-before-effects-expire")
    labels = [
        s.state["cleanup"]["step"] for s in tl.steps if s.kind == "cleanup" and s.state["cleanup"]
    ]
    assert labels.index("3c") < labels.index("3d") < labels.index("3e")
    assert tl.final_state["objects"]["hero"]["zone"] == "bf1"


def test_383_2_c_2_an_observer_leaving_at_the_same_time_does_not_trigger() -> None:
    together = run("s002-07-an-observer-leaving-at-the-same-time")
    assert not [e for e in together.log if e["kind"] == "trigger"]
    alone = run("s002-07-an-observer-leaving-at-the-same-time", "only-the-ally-dies")
    assert {"kind": "trigger", "subject": "Viktor, Leader", "of": "viktor"} in alone.log


def test_808_1_d_1_a_replaced_death_removes_its_captured_deathknell() -> None:
    tl = run("s001-04-tactical-retreat-saves-from-a-kill")
    captured = next(s for s in tl.steps if s.kind == "capture")
    assert captured.state["chain"][0]["provisional"] is True
    removed = next(s for s in tl.steps if s.kind == "capture_removed")
    assert all(c["trigger"] != "deathknell" for c in removed.state["chain"])


def test_808_1_d_3_each_deathknell_keeps_its_own_snapshot() -> None:
    tl = run("s002-08-several-deathknells-at-once")
    step = next(s for s in tl.steps if s.kind == "finalize" and "broker" in s.objects)
    snapshots = {c["source"]: c["snapshot"] for c in step.state["chain"]}
    assert snapshots["broker"]["location"] == "bf2" and snapshots["evangel"]["might"] == 4


def test_383_3_d_the_turn_players_triggers_go_on_the_chain_first_and_resolve_last() -> None:
    tl = run("s002-08-several-deathknells-at-once")
    resolved = [e["of"] for e in tl.log if e["kind"] == "resolve" and e["subject"] == "deathknell"]
    assert resolved == ["evangel", "sentry", "broker"]


def test_186_1_a_token_that_dies_keeps_its_legally_created_deathknell() -> None:
    tl = run("s002-06-a-token-dies-and-keeps-its-deathknell")
    assert tl.final_state["objects"]["echo"]["exists"] is False
    assert {"kind": "resolve", "subject": "deathknell", "of": "echo"} in tl.log


def test_402_4_a_trigger_without_a_legal_target_is_removed_not_countered(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: rex, card: Ruined Rex, owner: B, zone: base}
        script:
          - {act: {kill: rex}, by: A}
        """)
    tl = engine.run(s)
    removed = next(st for st in tl.steps if st.kind == "removed")
    assert removed.rules == ("402.4",) and "not countered" in removed.text["en"]
    assert tl.final_state["chain"] == []


def test_355_5_b_a_deathknell_target_is_chosen_as_it_finalizes(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: rex, card: Ruined Rex, owner: B, zone: base}
          - {id: a1, card: {name: "4-Might unit", type: unit, might: 4}, owner: A, zone: base}
          - {id: a2, card: {name: "5-Might unit", type: unit, might: 5}, owner: A, zone: base}
        script:
          - {act: {kill: rex}, by: A}
          - {pass: until_empty}
        """)
    assert engine.run(s, answers=[]).decision.keys() == ["pick:a1", "pick:a2"]
    tl = engine.run(s, answers=["pick:a1"])
    assert tl.final_state["objects"]["a1"]["zone"] == "trash"
