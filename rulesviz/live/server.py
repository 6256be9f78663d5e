"""uvicorn's websocket protocol, offering the hub one more thing: write a frame it built.

A step goes to thousands of sockets of a process as the same bytes. Through ASGI, each
`websocket.send` is a message dict, a coroutine, a websocket frame built again, and, with
a browser (which always negotiates permessage-deflate), the 4 kB of already deflated HTML
compressed once more with the socket's own zlib context: per follower, work whose result
is the same for all. Here a connection offers the ASGI extension `rulesviz.frames`, whose
`write(frame)` puts a complete, already encoded websocket frame on the socket as it is, so
the hub builds one frame per message and process (`frame_of`) and every follower costs one
buffered write. The frame is sent uncompressed (RSV1 clear), which RFC 7692 allows on a
permessage-deflate connection message by message, and which leaves the socket's own
compression context untouched for what still goes through ASGI (the hello, a pong).

Serve with it by naming it to uvicorn (`--ws rulesviz.live.server:FanoutWebSocketProtocol`);
under any other server (daphne) the extension is absent and the hub sends through ASGI.
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from .frames import EXTENSION

# A socket with this much still unsent is not reading (a phone asleep): the hub skips it
# rather than let its buffer grow, and its page sees the gap in the versions (hub.py).
MAX_UNSENT = 64 * 1024  # some 20 steps; 5,000 sleeping phones hold 320 MB at most


class FanoutWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's own (websockets sans-I/O) protocol, with the `rulesviz.frames` extension."""

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)
        if scope is not None:  # the app has not run yet: its task is only scheduled
            scope["extensions"][EXTENSION] = {"write": self.write_frame}

    def write_frame(self, frame: bytes) -> bool:
        """Write a whole encoded frame; False if the socket is not reading (not written)."""
        if not self.handshake_complete or self.close_sent or self.disconnected:
            return True  # not open, or closing: nothing to send, and nothing to catch up
        transport = self.transport
        if transport.is_closing():
            return True
        if transport.get_write_buffer_size() > MAX_UNSENT:
            return False
        transport.write(frame)
        return True
