"""Benchmark: the player's step view, against a bare Django view, served by the same server in
the same run; and the replay time of every library path to its last step.

    python bench/web_step.py [--requests N] [--concurrency C] [--rounds R]

1. Replay: every library path (scenario and variant) is run by the engine to its last step,
   with the option previews the web app uses; the median of a few runs per path, then the
   median over paths.
2. HTTP: daphne is started on a free loopback port with rulesviz plus one bare view
   (`bench/web_bare.py`) that renders a plain template of the same size as the step
   partial. After one warm-up request to every step of every path, rounds of N requests,
   C at a time over keep-alive connections, alternate between the htmx step view (cycling
   through every step of every path) and the bare view. One round of the bare view
   rendering almost nothing shows the server's own floor. The server is stopped at the end.

Run by hand, not in CI: the figures are for one machine at one moment (the load generator
shares the cores with the server). The last line is
`RESULT replay_ms_median=… step_vs_bare_ratio=… step_rps=…`; targets: replay median ≤ 5 ms,
ratio ≤ 1.5 (the step view's time per request over the bare view's), ≥ 300 requests/s.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")

import django  # noqa: E402

django.setup()

import engine  # noqa: E402
from rulesviz.present import player_url  # noqa: E402

HOST = "127.0.0.1"
TIMEOUT = 10.0  # seconds for any one response
CONTENT_LENGTH = re.compile(rb"(?i)\r\ncontent-length: *(\d+)")


def median_ms(work: Callable[[], object], runs: int) -> float:
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def replay_times(paths: Sequence[tuple[engine.Scenario, str | None]], runs: int) -> list[float]:
    """Per path, the median time of `engine.run` to the path's last step, in ms."""
    return [median_ms(lambda s=s, v=v: engine.run(s, variant=v), runs) for s, v in paths]


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


SERVERS = {
    "daphne": lambda port: [
        "-m",
        "daphne",
        "-b",
        HOST,
        "-p",
        str(port),
        "rulesviz.asgi:application",
    ],
    "uvicorn": lambda port: [
        "-m",
        "uvicorn",
        "--host",
        HOST,
        "--port",
        str(port),
        "--log-level",
        "warning",
        "rulesviz.asgi:application",
    ],
}


