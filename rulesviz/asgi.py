"""ASGI entry point: HTTP (pages and static files) and the live sessions' websockets."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")

# Django must be set up before anything imports models or consumers.
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from channels.sessions import CookieMiddleware  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402

from rulesviz.live.routing import websocket_urlpatterns  # noqa: E402

# daphne does not serve /static/ itself (stack notes P8): the app does, also with DEBUG off.
# Websockets: only pages of our own hosts may open one; the cookies say who presents.
application = ProtocolTypeRouter(
    {
        "http": ASGIStaticFilesHandler(django_asgi_app),
        "websocket": AllowedHostsOriginValidator(
            CookieMiddleware(URLRouter(websocket_urlpatterns))
        ),
    }
)
