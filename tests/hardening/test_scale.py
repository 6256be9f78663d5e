"""Writes under load and serving at scale (#19), against real server processes where that is
what a user meets: daphne on a file SQLite database, Redis for the shared rate limits.

- 8 clients saving and sharing at once, in one process and across two processes on one
  SQLite file: every save and share succeeds (WAL, IMMEDIATE transactions, busy timeout).
- With REDIS_URL, two processes count one rate limit, not one each.
- The player's first load, as a browser that accepts gzip and brotli fetches it (the page
  and every stylesheet and script it names), is at most 50 KB on the wire; a repeat view of
  a ruling link is a 304.
"""

from __future__ import annotations

import http.client
import re
import socket
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from django.test import Client, override_settings

from rulesviz.editor.models import Ruling, SavedScenario
from rulesviz.present import player_url
from tests.editor.helpers import renamed
from tests.live.servers import asgi_servers, migrate, redis_server

WRITERS = 8
ROUNDS = 3


class Raw:
    """A client that sees the bytes on the wire (no decompression), with cookies and CSRF."""

    def __init__(self, base: str) -> None:
        self.host, self.port = urllib.parse.urlsplit(base).netloc.split(":")
        self.cookies: dict[str, str] = {}

    def request(
        self, method: str, path: str, body: dict[str, str] | None = None, **headers: str
    ) -> tuple[int, dict[str, str], bytes]:
        conn = http.client.HTTPConnection(self.host, int(self.port), timeout=30)
        send = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()), **headers}
        data = None
        if body is not None:
            data = urllib.parse.urlencode(body)
            send["Content-Type"] = "application/x-www-form-urlencoded"
            send["X-CSRFToken"] = self.cookies.get("csrftoken", "")
        try:
            conn.request(method, path, body=data, headers=send)
            response = conn.getresponse()
            content = response.read()
            for value in response.headers.get_all("Set-Cookie") or []:
                name, _, rest = value.partition("=")
                self.cookies[name.strip()] = rest.split(";")[0]
            return response.status, {k.lower(): v for k, v in response.getheaders()}, content
        finally:
            conn.close()


def together(work: Callable[[int], list[int]]) -> list[int]:
    """Run `work(i)` for each writer at once; all their statuses."""
    results: list[list[int]] = [[] for _ in range(WRITERS)]
    errors: list[BaseException] = []
    start = threading.Barrier(WRITERS)

    def run(i: int) -> None:
        try:
            start.wait(timeout=30)
            results[i] = work(i)
        except BaseException as error:  # reported below, with the statuses
            errors.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(WRITERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert errors == []
    return [s for r in results for s in r]


@pytest.mark.django_db(transaction=True)
@override_settings(RULESVIZ_RATE_LIMITS={"save": (1000, 60), "share": (1000, 60)})
def test_eight_concurrent_writers_in_one_process_get_no_error(
    scenario_step: tuple[str, int],
) -> None:
    scenario_id, step = scenario_step

    def work(i: int) -> list[int]:
        client, statuses = Client(), []
        for r in range(ROUNDS):
            statuses.append(client.post("/edit/save/", {"text": renamed(f"w{i}-{r}")}).status_code)
            statuses.append(
                client.post(
                    "/r/new/",
                    {"to": player_url(scenario_id, step=step), "question": f"q{i}-{r}"},
                ).status_code
            )
        return statuses

    statuses = together(work)
    assert statuses == [302] * (WRITERS * ROUNDS * 2)
    assert SavedScenario.objects.exclude(origin=SavedScenario.SNAPSHOT).count() == WRITERS * ROUNDS
    assert Ruling.objects.count() == WRITERS * ROUNDS


@pytest.fixture
def scenario_step() -> tuple[str, int]:
    from tests.live.conftest import scenario_with_a_decision

    return scenario_with_a_decision()


@pytest.fixture(scope="module")
def two_servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, list[str]]]:
    db = Path(tmp_path_factory.mktemp("sqlite-two")) / "db.sqlite3"
    migrate(db)
    with asgi_servers(2, db, None) as urls:
        yield db, list(urls)


