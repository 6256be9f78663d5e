"""HTTP caching for pages that never change, so a link that goes viral costs nothing (#19).

A ruling link, a saved scenario (content-addressed) and their embeds show the same thing for
good: they are sent with `Cache-Control: public, max-age=31536000, immutable`, so browsers
and shared caches keep them a year without asking again. Library pages change when a file of
the library or the engine does, and a saved scenario's page lists its forks and listed
rulings as they come: a short public max-age (`short_lived`).

htmx's partial answers (stepping) are left uncached. The pages' ETag is computed before the
view runs, from what the page is made of: the release (a hash of the code, templates,
translations, engine and static manifest, taken once per process), the URL, the language,
and for library pages the library's files (path, mtime, size). A repeat view that asks
(If-None-Match) is answered 304 without rendering anything. Other pages get an ETag of their
body (ConditionalGetMiddleware). The language comes from a cookie or Accept-Language: both
are in Vary.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase, HttpResponseNotModified
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.http import parse_etags
from django.utils.translation import get_language

import engine
from rulesviz import library
from rulesviz.editor.models import SAVED_PREFIX

YEAR = 365 * 24 * 3600
SHORT_MAX_AGE = 300

View = TypeVar("View", bound=Callable[..., HttpResponseBase])


@functools.cache
def release() -> str:
    """A fingerprint of everything a page is rendered from, but the database and the library."""
    base = Path(settings.BASE_DIR)
    digest = hashlib.sha256(engine.ENGINE_VERSION.encode())
    files: list[Path] = []
    for folder, pattern in [
        (base / "templates", "*.html"),
        (base / "locale", "*.mo"),
        (base / "rulesviz", "*.py"),
        (base / "engine", "*.py"),
    ]:
        files += sorted(folder.rglob(pattern))
    files.append(Path(settings.STATIC_ROOT) / "staticfiles.json")
    for path in files:
        try:
            digest.update(str(path).encode() + path.read_bytes())
        except OSError:
            continue
    return digest.hexdigest()


def etag_of(request: HttpRequest, *extra: object) -> str:
    key = (release(), request.get_full_path(), get_language(), "HX-Request" in request.headers)
    return '"' + hashlib.sha256(repr((*key, *extra)).encode()).hexdigest()[:32] + '"'


def _with_etag(
    view: Callable[..., HttpResponseBase],
    request: HttpRequest,
    tag: str,
    mark: Callable[[HttpResponseBase], HttpResponseBase],
    *args: Any,
    **kwargs: Any,
) -> HttpResponseBase:
    if request.headers.get("HX-Request") and not request.headers.get("HX-History-Restore-Request"):
        # htmx's partials (a step's panel) are not pages: a browser's back button must never
        # find one in its HTTP cache and show it as the page. They stay uncached.
        return view(request, *args, **kwargs)
    if request.method in ("GET", "HEAD") and tag in parse_etags(
        request.headers.get("If-None-Match", "")
    ):
        response: HttpResponseBase = HttpResponseNotModified()
    else:
        response = view(request, *args, **kwargs)
    if response.status_code in (200, 304):
        response["ETag"] = tag
        mark(response)
    return response


def mark_immutable(response: HttpResponseBase) -> HttpResponseBase:
    patch_cache_control(response, public=True, max_age=YEAR, immutable=True)
    patch_vary_headers(response, ("Cookie", "Accept-Language"))
    return response


def mark_short(response: HttpResponseBase) -> HttpResponseBase:
    patch_cache_control(response, public=True, max_age=SHORT_MAX_AGE)
    patch_vary_headers(response, ("Cookie", "Accept-Language"))
    return response


def immutable(view: View) -> View:
    """The view's 200 answers never change: cache them for a year."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        return _with_etag(view, request, etag_of(request), mark_immutable, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def short_lived(view: View) -> View:
    """The view's 200 answers may change within minutes (its body is the ETag)."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        response = view(request, *args, **kwargs)
        return mark_short(response) if response.status_code == 200 else response

    return wrapper  # type: ignore[return-value]


def by_scenario(view: View) -> View:
    """For views of `scenario_id`: immutable for a saved scenario (`x_...`); for a library one
    a short max-age, and an ETag that follows the library's files."""

    @functools.wraps(view)
    def wrapper(
        request: HttpRequest, scenario_id: str, *args: Any, **kwargs: Any
    ) -> HttpResponseBase:
        if scenario_id.startswith(SAVED_PREFIX):
            tag, mark = etag_of(request), mark_immutable
        else:
            tag, mark = etag_of(request, library.signature()), mark_short
        return _with_etag(view, request, tag, mark, scenario_id, *args, **kwargs)

    return wrapper  # type: ignore[return-value]
