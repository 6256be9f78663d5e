"""WSGI entry point, for HTTP-only servers. Live sessions need the ASGI app."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")
application = get_wsgi_application()
