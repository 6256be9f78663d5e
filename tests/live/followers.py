"""Followers for the live benchmarks and the scale test: thousands of real websockets, each
noting when the step of an awaited version arrives."""

from __future__ import annotations

import asyncio
import base64
import os
import re
import time
import urllib.parse
import zlib
from collections.abc import Coroutine, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def run(main: Coroutine[Any, Any, T]) -> T:
    """Run the followers on uvloop when it is installed (as uvicorn does), else asyncio's
    own loop: the load generator's cost is inside every figure it measures."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


HEAD = re.compile(rb'^\{"t":"step","v":(\d+)')
BATCH = 50  # daphne's listen backlog is 50: connect in batches


class Follower(asyncio.Protocol):
    """One follower: a minimal websocket client in an asyncio Protocol. It does the opening
    handshake, then reads every frame whole and answers the server's pings, nothing more: the
    websockets library's client costs some 100 us of this machine's cores per message (one
    task wake-up and several futures each), which at 5,000 followers outweighed the servers'
    own work. The frames are read, not decoded (see Followers).

    With `deflate`, it offers permessage-deflate as every browser does
    (`permessage-deflate; client_max_window_bits`), and inflates the messages the server
    compresses (RSV1 set), in order, as the extension's shared context requires."""

    def __init__(self, owner: Followers, url: str, deflate: bool = False) -> None:
        parts = urllib.parse.urlsplit(url)
        self.owner = owner
        offer = (
            "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n"
            if deflate
            else ""
        )
        self.request = (
            f"GET {parts.path}?{parts.query} HTTP/1.1\r\nHost: {parts.netloc}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n"
            f"Sec-WebSocket-Version: 13\r\nOrigin: {_origin(url)}\r\n{offer}\r\n"
        ).encode()
        self.buffer = bytearray()
        self.inflater: Any = None  # once the server has accepted permessage-deflate
        self.inflated = 0  # messages that came compressed
        self.opened: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.transport.write(self.request)  # type: ignore[union-attr]

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(exc or ConnectionError("closed during the handshake"))

    def data_received(self, data: bytes) -> None:
        now = time.perf_counter()
        buf = self.buffer
        buf += data
        if not self.opened.done():
            end = buf.find(b"\r\n\r\n")
            if end < 0:
                return
            if b" 101 " not in buf[: buf.find(b"\r\n")]:
                self.opened.set_exception(ConnectionError(bytes(buf[:end]).decode("latin-1")))
                return
            if b"permessage-deflate" in buf[:end].lower():
                self.inflater = zlib.decompressobj(wbits=-15)
            del buf[: end + 4]
            self.opened.set_result(None)
        while len(buf) >= 2:
            opcode, size, start = buf[0] & 0x0F, buf[1] & 0x7F, 2
            compressed = bool(buf[0] & 0x40)
            if size == 126:
                size, start = int.from_bytes(buf[2:4]), 4
            elif size == 127:
                size, start = int.from_bytes(buf[2:10]), 10
            if len(buf) < start + size:
                return
            payload = bytes(buf[start : start + size])
            del buf[: start + size]
            if compressed and self.inflater is not None:
                payload = self.inflater.decompress(payload + b"\x00\x00\xff\xff")
                self.inflated += 1
            if opcode in (1, 2):  # the servers never fragment a message
                self.owner.arrived(payload, now)
            elif opcode == 9:  # ping: pong, masked as every client frame must be
                mask = os.urandom(4)
                masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
                assert self.transport is not None
                self.transport.write(bytes([0x8A, 0x80 | len(payload)]) + mask + masked)
            elif opcode == 8 and self.transport is not None:
                self.transport.close()


class Followers:
    """N websockets; each records when the message of the awaited version arrives."""

    def __init__(self, deflate: bool = False) -> None:
        self.deflate = deflate  # offer permessage-deflate, as browsers do
        self.sockets: list[Follower] = []
        self.expect = -1
        self.arrivals: list[float] = []
        self.done = asyncio.Event()
        self.size = 0

    async def open(self, urls: Sequence[str], n: int) -> None:
        loop = asyncio.get_running_loop()

        async def one(url: str) -> Follower:
            follower = Follower(self, url, self.deflate)
            parts = urllib.parse.urlsplit(url)
            await loop.create_connection(lambda: follower, parts.hostname, parts.port)
            await asyncio.wait_for(follower.opened, 30)
            return follower

        for start in range(0, n, BATCH):
            batch = [one(urls[i % len(urls)]) for i in range(start, min(n, start + BATCH))]
            self.sockets.extend(await asyncio.gather(*batch))

    def arrived(self, message: bytes, now: float) -> None:
        # Only the head of each frame: `{"t":"step","v":N,` then the rest.
        match = HEAD.match(message[:40])
        if match and int(match.group(1)) == self.expect:
            self.arrivals.append(now)
            self.size = len(message)
            if len(self.arrivals) == len(self.sockets):
                self.done.set()

    def arm(self, version: int) -> None:
        self.expect = version
        self.arrivals = []
        self.done = asyncio.Event()

    async def close(self) -> None:
        for follower in self.sockets:
            if follower.transport is not None:
                follower.transport.close()
        await asyncio.sleep(0.5)  # let the servers see them go


def _origin(ws_url: str) -> str:
    parts = urllib.parse.urlsplit(ws_url)
    return f"http://{parts.netloc}"
