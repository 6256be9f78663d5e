"""The presenter's control secret is never leaked (#10): not in the follower's, join, state,
QR or results pages (nor the presenter's own control page: it lives only in an HttpOnly
cookie), not in any header but the presenter's own Set-Cookie, not in any websocket message,
and not in the server's logs, which are captured at DEBUG for the whole session, including
refused attempts. Its stored hash is never shown either."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

from rulesviz.asgi import application
from rulesviz.live.consumers import control_cookie
from rulesviz.live.models import LiveSession

from .conftest import World, make_world

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

ORIGIN = (b"origin", b"http://testserver")
HX = {"HTTP_HX_REQUEST": "true"}


class Everything(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info:
            text += logging.Formatter().formatException(record.exc_info)
        self.lines.append(f"{record.name}: {text}")


def leaks(secret: str, secret_hash: str, text: str | bytes) -> list[str]:
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return [s for s in (secret, secret_hash) if s in text]


def socket(code: str, cookie: str | None = None) -> WebsocketCommunicator:
    headers = [ORIGIN]
    if cookie:
        headers.append((b"cookie", cookie.encode()))
    return WebsocketCommunicator(application, f"/ws/live/{code}/", headers=headers)


async def drain(communicator: WebsocketCommunicator, into: list[Any]) -> None:
    while not await communicator.receive_nothing(timeout=0.1):
        into.append(await communicator.receive_output(timeout=1))


async def test_the_control_secret_never_leaks() -> None:
    root = logging.getLogger()
    handler = Everything()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        await run_a_session(handler)
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)


async def run_a_session(handler: Everything) -> None:
    w: World = await sync_to_async(make_world)()
    secret = w.secret
    secret_hash = (await LiveSession.objects.aget(pk=w.session.pk)).secret_hash
    assert secret and secret_hash
    found: list[str] = []

    def look(where: str, text: str | bytes) -> None:
        found.extend(f"{where}: {s[:6]}…" for s in leaks(secret, secret_hash, text))

    # Sockets: a follower, a second follower holding a wrong secret, and the presenter.
    follower = socket(w.code)
    forger = socket(w.code, f"{control_cookie(w.code)}={secret[:-2]}xx")
    presenter = socket(w.code, f"{control_cookie(w.code)}={secret}")
    for s in (follower, forger, presenter):
        connected, _ = await s.connect(timeout=5)
        assert connected
    to_followers: list[Any] = []
    to_presenter: list[Any] = []

    def as_presenter(method: str, path: str, data: dict[str, str] | None = None) -> Any:
        return getattr(w.presenter, method)(path, data or {}, **HX)

    def as_follower(client: Client, method: str, path: str, data: dict[str, str]) -> Any:
        return getattr(client, method)(path, data, **HX)

    # Everything a session does, as the presenter and as followers (pages and fragments).
    steps: list[tuple[str, Any]] = [
        ("control", lambda: as_presenter("get", f"/live/{w.code}/control/")),
        ("move", lambda: as_presenter("post", f"/live/{w.code}/move/", {"step": "0"})),
        ("move to", lambda: as_presenter("post", f"/live/{w.code}/move/", {"step": "1"})),
        (
            "answer",
            lambda: as_follower(
                w.follower,
                "post",
                f"/live/{w.code}/quiz/{w.quiz.pk}/answer/",
                {"option": w.quiz.options.first().key},  # type: ignore[union-attr]
            ),
        ),
        ("name", lambda: as_follower(w.follower, "post", f"/live/{w.code}/name/", {"name": "n"})),
        ("reveal", lambda: as_presenter("post", f"/live/{w.code}/quiz/{w.quiz.pk}/reveal/")),
        (
            "custom quiz",
            lambda: as_presenter(
                "post", f"/live/{w.code}/quiz/", {"kind": "custom", "outcomes": "a\nb"}
            ),
        ),
        ("join", lambda: Client().get("/live/", {"code": w.code})),
        ("join page", lambda: Client().get("/live/")),
        ("follow", lambda: w.follower.get(f"/live/{w.code}/")),
        ("new follower", lambda: Client().get(f"/live/{w.code}/")),
        ("state", lambda: w.follower.get(f"/live/{w.code}/state/")),
        ("qr", lambda: w.follower.get(f"/live/{w.code}/qr.svg")),
        ("stranger control", lambda: Client().get(f"/live/{w.code}/control/")),
        ("follower move", lambda: w.follower.post(f"/live/{w.code}/move/", {"step": "0"})),
        ("follower results", lambda: w.follower.get(f"/live/{w.code}/results/")),
        ("results", lambda: as_presenter("get", f"/live/{w.code}/results/")),
        ("end", lambda: as_presenter("post", f"/live/{w.code}/end/")),
        ("ended follow", lambda: w.follower.get(f"/live/{w.code}/")),
        ("ended results", lambda: as_presenter("get", f"/live/{w.code}/results/")),
    ]
    for where, call in steps:
        response = await sync_to_async(call)()
        assert response.status_code < 500, where
        look(f"{where} page", response.content)
        for header, value in response.items():
            look(f"{where} header {header}", value)
        for morsel in response.cookies.values():
            look(f"{where} cookie {morsel.key}", morsel.OutputString())
        await drain(follower, to_followers)
        await drain(forger, to_followers)
        await drain(presenter, to_presenter)
        if where == "move":
            # A socket trying to pass the secret as a message is refused; its reply and its
            # log line must not echo it back.
            await forger.send_to(text_data=json.dumps({"t": "move", "secret": secret}))
            await forger.send_to(text_data=secret)
            await drain(forger, to_followers)

    assert len(to_followers) >= 5  # hellos, moves, quizzes, the end: the check saw traffic
    for message in to_followers + to_presenter:
        look("websocket", message.get("text") or message.get("bytes") or "")
    for line in handler.lines:
        look("log", line)
    assert any("refused" in line for line in handler.lines)  # the logs were captured
    for s in (follower, forger, presenter):
        await s.disconnect()
    assert found == []
