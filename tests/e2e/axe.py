"""An accessibility check for browser tests: axe-core (a pinned, test-only npm package:
package.json and package-lock.json at the repository root, installed by `npm ci`, which
`make test` runs) injected into the page by Playwright.

    from tests.e2e.axe import assert_no_serious_violations
    assert_no_serious_violations(page)            # the whole page, as it is now

Only "serious" and "critical" violations fail; the message names each rule and the
elements it found, so a failure says what to fix.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

AXE_JS = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
FAILING_IMPACTS = frozenset({"serious", "critical"})


@cache
def _axe_source() -> str:
    if not AXE_JS.is_file():
        raise RuntimeError(
            f"{AXE_JS} is missing: run `npm ci` at the repository root (make test does)"
        )
    return AXE_JS.read_text(encoding="utf-8")


def axe_violations(page: Page, context: str | None = None) -> list[dict[str, Any]]:
    """axe's violations on the page (or inside the `context` CSS selector)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        # add_script_tag would be blocked by the page's CSP (no inline script); evaluate is not.
        page.evaluate(_axe_source())
    results: dict[str, Any] = page.evaluate(
        """async (context) => await window.axe.run(context || document, {
               resultTypes: ['violations'],
           })""",
        context,
    )
    return list(results["violations"])


def serious_violations(page: Page, context: str | None = None) -> list[dict[str, Any]]:
    return [v for v in axe_violations(page, context) if v.get("impact") in FAILING_IMPACTS]


def describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['impact']}: {v['id']} — {v['help']}")
        for node in v.get("nodes", [])[:5]:
            lines.append(
                f"    {' '.join(node.get('target', []))}: {node.get('failureSummary', '')}"
            )
    return "\n".join(lines)


def assert_no_serious_violations(page: Page, context: str | None = None) -> None:
    found = serious_violations(page, context)
    assert not found, f"axe on {page.url}:\n{describe(found)}"


def assert_accessible(page: Page, what: str) -> None:
    """The same check, naming the page in words (for pages whose URL says little)."""
    found = serious_violations(page)
    assert not found, f"{what} ({page.url}):\n{describe(found)}"
