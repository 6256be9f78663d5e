"""Rules 370.3, 370.4, 373.1.a, 373.2 and 375, each checked on the library scenario that shows
it."""

from __future__ import annotations

import engine

from .conftest import LIBRARY


def run(name: str, variant: str | None = None, answers: list[str] | None = None) -> engine.Timeline:
    return engine.run(engine.load_scenario(LIBRARY / f"{name}.yaml"), variant, answers)


def kinds(tl: engine.Timeline, obj: str) -> list[str]:
    return [e["kind"] for e in tl.log if e.get("subject") == obj or e.get("of") == obj]


def index(tl: engine.Timeline, kind: str, subject: str) -> int:
    return next(i for i, e in enumerate(tl.log) if e["kind"] == kind and e["subject"] == subject)


def test_373_1_a_replacement_actions_happen_before_the_unchanged_simultaneous_events() -> None:
    tl = run("s000-06-one-instruction-two-deaths")
    assert index(tl, "recall", "u1") < index(tl, "die", "u2")


def test_370_1_a_2_two_kill_instructions_are_not_simultaneous() -> None:
    tl = run("s000-06-one-instruction-two-deaths", "two-instructions")
    assert index(tl, "die", "u2") < index(tl, "recall", "u1")


def test_373_1_replacements_of_different_players_execute_in_turn_order() -> None:
    tl = run("s000-06-one-instruction-two-deaths", "two-controllers")
    assert index(tl, "recall", "a1") < index(tl, "recall", "u1") < index(tl, "die", "u2")


def test_373_2_a_replacement_applies_in_one_sequence_only() -> None:
    soraka_first = run("s000-09-soraka-and-guardian-angel")
    saved = [
        e["of"]
        for e in soraka_first.log
        if e["kind"] == "replacement" and e["subject"] == "Soraka, Wanderer"
    ]
    assert saved == ["ally-bf"], (
        "after Guardian Angel moved Soraka, her protection cannot start again"
    )
    assert soraka_first.final_state["objects"]["ally-base"]["zone"] == "trash"


def test_373_2_her_protection_is_evaluated_from_where_she_now_is() -> None:
    angel_first = run("s000-09-soraka-and-guardian-angel", "guardian-angel-first")
    saved = [
        e["of"]
        for e in angel_first.log
        if e["kind"] == "replacement" and e["subject"] == "Soraka, Wanderer"
    ]
    assert saved == ["ally-base"]


def test_370_4_a_source_leaving_in_the_same_event_still_replaces() -> None:
    tl = run("s000-08-a-departing-source-still-protects")
    objects = tl.final_state["objects"]
    assert objects["soraka"]["zone"] == "trash"
    assert objects["ally1"]["zone"] == objects["ally2"]["zone"] == "base"


def test_370_3_a_source_arriving_in_the_same_event_does_not_replace() -> None:
    tl = run("s000-07-a-source-that-arrives-too-late")
    assert "replacement" not in [
        e["kind"] for e in tl.log if e.get("subject") == "Abstract phantom"
    ]
    assert tl.final_state["objects"]["u2"]["zone"] == "trash"
    before = run("s000-07-a-source-that-arrives-too-late", "phantom-already-in-the-trash")
    assert before.final_state["objects"]["u2"]["zone"] == "base"


def test_375_a_replacement_inherits_the_exhausted_modification() -> None:
    tl = run("s000-10-modifications-are-inherited")
    golds = [o for o in tl.final_state["objects"].values() if o["name"] == "Gold"]
    assert len(golds) == 2 and all(g["exhausted"] for g in golds)


def test_375_a_modification_with_nothing_to_apply_to_is_ignored() -> None:
    tl = run("s000-10-modifications-are-inherited", "draw-instead")
    assert not [o for o in tl.final_state["objects"].values() if o["name"] == "Gold"]
    assert {"kind": "draw", "subject": "A", "amount": 1} in tl.log


def test_370_2_a_replacement_never_applies_to_the_event_it_produced() -> None:
    tl = run("s000-11-apply-once-and-optional")
    assert tl.final_state["objects"]["stubborn"]["zone"] == "trash"
    assert [
        e for e in tl.log if e["kind"] == "replacement" and e["subject"] == "Abstract stubborn unit"
    ] == [{"kind": "replacement", "subject": "Abstract stubborn unit", "of": "stubborn"}]


def test_371_2_declining_keeps_a_once_each_turn_replacement_available() -> None:
    tl = run("s000-11-apply-once-and-optional")
    objects = tl.final_state["objects"]
    assert (objects["u1"]["zone"], objects["u2"]["zone"], objects["u3"]["zone"]) == (
        "trash",
        "base",
        "trash",
    )


def test_359_3_e_14_if_you_do_needs_the_action_but_a_reference_does_not() -> None:
    blade = run("s001-02-if-you-do-after-a-replaced-kill")
    assert {"kind": "draw", "subject": "B", "amount": 2} in blade.log
    grip = run("s001-02-if-you-do-after-a-replaced-kill", "deathgrip-replaced")
    assert grip.final_state["objects"]["a2"]["might"] == 2
    assert any(s.kind == "skip" and "359.3.e.14.c" in s.rules for s in grip.steps)


def test_437_4_fully_prevented_damage_is_not_dealt() -> None:
    tl = run("s001-03-prevent-and-skip")
    assert "damage" not in kinds(tl, "unit")
    assert tl.final_state["objects"]["unit"]["damage"] == 0
