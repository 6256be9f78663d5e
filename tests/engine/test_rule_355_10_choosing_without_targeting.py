"""Rule 355.10: an ability that has its controller pick an object as it resolves chooses that
object without targeting it. Quick-Draw's pick of the unit to attach to (819.1.d) is such a
choice: the unit's "when you choose me" triggers (383.4.b); Weaponmaster's does not choose the
unit (821.1.c.6)."""

from __future__ import annotations

import engine

from .conftest import LIBRARY

EQUIPMENT = LIBRARY / "faq" / "faq-equipment-3-equipment-unit-selection.yaml"


def triggered_for(tl: engine.Timeline, pid: str) -> bool:
    return any(e["kind"] == "trigger" and e.get("of") == pid for e in tl.log)


def test_355_10_quick_draws_pick_chooses_the_unit() -> None:
    sc = engine.load_scenario(EQUIPMENT)
    tl = engine.run(sc, "quick-draw")
    assert triggered_for(tl, "squire")
    step = next(s for s in tl.steps if s.kind == "trigger" and "squire" in s.objects)
    assert "355.10" in step.rules


def test_821_1_c_6_weaponmaster_does_not_choose_the_unit() -> None:
    sc = engine.load_scenario(EQUIPMENT)
    tl = engine.run(sc, "weaponmaster")
    assert not any(s.kind == "trigger" and "355.10" in s.rules for s in tl.steps)
    assert not any(e["kind"] == "draw" for e in tl.log)
