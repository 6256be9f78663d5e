"""Golden timelines: every library path's `Timeline.to_dict()` as stored JSON (the refactoring
safety net).

A path is a scenario's main line or one of its variants, as written, plus each other option of
each decision that matters on it (the branch a reader reaches by clicking that option; later
decisions then stop unanswered, as on the page). The engine is deterministic, so byte equality
with the stored file proves a change kept every timeline; a change that alters one on purpose
rewrites the files with `make golden` and says in its commit which and why.

    python -m tests.engine.golden          rewrite tests/engine/golden/ from the engine as it is
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import engine

LIBRARY = Path(__file__).resolve().parents[2] / "engine" / "scenarios"
GOLDEN = Path(__file__).resolve().parent / "golden"


def paths() -> Iterator[tuple[str, engine.Scenario, str | None, list[str] | None]]:
    """(file stem, scenario, variant, answers) for every library path; answers None: the path's
    own."""
    for scenario in engine.load_library(LIBRARY):
        for variant in [None, *(v.id for v in scenario.variants)]:
            stem = scenario.id + (f"~{variant}" if variant else "")
            yield stem, scenario, variant, None
            timeline = engine.run(scenario, variant)
            asked = [
                s.decision for s in timeline.steps if s.decision is not None and s.decision.matters
            ]
            for k, decision in enumerate(asked):
                for n, option in enumerate(decision.options):
                    if option.key != decision.chosen:
                        yield (
                            f"{stem}@{k + 1}-{n + 1}",
                            scenario,
                            variant,
                            [*timeline.answers[:k], option.key],
                        )


def render(timeline: engine.Timeline) -> str:
    return json.dumps(timeline.to_dict(), ensure_ascii=False, sort_keys=True, indent=1) + "\n"


def write_all() -> int:
    GOLDEN.mkdir(exist_ok=True)
    written = set()
    for stem, scenario, variant, answers in paths():
        (GOLDEN / f"{stem}.json").write_text(
            render(engine.run(scenario, variant, answers)), encoding="utf-8"
        )
        written.add(f"{stem}.json")
    for stale in GOLDEN.glob("*.json"):
        if stale.name not in written:
            stale.unlink()
    return len(written)


if __name__ == "__main__":
    print(f"{write_all()} golden timelines written to {GOLDEN}", file=sys.stderr)
