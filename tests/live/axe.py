"""An accessibility check in Chromium: axe-core, from the npm registry (pinned in
package-lock.json, installed by `npm ci`), run inside a Playwright page.

The script is evaluated through the DevTools protocol, which the pages' Content-Security-
Policy does not govern, so the check needs no exception in the policy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
HINT = "axe-core is missing: run `npm ci` at the repository root (make test does)"


def axe_source() -> str:
    if not AXE.is_file():
        raise RuntimeError(HINT)
    return AXE.read_text(encoding="utf-8")


def violations(page: Page, impacts: tuple[str, ...] = SERIOUS) -> list[dict[str, Any]]:
    """axe-core's violations of the WCAG 2.x A/AA rules on the page as it is now, kept to
    the given impacts: each with its rule id, help text and the offending elements."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source() + "\n;undefined")
    result: dict[str, Any] = page.evaluate(
        """async (tags) => await window.axe.run(document, {
            runOnly: {type: 'tag', values: tags},
            resultTypes: ['violations'],
        })""",
        TAGS,
    )
    # Leave no empty `style` attribute behind (Playwright's caret hiding leaves some): htmx
    # copies attributes as it swaps, and the policy refuses inline style.
    page.evaluate(
        """() => document.querySelectorAll('[style=""]').forEach(e => e.removeAttribute('style'))"""
    )
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [n["target"] for n in v["nodes"]][:5],
        }
        for v in result["violations"]
        if v["impact"] in impacts
    ]


def assert_accessible(page: Page, what: str) -> None:
    found = violations(page)
    assert not found, f"{what}: axe-core found\n" + json.dumps(found, indent=1)
