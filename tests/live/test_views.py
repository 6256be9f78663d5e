"""Live sessions over HTTP: starting, the presenter's control right, moves, quizzes, expiry."""

from __future__ import annotations

import html
import logging
import re
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from rulesviz import library
from rulesviz.live.consumers import control_cookie
from rulesviz.live.models import CODE_ALPHABET, CODE_LENGTH, LiveSession, Quiz, hash_secret
from rulesviz.present import player_url

from .conftest import Started, start_session

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


def text(response) -> str:  # type: ignore[no-untyped-def]
    return html.unescape(response.content.decode())


def test_the_player_links_to_starting_a_live_session_at_its_step(client: Client) -> None:
    sc = library.library()[0]
    page = text(client.get(player_url(sc.id, step=1)))
    (href,) = re.findall(r'href="(/live/start/\?to=[^"]+)"', page)
    confirm = client.get(href)
    assert confirm.status_code == 200
    assert f'value="{player_url(sc.id, step=1)}"' in text(confirm)


def test_starting_gives_a_code_a_join_url_a_qr_code_and_the_control_page(
    client: Client,
) -> None:
    sc = library.library()[0]
    started = start_session(client, sc.id, 1)
    session = started.session
    assert len(session.code) == CODE_LENGTH and set(session.code) <= set(CODE_ALPHABET)
    assert (session.scenario_id, session.variant, session.answers, session.step) == (
        sc.id,
        "",
        None,
        1,
    )
    # The secret is the presenter's alone: only its hash is stored, and the code is unrelated.
    assert session.secret_hash == hash_secret(started.secret)
    assert started.secret not in session.secret_hash and session.code not in started.secret
    cookie = client.cookies[control_cookie(session.code)]
    assert cookie["httponly"] and cookie["samesite"] == "Lax"

    page = text(client.get(started.url("control/")))
    assert session.code in page
    assert f"http://testserver/live/{session.code}/" in page
    assert "<svg" in page  # the QR code, drawn on the server
    assert 'id="player"' in page and 'data-step="1"' in page
    qr = client.get(started.url("qr.svg"))
    assert qr.status_code == 200 and qr["Content-Type"] == "image/svg+xml"


def test_starting_from_a_step_the_player_cannot_show_is_a_404(client: Client) -> None:
    sc = library.library()[0]
    for to in ["/s/no-such/", player_url(sc.id, step=9999), "https://evil.example/s/x/", "/"]:
        assert client.post("/live/start/", {"to": to}).status_code == 404


def test_without_the_secret_nobody_controls_and_the_refusal_is_logged_without_it(
    started: Started, caplog: pytest.LogCaptureFixture
) -> None:
    follower = Client()
    assert follower.get(started.url("")).status_code == 200
    with caplog.at_level(logging.WARNING, logger="rulesviz.live"):
        assert follower.get(started.url("control/")).status_code == 403
        assert follower.post(started.url("move/"), {"step": "0"}).status_code == 403
        assert follower.post(started.url("quiz/"), {"kind": "decision"}).status_code == 403
        assert follower.post(started.url("end/")).status_code == 403
        forged = Client()
        forged.cookies[control_cookie(started.code)] = "guessed-" + started.code
        assert forged.post(started.url("move/"), {"step": "0"}).status_code == 403
    started.session.refresh_from_db()
    assert started.session.step != 0 and started.session.version == 1
    assert "refused a move" in caplog.text
    assert started.secret not in caplog.text


def test_moves_need_the_csrf_token(started: Started) -> None:
    strict = Client(enforce_csrf_checks=True)
    strict.cookies[control_cookie(started.code)] = started.secret
    assert strict.post(started.url("move/"), {"step": "0"}).status_code == 403


