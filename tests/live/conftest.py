"""Helpers for the live-session tests: a session started through the real views."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.test import Client

from rulesviz import library
from rulesviz.live.consumers import control_cookie
from rulesviz.live.models import LiveSession
from rulesviz.present import player_url

# The browser tests step a few times past the decision: the path must go on that long. The
# seed case S000-04 (who orders two replacements) is the one they were written with.
STEPS_AFTER = 6
PREFERRED = "s000-04-who-orders-the-replacements"


def scenario_with_a_decision() -> tuple[str, int]:
    """A library scenario whose main line asks a decision and goes on for `STEPS_AFTER` steps
    after it (S000-04 when the library has it), and the step just before the decision."""
    scenarios = library.library()
    for sc in sorted(scenarios, key=lambda sc: sc.id != PREFERRED):
        timeline = library.replay(sc, None, None)
        for s in timeline.steps[1:]:
            asked = s.decision is not None and s.decision.chosen is not None and s.decision.matters
            if asked and len(timeline.steps) - 1 - s.index >= STEPS_AFTER:
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
