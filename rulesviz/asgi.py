"""ASGI entry point: HTTP now; websockets for live sessions will join the router later."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")

# Django must be set up before anything imports models or consumers.
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter  # noqa: E402
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler  # noqa: E402

# daphne does not serve /static/ itself (stack notes P8): the app does, also with DEBUG off.
application = ProtocolTypeRouter({"http": ASGIStaticFilesHandler(django_asgi_app)})
