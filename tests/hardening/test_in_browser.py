"""In Chromium, against daphne with the real websocket stack (#10):

- the Content-Security-Policy holds: the gallery, a player step, the compare view, the
  editor, a saved scenario, a ruling, an embed, and a live session's control, follower and
  results pages load, step and follow without one CSP violation or console error, and the
  live websocket connects under `connect-src 'self'`;
- user text never executes: script and `onerror` payloads in a follower's name, a quiz's
  question and outcomes, a saved scenario's title and summary and a ruling's question and
  answer render as text, with no injected element and `window.__pwned` never set.

ChannelsLiveServerTestCase serves the app (P1); the run's one Playwright instance is handed
to the class (P5); this file runs in the e2e invocation only (P4)."""

from __future__ import annotations

import pytest
from channels.testing import ChannelsLiveServerTestCase
from django.test import Client
from playwright.sync_api import Browser, BrowserContext, Page, expect

from rulesviz.editor import store
from rulesviz.editor.models import Ruling
from rulesviz.live.consumers import control_cookie
from rulesviz.live.models import LiveSession
from rulesviz.present import player_url
from tests.editor.helpers import VALID
from tests.live.conftest import scenario_with_a_decision

pytestmark = pytest.mark.e2e

# Each is short enough for a follower's name (40 characters).
SCRIPT = "<script>window.__pwned=1</script>"
IMG = "<img src=x onerror=window.__pwned=1>"
SVG = "<svg onload=window.__pwned=1>"
PAYLOADS = [SCRIPT, IMG, SVG]

