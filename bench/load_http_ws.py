"""Load bench (#10): many HTTP clients stepping through the library while websocket followers
follow a presenter's live session, against one real server on 127.0.0.1, for a bounded time.

- N HTTP clients (default 20) each loop: pick a library scenario from the gallery, read its
  last step from the player page, then GET every step, half of them as htmx requests (the
  partial), as someone pressing → would. Every answer must be a 200.
- M followers (default 50) hold websockets to one live session; a presenter POSTs a move
  (CSRF token, control cookie, as the control page does) every `--move-every` seconds; each
  follower notes when that step arrives. Latency runs from sending the POST to arrival.

Errors (must be 0): an HTTP status other than 200 (302 for a move), a connection error, a
follower socket that closes, or a move some follower never receives within 10 s.

    python bench/load_http_ws.py [--http-clients 20] [--followers 50] [--duration 20]
                                 [--server daphne|uvicorn]

Run by hand, not in CI. Everything binds to 127.0.0.1; the server is stopped by its PID. The
load generator shares the cores with the server, so the latencies are upper bounds.
Last line: `RESULT errors=… http_p50_ms=… http_p99_ms=… ws_p50_ms=… ws_p99_ms=…`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import re
import sys
import tempfile
import time
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402
from stats import percentile  # noqa: E402

from tests.live.servers import asgi_servers, migrate  # noqa: E402

SCENARIO_LINK = re.compile(r'href="/s/([a-z0-9-]+)/"')
LAST_STEP = re.compile(r'data-last-step="(\d+)"')
CSRF_COOKIE = re.compile(r"csrftoken=([A-Za-z0-9]+)")
SET_COOKIE = re.compile(r"^set-cookie:\s*([^=]+)=([^;]*)", re.I | re.M)
STEP_HEAD = re.compile(rb'^\{"t":"step","v":(\d+)')
DELIVERY_TIMEOUT = 10.0
REQUEST_TIMEOUT = 30.0


@dataclass
class Stats:
    http_ms: list[float] = field(default_factory=list)
    ws_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    requests: int = 0
    moves: int = 0

    def error(self, what: str) -> None:
        if len(self.errors) < 20:
            print("error:", what, file=sys.stderr)
        self.errors.append(what)


async def request(
    base: str, method: str, path: str, headers: dict[str, str] | None = None, body: bytes = b""
) -> tuple[int, str, bytes]:
    """One HTTP/1.1 request on a fresh connection: (status, raw headers, body)."""
    url = urllib.parse.urlsplit(base)
    lines = [f"{method} {path} HTTP/1.1", f"Host: {url.netloc}", "Connection: close"]
    lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    reader, writer = await asyncio.open_connection(url.hostname, url.port)
    try:
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        await writer.drain()
        raw = await asyncio.wait_for(reader.read(), REQUEST_TIMEOUT)
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
    head, _, content = raw.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    return status, head.decode("latin-1"), content


async def http_client(base: str, scenarios: Sequence[str], stats: Stats, until: float) -> None:
    rng = random.Random()
    while time.monotonic() < until:
        sid = rng.choice(scenarios)
        try:
            status, _, page = await request(base, "GET", f"/s/{sid}/")
            stats.requests += 1
            if status != 200:
                stats.error(f"GET /s/{sid}/ -> {status}")
                continue
            match = LAST_STEP.search(page.decode())
            last = int(match.group(1)) if match else 0
            for step in range(last + 1):
                if time.monotonic() >= until:
                    return
                htmx = {"HX-Request": "true", "HX-Target": "player"} if step % 2 else {}
                t0 = time.perf_counter()
                status, _, _ = await request(base, "GET", f"/s/{sid}/?step={step}", htmx)
                stats.http_ms.append((time.perf_counter() - t0) * 1000)
                stats.requests += 1
                if status != 200:
                    stats.error(f"GET /s/{sid}/?step={step} -> {status}")
        except (OSError, TimeoutError, ValueError, IndexError) as error:
            stats.error(f"HTTP {sid}: {error!r}")


@dataclass
class Presenter:
    base: str
    code: str = ""
    cookies: dict[str, str] = field(default_factory=dict)

    def header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    def keep(self, head: str) -> None:
        for name, value in SET_COOKIE.findall(head):
            self.cookies[name.strip()] = value

    async def start(self, scenario: str) -> None:
        to = urllib.parse.quote(f"/s/{scenario}/?step=0", safe="")
        status, head, _ = await request(self.base, "GET", f"/live/start/?to={to}")
        assert status == 200, status
        self.keep(head)
        body = f"to={to}".encode()
        status, head, _ = await request(
            self.base,
            "POST",
            "/live/start/",
            {
                "Cookie": self.header(),
                "X-CSRFToken": self.cookies["csrftoken"],
                "Content-Type": "application/x-www-form-urlencoded",
            },
            body,
        )
        assert status == 302, status
        self.keep(head)
        location = re.search(r"^location:\s*(\S+)", head, re.I | re.M)
        assert location, head
        self.code = location.group(1).rstrip("/").split("/")[-2]

    async def move(self, step: int) -> int:
        status, _, _ = await request(
            self.base,
            "POST",
            f"/live/{self.code}/move/",
            {
                "Cookie": self.header(),
                "X-CSRFToken": self.cookies["csrftoken"],
                "Content-Type": "application/x-www-form-urlencoded",
            },
            f"step={step}".encode(),
        )
        return status


class Followers:
    def __init__(self, stats: Stats) -> None:
        self.stats = stats
        self.sockets: list[websockets.ClientConnection] = []
        self.tasks: list[asyncio.Task[None]] = []
        self.sent_at: dict[int, float] = {}
        self.got: dict[int, int] = {}
        self.closing = False

    async def open(self, ws_url: str, origin: str, n: int) -> None:
        for start in range(0, n, 50):  # daphne's listen backlog is 50
            batch = await asyncio.gather(
                *(
                    websockets.connect(ws_url, origin=origin, max_size=None, open_timeout=30)  # type: ignore[arg-type]
                    for _ in range(start, min(n, start + 50))
                )
            )
            for ws in batch:
                hello = json.loads(await asyncio.wait_for(ws.recv(), 10))
                assert hello["t"] == "hello", hello
                self.sockets.append(ws)
                self.tasks.append(asyncio.create_task(self._listen(ws)))

    async def _listen(self, ws: websockets.ClientConnection) -> None:
        try:
            async for message in ws:
                arrived = time.perf_counter()
                if isinstance(message, bytes):
                    head = STEP_HEAD.match(message)
                    if head:
                        v = int(head.group(1))
                        if v in self.sent_at:
                            self.stats.ws_ms.append((arrived - self.sent_at[v]) * 1000)
                            self.got[v] = self.got.get(v, 0) + 1
        except websockets.ConnectionClosed:
            pass
        if not self.closing:
            self.stats.error("a follower socket closed")

    async def close(self) -> None:
        self.closing = True
        await asyncio.gather(*(ws.close() for ws in self.sockets), return_exceptions=True)
        await asyncio.gather(*self.tasks, return_exceptions=True)


async def presenter_loop(
    base: str, presenter: Presenter, followers: Followers, stats: Stats, until: float, every: float
) -> None:
    version, step = 1, 0
    while time.monotonic() < until:
        step = 1 - step
        version += 1  # each move bumps the session's version by one
        followers.sent_at[version] = time.perf_counter()
        try:
            status = await presenter.move(step)
        except (OSError, TimeoutError) as error:
            stats.error(f"move: {error!r}")
            continue
        stats.moves += 1
        if status != 302:
            stats.error(f"move -> {status}")
        await asyncio.sleep(every)
    # Every move must reach every follower.
    deadline = time.monotonic() + DELIVERY_TIMEOUT
    n = len(followers.sockets)
    while time.monotonic() < deadline and any(
        followers.got.get(v, 0) < n for v in followers.sent_at
    ):
        await asyncio.sleep(0.1)
    for v in followers.sent_at:
        if followers.got.get(v, 0) < n:
            stats.error(f"move v{v} reached {followers.got.get(v, 0)} of {n} followers")


async def run(base: str, args: argparse.Namespace) -> Stats:
    stats = Stats()
    _, _, gallery = await request(base, "GET", "/")
    scenarios = sorted(set(SCENARIO_LINK.findall(gallery.decode())))
    assert scenarios, "no scenario links on the gallery"
    presenter = Presenter(base)
    await presenter.start(scenarios[0])
    followers = Followers(stats)
    ws_url = base.replace("http://", "ws://") + f"/ws/live/{presenter.code}/"
    await followers.open(ws_url, base, args.followers)
    print(
        f"{len(scenarios)} scenarios, {args.http_clients} HTTP clients, "
        f"{len(followers.sockets)} followers of {presenter.code}, {args.duration:g} s",
        file=sys.stderr,
    )
    until = time.monotonic() + args.duration
    await asyncio.gather(
        presenter_loop(base, presenter, followers, stats, until, args.move_every),
        *(http_client(base, scenarios, stats, until) for _ in range(args.http_clients)),
    )
    await followers.close()
    return stats


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--http-clients", type=int, default=20)
    parser.add_argument("--followers", type=int, default=50)
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--move-every", type=float, default=0.5)
    parser.add_argument("--server", choices=["daphne", "uvicorn"], default="daphne")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rulesviz-load-") as tmp:
        db = Path(tmp) / "db.sqlite3"
        migrate(db)
        with asgi_servers(1, db, None, server=args.server) as (base,):
            t0 = time.monotonic()
            stats = asyncio.run(run(base, args))
            wall = time.monotonic() - t0
    rate = stats.requests / wall if wall else 0
    print(
        f"{args.server}: {stats.requests} HTTP requests ({rate:.0f}/s), {stats.moves} moves to "
        f"{args.followers} followers ({len(stats.ws_ms)} deliveries), {len(stats.errors)} errors",
        file=sys.stderr,
    )
    print(
        f"RESULT errors={len(stats.errors)} http_p50_ms={percentile(stats.http_ms, 50):.1f} "
        f"http_p99_ms={percentile(stats.http_ms, 99):.1f} "
        f"ws_p50_ms={percentile(stats.ws_ms, 50):.1f} ws_p99_ms={percentile(stats.ws_ms, 99):.1f}"
    )
    return 1 if stats.errors else 0


if __name__ == "__main__":
    sys.exit(main())
