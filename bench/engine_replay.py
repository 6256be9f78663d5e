"""Benchmark: replaying the built-in library, against a baseline measured in the same run.

The web app replays a scenario for every page it renders, so replay time is what a user waits
for. The baseline is loading (parsing and checking) the same files, which every request also
does; the ratios say how much the rules cost on top of reading the file.

    python bench/engine_replay.py [--rounds N]

Prints one line per measure and a closing `RESULT` line.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.format.scenario import scenario_files  # noqa: E402


def best_of(rounds: int, work: Callable[[], object]) -> float:
    """The median of `rounds` timings, in milliseconds (the median resists a noisy shared
    machine)."""
    timings = []
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    files = scenario_files(ROOT / "engine" / "scenarios")
    scenarios = [engine.load_scenario(f) for f in files]
    paths = [(s, v) for s in scenarios for v in [None, *(x.id for x in s.variants)]]

    load = best_of(args.rounds, lambda: [engine.load_scenario(f) for f in files])
    plain = best_of(args.rounds, lambda: [engine.run(s, v, previews=False) for s, v in paths])
    full = best_of(args.rounds, lambda: [engine.run(s, v) for s, v in paths])
    steps = sum(len(engine.run(s, v).steps) for s, v in paths)

    print(f"library: {len(files)} files, {len(paths)} paths, {steps} steps")
    print(f"load (baseline)            {load:8.1f} ms")
    print(f"replay without previews    {plain:8.1f} ms   ratio {plain / load:5.2f}")
    print(f"replay with option previews {full:7.1f} ms   ratio {full / load:5.2f}")
    print(f"per path, with previews    {full / len(paths):8.2f} ms")
    print(
        f"RESULT paths={len(paths)} load_ms={load:.1f} replay_ms={plain:.1f} "
        f"replay_previews_ms={full:.1f} "
        f"ratio_replay={plain / load:.2f} ratio_previews={full / load:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