def test_eight_writers_on_two_processes_sharing_one_sqlite_file_get_no_error(
    two_servers: tuple[Path, list[str]],
) -> None:
    from tests.live.conftest import scenario_with_a_decision

    _db, urls = two_servers
    scenario_id, step = scenario_with_a_decision()

    def work(i: int) -> list[int]:
        client = Raw(urls[i % 2])
        client.request("GET", "/edit/")  # the CSRF cookie
        statuses = []
        for r in range(ROUNDS):
            status, _h, _b = client.request("POST", "/edit/save/", {"text": renamed(f"p{i}-{r}")})
            statuses.append(status)
            status, _h, _b = client.request(
                "POST",
                "/r/new/",
                {"to": player_url(scenario_id, step=step), "question": f"p{i}-{r}"},
            )
            statuses.append(status)
        return statuses

    statuses = together(work)
    assert statuses == [302] * (WRITERS * ROUNDS * 2)


def test_the_players_first_load_is_at_most_50_kb_and_a_ruling_repeat_view_is_a_304(
    two_servers: tuple[Path, list[str]],
) -> None:
    from tests.live.conftest import scenario_with_a_decision

    _db, urls = two_servers
    scenario_id, step = scenario_with_a_decision()
    browser = Raw(urls[0])
    accept = {"Accept-Encoding": "br, gzip"}
    status, headers, page = browser.request("GET", player_url(scenario_id), **accept)
    assert status == 200
    assert headers.get("content-encoding") == "gzip"
    import gzip

    html = gzip.decompress(page).decode()
    assets = re.findall(r'(?:href|src)="(/static/[^"]+\.(?:css|js))"', html)
    assert assets, "the page names its stylesheets and scripts"
    total = len(page)
    for asset in assets:
        assert re.search(r"\.[0-9a-f]{12}\.(css|js)$", asset), asset  # content-hashed
        status, headers, body = browser.request("GET", asset, **accept)
        assert status == 200, asset
        assert headers.get("content-encoding") == "br", asset
        assert "immutable" in headers.get("cache-control", ""), asset
        total += len(body)
    print(f"player's first load: {total} bytes for the page and {len(assets)} files")
    assert total <= 50_000, f"{total} bytes for the page and {len(assets)} files"

    # A ruling link, viewed twice.
    sharer = Raw(urls[1])
    sharer.request("GET", "/edit/")
    status, headers, _ = sharer.request(
        "POST", "/r/new/", {"to": player_url(scenario_id, step=step)}
    )
    assert status == 302
    link = urllib.parse.urlsplit(headers["location"]).path
    viewer = Raw(urls[0])
    status, first, _ = viewer.request("GET", link)
    assert status == 200
    assert first["cache-control"] == "public, max-age=31536000, immutable"
    status, again, body = viewer.request("GET", link, **{"If-None-Match": first["etag"]})
    assert status == 304 and body == b""


def test_with_redis_two_processes_count_one_rate_limit(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    migrate(db)
    with redis_server() as redis_url, asgi_servers(2, db, redis_url) as urls:
        clients = [Raw(url) for url in urls]
        for client in clients:
            client.request("GET", "/edit/")
        # The save limit is 30 a minute per client address; an empty text is refused (400)
        # after being counted. The windows are fixed minutes: start well inside one.
        if time.time() % 60 > 45:
            time.sleep(61 - time.time() % 60)
        statuses = [
            clients[i % 2].request("POST", "/edit/save/", {"text": ""})[0] for i in range(40)
        ]
    assert statuses.count(400) == 30, statuses
    assert statuses.count(429) == 10, statuses


def test_a_request_line_over_16_kib_is_answered_414(two_servers: tuple[Path, list[str]]) -> None:
    _db, urls = two_servers
    host, port = urllib.parse.urlsplit(urls[0]).netloc.split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(b"GET /?q=" + b"a" * 20_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        answer = b""
        while chunk := s.recv(4096):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 414 "), answer[:100]
    # The server is still there for the next request.
    assert Raw(urls[0]).request("GET", "/live/")[0] == 200


def test_static_dot_dot_on_a_real_server_is_a_404_and_files_are_nosniff(
    two_servers: tuple[Path, list[str]],
) -> None:
    _db, urls = two_servers
    client = Raw(urls[0])
    for path in ["/static/../etc/passwd", "/static/..%2F..%2Fmanage.py", "/static/%2e%2e/x"]:
        assert client.request("GET", path)[0] == 404, path
    status, headers, _ = client.request("GET", "/static/django_htmx/htmx-2.min.js")
    assert status == 200
    assert headers["x-content-type-options"] == "nosniff"
