"""Helpers for the live-session tests: a session started through the real views."""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from django.test import Client

from rulesviz import library
from rulesviz.live.consumers import control_cookie
from rulesviz.live.models import LiveSession
from rulesviz.present import player_url


@pytest.fixture(scope="session", autouse=True)
def _allow_django_under_playwright_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """As tests/e2e/conftest.py (P3), and only in a run that has browser tests: the
    unit run, where these files are collected but deselected, keeps Django's guard."""
    if not any(item.get_closest_marker("e2e") for item in request.session.items):
        yield
        return
    old = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if old is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = old


def scenario_with_a_decision() -> tuple[str, int]:
    """A library scenario whose main line asks a decision, and the step just before it."""
    for sc in library.library():
        timeline = library.replay(sc, None, None)
        for s in timeline.steps[1:]:
            if s.decision is not None and s.decision.chosen is not None and s.decision.matters:
                return sc.id, s.index - 1
    raise AssertionError("the library has no scenario with a decision")


@dataclass
class Started:
    presenter: Client
    session: LiveSession
    secret: str

    @property
    def code(self) -> str:
        return self.session.code

    def url(self, name: str) -> str:
        return f"/live/{self.code}/{name}"


def start_session(client: Client, scenario_id: str, step: int) -> Started:
    response = client.post("/live/start/", {"to": player_url(scenario_id, step=step)})
    assert response.status_code == 302, response.content
    code = response["Location"].split("/")[2]
    session = LiveSession.objects.get(code=code)
    secret = client.cookies[control_cookie(code)].value
    return Started(client, session, secret)


@pytest.fixture
def started(db: None) -> Started:
    scenario_id, step = scenario_with_a_decision()
    return start_session(Client(), scenario_id, step)