def test_the_presenter_moves_by_step_or_by_a_player_link(started: Started) -> None:
    client, session = started.presenter, started.session
    response = client.post(started.url("move/"), {"step": "0"}, **HX)
    assert response.status_code == 200
    assert (
        'id="player"' in response.content.decode() and 'data-step="0"' in response.content.decode()
    )
    assert '"live:moved"' in response["HX-Trigger"]
    session.refresh_from_db()
    assert (session.step, session.version) == (0, 2)

    # A decision option of the player is a link to a branch: the session takes it.
    timeline = library.replay(library.get_scenario(session.scenario_id), None, None)  # type: ignore[arg-type]
    decision_step = next(s for s in timeline.steps if s.decision and s.decision.chosen)
    other = next(
        o.key for o in decision_step.decision.options if o.key != decision_step.decision.chosen
    )  # type: ignore[union-attr]
    to = player_url(session.scenario_id, None, [other], decision_step.index)
    assert client.post(started.url("move/"), {"to": to}, **HX).status_code == 200
    session.refresh_from_db()
    assert (session.answers, session.step, session.version) == ([other], decision_step.index, 3)

    # Without htmx the form posts and comes back to the control page.
    response = client.post(started.url("move/"), {"step": "1"})
    assert response.status_code == 302 and response["Location"].endswith("/control/")


@pytest.mark.parametrize(
    "data",
    [
        {"step": "9999"},
        {"step": "-1"},
        {"step": "x"},
        {"to": "/s/no-such/"},
        {"to": "/"},
        {"to": "/s/%s/?c=not-an-option"},
    ],
)
def test_a_move_to_nowhere_is_refused_and_changes_nothing(
    started: Started, data: dict[str, str]
) -> None:
    if "%s" in data.get("to", ""):
        data = {"to": data["to"] % started.session.scenario_id}
    assert started.presenter.post(started.url("move/"), data, **HX).status_code == 400
    before = started.session.step
    started.session.refresh_from_db()
    assert (started.session.step, started.session.version) == (before, 1)


def test_a_move_to_another_scenario_is_refused(started: Started) -> None:
    other = next(s for s in library.library() if s.id != started.session.scenario_id)
    response = started.presenter.post(
        started.url("move/"), {"to": player_url(other.id, step=0)}, **HX
    )
    assert response.status_code == 400


def test_the_follower_page_shows_the_presenters_step_and_remembers_the_follower(
    started: Started,
) -> None:
    follower = Client()
    page = text(follower.get(started.url("")))
    assert f'data-step="{started.session.step}"' in page
    assert f'data-live-ws="/ws/live/{started.code}/"' in page
    assert started.session.followers.count() == 1
    follower.get(started.url(""))
    assert started.session.followers.count() == 1
    response = follower.post(started.url("name/"), {"name": "  Ada   L. "}, **HX)
    assert response.status_code == 200
    assert started.session.followers.get().name == "Ada L."
    # Codes are typed by hand: case and spaces do not matter.
    assert (
        Client()
        .get(f"/live/?code={started.code.lower()[:3]} {started.code.lower()[3:]}")
        .status_code
        == 302
    )


def test_state_is_the_presenters_step_rendered_like_a_pushed_one(started: Started) -> None:
    state = Client().get(started.url("state/")).json()
    assert state["t"] == "step" and state["step"] == started.session.step and state["v"] == 1
    assert 'id="player"' in state["html"]
    # A follower's state names the follower's page, not the path's answers still to come;
    # the presenter's names the player's path.
    assert state["path"] == f"/live/{started.code}/"
    timeline = library.replay(library.get_scenario(started.session.scenario_id), None, None)  # type: ignore[arg-type]
    mine = started.presenter.get(started.url("state/")).json()
    assert mine["path"] == player_url(started.session.scenario_id, None, timeline.answers)


def test_join_codes_expire_with_the_session(started: Started) -> None:
    follower = Client()
    follower.get(started.url(""))
    response = started.presenter.post(started.url("end/"))
    assert response.status_code == 302 and response["Location"].endswith("/results/")
    assert follower.get(started.url("")).status_code == 410
    assert follower.get(started.url("state/")).status_code == 404
    assert follower.get(f"/live/?code={started.code}").status_code == 200  # says: no such session
    assert started.presenter.post(started.url("move/"), {"step": "0"}).status_code == 404
    # The results stay with the session, for the presenter.
    assert started.presenter.get(started.url("results/")).status_code == 200
    # Expiry by time too.
    other = start_session(Client(), started.session.scenario_id, 0)
    LiveSession.objects.filter(pk=other.session.pk).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    assert Client().get(other.url("")).status_code == 410


