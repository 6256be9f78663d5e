"""Two daphne processes on one Redis: a follower connected to one process follows a
presenter who drives through the other, and the presenter's tally comes back across.

The test starts redis-server and both servers itself, on free loopback ports, and stops
them with bounded timeouts (tests/live/servers.py)."""

from __future__ import annotations

import html
import http.cookiejar
import json
import re
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from rulesviz.live.broadcast import unframe
from rulesviz.present import player_url

from .conftest import scenario_with_a_decision
from .servers import asgi_servers, migrate, redis_server


class Browser:
    """Just enough of a browser: cookies, the CSRF token, htmx's header."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def cookie(self, name: str) -> str:
        return next(c.value for c in self.jar if c.name == name and c.value is not None)

    def get(self, path: str) -> tuple[str, str]:
        with self.opener.open(self.base + path, timeout=10) as r:
            return r.geturl(), r.read().decode()

    def post(self, path: str, data: dict[str, str], htmx: bool = True) -> tuple[int, str]:
        headers = {"X-CSRFToken": self.cookie("csrftoken")}
        if htmx:
            headers["HX-Request"] = "true"
        request = urllib.request.Request(
            self.base + path, data=urllib.parse.urlencode(data).encode(), headers=headers
        )
        with self.opener.open(request, timeout=10) as r:
            return r.status, r.geturl()

    def socket(self, code: str) -> ClientConnection:
        cookies = "; ".join(f"{c.name}={c.value}" for c in self.jar)
        return connect(
            self.base.replace("http://", "ws://") + f"/ws/live/{code}/?lang=en",
            origin=self.base,  # type: ignore[arg-type]
            additional_headers={"Cookie": cookies} if cookies else None,
            open_timeout=10,
        )


def receive(ws: ClientConnection, kind: str | None = None) -> dict[str, Any]:
    """The next message (of this kind), within a bounded time."""
    while True:
        data = ws.recv(timeout=10)
        message = unframe(data) if isinstance(data, bytes) else json.loads(data)
        if kind is None or message["t"] == kind:
            return message


@pytest.fixture(scope="module")
def two_servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    db = Path(tmp_path_factory.mktemp("two-processes")) / "live.sqlite3"
    migrate(db)
    with redis_server() as redis_url, asgi_servers(2, db, redis_url) as (a, b):
        yield a, b


def test_a_follower_on_one_process_follows_a_presenter_on_the_other(
    two_servers: tuple[str, str],
) -> None:
    a, b = two_servers
    scenario_id, step = scenario_with_a_decision()

    presenter = Browser(a)
    presenter.get(
        "/live/start/?" + urllib.parse.urlencode({"to": player_url(scenario_id, step=step)})
    )
    _status, control_url = presenter.post(
        "/live/start/", {"to": player_url(scenario_id, step=step)}, htmx=False
    )
    code = re.search(r"/live/([A-Z0-9]+)/control/$", control_url).group(1)  # type: ignore[union-attr]

    follower = Browser(b)
    _url, page = follower.get(f"/live/{code}/")
    assert f'data-step="{step}"' in page
    with follower.socket(code) as follower_ws, presenter.socket(code) as presenter_ws:
        # follower_ws is on process B, presenter_ws on process A.
        assert receive(follower_ws)["role"] == "follower"
        assert receive(presenter_ws)["role"] == "presenter"
        # The presenter steps on A; the follower on B gets the step, rendered.
        status, _ = presenter.post(f"/live/{code}/move/", {"step": "0"})
        assert status == 200
        message = receive(follower_ws, "step")
        assert (message["step"], message["v"]) == (0, 2)
        assert 'data-step="0"' in message["html"]

        # A quiz asked on A reaches B; the answer given on B is tallied on A.
        presenter.post(f"/live/{code}/move/", {"step": str(step)})
        assert receive(follower_ws, "step")["step"] == step
        presenter.post(f"/live/{code}/quiz/", {"kind": "decision"})
        quiz = receive(follower_ws, "quiz")
        option = html.unescape(re.search(r'name="option" value="([^"]+)"', quiz["html"]).group(1))  # type: ignore[union-attr]
        status, _ = follower.post(f"/live/{code}/quiz/{quiz['q']}/answer/", {"option": option})
        assert status == 200
        tally = receive(presenter_ws, "tally")
        assert "1 answer" in tally["html"]
