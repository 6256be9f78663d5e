from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session", autouse=True)
def _allow_django_under_playwright_loop() -> Iterator[None]:
    """pytest-playwright's sync API keeps an asyncio loop running in the main thread, and
    Django then refuses ORM calls, even creating the test database (stack notes P3).
    Only for browser tests; never in settings."""
    old = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if old is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = old
