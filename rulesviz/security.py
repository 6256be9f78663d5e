"""Security headers for every response (#10).

The Content-Security-Policy allows no inline script anywhere: the pages load only their own
static files (htmx from django-htmx, app.js, motion.js, live.js, editor.js), and user text
is escaped by the templates, so a payload that slips through still cannot run.

- `style-src 'self'` without 'unsafe-inline': the templates have no `style=` attributes and
  no `<style>` elements; the scripts set styles only through the CSSOM (`el.style.left =`,
  `el.animate()`), which CSP does not restrict. htmx's own indicator `<style>` is turned off
  in base.html (`htmx-config` meta, `includeIndicatorStyles: false`).
- `img-src 'self' data:`: the QR code and the board are inline SVG; `data:` is for images a
  browser extension or a future favicon may inline, and cannot carry script.
- `connect-src 'self'`: htmx's requests and the live websocket (`ws://`/`wss://` to the same
  host; CSP Level 3 lets 'self' match them, which the browser test checks in Chromium).
- `frame-ancestors 'none'` (as X-Frame-Options: DENY), except where a view set its own
  directive: the editor's embeds send `frame-ancestors *` to be framed by any site, and that
  directive is kept while the rest of this policy is added to it.

Django's SecurityMiddleware already sends `X-Content-Type-Options: nosniff`,
`Referrer-Policy: same-origin` and `Cross-Origin-Opener-Policy: same-origin`; they are set
here too when missing, so the headers do not depend on that middleware's settings.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

POLICY: dict[str, str] = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}

HEADERS: dict[str, str] = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
}


def parse_policy(header: str) -> dict[str, str]:
    """`a x y; b z` -> {"a": "x y", "b": "z"} (first occurrence of a directive wins)."""
    directives: dict[str, str] = {}
    for part in header.split(";"):
        name, _, value = part.strip().partition(" ")
        if name:
            directives.setdefault(name.lower(), value.strip())
    return directives


def format_policy(directives: dict[str, str]) -> str:
    return "; ".join(f"{name} {value}".strip() for name, value in directives.items())


def policy_for(existing: str | None) -> str:
    """The site's policy, with any directive the view already set kept as the view set it."""
    directives = dict(POLICY)
    if existing:
        directives.update(parse_policy(existing))
    return format_policy(directives)


class SecurityHeadersMiddleware:
    """Adds the Content-Security-Policy and the other headers above to every response."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response["Content-Security-Policy"] = policy_for(response.get("Content-Security-Policy"))
        for name, value in HEADERS.items():
            if name not in response:
                response[name] = value
        return response
