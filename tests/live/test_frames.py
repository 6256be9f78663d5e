"""The hub writes one ready websocket frame to every socket of a uvicorn process (#21,
rulesviz/live/server.py): frames a real websocket client reads, on connections that
negotiated permessage-deflate as browsers do, beside the messages still sent through ASGI;
and a socket that stops reading is skipped, then told where the session is."""

from __future__ import annotations

import asyncio
import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.frames import Frame, Opcode
from websockets.streams import StreamReader

from rulesviz.live import hub as live_hub
from rulesviz.live.broadcast import unframe
from rulesviz.live.frames import frame_of
from rulesviz.present import player_url

from .conftest import scenario_with_a_decision
from .followers import Followers, run
from .servers import asgi_servers, migrate
from .test_two_processes import Browser, receive


@pytest.mark.parametrize("size", [0, 125, 126, 65535, 65536, 200_000])
def test_a_frame_is_what_rfc_6455_reads_as_one_final_binary_message(size: int) -> None:
    data = bytes(i % 251 for i in range(size))
    reader = StreamReader()
    reader.feed_data(frame_of(data))
    parser = Frame.parse(reader.read_exact, mask=False)
    with pytest.raises(StopIteration) as parsed:
        next(parser)
    frame: Frame = parsed.value.value
    assert (frame.opcode, frame.fin, frame.rsv1, bytes(frame.data)) == (
        Opcode.BINARY,
        True,
        False,
        data,
    )


@pytest.fixture(scope="module")
def uvicorn_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One uvicorn process with rulesviz's websocket protocol (as servers.py starts it)."""
    db = Path(tmp_path_factory.mktemp("frames")) / "live.sqlite3"
    migrate(db)
    with asgi_servers(1, db, None, server="uvicorn", extra_env={"RULESVIZ_DEBUG": "0"}) as urls:
        yield urls[0]


def start(base: str) -> tuple[Browser, str]:
    presenter = Browser(base)
    scenario_id, step = scenario_with_a_decision()
    to = player_url(scenario_id, step=step)
    presenter.get("/live/start/?" + urllib.parse.urlencode({"to": to}))
    _status, control_url = presenter.post("/live/start/", {"to": to}, htmx=False)
    code = re.search(r"/live/([A-Z0-9]+)/control/$", control_url).group(1)  # type: ignore[union-attr]
    return presenter, code


def test_a_deflating_client_reads_the_hubs_frames_beside_compressed_asgi_messages(
    uvicorn_server: str,
) -> None:
    presenter, code = start(uvicorn_server)
    follower = Browser(uvicorn_server)
    # websockets' client offers permessage-deflate, as a browser does, and checks every
    # frame's bits: an uncompressed frame is legal there message by message (RFC 7692).
    with follower.socket(code) as ws:
        assert "permessage-deflate" in (ws.response.headers.get("Sec-WebSocket-Extensions") or "")
        assert receive(ws)["t"] == "hello"  # through ASGI: compressed by the socket
        for step in (0, 1, 0):
            status, _ = presenter.post(f"/live/{code}/move/", {"step": str(step)})
            assert status == 200
            message = receive(ws, "step")
            assert message["step"] == step and f'data-step="{step}"' in message["html"]
        ws.send('{"t":"ping"}')
        assert receive(ws, "pong") == {"t": "pong"}  # and ASGI still works after the frames


def test_the_frames_go_uncompressed_and_the_rest_compressed(uvicorn_server: str) -> None:
    presenter, code = start(uvicorn_server)
    url = uvicorn_server.replace("http://", "ws://") + f"/ws/live/{code}/?lang=en"

    async def follow() -> tuple[int, int]:
        followers = Followers(deflate=True)
        await followers.open([url], 3)
        await asyncio.sleep(0.3)  # the hellos, compressed
        hellos = sum(f.inflated for f in followers.sockets)
        followers.arm(2)  # the session starts at version 1; the move is version 2
        status, _ = await asyncio.to_thread(presenter.post, f"/live/{code}/move/", {"step": "1"})
        assert status == 200
        await asyncio.wait_for(followers.done.wait(), 10)
        steps = sum(f.inflated for f in followers.sockets) - hellos
        await followers.close()
        return hellos, steps

    hellos, steps = run(follow())
    assert (hellos, steps) == (3, 0)


class Writer:
    """A socket's far end as the hub's frame writer sees it: written to while it reads; a
    full buffer (a sleeping phone) refuses, as server.py's write_frame does."""

    def __init__(self) -> None:
        self.got: list[bytes] = []
        self.reading = True

    async def send(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        raise AssertionError("a socket with a frame writer is not sent to through ASGI")

    def write(self, frame: bytes) -> bool:
        if not self.reading:
            return False
        self.got.append(frame)
        return True


@pytest.mark.asyncio
async def test_a_socket_that_stops_reading_is_skipped_then_told_where_the_session_is() -> None:
    from channels.layers import InMemoryChannelLayer

    layer = InMemoryChannelLayer()
    hub = live_hub.Hub(layer)
    reader, sleeper = Writer(), Writer()
    sleeper.reading = False
    for peer in (reader, sleeper):
        await hub.join("live.X.follow.en", peer, write_frame=peer.write)

    async def step(v: int) -> None:
        message = {"type": live_hub.RELAY, "group": "live.X.follow.en", "v": v}
        await layer.group_send("live.X.follow.en", {**message, "bytes": b"v%d" % v})

    for v in (2, 3):
        await step(v)
    async with asyncio.timeout(2):
        while len(reader.got) < 2:
            await asyncio.sleep(0.01)
    assert reader.got == [frame_of(b"v2"), frame_of(b"v3")] and sleeper.got == []
    assert set(hub.skipped) == {sleeper}
    hub._tell_skipped()  # still asleep: still to be told
    assert sleeper.got == [] and set(hub.skipped) == {sleeper}
    sleeper.reading = True
    hub._tell_skipped()  # what a tick does first: the page learns it is behind, and fetches
    assert [unframe(f[2:]) for f in sleeper.got] == [{"t": "tick", "v": 3, "spread": 1.0}]
    assert hub.skipped == {} and len(reader.got) == 2
    for peer in (reader, sleeper):
        await hub.leave("live.X.follow.en", peer)
    assert hub.tasks == []
