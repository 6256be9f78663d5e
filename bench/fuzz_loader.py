"""Long fuzz run of the scenario loader and engine (not part of the test suite).

Feeds mutated library files, random documents, deep nesting and oversized files to the loader,
and runs what loads. Every input must load or be refused with `file:line: message`; anything
else is a crash.

    python bench/fuzz_loader.py [--examples 10000] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine.fuzzing import example, feed  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    crashes: list[tuple[int, str]] = []
    start = time.perf_counter()
    for n in range(args.examples):
        seed = args.seed * 1_000_003 + n
        name, text = example(random.Random(seed))
        problem = feed(name, text)
        if problem:
            crashes.append((seed, problem))
    elapsed = time.perf_counter() - start
    for seed, problem in crashes[:20]:
        print(f"seed {seed}: {problem}")
    print(f"{args.examples} examples in {elapsed:.1f} s ({args.examples / elapsed:.0f}/s)")
    print(f"RESULT fuzz_examples={args.examples} crashes={len(crashes)}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
