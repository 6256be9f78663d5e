"""Benchmark: what a judge waits for in the editor, and what a link preview costs.

For every file of the built-in library: the engine's load alone (the baseline, measured in the
same run), then the editor's whole check (load, run every path with previews, check `expect`,
build the start board), then the htmx response a keystroke gets (the check rendered as the
result partial, through Django's test client). Then the ruling picture: drawing the PNG of the
last step of every scenario with Pillow. The page debounces typing by 400 ms, so the check
should stay well under that.

    python bench/editor_check.py [--rounds N]

Prints one line per measure and a closing `RESULT` line.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")

import django  # noqa: E402

django.setup()

from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

import engine  # noqa: E402
from engine.format.scenario import scenario_files  # noqa: E402
from rulesviz import present  # noqa: E402
from rulesviz.editor import image, views  # noqa: E402


def median_ms(rounds: int, work: Callable[[], object]) -> float:
    timings = []
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    setup_test_environment()
    client = Client()
    texts = [p.read_text(encoding="utf-8") for p in scenario_files(ROOT / "engine" / "scenarios")]
    load, check, post = [], [], []
    for text in texts:
        load.append(median_ms(args.rounds, lambda t=text: engine.load_text(t)))
        check.append(median_ms(args.rounds, lambda t=text: views.check_text(t)))
        post.append(
            median_ms(
                args.rounds,
                lambda t=text: client.post("/edit/check/", {"text": t}, HTTP_HX_REQUEST="true"),
            )
        )
    pictures = []
    for sc in engine.load_library(ROOT / "engine" / "scenarios"):
        step = engine.run(sc).steps[-1]
        board = present.board(step, "en")

        def draw(step: engine.Step = step, board: present.BoardView = board) -> bytes:
            return image.render_card(
                "A question?", "Step", present.loc(step.text), board, "rulesviz"
            )

        pictures.append(median_ms(args.rounds, draw))

    def line(name: str, values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
        median = statistics.median(values)
        return f"{name:<28} median {median:7.1f} ms  p95 {p95:7.1f} ms  max {max(values):7.1f} ms"

    print(f"{len(texts)} library files, {args.rounds} rounds each (median per file)")
    print(line("load (baseline)", load))
    print(line("editor check", check))
    print(line("htmx check response", post))
    print(line("ruling picture (PNG)", pictures))
    ratio = statistics.median(check) / statistics.median(load)
    print(
        f"RESULT files={len(texts)} load_ms={statistics.median(load):.1f} "
        f"check_ms={statistics.median(check):.1f} check_max_ms={max(check):.1f} "
        f"response_ms={statistics.median(post):.1f} response_max_ms={max(post):.1f} "
        f"check_vs_load={ratio:.1f}x png_ms={statistics.median(pictures):.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
