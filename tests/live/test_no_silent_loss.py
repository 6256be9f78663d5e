"""No live message lost in silence (#21): every change followers see has a version, a send
that fails is logged as an error with its count, and the hub outlives a Redis that goes away
and comes back. Redis is a real redis-server (tests/live/servers.py)."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import pytest
from asgiref.sync import sync_to_async

from rulesviz.live import hub as live_hub
from rulesviz.live.models import LiveSession, Quiz

from .conftest import Started
from .servers import free_port, redis_server
from .test_consumers import HX, connect, pushed, socket, start


def redis_layer(url: str, backend: str = "core") -> dict[str, Any]:
    path = {"core": "channels_redis.core.RedisChannelLayer"}.get(
        backend, "channels_redis.pubsub.RedisPubSubChannelLayer"
    )
    return {"default": {"BACKEND": path, "CONFIG": {"hosts": [{"address": url}]}}}


def version(started: Started) -> int:
    return LiveSession.objects.get(pk=started.session.pk).version


@pytest.mark.django_db
def test_every_change_followers_see_is_a_new_version_and_the_state_has_the_quiz(
    started: Started,
) -> None:
    assert version(started) == 1
    started.presenter.post(started.url("quiz/"), {"kind": "decision"}, HTTP_HX_REQUEST="true")
    assert version(started) == 2  # asked
    quiz = Quiz.objects.get(session=started.session)
    state = json.loads(started.presenter.get(started.url("state/")).content)
    assert (state["v"], state["quiz"]["q"]) == (2, quiz.pk)
    assert 'class="live-option"' in state["quiz"]["html"]
    started.presenter.post(started.url(f"quiz/{quiz.pk}/reveal/"), HTTP_HX_REQUEST="true")
    assert version(started) == 3  # revealed
    started.presenter.post(started.url("move/"), {"step": "0"}, HTTP_HX_REQUEST="true")
    assert version(started) == 4  # moved
    state = json.loads(started.presenter.get(started.url("state/")).content)
    assert (state["v"], state["step"]) == (4, 0)
    started.presenter.post(started.url("end/"))
    assert version(started) == 5  # ended


@pytest.mark.django_db
def test_a_send_that_fails_is_an_error_with_its_count_and_the_move_is_kept(
    started: Started, settings: Any, caplog: pytest.LogCaptureFixture
) -> None:
    settings.CHANNEL_LAYERS = redis_layer(f"redis://127.0.0.1:{free_port()}/0")  # nobody there
    with caplog.at_level(logging.ERROR, logger="rulesviz.live"):
        response = started.presenter.post(
            started.url("move/"), {"step": "0"}, HTTP_HX_REQUEST="true"
        )
    assert response.status_code == 200
    assert LiveSession.objects.get(pk=started.session.pk).step == 0
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1, errors
    assert "2 of 2 group sends of a 'step' message (v2) failed" in errors[0]
    assert "ConnectionError" in errors[0]


@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("backend", ["core", "pubsub"])
async def test_the_hub_outlives_a_redis_restart(
    backend: str, settings: Any, caplog: pytest.LogCaptureFixture
) -> None:
    port = free_port()
    url = f"redis://127.0.0.1:{port}/0"
    settings.CHANNEL_LAYERS = redis_layer(url, backend)
    settings.LIVE_TICK_SECONDS = 0.5
    started = await start()
    follower = socket(started.code)
    with redis_server(port=port):
        await connect(follower)
    # Redis is gone (and its groups with it); the hub logs it and keeps trying.
    with caplog.at_level(logging.ERROR):
        await asyncio.sleep(1.5)
        with redis_server(port=port):
            hub = live_hub.hub()
            assert hub.tasks and not any(t.done() for t in hub.tasks)
            await asyncio.sleep(6)  # the hub's retries and redis-py's reconnection
            await sync_to_async(started.presenter.post)(started.url("move/"), {"step": "0"}, **HX)
            message = await pushed(follower)
            # Delivered, or (had the send beaten the hub back into its group) ticked.
            assert message["v"] == 2 and message["t"] in ("step", "tick")
            await follower.disconnect()
    if backend == "core":  # the pub/sub layer logs and reconnects by itself
        errors = [r.getMessage() for r in caplog.records if r.name == "rulesviz.live"]
        assert any("could not receive from the channel layer" in e for e in errors), errors


@pytest.mark.asyncio
async def test_a_partial_group_send_of_the_core_layer_is_an_error_with_its_count(
    caplog: pytest.LogCaptureFixture,
) -> None:
    from channels_redis.core import RedisChannelLayer

    with redis_server() as url:
        # Two processes' layers: one hub reads its channel, the other's has stalled.
        layer, stalled_layer = (
            RedisChannelLayer(hosts=[{"address": url}], capacity=1) for _ in range(2)
        )
        reading, stalled = await layer.new_channel(), await stalled_layer.new_channel()
        for channel in (reading, stalled):
            await layer.group_add("live.X.follow.en", channel)
        with caplog.at_level(logging.WARNING):
            await layer.group_send("live.X.follow.en", {"type": "live.relay", "n": 1})
            await layer.receive(reading)
            await layer.group_send("live.X.follow.en", {"type": "live.relay", "n": 2})
        await layer.flush()
        await stalled_layer.close_pools()
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert errors == ["1 of 2 channels over capacity in group live.X.follow.en"]


class Peer:
    """A socket's far end, as the hub writes to it: one whose buffer is full waits on `reads`
    (a follower that stopped reading: a sleeping phone) until it reads again."""

    def __init__(self, reading: bool = True) -> None:
        self.got: list[bytes] = []
        self.reads = asyncio.Event()
        if reading:
            self.reads.set()

    async def send(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        await self.reads.wait()
        assert bytes_data is not None
        self.got.append(bytes_data)


@pytest.mark.asyncio
async def test_a_follower_that_stops_reading_does_not_hold_up_the_others() -> None:
    from channels.layers import InMemoryChannelLayer

    layer = InMemoryChannelLayer()
    hub = live_hub.Hub(layer)
    reader, sleeper = Peer(), Peer(reading=False)
    for peer in (reader, sleeper):
        await hub.join("live.X.follow.en", peer)

    async def step(v: int) -> None:
        message = {"type": live_hub.RELAY, "group": "live.X.follow.en", "v": v}
        await layer.group_send("live.X.follow.en", {**message, "bytes": b"v%d" % v})

    for v in (2, 3, 4):
        await step(v)
    async with asyncio.timeout(2):
        while len(reader.got) < 3:
            await asyncio.sleep(0.01)
    assert reader.got == [b"v2", b"v3", b"v4"] and sleeper.got == []
    sleeper.reads.set()  # awake: the message it was being sent arrives, the rest were skipped
    await asyncio.sleep(0.05)
    assert sleeper.got == [b"v2"]
    await step(5)  # v5 after v2: its page sees the gap and fetches the state
    async with asyncio.timeout(2):
        while len(sleeper.got) < 2:
            await asyncio.sleep(0.01)
    assert sleeper.got == [b"v2", b"v5"] and reader.got[-1] == b"v5"
    for peer in (reader, sleeper):
        await hub.leave("live.X.follow.en", peer)
    assert hub.tasks == []
