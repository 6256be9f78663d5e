from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import ConsoleMessage, Page

# Screenshots kept after the run (git-ignored, with the JUnit reports of `make test`).
ARTIFACTS = Path(__file__).resolve().parents[2] / ".venv" / "test-reports" / "screenshots"


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


@pytest.fixture
def console_errors(page: Page) -> list[str]:
    """Every console error and uncaught exception of the page, to assert there are none."""
    errors: list[str] = []

    def record(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", record)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
