"""Security headers (#10): a Content-Security-Policy without inline script on every page,
nosniff, a referrer policy; embeds stay framable by any site, nothing else is framable;
and no template carries inline script, `on*=` handlers or `javascript:` URLs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from csp.utils import build_policy
from django.conf import settings
from django.test import Client

from rulesviz.security import parse_policy

from .conftest import World

pytestmark = pytest.mark.django_db

TEMPLATES = Path(settings.BASE_DIR) / "templates"


def pages(w: World) -> list[tuple[Client, str]]:
    stranger = Client()
    return [
        (stranger, "/"),
        (stranger, f"/s/{w.scenario_id}/"),
        (stranger, f"/s/{w.scenario_id}/?step=0"),
        (stranger, f"/s/{w.scenario_id}/compare/"),
        (stranger, "/edit/"),
        (stranger, f"/x/{w.saved_short}/"),
        (stranger, f"/r/{w.ruling_short}/"),
        (stranger, f"/r/{w.ruling_short}/ruling.md"),
        (stranger, f"/r/{w.ruling_short}/card.png"),
        (stranger, "/live/"),
        (w.follower, f"/live/{w.code}/"),
        (w.follower, f"/live/{w.code}/state/"),
        (w.follower, f"/live/{w.code}/qr.svg"),
        (w.presenter, f"/live/{w.code}/control/"),
        (w.presenter, f"/live/{w.code}/results/"),
        (stranger, "/s/no-such-scenario/"),  # a 404 page too
        (stranger, f"/live/{w.code}/control/"),  # a 403
    ]


def test_every_page_has_the_policy_and_headers(world: World) -> None:
    for client, url in pages(world):
        response = client.get(url)
        assert response.status_code < 500, url
        csp = parse_policy(response["Content-Security-Policy"])
        assert csp["script-src"] == "'self'", url
        assert csp["default-src"] == "'self'", url
        assert csp["object-src"] == "'none'", url
        assert csp["base-uri"] == "'self'", url
        assert csp["frame-ancestors"] == "'none'", url
        assert "unsafe-inline" not in response["Content-Security-Policy"], url
        assert "unsafe-eval" not in response["Content-Security-Policy"], url
        assert response["X-Content-Type-Options"] == "nosniff", url
        assert response["Referrer-Policy"] == "same-origin", url
        assert response["X-Frame-Options"] == "DENY", url


def test_embeds_stay_framable_by_any_site_with_the_rest_of_the_policy(world: World) -> None:
    for url in (f"/embed/s/{world.scenario_id}/", f"/embed/r/{world.ruling_short}/"):
        response = Client().get(url)
        assert response.status_code == 200, url
        csp = parse_policy(response["Content-Security-Policy"])
        assert csp["frame-ancestors"] == "*", url
        assert csp["script-src"] == "'self'", url
        assert "X-Frame-Options" not in response, url
        assert response["X-Content-Type-Options"] == "nosniff", url


def test_a_views_own_directive_wins_and_the_rest_is_added() -> None:
    # What django-csp's csp_replace (the embeds' decorator) makes of the site's policy.
    policy = parse_policy(build_policy(replace={"frame-ancestors": ["*"], "img-src": ["https:"]}))
    assert policy["frame-ancestors"] == "*"
    assert policy["img-src"] == "https:"
    assert policy["script-src"] == "'self'"
    assert parse_policy(build_policy())["frame-ancestors"] == "'none'"


INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I)
HANDLER = re.compile(r"<[^>]*\son[a-z]+\s*=", re.I)
JS_URL = re.compile(r"""(href|src|action)\s*=\s*["']?\s*javascript:""", re.I)
COMMENT = re.compile(r"\{#.*?#\}|\{% comment %\}.*?\{% endcomment %\}", re.S)
STYLE_ATTR = re.compile(r"<(?!textarea)[a-z][^>]*\sstyle\s*=", re.I)


def test_no_template_has_inline_script_handlers_or_style() -> None:
    found = []
    for path in sorted(TEMPLATES.rglob("*.html")):
        text = COMMENT.sub("", path.read_text())
        for name, pattern in [
            ("inline <script>", INLINE_SCRIPT),
            ("on*= handler", HANDLER),
            ("javascript: URL", JS_URL),
            ("style= attribute", STYLE_ATTR),
            ("<style> element", re.compile(r"<style\b", re.I)),
        ]:
            if pattern.search(text):
                found.append(f"{path.relative_to(TEMPLATES)}: {name}")
    assert found == []
