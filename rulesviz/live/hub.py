"""The process's one subscriber to the channel layer's live groups.

A plain Channels broadcast hands the message to every consumer through the layer: one
queue item, one task wake-up and one handler call per socket, and with Redis one copy per
socket in Redis. Here each server process subscribes a single channel to a group on behalf
of all its sockets in that group, and writes the already-rendered text to each of them
directly. The layer then carries one message per process and group, whatever the number
of followers; the bytes are rendered and encoded once by the view and never touched again.

There is one hub per event loop (tests run each in a fresh loop); it stops its pump when
its last socket leaves.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from typing import Any, Protocol

from channels.layers import BaseChannelLayer, get_channel_layer

logger = logging.getLogger("rulesviz.live")

RELAY = "live.relay"


class Sink(Protocol):
    async def send(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None: ...


class Hub:
    def __init__(self, layer: BaseChannelLayer) -> None:
        self.layer = layer
        self.members: dict[str, set[Sink]] = {}
        self.channel: str | None = None
        self.pump: asyncio.Task[None] | None = None
        self.lock = asyncio.Lock()

    async def join(self, group: str, sink: Sink) -> None:
        async with self.lock:
            if self.channel is None:
                self.channel = await self.layer.new_channel("live.hub.")
                self.pump = asyncio.create_task(self._pump(self.channel))
            members = self.members.setdefault(group, set())
            if not members:
                await self.layer.group_add(group, self.channel)
            members.add(sink)

    async def leave(self, group: str, sink: Sink) -> None:
        async with self.lock:
            members = self.members.get(group)
            if members is None or sink not in members:
                return
            members.discard(sink)
            if members:
                return
            del self.members[group]
            assert self.channel is not None
            await self.layer.group_discard(group, self.channel)
            if not self.members and self.pump is not None:
                self.pump.cancel()
                self.pump = None
                self.channel = None

    async def _pump(self, channel: str) -> None:
        while True:
            message: dict[str, Any] = await self.layer.receive(channel)
            if message.get("type") != RELAY:
                continue
            data = message.get("bytes")
            members = self.members.get(message.get("group", ""))
            if not isinstance(data, bytes) or not members:
                continue
            for sink in list(members):
                try:
                    await sink.send(bytes_data=data)
                except Exception:  # one broken socket must not starve the others
                    logger.warning("live: could not write to a socket", exc_info=True)


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
