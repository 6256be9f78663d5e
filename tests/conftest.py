"""Shared test set-up.

Browser tests drive Debian's chromium: Playwright cannot download its own browsers on
this machine, and `--browser-channel` cannot point at Debian's build (stack notes §2).
"""

from __future__ import annotations

import os
import shutil
from typing import Any

import pytest

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {
        **browser_type_launch_args,
        "executable_path": os.environ.get("CHROMIUM_PATH") or shutil.which("chromium"),
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture(autouse=True)
def _fresh_cache() -> Any:
    """Each test starts and ends with an empty cache: the rate limits and the ruling pictures live
    there, so hundreds of fuzzed POSTs neither hide behind 429s nor limit the tests that follow."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture(scope="session", autouse=True)
def _allow_django_under_playwright_loop(request: pytest.FixtureRequest) -> Any:
    """pytest-playwright's sync API keeps an asyncio loop running in the main thread, and Django
    then refuses ORM calls (stack notes P3). Only in a run that has browser tests: the unit run
    keeps Django's guard. Never in settings."""
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
