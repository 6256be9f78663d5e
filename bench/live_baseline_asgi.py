"""The floor for bench/live_fanout.py: a bare Channels consumer that only relays a constant
message to its group, the textbook way (group_send; each consumer's handler sends it).

    daphne live_baseline_asgi:application      (with bench/ on PYTHONPATH)

Followers connect to /ws/bare/; a socket on /ws/bare/?trigger=1 sends anything to make the
group receive the constant message, BASELINE_BYTES long (the size of a real step message).
"""

from __future__ import annotations

import os

import django
from django.conf import settings

if not settings.configured:
    settings.configure(
        DEBUG=False,
        ALLOWED_HOSTS=["127.0.0.1", "localhost"],
        INSTALLED_APPS=["channels"],
        CHANNEL_LAYERS={"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}},
    )
    django.setup()

from channels.generic.websocket import AsyncWebsocketConsumer  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from django.urls import path  # noqa: E402

SIZE = int(os.environ.get("BASELINE_BYTES", "230"))
GROUP = "bare"


def constant(round_no: str) -> str:
    head = '{"t":"step","v":' + round_no + ',"html":"'
    return head + "x" * max(0, SIZE - len(head) - 2) + '"}'


class BareRelay(AsyncWebsocketConsumer):
    async def connect(self) -> None:
        self.trigger = b"trigger=1" in self.scope.get("query_string", b"")
        if not self.trigger:
            await self.channel_layer.group_add(GROUP, self.channel_name)
        await self.accept()

    async def disconnect(self, code: int) -> None:
        if not self.trigger:
            await self.channel_layer.group_discard(GROUP, self.channel_name)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        await self.channel_layer.group_send(
            GROUP, {"type": "relay", "text": constant(text_data or "0")}
        )

    async def relay(self, event: dict[str, str]) -> None:
        await self.send(text_data=event["text"])  # the textbook way: text, encoded per socket


async def _http(scope, receive, send):  # type: ignore[no-untyped-def]
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"ok"})


application = ProtocolTypeRouter(
    {"http": _http, "websocket": URLRouter([path("ws/bare/", BareRelay.as_asgi())])}
)
