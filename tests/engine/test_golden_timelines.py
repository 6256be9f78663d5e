"""Every library path reproduces its stored timeline byte for byte (see tests/engine/golden.py).

A failure here means a change altered what a reader sees on some path. If that was the
intent, run `make golden` and say in the commit which timelines changed and why.
"""

from __future__ import annotations

import difflib

import pytest

import engine

from .golden import GOLDEN, paths, render

PATHS = list(paths())


@pytest.mark.parametrize(
    ("stem", "scenario", "variant", "answers"), PATHS, ids=[p[0] for p in PATHS]
)
def test_library_path_reproduces_its_golden_timeline(
    stem: str, scenario: engine.Scenario, variant: str | None, answers: list[str] | None
) -> None:
    stored = GOLDEN / f"{stem}.json"
    assert stored.exists(), f"no golden timeline for {stem}: run `make golden`"
    expected = stored.read_text(encoding="utf-8")
    actual = render(engine.run(scenario, variant, answers))
    if actual != expected:
        diff = "".join(
            list(
                difflib.unified_diff(
                    expected.splitlines(True),
                    actual.splitlines(True),
                    f"golden/{stem}.json",
                    "engine now",
                    n=2,
                )
            )[:60]
        )
        pytest.fail(f"{stem}: the timeline changed (first lines of the diff):\n{diff}")


def test_every_golden_file_belongs_to_a_library_path() -> None:
    stems = {p[0] for p in PATHS}
    assert sorted(f.stem for f in GOLDEN.glob("*.json") if f.stem not in stems) == []
