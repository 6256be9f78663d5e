"""A broadcast-sized room: 3,000 followers on two uvicorn processes sharing one Redis, with
each of channels-redis's layers; every step reaches every follower, none is lost (#21).

Before the fix, no step reached anyone once the processes had gone 5 s without a message
(redis-py 8's read timeout under channels-redis's 5 s BZPOPMIN, docs/live-scale.md): so the
presenter waits longer than that before the first move, as any presenter may. Bounded: the
servers start and stop here, connecting takes some seconds, and each step has 30 s."""

from __future__ import annotations

import asyncio
import contextlib
import urllib.parse
from collections.abc import Sequence
from pathlib import Path

import pytest

from rulesviz.present import player_url

from .conftest import scenario_with_a_decision
from .followers import Followers, run
from .servers import asgi_servers, migrate, raise_file_limit, redis_server
from .test_two_processes import Browser

FOLLOWERS = 3000
MOVES = 4
IDLE = 6.0  # seconds without a message before the first move: more than redis-py's 5


async def follow_the_steps(presenter: Browser, bases: Sequence[str], code: str) -> list[int]:
    """How many followers missed each move."""
    followers = Followers()
    urls = [b.replace("http://", "ws://") + f"/ws/live/{code}/?lang=en" for b in bases]
    await followers.open(urls, FOLLOWERS)
    assert len(followers.sockets) == FOLLOWERS
    await asyncio.sleep(IDLE)
    lost = []
    try:
        for version in range(2, 2 + MOVES):  # the session starts at version 1
            followers.arm(version)
            status, _ = await asyncio.to_thread(
                presenter.post, f"/live/{code}/move/", {"step": str(version % 2)}
            )
            assert status == 200
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(followers.done.wait(), 30)
            lost.append(FOLLOWERS - len(followers.arrivals))
    finally:
        await followers.close()
    return lost


@pytest.mark.parametrize("layer", ["pubsub", "core"])
def test_every_step_reaches_3000_followers_on_two_processes(layer: str, tmp_path: Path) -> None:
    raise_file_limit(FOLLOWERS)
    db = tmp_path / "live.sqlite3"
    migrate(db)
    env = {"RULESVIZ_CHANNEL_LAYER": layer, "RULESVIZ_DEBUG": "0"}
    with (
        redis_server() as redis_url,
        asgi_servers(2, db, redis_url, server="uvicorn", extra_env=env) as bases,
    ):
        presenter = Browser(bases[0])
        scenario_id, _step = scenario_with_a_decision()
        to = player_url(scenario_id, step=0)
        presenter.get("/live/start/?" + urllib.parse.urlencode({"to": to}))
        _status, control_url = presenter.post("/live/start/", {"to": to}, htmx=False)
        code = control_url.rstrip("/").split("/")[-2]
        lost = run(follow_the_steps(presenter, bases, code))
    logs = "".join(p.read_text(errors="replace") for p in tmp_path.glob("server-*.log"))
    assert lost == [0] * MOVES, f"followers that missed each move: {lost}\n{logs[-3000:]}"
    assert "Traceback" not in logs and "could not" not in logs, logs[-3000:]
