"""Security headers for every response (#10), and the engine budget's error page (#19).

The Content-Security-Policy comes from django-csp (`CONTENT_SECURITY_POLICY` in settings).
It allows no inline script anywhere: the pages load only their own static files (htmx from
django-htmx, app.js, motion.js, live.js, editor.js), and user text is escaped by the
templates, so a payload that slips through still cannot run.

- `style-src 'self'` without 'unsafe-inline': the templates have no `style=` attributes and
  no `<style>` elements; the scripts set styles only through the CSSOM (`el.style.left =`,
  `el.animate()`), which CSP does not restrict. htmx's own indicator `<style>` is turned off
  in base.html (`htmx-config` meta, `includeIndicatorStyles: false`).
- `img-src 'self' data:`: the QR code and the board are inline SVG; `data:` is for images a
  browser extension or a future favicon may inline, and cannot carry script.
- `connect-src 'self'`: htmx's requests and the live websocket (`ws://`/`wss://` to the same
  host; CSP Level 3 lets 'self' match them, which the browser test checks in Chromium).
- `frame-ancestors 'none'` (as X-Frame-Options: DENY), except where a view replaces it: the
  editor's embeds send `frame-ancestors *` (django-csp's `csp_replace`) to be framed by any
  site, with the rest of this policy.

Django's SecurityMiddleware already sends `X-Content-Type-Options: nosniff`,
`Referrer-Policy: same-origin` and `Cross-Origin-Opener-Policy: same-origin`; they are set
here too when missing, so the headers do not depend on that middleware's settings, with a
Permissions-Policy that Django has no setting for.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

import engine
from engine.record import budget
from rulesviz import library

HEADERS: dict[str, str] = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
}


def parse_policy(header: str) -> dict[str, str]:
    """`a x y; b z` -> {"a": "x y", "b": "z"} (first occurrence of a directive wins), as a
    browser reads the header."""
    directives: dict[str, str] = {}
    for part in header.split(";"):
        name, _, value = part.strip().partition(" ")
        if name:
            directives.setdefault(name.lower(), value.strip())
    return directives


class SecurityHeadersMiddleware:
    """Adds the headers above to every response that lacks them."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        for name, value in HEADERS.items():
            if name not in response:
                response[name] = value
        return response


def too_costly_message(error: engine.BudgetExceeded) -> str:
    return _(
        "The engine stopped: this scenario needs more than %(n)s s to run, more than this "
        "server gives one request. Make it smaller (fewer objects, triggers or paths)."
    ) % {"n": f"{error.seconds:g}"}


class EngineBudgetMiddleware:
    """One engine budget per request (engine/budget.py): every run the request asks for, on
    any path, shares `RULESVIZ_ENGINE_SECONDS` of wall time (the library's own paths take
    milliseconds). Past it the run stops and the request answers a clear page: 422, nothing
    cut short is shown or cached."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        with budget.limit(library.engine_seconds()):
            return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, engine.BudgetExceeded):
            return None
        return render(
            request,
            "editor/error.html",
            {"title": _("Too costly to run"), "message": too_costly_message(exception)},
            status=422,
        )
