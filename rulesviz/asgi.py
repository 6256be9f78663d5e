"""ASGI entry point: HTTP (pages and static files) and the live sessions' websockets."""

import os
from typing import Any

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")

# Django must be set up before anything imports models or consumers.
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from channels.sessions import CookieMiddleware  # noqa: E402
from django.conf import settings  # noqa: E402
from servestatic import ServeStaticASGI  # noqa: E402

from rulesviz.live.routing import websocket_urlpatterns  # noqa: E402


def _answer_414_to_long_request_lines() -> None:
    """daphne (Twisted) drops a connection whose request line passes 16 KiB without a word;
    answer it `414 URI Too Long` instead (#19). Twisted's HTTPChannel reads lines with
    LineReceiver, which calls `lineLengthExceeded` for a line over MAX_LENGTH."""
    try:
        from twisted.web.http import HTTPChannel
    except ImportError:  # another server (uvicorn answers 400 itself)
        return

    def line_too_long(self: Any, line: bytes) -> None:
        self.transport.write(
            b"HTTP/1.1 414 URI Too Long\r\nContent-Type: text/plain\r\nContent-Length: 38\r\n"
            b"Connection: close\r\n\r\nThe address is too long (over 16 KiB)."
        )
        self.transport.loseConnection()

    HTTPChannel.lineLengthExceeded = line_too_long  # type: ignore[method-assign]


_answer_414_to_long_request_lines()


def _nosniff(headers: Any, path: str, url: str) -> None:
    headers["X-Content-Type-Options"] = "nosniff"


# The files of collectstatic, indexed once at start: only those are served (a path such as
# `/static/../x` is no file of the index and goes on to Django: a 404). A content-hashed name
# (`app.5b6a412655d0.js`) is cached a year; the brotli or gzip copy goes to a browser that
# accepts it.
static_and_django = ServeStaticASGI(
    django_asgi_app,
    root=settings.STATIC_ROOT,
    prefix=settings.STATIC_URL,
    max_age=60,
    immutable_file_test=r"\.[0-9a-f]{12}\.[A-Za-z0-9]+$",
    add_headers_function=_nosniff,
)

# daphne does not serve /static/ itself (stack notes P8): ServeStatic does, with the
# compressed, content-hashed files of collectstatic (rulesviz/settings.py).
# Websockets: only pages of our own hosts may open one; the cookies say who presents.
application = ProtocolTypeRouter(
    {
        "http": static_and_django,
        "websocket": AllowedHostsOriginValidator(
            CookieMiddleware(URLRouter(websocket_urlpatterns))
        ),
    }
)
