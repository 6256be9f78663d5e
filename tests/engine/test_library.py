"""Every scenario of the built-in library, and each of its variants, ends as its `expect` says."""

from __future__ import annotations

import subprocess
import sys

import pytest

import engine
from engine.record.expect import check

from .conftest import LIBRARY

SCENARIOS = engine.load_library(LIBRARY)
PATHS = [(s, v) for s in SCENARIOS for v in [None, *(x.id for x in s.variants)]]


@pytest.mark.parametrize(
    ("scenario", "variant"), PATHS, ids=[f"{s.id}[{v}]" if v else s.id for s, v in PATHS]
)
def test_library_scenario_meets_its_expect(scenario: engine.Scenario, variant: str | None) -> None:
    _, _, expect = scenario.path_for(variant)
    assert expect is not None, "every library scenario and variant has an expect block"
    assert check(engine.run(scenario, variant), expect) == []


def test_every_library_scenario_names_its_source() -> None:
    for scenario in SCENARIOS:
        assert scenario.source and scenario.source.startswith(
            ("S00", "Core Rules", "https://www.riftboundfaq.com/")
        ), scenario.id
        assert scenario.path.endswith(f"{scenario.id}.yaml"), "file named after its id"


def test_engine_check_passes_on_the_whole_library() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "engine", "check", str(LIBRARY)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("ok ") == len(PATHS)
