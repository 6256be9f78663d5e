"""The process's one subscriber to the channel layer's live groups.

A plain Channels broadcast hands the message to every consumer through the layer: one
queue item, one task wake-up and one handler call per socket, and with Redis one copy per
socket in Redis. Here each server process subscribes a single channel to a group on behalf
of all its sockets in that group, and writes the already-rendered bytes to each of them
directly. The layer then carries one message per process and group, whatever the number
of followers; the bytes are rendered and encoded once by the view and never touched again.
Under our uvicorn protocol (server.py) they do not even go through ASGI: the hub wraps them
in one websocket frame per message and writes that frame to each socket as it is, so a
follower costs one buffered write and nothing else (docs/live-scale.md measures both).

Nothing is lost in silence (docs/live-scale.md). The pump outlives any error of the layer
(it logs it and tries again), and every LIVE_TICK_SECONDS the hub reads the version of each
of its sessions from the database, the truth the layer only carries. A version saved a tick
ago that has still not come through the layer is logged as an error, and a tick with it is
sent to that group's sockets, whose pages then fetch the current step themselves. A session
that has ended without its "end" arriving is ended on the pages all the same.

There is one hub per event loop (tests run each in a fresh loop); it stops its tasks when
its last socket leaves.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import weakref
from dataclasses import dataclass, field
from typing import Any, Protocol

from channels.db import database_sync_to_async
from channels.layers import BaseChannelLayer, get_channel_layer
from django.conf import settings

from .frames import FrameWriter, frame_of

logger = logging.getLogger("rulesviz.live")

RELAY = "live.relay"
RETRY_MAX = 5.0  # seconds between two attempts to receive, at most, while the layer fails
WRITE_WAIT = 0.1  # seconds a socket that does not read may keep the others waiting


def tick_seconds() -> float:
    return float(getattr(settings, "LIVE_TICK_SECONDS", 10.0))


class Sink(Protocol):
    async def send(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None: ...


@dataclass
class Group:
    name: str = ""
    members: set[Sink] = field(default_factory=set)  # every socket of the group
    asgi: set[Sink] = field(default_factory=set)  # those written to through ASGI
    frames: dict[Sink, FrameWriter] = field(default_factory=dict)  # the others: raw frames
    code: str | None = None  # the session whose version the ticks bring (follow groups)
    seen: int = 0  # the newest version this process has relayed or said hello with
    saved: int = 0  # the version the database had at the previous tick


class Hub:
    def __init__(self, layer: BaseChannelLayer) -> None:
        self.layer = layer
        self.groups: dict[str, Group] = {}
        self.channel: str | None = None
        self.tasks: list[asyncio.Task[None]] = []
        self.backlog: dict[Sink, asyncio.Task[None]] = {}  # sockets with a send pending
        # Sockets whose frame was skipped because they were not reading, and their group.
        self.skipped: dict[Sink, str] = {}
        self.joins = 0
        self.settled = 128  # joins at the last _settle()
        self.lock = asyncio.Lock()

    @property
    def members(self) -> dict[str, set[Sink]]:
        return {name: g.members for name, g in self.groups.items()}

    async def join(
        self,
        group: str,
        sink: Sink,
        code: str | None = None,
        write_frame: FrameWriter | None = None,
    ) -> None:
        """Add a socket to a group; with `code`, the group also gets that session's ticks.
        With `write_frame` (the server's `rulesviz.frames` extension), the hub writes whole
        frames to it directly instead of sending through ASGI."""
        async with self.lock:
            if self.channel is None:
                self.channel = await self.layer.new_channel("live.hub.")
                self.tasks = [
                    asyncio.create_task(self._pump(self.channel)),
                    asyncio.create_task(self._tick()),
                ]
            g = self.groups.get(group)
            if g is None:
                await self.layer.group_add(group, self.channel)
                g = self.groups[group] = Group(name=group, code=code)
            g.members.add(sink)
            if write_frame is not None:
                g.frames[sink] = write_frame
            else:
                g.asgi.add(sink)
            self.joins += 1
            if self.joins >= 2 * self.settled:
                self._settle()

    def saw(self, group: str, version: int) -> None:
        """A socket of this group was told `version` (its hello): the hub is at least there."""
        g = self.groups.get(group)
        if g is not None:
            g.seen = max(g.seen, version)

    async def leave(self, group: str, sink: Sink) -> None:
        async with self.lock:
            g = self.groups.get(group)
            if g is None or sink not in g.members:
                return
            g.members.discard(sink)
            g.asgi.discard(sink)
            g.frames.pop(sink, None)
            self.skipped.pop(sink, None)
            if g.members:
                return
            del self.groups[group]
            assert self.channel is not None
            await self.layer.group_discard(group, self.channel)
            if not self.groups:
                for task in [*self.tasks, *self.backlog.values()]:
                    task.cancel()
                self.tasks = []
                self.channel = None
                gc.unfreeze()  # quiet again: what was kept aside is collected as usual

    async def _pump(self, channel: str) -> None:
        failures = 0
        while True:
            try:
                message: dict[str, Any] = await self.layer.receive(channel)
            except Exception as error:  # the layer's, e.g. Redis gone: wait and try again
                failures += 1
                delay = min(RETRY_MAX, 0.1 * 2**failures)
                logger.error(
                    "live: the hub could not receive from the channel layer (%s: %s, %d in a "
                    "row); trying again in %.1f s, followers catch up from the database",
                    type(error).__name__,
                    error,
                    failures,
                    delay,
                )
                await asyncio.sleep(delay)
                await self._resubscribe()  # a restarted Redis has forgotten the groups
                continue
            failures = 0
            if message.get("type") != RELAY:
                continue
            data = message.get("bytes")
            g = self.groups.get(message.get("group", ""))
            if not isinstance(data, bytes) or g is None:
                continue
            version = message.get("v")
            if isinstance(version, int):
                g.seen = max(g.seen, version)
            await self._write(g, data)

    async def _resubscribe(self) -> None:
        """Add this process's channel to its groups again (the same membership, refreshed)."""
        try:
            for name in list(self.groups):
                if self.channel is not None:
                    await self.layer.group_add(name, self.channel)
        except Exception as error:
            logger.error(
                "live: the hub could not rejoin its groups (%s: %s)", type(error).__name__, error
            )

    async def _write(self, g: Group, data: bytes) -> None:
        if g.frames:
            # One frame for all, and for each socket a write that does not wait: the kernel
            # takes it, or the transport buffers it. One whose buffer is already full is not
            # reading; it is skipped, and told at the next tick (_tick_once).
            frame = frame_of(data)
            for sink, write in g.frames.items():
                try:
                    if not write(frame):
                        self.skipped[sink] = g.name
                except Exception:  # one broken socket must not starve the others
                    logger.warning("live: could not write to a socket", exc_info=True)
        for sink in list(g.asgi):
            if sink in self.backlog:  # still writing it an earlier message: see below
                continue
            try:
                # A send waits only while the socket's buffer is full: a follower that stopped
                # reading. It is not waited for by everyone else: this message goes to it in
                # the background, and it skips the ones that come meanwhile, so its page sees
                # the gap in the versions once it reads again and catches up.
                async with asyncio.timeout(WRITE_WAIT):
                    await sink.send(bytes_data=data)
            except TimeoutError:
                logger.warning("live: a socket is not reading; its page will catch up")
                self.backlog[sink] = asyncio.create_task(self._send_later(sink, data))
            except Exception:  # one broken socket must not starve the others
                logger.warning("live: could not write to a socket", exc_info=True)

    async def _send_later(self, sink: Sink, data: bytes) -> None:
        try:
            with contextlib.suppress(Exception):
                await sink.send(bytes_data=data)
        finally:
            self.backlog.pop(sink, None)

    def _settle(self) -> None:
        """Set the objects alive now (the sockets and all that holds them) aside from the
        cyclic garbage collector. With thousands of sockets a process holds millions of
        objects, and each full collection walked them all: 0.3 to 1.6 s with the event loop
        stopped, measured here at 5,000 followers, several times a minute while steps were
        being sent. Frozen objects are still freed by reference counting; the hub unfreezes
        when its last socket leaves (docs/live-scale.md)."""
        gc.collect(1)
        gc.freeze()
        self.settled = max(128, self.joins)

    async def _tick(self) -> None:
        while True:
            await asyncio.sleep(tick_seconds())
            self._settle()
            try:
                await self._tick_once()
            except Exception:  # a database hiccup: the next tick tries again
                logger.exception("live: the hub could not read its sessions' versions")

    async def _tick_once(self) -> None:
        self._tell_skipped()
        codes = {g.code for g in self.groups.values() if g.code}
        if not codes:
            return
        saved = await _versions(codes)
        for name, g in list(self.groups.items()):
            if not g.code:
                continue
            version = saved.get(g.code)
            if version is None:  # ended or expired: a lost "end" is an end all the same
                await self._write(g, b'{"t":"end"}')
                continue
            # Saved before the previous tick and still not here: the layer lost it. (One
            # saved since may still be on its way.) The sockets are told, and fetch it.
            missing, g.saved = g.saved, version
            if missing <= g.seen:
                continue
            logger.error(
                "live %s: the channel layer did not bring v%d to this process within %.0f s "
                "(the last here was v%d); its %d sockets in %s fetch v%d from the database",
                g.code,
                missing,
                tick_seconds(),
                g.seen,
                len(g.members),
                name,
                version,
            )
            g.seen = version
            await self._resubscribe()
            # They spread their fetches (about 250 a second per process) over `spread` s.
            spread = max(1.0, len(g.members) / 250)
            tick = {"t": "tick", "v": version, "spread": round(spread, 1)}
            await self._write(g, json.dumps(tick, separators=(",", ":")).encode())

    def _tell_skipped(self) -> None:
        """A socket that was skipped while it was not reading, and reads again, is told the
        version its group is at: its page fetches what it missed (the gap may have been the
        last message, with nothing after it to show it)."""
        skipped, self.skipped = self.skipped, {}
        for sink, name in skipped.items():
            g = self.groups.get(name)
            write = g.frames.get(sink) if g is not None else None
            if g is None or write is None:
                continue
            tick = {"t": "tick", "v": g.seen, "spread": 1.0}
            if not write(frame_of(json.dumps(tick, separators=(",", ":")).encode())):
                self.skipped[sink] = name  # still not reading: next tick


@database_sync_to_async  # type: ignore[untyped-decorator]
def _versions(codes: set[str]) -> dict[str, int]:
    from .models import LiveSession

    rows = LiveSession.objects.live().filter(code__in=codes).values_list("code", "version")
    return dict(rows)


_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Hub] = weakref.WeakKeyDictionary()


def hub() -> Hub:
    """This event loop's hub, on the current default channel layer."""
    loop = asyncio.get_running_loop()
    layer = get_channel_layer()
    assert layer is not None, "live sessions need CHANNEL_LAYERS"
    current = _hubs.get(loop)
    if current is None or current.layer is not layer:
        current = _hubs[loop] = Hub(layer)
    return current
