"""No URL, query or form produces a 500 (#10).

Every route of the resolver is requested with valid and hostile path parameters (unknown ids,
very long strings, unicode, `../`, NUL), hostile query strings (steps out of range or beyond
64 bits, garbage answers, repeated parameters, unknown variants, foreign URLs), and GET, POST
(form junk, broken JSON and multipart bodies, a binary file), PUT and OPTIONS, as the
presenter, as a follower, as a stranger, and as a stranger whose POSTs carry no CSRF token.
Every answer must be below 500; the failures are collected and shown together.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client, override_settings
from django.urls import reverse

from rulesviz.present import player_url

from .conftest import World, make_world
from .routes import Route, routes

pytestmark = pytest.mark.django_db

BIG = "99999999999999999999"  # beyond 64 bits: SQLite and PostgreSQL integers overflow
LONG = "A" * 5000

# Replace one path parameter at a time; the resolver may 404 some of them before any view.
HOSTILE_PATH = [
    "nope",
    LONG,
    "é€💥漢字",
    "..%2F..%2Fetc%2Fpasswd",
    "../..",
    "%00",
    "a%00b",
    "%2e%2e",
    "-1",
    "0",
    BIG,
    "x_",
    "x_" + "0" * 64,
    "x_nope",
    " abc ",
    "%20",
]


def hostile_queries(w: World) -> list[str]:
    other = player_url(w.scenario_id, step=w.step)
    return [
        "",
        "step=-1",
        "q=%00&set=%00&type=%00&domain=%00&keyword=%00&status=%00&page=%00",
        f"page={BIG}&q=" + "z" * 3000,
        "card=ogn-096",
        "card=%00",
        f"step={BIG}",
        f"step=-{BIG}",
        "step=abc",
        "step=1e3",
        "step=",
        "step=1&step=2&step=3",
        "step=%00",
        "c=garbage",
        "c=%00",
        "c=" + "z" * 3000,
        "&".join(["c=a"] * 300),
        "c=&c=&c=",
        "v=unknown",
        "v=%00",
        "v=&c=x&step=0",
        "to=javascript:alert(1)",
        "to=//evil.example/",
        "to=/s/../../etc/passwd",
        f"to=/s/{w.scenario_id}/%3Fstep%3D{BIG}",
        f"to={other}",
        "to=" + LONG,
        "lang=xx",
        "lang=fr",
        "lang=%00",
        "code=%00",
        "code=" + LONG,
        "code=é€💥",
        f"code={w.code.lower()}",
        "next=//evil.example/",
        "%zz=%zz&&&==",
    ]


def junk_forms(w: World) -> list[dict[str, Any]]:
    hostile = {
        "to": f"/s/{w.scenario_id}/?step={BIG}",
        "step": BIG,
        "text": "\x00" * 100 + "{[}" * 1000,
        "syntax": "klingon",
        "forked_from": "../" * 50,
        "prompt": "p" * 5000,
        "outcomes": "a",
        "kind": "decision",
        "name": "n" * 1000,
        "option": "o" * 1000,
        "correct": "zz",
        "question": "q" * 20000,
        "answer": "é€💥" * 3000,
        "language": "xx",
        "next": "//evil.example/",
        "code": "%00",
    }
    return [
        {},
        hostile,
        {"to": "javascript:alert(1)", "step": "-1", "kind": "custom", "outcomes": "\n" * 50},
        {
            "to": player_url(w.scenario_id, step=0),
            "step": "0",
            "kind": "custom",
            "outcomes": "yes\nno",
            "option": "o1",
            "correct": "o1",
            "text": "id: x\n",
            "language": "fr",
            "next": "/",
        },
        {"step": ["1", "2"], "to": ["/", "/s/"], "option": ["a", "b"]},
        {"file": SimpleUploadedFile("x.yaml", b"\xff\xfe\x00\x00" * 100)},
    ]


RAW_BODIES = [
    ("application/json", b'{"to": [1, {"step": '),
    ("multipart/form-data; boundary=zz", b"--zz\r\ngarbage\r\n--zz--"),
    ("multipart/form-data", b"no boundary at all"),
    ("application/x-www-form-urlencoded", b"%zz=%zz&&&==&step=" + BIG.encode()),
    ("application/octet-stream", bytes(range(256)) * 64),
]


def valid_values(w: World) -> dict[str, list[str]]:
    return {
        "scenario_id": [w.scenario_id, f"x_{w.saved_short}"],
        "code": [w.code],
        "quiz_id": [str(w.quiz.pk)],
        "short": [w.ruling_short, w.saved_short],
        "chapter": ["replacement-basics", "rules-combat"],  # lesson mode
        "n": ["1"],
        "slug": ["ogn-096", "sfd-t03"],  # a card of the pool (/cards/<set>-<number>/)
    }


def valuations(route: Route, w: World) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """(valid fillings, fillings with one hostile parameter)."""
    valid_by_name = valid_values(w)
    names = [name for _, name in route.params]
    base = {name: valid_by_name[name][0] for name in names}
    valid = [base] + [{**base, n: v} for n in names for v in valid_by_name[n][1:]]
    hostile = [{**base, n: v} for n in names for v in HOSTILE_PATH]
    return valid, hostile


ROUTES = sorted(routes(), key=lambda r: r.name.endswith(":end"))  # ending a session last


@pytest.fixture
def no_rate_limits() -> Any:
    with override_settings(
        RULESVIZ_RATE_LIMITS=dict.fromkeys(("save", "share", "check"), (10**9, 60))
    ):
        yield


def assert_no_5xx(route: Route, w: World) -> int:
    """Every request for one route; returns how many were sent."""
    stranger = Client()
    strict = Client(enforce_csrf_checks=True)
    clients = {
        "presenter": w.presenter,
        "follower": w.follower,
        "stranger": stranger,
        "no-csrf": strict,
    }
    failures: list[str] = []
    sent = 0

    def check(
        who: str, method: str, url: str, call: Callable[..., Any], *args: Any, **kw: Any
    ) -> None:
        nonlocal sent
        sent += 1
        try:
            response = call(url, *args, **kw)
        except Exception as error:  # the test client re-raises what the view raised
            failures.append(f"{who} {method} {url[:160]} raised {error!r:.300}")
            return
        if response.status_code >= 500:
            failures.append(f"{who} {method} {url[:160]} -> {response.status_code}")

    valid, hostile = valuations(route, w)
    queries = hostile_queries(w)
    forms = junk_forms(w)
    for values in valid:
        path = route.fill(values)
        for q in queries:
            url = f"{path}?{q}" if q else path
            for who in ("presenter", "follower", "stranger"):
                check(who, "GET", url, clients[who].get)
            check("presenter", "HEAD", url, w.presenter.head)
        for who, c in clients.items():
            for form in forms:
                check(who, "POST", path, c.post, form)
            for ctype, body in RAW_BODIES:
                check(who, f"POST {ctype}", path, c.post, body, content_type=ctype)
        for method in ("put", "delete", "options", "patch"):
            check("presenter", method.upper(), path, getattr(w.presenter, method))
    for values in hostile:
        path = route.fill(values)
        for who, c in clients.items():
            check(who, "GET", path, c.get)
            check(who, "POST", path, c.post, forms[1])
    assert not failures, f"{len(failures)} of {sent} requests failed:\n" + "\n".join(failures[:40])
    return sent


@pytest.mark.parametrize("route", ROUTES, ids=[r.name or r.route for r in ROUTES])
def test_no_request_to_a_route_is_a_500(
    route: Route, world: World, no_rate_limits: None, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.CRITICAL, logger="django.request")  # 4xx warnings by the hundred
    caplog.set_level(logging.CRITICAL, logger="rulesviz.live")
    assert assert_no_5xx(route, world) > 0


def test_every_route_is_fuzzed() -> None:
    """The list comes from the resolver: a new route is fuzzed without editing this file,
    and one the fillers cannot fill (a new parameter name) fails here first."""
    known = {"scenario_id", "code", "quiz_id", "short", "chapter", "n", "slug"}
    names = {name for r in ROUTES for _, name in r.params}
    assert names <= known, f"teach valid_values() about {names - known}"
    assert {"player", "live:move", "editor:save", "set_language"} <= {r.name for r in ROUTES}


def test_an_ended_session_is_fuzzed_too(db: None) -> None:
    """Once the presenter ends it, its code still answers (410, results) without a 500."""
    w = make_world()
    assert w.presenter.post(reverse("live:end", args=[w.code])).status_code == 302
    for route in ROUTES:
        if route.name.startswith("live:") and route.params:
            for values in valuations(route, w)[0]:
                path = route.fill(values)
                for c in (w.presenter, w.follower, Client()):
                    assert c.get(path).status_code < 500, path
                    assert c.post(path, {"step": "0", "option": "x"}).status_code < 500, path