# Records what the page refuses under its policy; Playwright's init scripts are not subject
# to the page's CSP, so this runs even where the policy forbids inline script.
WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " " + e.sourceFile
    + ":" + e.lineNumber);
});
"""

INJECTED = "img[src='x'], svg[onload], script:not([src])"


class HardeningInTheBrowser(ChannelsLiveServerTestCase):
    browser: Browser

    @pytest.fixture(autouse=True)
    def _browser(self, browser: Browser) -> None:
        self.browser = browser

    def context(self) -> tuple[BrowserContext, list[str]]:
        errors: list[str] = []
        context = self.browser.new_context()
        self.addCleanup(context.close)
        context.add_init_script(WATCH)

        def on_page(page: Page) -> None:
            page.on(
                "console",
                lambda m: errors.append(f"{page.url}: {m.text}") if m.type == "error" else None,
            )
            page.on("pageerror", lambda e: errors.append(f"{page.url}: {e}"))

        context.on("page", on_page)
        return context, errors

    def visit(self, page: Page, path: str) -> None:
        response = page.goto(self.live_server_url + path)
        assert response is not None and response.status < 400, (path, response)
        page.wait_for_load_state("load")
        self.assert_clean(page)

    def assert_clean(self, page: Page) -> None:
        assert page.evaluate("window.__csp") == [], page.url
        assert page.evaluate("window.__pwned") is None, page.url
        assert page.locator(INJECTED).count() == 0, page.url

    def start_session(self, context: BrowserContext, scenario_id: str, step: int) -> str:
        session, secret = LiveSession.start(scenario_id, None, None, step)
        context.add_cookies(
            [{"name": control_cookie(session.code), "value": secret, "url": self.live_server_url}]
        )
        return session.code

    # ------------------------------------------------------------------ the policy holds

    def test_pages_load_step_and_follow_under_the_policy(self) -> None:
        context, errors = self.context()
        page = context.new_page()
        scenario_id, step = scenario_with_a_decision()
        saved, _ = store.save(VALID)

        self.visit(page, "/")
        self.visit(page, player_url(scenario_id, step=step))
        # Step with the keyboard and a link (htmx swaps, motion.js animates).
        page.keyboard.press("ArrowLeft")
        expect(page.locator("#player")).to_have_attribute("data-step", str(step - 1))
        page.keyboard.press("End")
        page.wait_for_load_state("networkidle")
        self.assert_clean(page)
        assert page.evaluate("htmx.version") == "2.0.10"
        self.visit(page, f"/s/{scenario_id}/compare/")
        self.visit(page, "/edit/")
        page.locator("textarea").first.press("End")
        page.keyboard.type(" ")  # the editor checks as one types (htmx POST)
        page.wait_for_load_state("networkidle")
        self.assert_clean(page)
        self.visit(page, f"/x/{saved.short}/")
        self.visit(page, f"/embed/s/{scenario_id}/?step=1")

        # A live session: the presenter's control page and a follower, over the websocket.
        code = self.start_session(context, scenario_id, step)
        self.visit(page, f"/live/{code}/control/")
        expect(page.locator("#live-status")).to_have_attribute("data-state", "live")
        follower_context, follower_errors = self.context()
        follower = follower_context.new_page()
        self.visit(follower, "/live/")
        self.visit(follower, f"/live/{code}/")
        expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
        page.locator("#live-drawer-toggle").click()  # the quiz is in the presenter's drawer
        page.locator("#live-ask-decision").click()
        expect(follower.locator(".live-option").first).to_be_visible()
        follower.locator(".live-option").first.click()
        expect(page.locator("#live-reveal")).to_be_visible()
        self.assert_clean(page)
        self.assert_clean(follower)
        self.visit(page, f"/live/{code}/results/")
        assert errors == [] and follower_errors == [], errors + follower_errors

    # ------------------------------------------------------------------ user text stays text

    def test_user_text_never_executes(self) -> None:
        context, errors = self.context()
        presenter = context.new_page()
        scenario_id, step = scenario_with_a_decision()

        # A saved scenario whose title and summary are payloads; a ruling with payloads.
        text = VALID.replace("en: A new scenario", f"en: '{SCRIPT}{IMG}'", 1).replace(
            "en: The question this scenario answers.", f"en: '{SVG}{IMG}'", 1
        )
        saved, _ = store.save(text)
        response = Client().post(
            "/r/new/",
            {
                "to": player_url(scenario_id, step=step),
                "question": SCRIPT + IMG,
                "answer": SVG + IMG,
            },
        )
        assert response.status_code == 302, response.content
        ruling = Ruling.objects.get(short=response["Location"].split("/")[2])
        for path in (
            f"/x/{saved.short}/",
            f"/s/x_{saved.short}/",
            f"/embed/s/x_{saved.short}/",
            f"/r/{ruling.short}/",
            f"/embed/r/{ruling.short}/",
        ):
            self.visit(presenter, path)
            assert IMG in presenter.locator("body").inner_text(), path

        # Live: followers named with payloads; a quiz with a payload question and outcomes.
        code = self.start_session(context, scenario_id, step)
        self.visit(presenter, f"/live/{code}/control/")
        expect(presenter.locator("#live-status")).to_have_attribute("data-state", "live")
        followers = []
        for name in PAYLOADS:
            follower_context, follower_errors = self.context()
            follower = follower_context.new_page()
            self.visit(follower, f"/live/{code}/")
            expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
            follower.locator(".live-name-box summary").click()  # the name form is folded
            follower.locator("#live-name-input").fill(name)
            follower.locator("#live-name-input").press("Enter")
            expect(follower.locator(".live-saved")).to_be_visible()
            self.assert_clean(follower)
            followers.append((follower, follower_errors))
        presenter.locator("#live-drawer-toggle").click()  # the quiz is in the presenter's drawer
        presenter.locator(".live-custom summary").click()
        presenter.locator("#id_prompt").fill(SCRIPT + IMG)
        presenter.locator("#id_outcomes").fill("\n".join(PAYLOADS))
        presenter.locator("#live-ask-custom").click()
        expect(presenter.locator("#live-reveal")).to_be_visible()
        for i, (follower, _) in enumerate(followers):
            # Pushed over the websocket and swapped in by live.js: still text.
            expect(follower.locator(".live-option")).to_have_count(3)
            expect(follower.locator(".live-option").nth(0)).to_have_text(SCRIPT)
            assert IMG in follower.locator("body").inner_text()
            follower.locator(".live-option").nth(i).click()
            follower.wait_for_load_state("networkidle")
            self.assert_clean(follower)
        presenter.locator("#live-reveal").click()
        for follower, _ in followers:
            follower.wait_for_timeout(100)
            self.assert_clean(follower)
        self.assert_clean(presenter)
        self.visit(presenter, f"/live/{code}/results/?names=1")  # names only when asked
        body = presenter.locator("body").inner_text()
        for name in PAYLOADS:
            assert name in body
        all_errors = errors + [e for _, errs in followers for e in errs]
        assert all_errors == [], all_errors
