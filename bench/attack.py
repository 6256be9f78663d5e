"""Benchmark: the attacks of #19 against one real daphne process, on loopback only.

    python bench/attack.py [--quiz N]

A throw-away SQLite database is migrated, one daphne server is started on a free loopback
port (tests/live/servers.py) and stopped at the end. Then, each request timed and the
server's memory (its peak resident set, VmHWM in /proc) read after it:

1. baseline: a cheap page (GET /live/), a few times: the same server's floor in this run;
2. the alias ladder: 6 to 10 levels of YAML aliases of aliases, to check, save and upload;
3. hostile scalars: an integer of 5,000 digits, a lone surrogate escape, an id ending in a
   newline, `/static/../`, a request line of 20 KiB;
4. the largest valid scenario: 199 units that die at once, checked, saved, then run by the
   player (the engine's time budget stops it with a clear 422);
5. 8 concurrent savers: 8 clients saving and sharing at once, 3 rounds each (the server's
   save and share limits are lifted, RULESVIZ_RATE_LIMITS, as all clients share one address);
6. the quiz burst: one client visits a join link without cookies N times and answers each
   time.

Every request is bounded (a 30 s timeout) and so is their number. It prints the worst time
and memory growth per attack, the status counts and any error, and ends with
`RESULT worst_s=… worst_growth_mb=… http_5xx=… errors=… worst_vs_baseline=…x`.
Targets: every request within 2 s and 200 MB of growth over the server's start, 0 5xx,
0 errors. Run by hand, not in CI (the client shares the cores with the server).
"""

from __future__ import annotations

import argparse
import html
import http.client
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")

import django  # noqa: E402

django.setup()

from rulesviz.present import player_url  # noqa: E402
from tests.editor.helpers import VALID, renamed  # noqa: E402
from tests.engine.test_budget import many_units_die_at_once  # noqa: E402
from tests.engine.test_loader_bounds import alias_ladder  # noqa: E402
from tests.live.servers import free_port, migrate, server_env, stop, wait_for  # noqa: E402

HOST = "127.0.0.1"
TIMEOUT = 30.0
TARGET_S = 2.0
TARGET_MB = 200.0
# One client address plays every attacker here: saves and shares are not limited, so that the
# 8 savers all write (the limits on joins and answers stay as deployed).
SAVES = "save=100000/60,share=100000/60"


def rss_kib(pid: int, field_name: str) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field_name + ":"):
                return int(line.split()[1])
    return 0


@dataclass
class Attack:
    name: str
    times: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    peak_kib: int = 0


