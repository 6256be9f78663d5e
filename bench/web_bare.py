"""Settings and URLs for the server that `bench/web_step.py` starts: rulesviz as it is, plus
one bare Django view that renders a plain template of a requested size (the baseline).

Not a part of the app; imported only by that benchmark's server process, as both its
settings module and its URL conf (`DJANGO_SETTINGS_MODULE=web_bare`, with `bench/` on the
path).
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.template import Context, Engine
from django.urls import include, path

from rulesviz.settings import *  # noqa: F403  (the app's own settings, unchanged but for these)

DEBUG = False
ROOT_URLCONF = "web_bare"

# A page of plain rows: about 56 bytes each, with a variable, a filter and a tag per row, so
# rendering it costs what an ordinary template of that size costs.
BARE = Engine().from_string(
    '<div id="bare">{% for row in rows %}<p class="row r{{ row.n }}">{{ row.text|upper }}'
    "{% if row.odd %}!{% endif %}</p>\n{% endfor %}</div>"
)
ROW_BYTES = 56


def bare(request: HttpRequest) -> HttpResponse:
    """`/bench/bare/?bytes=N`: about N bytes of rendered template."""
    size = min(int(request.GET.get("bytes") or 20000), 2_000_000)
    rows = [
        {"n": n % 10, "text": f"row {n:06d} of the bench page", "odd": n % 2}
        for n in range(max(1, size // ROW_BYTES))
    ]
    return HttpResponse(BARE.render(Context({"rows": rows})))


def __getattr__(name: str) -> object:
    """`urlpatterns`, built when Django first resolves a URL (after the apps are loaded):
    this module is read as settings first, when rulesviz's views cannot be imported yet."""
    if name == "urlpatterns":
        return [path("bench/bare/", bare), path("", include("rulesviz.urls"))]
    raise AttributeError(name)