def test_a_quiz_with_the_coming_decisions_options_answered_once_tallied_and_revealed(
    started: Started,
) -> None:
    presenter = started.presenter
    response = presenter.post(started.url("quiz/"), {"kind": "decision"}, **HX)
    assert response.status_code == 200, response.content
    quiz = Quiz.objects.get(session=started.session)
    assert quiz.kind == Quiz.DECISION and quiz.state == Quiz.OPEN
    options = list(quiz.options.values_list("key", flat=True))
    # Both options are legal choices: none is "correct" unless the presenter marks one.
    assert len(options) >= 2 and quiz.correct_key == ""
    assert 'id="live-tally"' in response.content.decode()
    # One open question at a time.
    assert presenter.post(started.url("quiz/"), {"kind": "decision"}, **HX).status_code == 409

    alice, bob = Client(), Client()
    alice.get(started.url("")), bob.get(started.url(""))
    page = text(alice.get(started.url("")))
    assert 'class="live-option"' in page
    answer = started.url(f"quiz/{quiz.pk}/answer/")
    assert alice.post(answer, {"option": options[0]}, **HX).status_code == 200
    assert alice.post(answer, {"option": options[1]}, **HX).status_code == 409  # once
    assert bob.post(answer, {"option": "nope"}, **HX).status_code == 400
    assert bob.post(answer, {"option": options[1]}, **HX).status_code == 200
    assert Client().post(answer, {"option": options[0]}, **HX).status_code == 400  # never joined
    assert [row["count"] for row in quiz.tally()][:2] == [1, 1]
    assert "Your answer" in text(alice.get(started.url("")))

    # Followers cannot reveal; the presenter can, choosing the answer to show.
    assert alice.post(started.url(f"quiz/{quiz.pk}/reveal/")).status_code == 403
    response = presenter.post(started.url(f"quiz/{quiz.pk}/reveal/"), {"correct": options[1]}, **HX)
    assert response.status_code == 200
    quiz.refresh_from_db()
    assert (quiz.state, quiz.correct_key) == (Quiz.REVEALED, options[1])
    assert bob.post(answer, {"option": options[0]}, **HX).status_code == 409  # closed
    results = text(presenter.get(started.url("results/")))
    assert "2 answers" in results and "is-correct" in results
    assert 'class="live-names"' not in results  # anonymous unless the presenter asks
    assert 'class="live-names"' in text(presenter.get(started.url("results/") + "?names=1"))


def test_a_quiz_with_outcomes_the_presenter_writes(started: Started) -> None:
    presenter = started.presenter
    bad = presenter.post(started.url("quiz/"), {"kind": "custom", "outcomes": "only one"}, **HX)
    assert bad.status_code == 400
    response = presenter.post(
        started.url("quiz/"),
        {
            "kind": "custom",
            "prompt": "Who dies?",
            "outcomes": "Both\n\nNeither\nBoth\n  Only the hero ",
        },
        **HX,
    )
    assert response.status_code == 200
    quiz = Quiz.objects.get(session=started.session)
    assert quiz.prompt == "Who dies?"
    assert [o.label_en for o in quiz.options.all()] == ["Both", "Neither", "Only the hero"]
    follower = Client()
    follower.get(started.url(""))
    assert (
        follower.post(started.url(f"quiz/{quiz.pk}/answer/"), {"option": "o2"}, **HX).status_code
        == 200
    )
    presenter.post(started.url(f"quiz/{quiz.pk}/reveal/"), {"correct": ""}, **HX)
    quiz.refresh_from_db()
    assert quiz.state == Quiz.REVEALED and quiz.correct_key == ""


def test_live_pages_speak_french(started: Started) -> None:
    follower = Client()
    follower.cookies["django_language"] = "fr"
    page = text(follower.get(started.url("")))
    assert "Votre nom (facultatif)" in page
    assert "Connexion…" in page
    started.presenter.cookies["django_language"] = "fr"
    control = text(started.presenter.get(started.url("control/")))
    assert "Code pour rejoindre" in control
    assert "Terminer la session" in control


def test_starting_live_sessions_is_rate_limited_per_client(client, settings) -> None:  # type: ignore[no-untyped-def]
    settings.RULESVIZ_RATE_LIMITS = {"session": (2, 60)}
    to = "/s/s000-05-guardian-angel-and-tactical-retreat/?step=2"
    statuses = [client.post("/live/start/", {"to": to}).status_code for _ in range(3)]
    assert statuses[:2] != [429, 429] and statuses[2] == 429
