"""Rules 124, 191.4.b, 359.3.e.12/13, 359.3.f.2 and 359.3.f.4: tracking objects and abilities
apart."""

from __future__ import annotations

import engine

from .conftest import LIBRARY


def run(name: str, variant: str | None = None) -> engine.Timeline:
    return engine.run(engine.load_scenario(LIBRARY / f"{name}.yaml"), variant)


def test_191_4_b_an_ability_keeps_the_controller_it_had_when_created() -> None:
    tl = run("s004-07-yasuo-keeps-his-controllers-ability")
    taken = next(s for s in tl.steps if s.kind == "control")
    ability = next(c for c in taken.state["chain"] if c["source"] == "yasuo")
    assert taken.state["objects"]["yasuo"]["controller"] == "B" and ability["controller"] == "A"


def test_359_3_f_4_enemy_is_judged_from_the_abilitys_controller() -> None:
    tl = run("s004-07-yasuo-keeps-his-controllers-ability")
    assert {"kind": "damage", "subject": "guard", "amount": 7} in tl.log, (
        "the guard is still A's enemy"
    )


def test_359_3_f_2_here_is_read_when_the_instruction_executes() -> None:
    tl = run("s004-08-yasuo-leaves-the-battlefield")
    skip = next(s for s in tl.steps if s.kind == "skip")
    assert "359.3.e.3" in skip.rules and "enemy unit here" in skip.text["en"]
    assert tl.final_state["objects"]["guard"]["damage"] == 0


def test_359_3_e_12_a_moved_source_gives_null_information() -> None:
    tl = run("s004-04-existing-is-not-executable")
    null = next(s for s in tl.steps if s.kind == "null")
    assert null.rules == ("359.3.e.12",)
    assert {"kind": "draw", "subject": "A", "amount": 1} in tl.log, "the draw still happens"
    assert not [e for e in tl.log if e["kind"] == "damage"]


def test_359_3_e_13_an_effect_looks_back_at_what_it_moved_itself() -> None:
    tl = run("s004-09-an-effect-looks-back-at-what-it-moved")
    assert any(s.kind == "lookback" and "359.3.e.13" in s.rules for s in tl.steps)
    assert {"kind": "draw", "subject": "A", "amount": 3} in tl.log


def test_359_3_e_13_no_look_back_for_a_move_it_did_not_make() -> None:
    tl = run("s004-10-look-back-only-for-its-own-move", "returned-first")
    assert not [e for e in tl.log if e["kind"] == "draw"], (
        "neither the card in hand nor a Might of 0"
    )
    assert not any(s.kind == "lookback" for s in tl.steps)


def test_124_a_card_back_from_hand_is_a_new_object_that_old_effects_do_not_reach() -> None:
    tl = run("s004-06-a-new-object-after-hand")
    assert not [e for e in tl.log if e["kind"] == "replacement"]
    knight = [s.state["objects"]["knight"] for s in tl.steps]
    assert knight[0]["damage"] == 2 and knight[-1]["new_object"] is True
    assert len({k["rules_id"] for k in knight}) >= 3  # hand, board again, trash


def test_446_board_to_board_keeps_the_object_and_its_damage() -> None:
    tl = run("s004-05-base-and-battlefield-keep-the-object")
    ids = {s.state["objects"]["scout"]["rules_id"] for s in tl.steps}
    assert len(ids) == 1 and tl.final_state["objects"]["scout"]["damage"] == 4
