"""Benchmark: what a step costs as the board grows (#14: a timeline whose cost follows what
changes).

N units stand at one battlefield and one spell deals 1 to all units: N damage steps, N deaths,
the cleanups around them. If a step costs what changes in it, the time per step stays flat as N
grows; a step that copies or rescans the whole board grows with N.

    python bench/engine_scale.py [--rounds N]

Prints one line per N and a closing RESULT line: the time per step at N=200 against N=10 (the
baseline, measured in the same run; target at most 1.5) and the whole N=200 run (target under
0.3 s).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402

SIZES = (10, 50, 100, 200)
STEPS_PER_ROUND = 1200


def scenario_text(n: int) -> str:
    units = "\n".join(
        f"  - {{id: u{i}, card: {{name: Recruit {i}, type: unit, might: 1}}, owner: A, zone: bf1}}"
        for i in range(1, n + 1)
    )
    return f"""format: rulesviz/1
id: scale-{n}
title: {n} units hit at once
players: [A, B]
battlefields:
  - {{id: bf1, controller: A}}
objects:
{units}
script:
  - cast: {{name: Tremor, type: spell, effect: [{{damage: 1, to: all units}}]}}
    by: A
  - {{pass: until_empty}}
"""


def run_once(scenario: engine.Scenario, n: int) -> tuple[float, int]:
    """(seconds for one whole run, steps)."""
    start = time.perf_counter()
    timeline = engine.run(scenario)
    elapsed = time.perf_counter() - start
    assert timeline.error is None, timeline.error
    assert sum(1 for s in timeline.steps if s.kind == "die") == n, "every unit should die"
    return elapsed, len(timeline.steps)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    scenarios = {n: engine.load_text(scenario_text(n), f"scale-{n}.yaml") for n in SIZES}
    steps = {n: run_once(scenarios[n], n)[1] for n in SIZES}
    # The machine is shared: sizes are interleaved within each round, each size runs about the
    # same number of steps per round (so a short run is not a handful of microseconds), and the
    # fastest run counts (noise only ever adds time).
    reps = {n: max(1, round(STEPS_PER_ROUND / steps[n])) for n in SIZES}
    per_step = {n: float("inf") for n in SIZES}
    whole = {n: float("inf") for n in SIZES}
    for _ in range(args.rounds):
        for n in SIZES:
            fastest = min(run_once(scenarios[n], n)[0] for _ in range(reps[n]))
            per_step[n] = min(per_step[n], fastest / steps[n])
            whole[n] = min(whole[n], fastest)
    for n in SIZES:
        print(
            f"N={n:<4} {steps[n]:5} steps   run {whole[n] * 1000:8.1f} ms   "
            f"per step {per_step[n] * 1e6:8.1f} µs"
        )
    ratio = per_step[SIZES[-1]] / per_step[SIZES[0]]
    print(
        f"RESULT per_step_ratio_200_vs_10={ratio:.2f} (target <= 1.5) "
        f"n200_run_s={whole[200]:.3f} (target < 0.3)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
