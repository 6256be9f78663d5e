"""A small per-client limiter on Django's cache: N requests per window per IP and scope.

Fixed windows (the count restarts every `window` seconds), counted in the default cache:
with the default local-memory cache each server process counts on its own; with REDIS_URL
set, the cache is Redis (rulesviz/settings.py) and every process counts in one place. The
client is REMOTE_ADDR: behind a proxy, have the proxy set it (the app trusts no forwarded
header).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

# scope: (requests, seconds). RULESVIZ_RATE_LIMITS in settings overrides any of them.
DEFAULT_LIMITS: dict[str, tuple[int, int]] = {
    "save": (30, 60),  # saving or uploading a scenario
    "share": (30, 60),  # making a ruling link
    "check": (600, 60),  # validating as one types (debounced by the page)
    "session": (20, 60),  # starting a live session
    "join": (60, 60),  # followers added by cookie-less visits of join links
    "answer": (60, 60),  # quiz answers (one per follower and quiz in any case)
}

View = TypeVar("View", bound=Callable[..., HttpResponse])


def limit(scope: str) -> tuple[int, int]:
    limits: dict[str, tuple[int, int]] = getattr(settings, "RULESVIZ_RATE_LIMITS", {})
    return limits.get(scope) or DEFAULT_LIMITS[scope]


def client(request: HttpRequest) -> str:
    return str(request.META.get("REMOTE_ADDR") or "unknown")


def hit(request: HttpRequest, scope: str) -> int | None:
    """Count one request; None if allowed, else the seconds until the window ends."""
    count, window = limit(scope)
    now = int(time.time())
    key = f"rulesviz:rate:{scope}:{client(request)}:{now // window}"
    cache.add(key, 0, timeout=window + 1)
    try:
        n = cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=window + 1)
        n = 1
    if n > count:
        return window - now % window
    return None


def too_many(request: HttpRequest, retry_after: int) -> HttpResponse:
    response = render(
        request,
        "editor/error.html",
        {
            "title": _("Too many requests"),
            "message": _("Too many requests from your address. Try again in %(n)d seconds.")
            % {"n": retry_after},
        },
        status=429,
    )
    response["Retry-After"] = str(retry_after)
    return response


def rate_limited(scope: str) -> Callable[[View], View]:
    """Limit a view's POSTs (GETs only show forms and are not counted)."""

    def decorate(view: View) -> View:
        @functools.wraps(view)
        def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method == "POST":
                retry_after = hit(request, scope)
                if retry_after is not None:
                    return too_many(request, retry_after)
            return view(request, *args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorate
