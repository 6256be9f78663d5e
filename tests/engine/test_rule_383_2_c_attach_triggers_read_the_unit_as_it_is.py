"""Rule 383.2.c: a trigger condition is read once its event has happened. "When you attach an
Equipment to me" fires for the unit the Equipment was attached to, with the abilities it had at
that moment: a copy made right after (Shady Spectacles) neither adds nor removes a trigger."""

from __future__ import annotations

import engine

from .conftest import LIBRARY

APHELIOS = LIBRARY / "faq" / "faq-aphelios-exalted-1-equipment-copy-effects.yaml"


def draws(tl: engine.Timeline) -> int:
    return sum(e.get("amount", 0) for e in tl.log if e["kind"] == "draw")


def test_383_2_c_the_equipped_unit_triggers_once_then_becomes_a_copy() -> None:
    tl = engine.run(engine.load_scenario(APHELIOS))
    assert draws(tl) == 1
    assert [e["of"] for e in tl.log if e["kind"] == "trigger"] == ["aphelios"]


def test_383_2_c_a_unit_that_becomes_his_copy_afterwards_does_not_trigger() -> None:
    tl = engine.run(engine.load_scenario(APHELIOS), "another-unit-copies-him")
    assert draws(tl) == 0
    assert not [e for e in tl.log if e["kind"] == "trigger"]
