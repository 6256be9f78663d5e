"""The live socket, with Channels' WebsocketCommunicator against the real ASGI application
(origin check, cookies, routing) and the in-memory channel layer (D14)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.db.models import F
from django.test import Client
from django.utils import timezone

from rulesviz.asgi import application
from rulesviz.live import hub as live_hub
from rulesviz.live.broadcast import unframe
from rulesviz.live.consumers import CLOSE_NO_SESSION, CLOSE_REFUSED, control_cookie
from rulesviz.live.models import LiveSession, Quiz

from .conftest import Started, scenario_with_a_decision, start_session

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

ORIGIN = (b"origin", b"http://testserver")
HX = {"HTTP_HX_REQUEST": "true"}


async def start() -> Started:
    scenario_id, step = scenario_with_a_decision()
    return await sync_to_async(start_session)(Client(), scenario_id, step)


def socket(
    code: str,
    *,
    lang: str = "en",
    secret: str | None = None,
    origin: tuple[bytes, bytes] | None = ORIGIN,
) -> WebsocketCommunicator:
    headers = [origin] if origin else []
    if secret is not None:
        headers.append((b"cookie", f"{control_cookie(code)}={secret}".encode()))
    return WebsocketCommunicator(application, f"/ws/live/{code}/?lang={lang}", headers=headers)


async def connect(communicator: WebsocketCommunicator) -> dict[str, Any]:
    connected, _ = await communicator.connect(timeout=5)
    assert connected
    hello: dict[str, Any] = await communicator.receive_json_from(timeout=5)
    assert hello["t"] == "hello"
    return hello


async def pushed(communicator: WebsocketCommunicator) -> dict[str, Any]:
    """A message the views sent: a binary frame, encoded once for everyone (broadcast.frame)."""
    data = await communicator.receive_from(timeout=5)
    assert isinstance(data, bytes)
    return unframe(data)


async def test_a_follower_joins_and_is_told_where_the_presenter_is() -> None:
    started = await start()
    follower = socket(started.code)
    hello = await connect(follower)
    assert hello == {"t": "hello", "v": 1, "step": started.session.step, "role": "follower"}
    await follower.disconnect()


async def test_a_move_reaches_every_follower_in_their_language_rendered_once() -> None:
    started = await start()
    en, en2, fr = (
        socket(started.code),
        socket(started.code),
        socket(started.code, lang="fr"),
    )
    for s in (en, en2, fr):
        await connect(s)
    response = await sync_to_async(started.presenter.post)(
        started.url("move/"), {"step": "0"}, **HX
    )
    assert response.status_code == 200
    texts = [await s.receive_from(timeout=5) for s in (en, en2, fr)]
    assert all(isinstance(t, bytes) for t in texts)
    assert texts[0] == texts[1]  # the same bytes for everyone of a language
    message = unframe(texts[0])
    assert (message["t"], message["step"], message["v"]) == ("step", 0, 2)
    # The HTML travels deflated after the JSON head, which a reader can match alone.
    assert texts[0].startswith(b'{"t":"step","v":2,') and len(texts[0]) < len(message["html"]) / 3
    assert 'id="player"' in message["html"] and 'data-step="0"' in message["html"]
    french = unframe(texts[2])
    assert french["step"] == 0 and french["html"] != message["html"]
    assert 'lang="fr"' not in french["html"]  # a fragment, not a page
    for s in (en, en2, fr):
        assert await s.receive_nothing(timeout=0.1)
        await s.disconnect()


async def test_sessions_do_not_hear_each_other() -> None:
    a, b = await start(), await start()
    follower_b = socket(b.code)
    await connect(follower_b)
    await sync_to_async(a.presenter.post)(a.url("move/"), {"step": "0"}, **HX)
    assert await follower_b.receive_nothing(timeout=0.2)
    await follower_b.disconnect()


async def test_a_forged_move_from_a_follower_socket_is_refused_logged_and_moves_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    started = await start()
    follower = socket(started.code)
    await connect(follower)
    with caplog.at_level(logging.WARNING, logger="rulesviz.live"):
        await follower.send_json_to({"t": "move", "step": 0, "secret": "guess"})
        assert (await follower.receive_json_from(timeout=5)) == {
            "t": "refused",
            "what": "move",
        }
        await follower.send_to(text_data='{"t": "ping"}')
        assert (await follower.receive_json_from(timeout=5)) == {"t": "pong"}
    session = await LiveSession.objects.aget(pk=started.session.pk)
    assert (session.step, session.version) == (started.session.step, 1)
    assert "refused a 'move' message from a follower socket" in caplog.text
    assert started.secret not in caplog.text
    # Keep forging and the socket is closed.
    for _ in range(4):
        await follower.send_to(text_data="not json")
        await follower.receive_json_from(timeout=5)
    assert (await follower.receive_output(timeout=5))["code"] == CLOSE_REFUSED


async def test_even_the_presenters_socket_cannot_move_moves_are_http_only() -> None:
    started = await start()
    presenter = socket(started.code, secret=started.secret)
    assert (await connect(presenter))["role"] == "presenter"
    await presenter.send_json_to({"t": "step", "step": 0})
    assert (await presenter.receive_json_from(timeout=5))["t"] == "refused"
    session = await LiveSession.objects.aget(pk=started.session.pk)
    assert session.step == started.session.step
    await presenter.disconnect()


async def test_only_the_presenter_socket_gets_the_live_tally() -> None:
    started = await start()
    presenter = socket(started.code, secret=started.secret)
    forged = socket(started.code, secret="not-the-secret")
    follower_socket = socket(started.code)
    assert (await connect(presenter))["role"] == "presenter"
    assert (await connect(forged))["role"] == "follower"
    await connect(follower_socket)

    await sync_to_async(started.presenter.post)(started.url("quiz/"), {"kind": "decision"}, **HX)
    for s in (presenter, forged, follower_socket):
        quiz_message = await pushed(s)
        assert quiz_message["t"] == "quiz" and 'class="live-option"' in quiz_message["html"]
        assert quiz_message["v"] == 2  # asking is a change followers see: the next version

    quiz = await Quiz.objects.aget(session_id=started.session.pk)
    key = (await quiz.options.afirst()).key  # type: ignore[union-attr]
    follower = Client()
    await sync_to_async(follower.get)(started.url(""))
    presenter_news = await pushed(presenter)
    assert presenter_news == {"t": "followers", "n": 1, "v": 2}
    response = await sync_to_async(follower.post)(
        started.url(f"quiz/{quiz.pk}/answer/"), {"option": key}, **HX
    )
    assert response.status_code == 200
    tally = await pushed(presenter)
    assert tally["t"] == "tally" and "1 answer" in tally["html"] and tally["v"] == 2
    assert await forged.receive_nothing(timeout=0.1)
    assert await follower_socket.receive_nothing(timeout=0.1)
    for s in (presenter, forged, follower_socket):
        await s.disconnect()


async def test_sockets_from_other_origins_are_refused() -> None:
    started = await start()
    for origin in [(b"origin", b"http://evil.example"), None]:
        communicator = socket(started.code, origin=origin)
        connected, _ = await communicator.connect(timeout=5)
        assert not connected
        await communicator.disconnect()


async def test_an_unknown_or_ended_code_closes_the_socket() -> None:
    started = await start()
    await sync_to_async(started.presenter.post)(started.url("end/"))
    for code in [started.code, "NOSUCH"]:
        communicator = socket(code)
        connected, _ = await communicator.connect(timeout=5)
        assert connected
        assert (await communicator.receive_output(timeout=5))["code"] == CLOSE_NO_SESSION


async def test_the_end_is_pushed_and_the_hub_lets_go_of_its_groups() -> None:
    started = await start()
    a, b = socket(started.code), socket(started.code, secret=started.secret)
    await connect(a)
    await connect(b)
    hub = live_hub.hub()
    assert len(hub.members) == 2 and len(hub.tasks) == 2
    await sync_to_async(started.presenter.post)(started.url("end/"))
    assert (await pushed(a)) == {"t": "end", "v": 2}
    await a.disconnect()
    await b.disconnect()
    assert hub.members == {} and hub.tasks == []


async def test_a_version_the_layer_never_brought_is_logged_and_ticked_to_the_sockets(
    settings: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Nothing lost in silence (#21): the hub checks its sessions against the database."""
    settings.LIVE_TICK_SECONDS = 0.2
    started = await start()
    follower = socket(started.code)
    await connect(follower)
    # Saved with no message sent, as if the channel layer had lost the move.
    await LiveSession.objects.filter(pk=started.session.pk).aupdate(version=F("version") + 1)
    with caplog.at_level(logging.ERROR, logger="rulesviz.live"):
        tick = await pushed(follower)
    assert tick == {"t": "tick", "v": 2, "spread": 1.0}
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert any("did not bring v2" in e and "its 1 sockets" in e for e in errors), errors
    # Told once: the next ticks are quiet while nothing else is missing.
    assert await follower.receive_nothing(timeout=0.5)
    # A session ended without its "end" arriving ends on the pages all the same.
    await LiveSession.objects.filter(pk=started.session.pk).aupdate(expires_at=timezone.now())
    assert (await pushed(follower)) == {"t": "end"}
    await follower.disconnect()


async def test_ticks_are_quiet_while_every_version_arrives(settings: Any) -> None:
    settings.LIVE_TICK_SECONDS = 0.1
    started = await start()
    follower = socket(started.code)
    await connect(follower)
    await sync_to_async(started.presenter.post)(started.url("move/"), {"step": "0"}, **HX)
    assert (await pushed(follower))["v"] == 2
    assert await follower.receive_nothing(timeout=0.5)
    await follower.disconnect()
