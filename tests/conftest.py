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
def _fresh_rate_limits() -> Any:
    """Each test starts with empty rate-limit counters (they live in the per-process cache)."""
    from django.core.cache import cache

    cache.clear()
    yield