class Target:
    """The server under attack (its port and PID); each call is one request on a new connection."""

    def __init__(self, port: int, pid: int) -> None:
        self.port, self.pid = port, pid
        self.start_kib = rss_kib(pid, "VmRSS")
        self.lock = threading.Lock()

    def request(
        self,
        attack: Attack,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
        cookies: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        send = dict(headers or {})
        if cookies:
            send["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
        conn = http.client.HTTPConnection(HOST, self.port, timeout=TIMEOUT)
        started = time.perf_counter()
        try:
            conn.request(method, path, body=body, headers=send)
            response = conn.getresponse()
            content = response.read()
            status = response.status
            got = {k.lower(): v for k, v in response.getheaders()}
            if cookies is not None:
                for value in response.headers.get_all("Set-Cookie") or []:
                    name, _, rest = value.partition("=")
                    cookies[name.strip()] = rest.split(";")[0]
        except (OSError, http.client.HTTPException) as error:
            status, got, content = 0, {}, b""
            with self.lock:
                attack.errors.append(f"{method} {path[:60]}: {error!r}")
        finally:
            conn.close()
        elapsed = time.perf_counter() - started
        with self.lock:
            attack.times.append(elapsed)
            attack.statuses[status] += 1
            attack.peak_kib = max(attack.peak_kib, rss_kib(self.pid, "VmHWM"))
        return status, got, content

    def form(
        self, attack: Attack, path: str, data: dict[str, str], cookies: dict[str, str], **h: str
    ) -> tuple[int, dict[str, str], bytes]:
        headers = {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-CSRFToken": cookies.get("csrftoken", ""),
            **h,
        }
        body = urllib.parse.urlencode(data).encode()
        return self.request(attack, "POST", path, body, headers, cookies)

    def upload(
        self, attack: Attack, name: str, text: str, cookies: dict[str, str]
    ) -> tuple[int, dict[str, str], bytes]:
        boundary = "rulesvizbench"
        body = (
            f"--{boundary}\r\n"
            f'Content-Disposition: form-data; name="file"; filename="{name}"\r\n'
            f"Content-Type: application/yaml\r\n\r\n{text}\r\n--{boundary}--\r\n"
        ).encode("utf-8", "surrogatepass")
        headers = {
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "X-CSRFToken": cookies.get("csrftoken", ""),
        }
        return self.request(attack, "POST", "/edit/upload/", body, headers, cookies)


def session_cookies(target: Target, attack: Attack) -> dict[str, str]:
    cookies: dict[str, str] = {}
    target.request(attack, "GET", "/edit/", cookies=cookies)
    return cookies


def baseline(target: Target) -> Attack:
    attack = Attack("baseline GET /live/")
    for _ in range(20):
        target.request(attack, "GET", "/live/")
    return attack


def aliases(target: Target) -> Attack:
    attack = Attack("alias ladder (6-10 levels)")
    cookies = session_cookies(target, attack)
    for levels in range(6, 11):
        text = alias_ladder(levels)
        target.form(attack, "/edit/check/", {"text": text}, cookies, **{"HX-Request": "true"})
        target.form(attack, "/edit/save/", {"text": text}, cookies)
        target.upload(attack, "ladder.yaml", text, cookies)
    return attack


def hostile_scalars(target: Target) -> Attack:
    attack = Attack("hostile scalars and URLs")
    cookies = session_cookies(target, attack)
    texts = [
        VALID.replace("rules: []", "rules: []\nnote: " + "9" * 5000),
        VALID.replace("en: A new scenario", 'en: "A new \\ud800 scenario"'),
        VALID.replace("id: my-scenario", 'id: "my-scenario\\n"'),
    ]
    for text in texts:
        target.form(attack, "/edit/check/", {"text": text}, cookies, **{"HX-Request": "true"})
        target.form(attack, "/edit/save/", {"text": text}, cookies)
        target.upload(attack, "s.yaml", text, cookies)
    for path in ["/static/../etc/passwd", "/download/my-scenario%0A/", "/static/%2e%2e/x"]:
        target.request(attack, "GET", path)
    target.request(attack, "GET", "/?q=" + "a" * 20_000)  # answered 414
    return attack


def largest_valid(target: Target) -> Attack:
    attack = Attack("largest valid scenario (199 units die at once)")
    cookies = session_cookies(target, attack)
    text = many_units_die_at_once(199)
    target.form(attack, "/edit/check/", {"text": text}, cookies, **{"HX-Request": "true"})
    status, headers, _ = target.form(attack, "/edit/save/", {"text": text}, cookies)
    if status == 302:
        short = headers["location"].rstrip("/").split("/")[-1]
        for _ in range(3):  # the first run is stopped by the budget; the next ones know it
            target.request(attack, "GET", player_url("x_" + short))
    return attack


def concurrent_savers(target: Target, scenario_id: str, step: int) -> Attack:
    attack = Attack("8 concurrent savers x 3 rounds")
    barrier = threading.Barrier(8)

    def saver(i: int) -> None:
        cookies = session_cookies(target, attack)
        barrier.wait(timeout=60)
        for r in range(3):
            target.form(attack, "/edit/save/", {"text": renamed(f"bench-{i}-{r}")}, cookies)
            target.form(
                attack,
                "/r/new/",
                {"to": player_url(scenario_id, step=step), "question": f"bench {i} {r}"},
                cookies,
            )

    threads = [threading.Thread(target=saver, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    return attack


def quiz_burst(target: Target, scenario_id: str, step: int, visits: int) -> Attack:
    attack = Attack(f"quiz burst ({visits} cookie-less joins and answers)")
    presenter = session_cookies(target, attack)
    status, headers, _ = target.form(
        attack, "/live/start/", {"to": player_url(scenario_id, step=step)}, presenter
    )
    code = headers.get("location", "").split("/")[2] if status == 302 else ""
    target.form(attack, f"/live/{code}/quiz/", {"kind": "decision"}, presenter)
    _s, _h, page = target.request(attack, "GET", f"/live/{code}/control/", cookies=presenter)
    found = re.search(rb"/quiz/(\d+)/reveal/", page)
    option = re.search(rb'name="option" value="([^"]+)"', page)
    counted = 0
    for _ in range(visits):
        cookies: dict[str, str] = {}
        _s, _h, follow = target.request(attack, "GET", f"/live/{code}/", cookies=cookies)
        option = option or re.search(rb'name="option" value="([^"]+)"', follow)
        if found and option:
            status, _h, _b = target.form(
                attack,
                f"/live/{code}/quiz/{found.group(1).decode()}/answer/",
                {"option": html.unescape(option.group(1).decode())},
                cookies,
                **{"HX-Request": "true"},
            )
            counted += status == 200
    attack.name += f": {counted} answers counted"
    return attack


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quiz", type=int, default=200, help="cookie-less visits in the burst")
    args = parser.parse_args()
    from tests.live.conftest import scenario_with_a_decision

    scenario_id, step = scenario_with_a_decision()
    folder = Path(tempfile.mkdtemp(prefix="rulesviz-attack-"))
    db = folder / "db.sqlite3"
    migrate(db)
    port = free_port()
    with open(folder / "server.log", "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", HOST, "-p", str(port), "-v", "0",
             "rulesviz.asgi:application"],
            cwd=ROOT, env={**server_env(db, None), "RULESVIZ_RATE_LIMITS": SAVES},
            stdout=log, stderr=log,
        )  # fmt: skip
    try:

        def up() -> bool:
            with socket.create_connection((HOST, port), timeout=1):
                return True

        wait_for("daphne", up, 60, proc)
        target = Target(port, proc.pid)
        attacks: list[Callable[[], Attack]] = [
            lambda: baseline(target),
            lambda: aliases(target),
            lambda: hostile_scalars(target),
            lambda: largest_valid(target),
            lambda: concurrent_savers(target, scenario_id, step),
            lambda: quiz_burst(target, scenario_id, step, args.quiz),
        ]
        results = [run() for run in attacks]
    finally:
        stop(proc)
    base_ms = statistics.median(results[0].times) * 1000
    worst_s, worst_mb, fivexx, errors = 0.0, 0.0, 0, 0
    print(f"server at start: {target.start_kib / 1024:.0f} MB resident; log in {folder}")
    for attack in results:
        growth = max(0, attack.peak_kib - target.start_kib) / 1024
        statuses = ", ".join(f"{s}x{n}" for s, n in sorted(attack.statuses.items()))
        worst = max(attack.times)
        print(
            f"{attack.name}: {len(attack.times)} requests, worst {worst:.2f} s, "
            f"server peak growth so far {growth:.0f} MB, statuses {statuses}"
        )
        for error in attack.errors[:5]:
            print(f"  error: {error}")
        worst_s, worst_mb = max(worst_s, worst), max(worst_mb, growth)
        fivexx += sum(n for s, n in attack.statuses.items() if s >= 500)
        errors += len(attack.errors)
    ok = worst_s <= TARGET_S and worst_mb <= TARGET_MB and fivexx == 0 and errors == 0
    print(
        f"RESULT worst_s={worst_s:.2f} worst_growth_mb={worst_mb:.0f} http_5xx={fivexx} "
        f"errors={errors} baseline_ms={base_ms:.1f} "
        f"worst_vs_baseline={worst_s * 1000 / base_ms:.0f}x "
        f"target=(<= {TARGET_S:g} s, <= {TARGET_MB:g} MB, 0 5xx, 0 errors) "
        f"{'AT TARGET' if ok else 'NOT AT TARGET'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
