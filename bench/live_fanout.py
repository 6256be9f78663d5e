"""Benchmark: how long until every follower of a live session has the presenter's step.

N followers (default 100, 500 and 1000) hold real websockets to real ASGI servers on
127.0.0.1; the presenter steps with an HTTP POST, as the control page does; each follower
notes when the step message arrives. Latency runs from sending the POST to that arrival,
so it includes saving the move and rendering the step. The set-ups, in the same run:

  memory      rulesviz, one server process, the in-memory channel layer (the default);
  pubsub      rulesviz, --processes server processes (2) on one redis-server, channels-redis's
              RedisPubSubChannelLayer (what REDIS_URL selects), the followers split between
              them, the presenter posting to the first;
  core        the same on channels-redis's RedisChannelLayer (RULESVIZ_CHANNEL_LAYER=core);
  memory-asgi, pubsub-asgi
              the before of the same run: memory and pubsub with each socket written through
              ASGI (RULESVIZ_LIVE_FRAMES=asgi), as before the hub wrote one ready frame to
              every socket itself (rulesviz/live/server.py) and as under daphne;
  baseline    the floor: a bare Channels consumer relaying a constant message of the same
              size to the same group size (bench/live_baseline_asgi.py), in-memory layer.

    python bench/live_fanout.py [--followers 100 500 1000] [--rounds 20] [--processes 2]
                                [--only memory pubsub core baseline memory-asgi pubsub-asgi]
                                [--server uvicorn|daphne] [--no-deflate]

The followers offer permessage-deflate as browsers do (--no-deflate: they do not), so a
server that compresses each socket's copy (uvicorn through ASGI) does it here too, and they
inflate what comes compressed.

A follower counts a step only when it arrives; one that has not arrived ROUND_TIMEOUT
seconds after the POST is lost, and the count lost is printed for every set-up and size.
The load generator (this process) shares the machine's cores with the servers, so its
own work is inside the numbers: they are upper bounds. It reads only the JSON head of each
frame, as it did of the JSON text before frames deflated their HTML (a browser inflates 4 kB
on its own device). Everything binds to 127.0.0.1, every wait is bounded, and the servers
and redis-server are stopped by PID at the end. Prints one line per set-up and size, then
`RESULT followers=… p50_ms=… p99_ms=… baseline_p99_ms=… redis_processes=…
redis_p99_ms@N=… redis_lost@N=… redis_core_p99_ms@N=… redis_core_lost@N=…
asgi_p99_ms@N=… redis_asgi_p99_ms@N=… ratio_memory@N=… ratio_redis@N=… … lost=…`:
the first figures for the largest N, in memory; the Redis ones for every N (redis_ is the
pub/sub layer); the -asgi set-ups' p99 and the ratios p99 / p99 of the same set-up through
ASGI (below 1: the frames are faster); and lost, the total over every set-up and size.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.cookiejar
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402
from stats import percentile  # noqa: E402

from tests.live.followers import Followers, run  # noqa: E402
from tests.live.servers import asgi_servers, migrate, raise_file_limit, redis_server  # noqa: E402

SCENARIO = "s000-04-who-orders-the-replacements"
ROUND_TIMEOUT = 30.0


@dataclass
class Result:
    latencies: list[float] = field(default_factory=list)  # ms, every follower, every round
    all_delivered: list[float] = field(default_factory=list)  # ms, per round: the last follower
    lost: int = 0
    message_bytes: int = 0

    def line(self, name: str, n: int) -> str:
        return (
            f"{name:<9} followers={n:<5} p50_ms={percentile(self.latencies, 50):.1f} "
            f"p99_ms={percentile(self.latencies, 99):.1f} "
            f"all_p50_ms={percentile(self.all_delivered, 50):.1f} "
            f"all_p99_ms={percentile(self.all_delivered, 99):.1f} "
            f"lost={self.lost} bytes={self.message_bytes}"
        )


async def measure(
    followers: Followers,
    trigger: object,
    first_version: int,
    warmup: int,
    rounds: int,
    pause: float,
) -> Result:
    result = Result()
    for r in range(warmup + rounds):
        version = first_version + r
        followers.arm(version)
        sent = time.perf_counter()
        await trigger(version)  # type: ignore[operator]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(followers.done.wait(), ROUND_TIMEOUT)
        if r >= warmup:
            got = [(t - sent) * 1000 for t in followers.arrivals]
            result.latencies.extend(got)
            result.lost += len(followers.sockets) - len(got)
            if got:
                result.all_delivered.append(max(got))
        result.message_bytes = followers.size
        await asyncio.sleep(pause)
    return result


# --------------------------------------------------------------------------- rulesviz


@dataclass
class Presenter:
    base: str
    code: str
    cookies: str
    csrf: str
    step: int = 0

    @classmethod
    def start(cls, base: str) -> Presenter:
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        to = f"/s/{SCENARIO}/?step=0"
        opener.open(base + "/live/start/?" + urllib.parse.urlencode({"to": to}), timeout=30).read()
        csrf = next(c.value for c in jar if c.name == "csrftoken")
        request = urllib.request.Request(
            base + "/live/start/",
            data=urllib.parse.urlencode({"to": to}).encode(),
            headers={"X-CSRFToken": csrf or ""},
        )
        with opener.open(request, timeout=30) as response:
            code = response.geturl().rstrip("/").split("/")[-2]
        cookies = "; ".join(f"{c.name}={c.value}" for c in jar)
        return cls(base, code, cookies, csrf or "")

    async def move(self, _version: int) -> None:
        """POST the next step (0 and 1 in turn) over a fresh connection, as a page would."""
        self.step = 1 - self.step
        body = f"step={self.step}".encode()
        host = urllib.parse.urlsplit(self.base)
        request = (
            f"POST /live/{self.code}/move/ HTTP/1.1\r\nHost: {host.netloc}\r\n"
            f"Cookie: {self.cookies}\r\nX-CSRFToken: {self.csrf}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        ).encode() + body
        reader, writer = await asyncio.open_connection(host.hostname, host.port)
        writer.write(request)
        await writer.drain()
        self._reply = asyncio.create_task(self._drain(reader, writer))

    @staticmethod
    async def _drain(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        status = await reader.readline()
        if b" 302 " not in status and b" 200 " not in status:
            print("move refused:", status.decode().strip(), file=sys.stderr)
        with contextlib.suppress(Exception):
            await reader.read()
        writer.close()


async def run_rulesviz(bases: Sequence[str], n: int, args: argparse.Namespace) -> Result:
    presenter = Presenter.start(bases[0])
    urls = [b.replace("http://", "ws://") + f"/ws/live/{presenter.code}/?lang=en" for b in bases]
    followers = Followers(deflate=args.deflate)
    await followers.open(urls, n)
    await asyncio.sleep(0.5)  # every hello sent
    try:
        # Version 1 is the session's start; each move bumps it.
        return await measure(followers, presenter.move, 2, args.warmup, args.rounds, args.pause)
    finally:
        await followers.close()


async def run_baseline(base: str, n: int, args: argparse.Namespace) -> Result:
    ws_base = base.replace("http://", "ws://")
    followers = Followers(deflate=args.deflate)
    await followers.open([ws_base + "/ws/bare/"], n)
    trigger_ws = await websockets.connect(ws_base + "/ws/bare/?trigger=1", origin=base)  # type: ignore[arg-type]

    async def trigger(version: int) -> None:
        await trigger_ws.send(str(version))

    try:
        return await measure(followers, trigger, 1, args.warmup, args.rounds, args.pause)
    finally:
        await trigger_ws.close()
        await followers.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--followers", type=int, nargs="+", default=[100, 500, 1000])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--pause", type=float, default=0.3)
    parser.add_argument("--processes", type=int, default=2, help="server processes on Redis")
    # uvicorn by default: measured here, it fans out 3-5x faster than daphne at 1000.
    parser.add_argument("--server", choices=["daphne", "uvicorn"], default="uvicorn")
    parser.add_argument("--deflate", action=argparse.BooleanOptionalAction, default=True)
    kinds = ["memory-asgi", "memory", "pubsub-asgi", "pubsub", "core", "baseline"]
    parser.add_argument("--only", choices=kinds, nargs="+", default=kinds)
    args = parser.parse_args()
    raise_file_limit(max(args.followers))

    results: dict[tuple[str, int], Result] = {}
    with tempfile.TemporaryDirectory(prefix="rulesviz-bench-") as tmp:
        db = Path(tmp) / "bench.sqlite3"
        migrate(db)
        env = {"RULESVIZ_DEBUG": "0"}
        for kind in ("memory-asgi", "memory"):
            if kind not in args.only:
                continue
            frames = {"RULESVIZ_LIVE_FRAMES": "asgi" if kind.endswith("-asgi") else "raw"}
            with asgi_servers(
                1, db, None, server=args.server, extra_env={**env, **frames}
            ) as bases:
                for n in args.followers:
                    results[kind, n] = r = run(run_rulesviz(bases, n, args))
                    print(r.line(kind, n), flush=True)
        for kind in ("pubsub-asgi", "pubsub", "core"):
            if kind not in args.only:
                continue
            layer_env = {
                **env,
                "RULESVIZ_CHANNEL_LAYER": kind.removesuffix("-asgi"),
                "RULESVIZ_LIVE_FRAMES": "asgi" if kind.endswith("-asgi") else "raw",
            }
            with (
                redis_server() as url,
                asgi_servers(
                    args.processes, db, url, server=args.server, extra_env=layer_env
                ) as bases,
            ):
                for n in args.followers:
                    results[kind, n] = r = run(run_rulesviz(bases, n, args))
                    print(r.line(kind, n), flush=True)
        if "baseline" in args.only:
            size = max((r.message_bytes for r in results.values()), default=230)
            base_env = {
                **env,
                "BASELINE_BYTES": str(size),
                "PYTHONPATH": f"{ROOT}:{ROOT / 'bench'}",
            }
            with asgi_servers(
                1,
                db,
                None,
                server=args.server,
                app="live_baseline_asgi:application",
                extra_env=base_env,
            ) as bases:
                for n in args.followers:
                    results["baseline", n] = r = run(run_baseline(bases[0], n, args))
                    print(r.line("baseline", n), flush=True)

    n = max(args.followers)

    def p99(kind: str, size: int = n) -> str:
        r = results.get((kind, size))
        return f"{percentile(r.latencies, 99):.1f}" if r and r.latencies else "nan"

    memory = results.get(("memory", n))
    p50 = f"{percentile(memory.latencies, 50):.1f}" if memory and memory.latencies else "nan"
    fields = [
        f"followers={n}",
        f"p50_ms={p50}",
        f"p99_ms={p99('memory')}",
        f"baseline_p99_ms={p99('baseline')}",
        f"redis_processes={args.processes}",
    ]
    for layer, prefix in (("pubsub", "redis"), ("core", "redis_core")):
        for size in args.followers:
            if (layer, size) in results:
                fields.append(f"{prefix}_p99_ms@{size}={p99(layer, size)}")
                fields.append(f"{prefix}_lost@{size}={results[layer, size].lost}")
    for kind, prefix in (("memory-asgi", "asgi"), ("pubsub-asgi", "redis_asgi")):
        for size in args.followers:
            if (kind, size) in results:
                fields.append(f"{prefix}_p99_ms@{size}={p99(kind, size)}")
    for kind, prefix in (("memory", "ratio_memory"), ("pubsub", "ratio_redis")):
        for size in args.followers:
            now, before = results.get((kind, size)), results.get((kind + "-asgi", size))
            if now and before and now.latencies and before.latencies:
                ratio = percentile(now.latencies, 99) / percentile(before.latencies, 99)
                fields.append(f"{prefix}@{size}={ratio:.2f}")
    fields.append(f"deflate={int(args.deflate)}")
    fields.append(f"lost={sum(r.lost for r in results.values())}")
    print("RESULT " + " ".join(fields))
    return 0


if __name__ == "__main__":
    sys.exit(main())
