"""`{play: u, at: base}` names the default place of a played unit: its controller's own base
(format: Script). Written as a word, it must not become a location of its own."""

from __future__ import annotations

from pathlib import Path

import engine
from engine.format.scenario import load_scenario

from .invariants import check_timeline

SCENARIO = """\
format: rulesviz/1
id: play-at-base
title: A unit played at base
players: [A, B]
objects:
  - {id: u, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: hand}
script:
  - {play: u, by: A, at: base}
"""


def test_a_unit_played_at_base_enters_its_controllers_base(tmp_path: Path) -> None:
    path = tmp_path / "play-at-base.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    timeline = engine.run(load_scenario(path))
    unit = timeline.final_state["objects"]["u"]
    assert (unit["zone"], unit["location"]) == ("base", "A")
    assert check_timeline(timeline) == []
    assert "enters A's base" in timeline.steps[-1].text["en"]
