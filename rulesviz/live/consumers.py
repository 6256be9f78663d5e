"""The live socket: it joins the session's groups and relays what the views rendered.

No rules and no writes here (D13). Moves arrive over HTTP, from the presenter only; a
socket can say nothing that changes a session, so anything it sends other than a ping is
refused and logged (without the presenter's secret, which a socket never carries anyway:
the control right travels in an HttpOnly cookie, checked only to join the presenter group).
"""

from __future__ import annotations

import json
import logging
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings

from . import broadcast
from .frames import EXTENSION, FrameWriter
from .hub import Hub, hub
from .models import LiveSession, normalize_code

logger = logging.getLogger("rulesviz.live")

CLOSE_NO_SESSION = 4404
CLOSE_REFUSED = 4403
MAX_REFUSALS = 5


def control_cookie(code: str) -> str:
    return f"rulesviz_live_{code}"


def _frame_writer(scope: dict[str, Any]) -> FrameWriter | None:
    """The server's way to write the hub's frames to this socket as they are (server.py),
    if it offers one and settings.LIVE_FRAMES does not say to send through ASGI."""
    if getattr(settings, "LIVE_FRAMES", "raw") != "raw":
        return None
    extension = (scope.get("extensions") or {}).get(EXTENSION) or {}
    write = extension.get("write")
    return write if callable(write) else None


class LiveConsumer(AsyncWebsocketConsumer):  # type: ignore[misc]  # channels is untyped
    # No channel of its own on the layer: the process hub subscribes once per group for all
    # the sockets of this process (see hub.py). An alias with no configuration gives None.
    channel_layer_alias = "rulesviz.live.hub-only"

    code = ""
    role = "follower"
    joined: list[str]
    hub_: Hub | None = None
    refusals = 0

    async def connect(self) -> None:
        self.joined = []
        self.code = normalize_code(self.scope["url_route"]["kwargs"]["code"])
        query = parse_qs(self.scope.get("query_string", b"").decode("latin-1"))
        lang = (query.get("lang") or ["en"])[0]
        if lang not in broadcast.languages():
            lang = "en"
        secret = (self.scope.get("cookies") or {}).get(control_cookie(self.code))
        await self.accept()
        session = await self._session()
        if session is None:
            await self.close(code=CLOSE_NO_SESSION)
            return
        self.role = "presenter" if session.is_presenter_secret(secret) else "follower"
        groups = [broadcast.group(self.code, broadcast.FOLLOW, lang)]
        if self.role == "presenter":
            groups.append(broadcast.group(self.code, broadcast.CONTROL, lang))
        self.hub_ = hub()
        write_frame = _frame_writer(self.scope)
        for name in groups:
            # The follow group brings the session's ticks (its saved version, hub.py).
            code = self.code if name == groups[0] else None
            await self.hub_.join(name, self, code, write_frame)
            self.joined.append(name)
        # Read again after joining: a move saved in between is either in this hello or in a
        # message that follows it, so a (re)connecting page always ends up in step.
        session = await self._session()
        if session is None:
            await self.close(code=CLOSE_NO_SESSION)
            return
        self.hub_.saw(groups[0], session.version)
        hello = {"t": "hello", "v": session.version, "step": session.step, "role": self.role}
        await self.send(text_data=json.dumps(hello))

    async def disconnect(self, code: int) -> None:
        if self.hub_ is not None:
            for name in self.joined:
                await self.hub_.leave(name, self)
        self.joined = []

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        kind = "binary"
        if text_data is not None:
            try:
                message: Any = json.loads(text_data)
            except (ValueError, RecursionError):  # RecursionError: "[[[[…" nested too deep
                message = None
            kind = str(message.get("t")) if isinstance(message, dict) else "malformed"
            if kind == "ping":
                await self.send(text_data='{"t":"pong"}')
                return
        self.refusals += 1
        client = self.scope.get("client") or ("?", 0)
        logger.warning(
            "live %s: refused a %r message from a %s socket (%s); moves are made over HTTP "
            "by the presenter",
            self.code,
            kind[:40],
            self.role,
            client[0],
        )
        await self.send(text_data=json.dumps({"t": "refused", "what": kind[:40]}))
        if self.refusals >= MAX_REFUSALS:
            await self.close(code=CLOSE_REFUSED)

    @database_sync_to_async  # type: ignore[untyped-decorator]
    def _session(self) -> LiveSession | None:
        return LiveSession.objects.live().filter(code=self.code).first()
