"""The frames the hub writes itself to the sockets of a server that lets it (server.py).

No imports of Django or of a server here: uvicorn loads server.py before the app."""

from __future__ import annotations

from collections.abc import Callable

# The ASGI extension of our uvicorn protocol, in a websocket's scope: {"write": FrameWriter}.
EXTENSION = "rulesviz.frames"
FrameWriter = Callable[[bytes], bool]  # write a whole frame; False if the socket is not reading


def frame_of(data: bytes) -> bytes:
    """`data` as one unmasked, final, binary websocket frame from a server (RFC 6455 5.2)."""
    n = len(data)
    if n < 126:
        head = bytes((0x82, n))
    elif n < 65536:
        head = bytes((0x82, 126)) + n.to_bytes(2, "big")
    else:
        head = bytes((0x82, 127)) + n.to_bytes(8, "big")
    return head + data
