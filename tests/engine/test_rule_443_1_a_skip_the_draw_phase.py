"""Rule 443.1.a: a permanent's "you skip your Draw phase" replaces each of its controller's Draw
phases with nothing while it is on the board; and a battlefield where no unit can be played
refuses a unit played there (002) and makes a replay back there impossible (358.3.a)."""

from __future__ import annotations

import engine
from engine.record.expect import check

from .conftest import LIBRARY
from .triggers_helpers import Load, run

FAQ = LIBRARY / "faq"


def test_443_1_a_the_draw_phase_is_skipped_while_the_permanent_is_there() -> None:
    sc = engine.load_scenario(FAQ / "faq-endless-riches-1-draw-phase-duration.yaml")
    for variant in (None, "after-it-leaves"):
        tl = engine.run(sc, variant)
        assert check(tl, sc.path_for(variant)[2]) == []
    skipped = [s for s in engine.run(sc).steps if s.kind == "skip" and "443.1.a" in s.rules]
    assert len(skipped) == 2


def test_002_no_unit_can_be_played_here(scenario: Load) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
battlefields:
  - {id: rock, controller: A, card: Rockfall Path}
objects:
  - {id: keeper, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: rock}
  - {id: u, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: hand}
script:
  - {play: u, by: A, at: rock}
""",
    )
    assert tl.refused_rule == "002" and "Rockfall Path" in tl.error["en"]


def test_358_3_a_a_replay_back_there_is_skipped() -> None:
    sc = engine.load_scenario(FAQ / "faq-temporal-breach-11-rockfall-path.yaml")
    tl = engine.run(sc)
    assert [s for s in tl.steps if s.kind == "skip" and "358.3.a" in s.rules]
    assert tl.final_state["objects"]["foe"]["zone"] == "banishment"