def start_server(port: int, db: Path, kind: str = "daphne") -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "web_bare",
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "bench")]),
        "RULESVIZ_DB": str(db),
    }
    server = subprocess.Popen(
        [sys.executable, *SERVERS[kind](port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(
                f"{kind} exited: {server.stderr.read().decode() if server.stderr else ''}"
            )
        try:
            with socket.create_connection((HOST, port), timeout=0.2):
                return server
        except OSError:
            time.sleep(0.1)
    stop_server(server)
    raise SystemExit(f"{kind} did not start listening within 30 s")


def stop_server(server: subprocess.Popen[bytes]) -> None:
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(timeout=10)


def hammer(
    port: int, urls: Sequence[str], total: int, concurrency: int, headers: dict[str, str]
) -> tuple[float, list[float], int]:
    """`total` GETs cycling through `urls`, `concurrency` at a time, each worker on its own
    keep-alive connection. Returns (requests per second, latencies in ms, mean response bytes).

    A small asyncio client (HTTP/1.1, Content-Length bodies): it shares the cores with the
    server, so it must cost far less per request than the server does."""
    return asyncio.run(_hammer(port, urls, total, concurrency, headers))


async def _hammer(
    port: int, urls: Sequence[str], total: int, concurrency: int, headers: dict[str, str]
) -> tuple[float, list[float], int]:
    counter = iter(range(total))
    latencies: list[float] = []
    failures: list[str] = []
    received = 0
    extra = "".join(f"{name}: {value}\r\n" for name, value in headers.items())

    async def worker() -> None:
        nonlocal received
        reader, writer = await asyncio.open_connection(HOST, port)
        try:
            for n in counter:
                url = urls[n % len(urls)]
                start = time.perf_counter()
                writer.write(f"GET {url} HTTP/1.1\r\nHost: {HOST}:{port}\r\n{extra}\r\n".encode())
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), TIMEOUT)
                length = CONTENT_LENGTH.search(head)
                body = await asyncio.wait_for(
                    reader.readexactly(int(length.group(1)) if length else 0), TIMEOUT
                )
                latencies.append((time.perf_counter() - start) * 1000)
                received += len(body)
                if head[9:12] != b"200" or not length:
                    failures.append(f"{head[:12]!r} {url}")
                    return
        finally:
            writer.close()

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - start
    if failures:
        raise SystemExit(f"{len(failures)} failed requests, first: {failures[0]}")
    return len(latencies) / elapsed, latencies, received // max(len(latencies), 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=2000, help="requests per round and view")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--replay-runs", type=int, default=5)
    parser.add_argument(
        "--server",
        choices=sorted(SERVERS),
        default="daphne",
        help="the ASGI server to measure (uvicorn is what the README suggests for load)",
    )
    args = parser.parse_args()

    scenarios = engine.load_library(ROOT / "engine" / "scenarios")
    paths = [(s, v) for s in scenarios for v in [None, *(x.id for x in s.variants)]]
    timelines = [(s, v, engine.run(s, variant=v)) for s, v in paths]
    urls = [player_url(s.id, v, t.answers, step.index) for s, v, t in timelines for step in t.steps]

    replays = replay_times(paths, args.replay_runs)
    replay_median = statistics.median(replays)
    print(f"library: {len(scenarios)} scenarios, {len(paths)} paths, {len(urls)} steps")
    print(
        f"replay to the last step, per path: median {replay_median:.2f} ms, "
        f"p90 {statistics.quantiles(replays, n=10)[-1]:.2f} ms, max {max(replays):.2f} ms"
    )

    htmx = {"HX-Request": "true", "Accept-Language": "en"}
    plain = {"Accept-Language": "en"}
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        server = start_server(port, Path(tmp) / "bench.sqlite3", args.server)
        try:
            # warm-up: every step once (the server renders and caches each partial)
            _, _, step_bytes = hammer(port, urls, len(urls), args.concurrency, htmx)
            # the bare page, sized like the step partial
            _, _, got = hammer(port, [f"/bench/bare/?bytes={step_bytes}"], 1, 1, plain)
            bare_url = f"/bench/bare/?bytes={step_bytes * step_bytes // max(got, 1)}"
            _, _, bare_bytes = hammer(port, [bare_url], 50, args.concurrency, plain)
            load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
            print(f"machine: {os.cpu_count()} cores, load average {load} (busy: lower figures)")
            print(
                f"server: {args.server} on {HOST}:{port}; {args.rounds} rounds of {args.requests} "
                f"requests per view, {args.concurrency} at a time; step partial {step_bytes} B, "
                f"bare page {bare_bytes} B"
            )
            step_rps, bare_rps = [], []
            step_lat: list[float] = []
            bare_lat: list[float] = []
            # the server's floor: the same bare view rendering almost nothing
            floor, floor_lat, _ = hammer(
                port, ["/bench/bare/?bytes=60"], args.requests, args.concurrency, plain
            )
            for _ in range(args.rounds):
                rps, lat, _ = hammer(port, urls, args.requests, args.concurrency, htmx)
                step_rps.append(rps)
                step_lat += lat
                rps, lat, _ = hammer(port, [bare_url], args.requests, args.concurrency, plain)
                bare_rps.append(rps)
                bare_lat += lat
        finally:
            stop_server(server)

    step, bare = statistics.median(step_rps), statistics.median(bare_rps)
    ratio = bare / step
    measured = (
        ("htmx step view", step, step_lat),
        ("bare view", bare, bare_lat),
        ("trivial view", floor, floor_lat),
    )
    for name, rps, lat in measured:
        q = statistics.quantiles(lat, n=100)
        print(f"{name:15} {rps:8.0f} req/s   latency p50 {q[49]:.1f} ms, p99 {q[98]:.1f} ms")
    print(
        f"RESULT replay_ms_median={replay_median:.2f} step_vs_bare_ratio={ratio:.2f} "
        f"step_rps={step:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
