"""Websocket fuzz (#10): malformed, forged, huge and binary frames sent to the live consumer,
by a follower and by the presenter's own socket. The consumer answers each with a refusal
(never a crash), closes a socket after repeated refusals, and the session does not move;
other sockets keep working. Hostile handshakes (codes, queries, origins, cookies) never
crash either."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from channels.testing import WebsocketCommunicator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesviz.asgi import application
from rulesviz.live.consumers import CLOSE_REFUSED, MAX_REFUSALS, control_cookie
from rulesviz.live.models import LiveSession

from .conftest import World, make_world

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]

ORIGIN = (b"origin", b"http://testserver")

FORGED: list[dict[str, Any]] = [
    {"text_data": "not json"},
    {"text_data": ""},
    {"text_data": "null"},
    {"text_data": "[1, 2, 3]"},
    {"text_data": '"move"'},
    {"text_data": "{"},
    {"text_data": '{"t": null}'},
    {"text_data": '{"t": ["ping"]}'},
    {"text_data": '{"t": {"t": "ping"}}'},
    {"text_data": json.dumps({"t": "move", "step": 0})},
    {"text_data": json.dumps({"t": "move", "to": "/s/x/?step=0", "v": 10**30})},
    {"text_data": json.dumps({"t": "quiz", "kind": "custom", "outcomes": "a\nb"})},
    {"text_data": json.dumps({"t": "end"})},
    {"text_data": json.dumps({"t": "step", "v": 99, "step": 0, "html": "<script>x</script>"})},
    {"text_data": json.dumps({"t": "x" * 100_000})},
    {"text_data": '{"t": "' + "\\ud800" + '"}'},  # a lone surrogate
    {"text_data": "[" * 50_000 + "]" * 50_000},  # deeper than json's recursion limit
    {"text_data": "é€💥\x00" * 50_000},
    {"text_data": "x" * (2 * 1024 * 1024)},  # 2 MiB
    {"bytes_data": b""},
    {"bytes_data": b'{"t": "ping"}'},
    {"bytes_data": bytes(range(256)) * 4096},  # 1 MiB of binary
]


def socket(code: str, *, secret: str | None = None, path: str = "") -> WebsocketCommunicator:
    headers = [ORIGIN]
    if secret is not None:
        headers.append((b"cookie", f"{control_cookie(code)}={secret}".encode()))
    return WebsocketCommunicator(application, path or f"/ws/live/{code}/", headers=headers)


async def connect(communicator: WebsocketCommunicator) -> dict[str, Any]:
    connected, _ = await communicator.connect(timeout=5)
    assert connected
    hello: dict[str, Any] = await communicator.receive_json_from(timeout=5)
    assert hello["t"] == "hello"
    return hello


async def where(w: World) -> tuple[int, int, list[str] | None, str]:
    s = await LiveSession.objects.aget(pk=w.session.pk)
    return s.version, s.step, s.answers, s.variant


async def send(s: WebsocketCommunicator, frame: dict[str, Any]) -> None:
    """One frame as the server receives it (also empty ones, which `send_to` will not send)."""
    if "text_data" in frame:
        await s.send_input({"type": "websocket.receive", "text": frame["text_data"]})
    else:
        await s.send_input({"type": "websocket.receive", "bytes": frame["bytes_data"]})


async def send_and_expect_refusal(s: WebsocketCommunicator, frame: dict[str, Any]) -> None:
    await send(s, frame)
    reply = json.loads(await s.receive_from(timeout=5))
    assert reply["t"] == "refused", (frame, reply)
    assert len(reply["what"]) <= 40


@pytest.fixture
def w(caplog: pytest.LogCaptureFixture, transactional_db: None) -> World:
    caplog.set_level(logging.ERROR, logger="rulesviz.live")  # the refusals, by the dozen
    return make_world()


@pytest.mark.parametrize("as_presenter", [False, True], ids=["follower", "presenter"])
async def test_forged_frames_are_refused_and_move_nothing(w: World, as_presenter: bool) -> None:
    before = await where(w)
    bystander = socket(w.code)
    await connect(bystander)
    s: WebsocketCommunicator | None = None
    for refused, frame in enumerate(FORGED, 1):
        if s is None:
            s = socket(w.code, secret=w.secret if as_presenter else None)
            hello = await connect(s)
            assert hello["role"] == ("presenter" if as_presenter else "follower")
        await send_and_expect_refusal(s, frame)
        if refused % MAX_REFUSALS == 0:
            # Too many refusals: the server closes this socket (it did not crash).
            assert await s.receive_output(timeout=5) == {
                "type": "websocket.close",
                "code": CLOSE_REFUSED,
            }
            await s.disconnect()
            s = None
    if s is not None:
        await s.send_to(text_data='{"t": "ping"}')  # still alive and answering
        assert json.loads(await s.receive_from(timeout=5)) == {"t": "pong"}
        await s.disconnect()
    assert await where(w) == before
    # Other sockets of the session heard none of it and still work.
    assert await bystander.receive_nothing(timeout=0.2)
    await bystander.send_to(text_data='{"t": "ping"}')
    assert json.loads(await bystander.receive_from(timeout=5)) == {"t": "pong"}
    await bystander.disconnect()


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    frame=st.one_of(
        st.builds(lambda t: {"text_data": t}, st.text(max_size=300)),
        st.builds(
            lambda d: {"text_data": json.dumps(d)},
            st.dictionaries(
                st.sampled_from(["t", "v", "step", "to", "secret", "code", "html"]),
                st.recursive(
                    st.none() | st.booleans() | st.integers() | st.text(max_size=40),
                    lambda inner: (
                        st.lists(inner, max_size=3)
                        | st.dictionaries(st.text(max_size=5), inner, max_size=3)
                    ),
                    max_leaves=10,
                ),
                max_size=5,
            ),
        ),
        st.builds(lambda b: {"bytes_data": b}, st.binary(max_size=300)),
    )
)
async def test_generated_frames_never_crash_the_consumer(w: World, frame: dict[str, Any]) -> None:
    before = await where(w)
    s = socket(w.code)
    await connect(s)
    await send(s, frame)
    reply = json.loads(await s.receive_from(timeout=5))
    is_ping = False
    if "text_data" in frame:
        try:
            message = json.loads(frame["text_data"])
        except ValueError:
            message = None
        is_ping = isinstance(message, dict) and message.get("t") == "ping"
    assert reply["t"] == ("pong" if is_ping else "refused")
    await s.disconnect()
    assert await where(w) == before


@pytest.mark.parametrize(
    "path",
    [
        "/ws/live/NOPE99/",
        "/ws/live/" + "A" * 5000 + "/",
        "/ws/live/%00/",
        "/ws/live/é€💥/",
        "/ws/live/{code}/?lang=xx&lang=%00&lang=" + "f" * 3000,
        "/ws/live/{code}/?%zz=%zz&&&",
        "/ws/live/{code}/extra/",
        "/ws/live/",
        "/ws/nothing/",
    ],
)
async def test_hostile_handshakes_are_refused_or_served_never_crash(w: World, path: str) -> None:
    s = socket(w.code, path=path.format(code=w.code))
    try:
        connected, _ = await s.connect(timeout=1)
    except ValueError:
        # Channels' URLRouter raises "No route found" for a path with no route; daphne
        # answers that handshake with a 403/close. Nothing of ours ran.
        assert not path.startswith("/ws/live/{code}/?")
        return
    if connected:
        first = await s.receive_output(timeout=5)
        assert first["type"] in ("websocket.send", "websocket.close"), first
        if first["type"] == "websocket.send":
            assert json.loads(first["text"])["t"] == "hello"
        await s.disconnect()


async def test_hostile_cookies_give_a_follower_socket(w: World) -> None:
    for cookie in [
        b"",
        b"=;=;;",
        f"{control_cookie(w.code)}=".encode(),
        f"{control_cookie(w.code)}={'x' * 8000}".encode(),
        f"{control_cookie(w.code)}=\x00\xff".encode("latin-1"),
        f"{control_cookie(w.code)}={w.secret}{w.secret}".encode(),
    ]:
        s = WebsocketCommunicator(
            application, f"/ws/live/{w.code}/", headers=[ORIGIN, (b"cookie", cookie)]
        )
        hello = await connect(s)
        assert hello["role"] == "follower", cookie
        await s.disconnect()
