"""Rule 801.3.a.3: a keyword granted with no stated duration lasts while the object stays on the
board. Mirror Image's Reflection becomes a copy of the chosen unit (477.1.b) and then gains
[Temporary] separately, so Temporary kills it at the start of its controller's next Beginning
phase (816), although the unit it copies has no Temporary."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
objects:
  - {id: mi, card: Mirror Image, owner: A, zone: hand}
  - {id: big, card: {name: "5-Might unit", type: unit, might: 5}, owner: B, zone: base}
script:
  - {play: mi, by: A, targets: [big]}
  - {pass: until_empty}
"""


def test_801_3_a_3_the_reflection_keeps_temporary_past_the_turn_and_dies_of_it() -> None:
    same_turn = engine.run(engine.load_text(BODY, "t.yaml"))
    token = same_turn.final_state["objects"]["reflection-1"]
    assert token["name"] == "5-Might unit" and "Temporary" in token["keywords"]
    assert not token["exhausted"]
    later = engine.run(
        engine.load_text(BODY + "  - {end_turn: true}\n  - {end_turn: true}\n", "t.yaml")
    )
    assert later.error is None and later.decision is None
    assert later.final_state["objects"]["reflection-1"]["exists"] is False
    assert later.final_state["objects"]["big"]["zone"] == "base"  # the model has no Temporary


def test_355_a_token_named_before_it_exists_is_refused_and_unknown_ids_stay_errors() -> None:
    import pytest

    from engine.errors import ScenarioError

    early = BODY.replace(
        "script:\n", "script:\n  - {play: mi, by: A, targets: [reflection-1]}\n", 1
    )
    tl = engine.run(engine.load_text(early, "t.yaml"))
    assert tl.refused_rule == "355"
    with pytest.raises(ScenarioError, match="no object"):
        engine.load_text(BODY.replace("targets: [big]", "targets: [dragon-1]"), "t.yaml")


def test_477_1_b_keeper_of_masks_makes_two_reflections_copies_of_it_where_it_is() -> None:
    body = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
objects:
  - {id: k, card: Keeper of Masks, owner: A, zone: hand}
script:
  - {play: k, by: A}
  - {pass: until_empty}
"""
    tl = engine.run(engine.load_text(body, "t.yaml"))
    assert tl.error is None and tl.decision is None
    for pid in ("reflection-1", "reflection-2"):
        token = tl.final_state["objects"][pid]
        assert token["name"] == "Keeper of Masks" and token["zone"] == "base"
        assert "Temporary" in token["keywords"] and token["exhausted"]
    # a copy made after it was played does not play it: no third Reflection
    assert "reflection-3" not in tl.final_state["objects"]
