"""Objects every hardening test can aim at: a live session with an open quiz (and its
presenter and a follower), a saved scenario and a ruling link, all made through the real
views, so the ids are the ones a user would see."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.test import Client

from rulesviz.editor import store
from rulesviz.editor.models import Ruling
from rulesviz.live.consumers import control_cookie
from rulesviz.live.models import LiveSession, Quiz
from rulesviz.present import player_url
from tests.editor.helpers import VALID
from tests.live.conftest import scenario_with_a_decision


@dataclass
class World:
    scenario_id: str
    step: int
    presenter: Client  # holds the control cookie, and a follower cookie once it follows
    follower: Client  # joined the session (has its follower cookie)
    session: LiveSession
    secret: str
    quiz: Quiz
    saved_short: str
    ruling_short: str

    @property
    def code(self) -> str:
        return self.session.code


def make_world() -> World:
    scenario_id, step = scenario_with_a_decision()
    presenter = Client()
    response = presenter.post("/live/start/", {"to": player_url(scenario_id, step=step)})
    assert response.status_code == 302, response.content
    code = response["Location"].split("/")[2]
    secret = presenter.cookies[control_cookie(code)].value
    response = presenter.post(f"/live/{code}/quiz/", {"kind": "decision"})
    assert response.status_code in (200, 302), response.content
    follower = Client()
    assert follower.get(f"/live/{code}/").status_code == 200
    saved, _ = store.save(VALID)
    response = Client().post("/r/new/", {"to": player_url(scenario_id, step=step)})
    assert response.status_code == 302, response.content
    ruling = Ruling.objects.get(short=response["Location"].split("/")[2])
    session = LiveSession.objects.get(code=code)
    return World(
        scenario_id,
        step,
        presenter,
        follower,
        session,
        secret,
        session.quizzes.get(),
        saved.short,
        ruling.short,
    )


@pytest.fixture
def world(db: None) -> World:
    return make_world()
