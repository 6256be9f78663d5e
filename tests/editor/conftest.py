"""Shared set-up of the editor and ruling-link tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def _fresh_cache() -> Iterator[None]:
    """The rate limiter and the picture cache live in Django's cache: each test starts clean."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture(scope="session", autouse=True)
def _allow_django_under_playwright_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """As tests/e2e/conftest.py (stack notes P3), only in a run that has browser tests."""
    if not any(item.get_closest_marker("e2e") for item in request.session.items):
        yield
        return
    old = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if old is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = old
