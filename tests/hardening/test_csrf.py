"""CSRF on every POST (#10): each route that accepts a POST refuses one without a valid
token with a 403 when checks are enforced (as browsers get them), even from the presenter,
and changes nothing. Which routes accept POST is found by asking them, not listed here."""

from __future__ import annotations

import pytest
from django.test import Client

from rulesviz.live.models import LiveSession, Quiz
from rulesviz.present import player_url

from .conftest import World
from .routes import Route, routes
from .test_no_500 import valuations

pytestmark = pytest.mark.django_db

ROUTES = routes()


def form_for(route: Route, w: World) -> dict[str, str]:
    """A POST each view would act on if the token were there."""
    return {
        "to": player_url(w.scenario_id, step=0),
        "step": "0",
        "kind": "custom",
        "prompt": "p",
        "outcomes": "yes\nno",
        "option": w.quiz.options.first().key,  # type: ignore[union-attr]
        "correct": "",
        "name": "n",
        "text": "id: x\n",
        "question": "q",
        "answer": "a",
        "language": "fr",
        "next": "/",
    }


def strict_as(source: Client) -> Client:
    """A client that enforces CSRF like a browser's requests are, with `source`'s cookies
    (the presenter's control secret, a follower's key) but no token."""
    strict = Client(enforce_csrf_checks=True)
    for morsel in source.cookies.values():
        strict.cookies[morsel.key] = morsel.value
    return strict


def accepts_post(route: Route, w: World) -> bool:
    path = route.fill(valuations(route, w)[0][0])
    return Client().post(path, form_for(route, w)).status_code != 405


def test_no_view_is_csrf_exempt() -> None:
    exempt = [r.name for r in ROUTES if getattr(r.view, "csrf_exempt", False)]
    assert exempt == []


def test_the_posting_routes_are_the_expected_ones(world: World) -> None:
    posting = {r.name for r in ROUTES if accepts_post(r, world)}
    # A floor, not a list: a new POST route is covered by the test below without edits.
    assert {
        "live:start",
        "live:move",
        "live:name",
        "live:quiz_open",
        "live:quiz_answer",
        "live:quiz_reveal",
        "live:end",
        "editor:check",
        "editor:save",
        "editor:upload",
        "editor:share",
        "set_language",
    } <= posting


def test_every_post_without_a_token_is_refused(world: World) -> None:
    w = world
    before = LiveSession.objects.get(pk=w.session.pk)
    quizzes = Quiz.objects.count()
    checked = []
    for route in ROUTES:
        if not accepts_post(route, w):
            continue
        path = route.fill(valuations(route, w)[0][0])
        for source in (w.presenter, w.follower, Client()):
            strict = strict_as(source)
            response = strict.post(path, form_for(route, w))
            assert response.status_code == 403, (path, response.status_code)
            # A token that is not the cookie's is as good as none.
            strict.cookies["csrftoken"] = "a" * 32
            response = strict.post(path, form_for(route, w), headers={"X-CSRFToken": "b" * 32})
            assert response.status_code == 403, (path, response.status_code)
        checked.append(route.name)
    assert len(checked) >= 12
    after = LiveSession.objects.get(pk=w.session.pk)
    assert (after.version, after.step, after.expires_at) == (
        before.version,
        before.step,
        before.expires_at,
    )
    assert Quiz.objects.count() == quizzes


def test_the_same_post_with_the_token_is_accepted(world: World) -> None:
    """The refusal above is CSRF's, not something else's: with the page's token it works."""
    strict = strict_as(world.presenter)
    page = strict.get(f"/live/{world.code}/control/")
    assert page.status_code == 200
    token = strict.cookies["csrftoken"].value
    response = strict.post(
        f"/live/{world.code}/move/", {"step": "0"}, headers={"X-CSRFToken": token}
    )
    assert response.status_code == 302
    assert LiveSession.objects.get(pk=world.session.pk).step == 0
