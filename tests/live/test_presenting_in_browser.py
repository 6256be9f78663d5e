"""Presenting in Chromium at a phone's, a laptop's and a projector's width: a presenter and
two followers (three browser contexts) against daphne with the real websocket stack.

While a quiz is open no follower can reach a step past the live one (links, keys or an
edited URL), the options carry no outcome until the reveal, the reveal marks no answer
"correct" when both are legal, and each follower's live region announces every step. The
presenter's board starts within the first 300 px of a 1366×768 page. Screenshots of every
live page at every width are written for a person to look at; axe-core checks each page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from channels.testing import ChannelsLiveServerTestCase
from playwright.sync_api import Browser, ConsoleMessage, Page, expect

from rulesviz import library, present
from rulesviz.present import player_url
from tests.e2e.axe import assert_accessible

from .conftest import scenario_with_a_decision
from .test_live_in_browser import drawer, step_of

pytestmark = pytest.mark.e2e

SHOTS = Path(__file__).resolve().parents[2] / ".venv" / "test-reports" / "screenshots" / "live"
WIDTHS = {"phone": (390, 844), "laptop": (1366, 768), "projector": (1920, 1080)}

# Every text the page's live region is given, in order (a screen reader's view of it).
RECORD_ANNOUNCEMENTS = """
window.__announced = [];
document.addEventListener("DOMContentLoaded", () => {
  const region = document.getElementById("announcer");
  if (!region) return;
  new MutationObserver(() => {
    const said = region.textContent.trim();
    if (said) window.__announced.push(said);
  }).observe(region, {childList: true, characterData: true, subtree: true});
});
"""


def a_step_with_a_target_arrow() -> tuple[str, int]:
    """A library step whose chain holds a spell or ability with a target on the board (not a
    spell on the chain: no arrow is drawn to one)."""
    for sc in library.library():
        for s in library.replay(sc, None, None).steps:
            on_board = {
                pid
                for pid, o in s.snapshot.objects.items()
                if o.exists and o.zone not in ("chain", "hand", "deck", "trash", "banishment")
            }
            if any(
                set(item.target_pids) & on_board and not item.removed
                for item in present.board(s, "en").chain
            ):
                return sc.id, s.index
    raise AssertionError("no library step draws a target arrow")


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two CSS rgb()/rgba() colours."""

    def luminance(css: str) -> float:
        r, g, b = (int(x) / 255 for x in re.findall(r"[0-9.]+", css)[:3])

        def lin(c: float) -> float:
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)

    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class PresentingInTheBrowser(ChannelsLiveServerTestCase):
    browser: Browser

    @pytest.fixture(autouse=True)
    def _browser(self, browser: Browser) -> None:
        self.browser = browser
        SHOTS.mkdir(parents=True, exist_ok=True)

    def person(self, size: tuple[int, int], errors: list[str], lang: str = "en") -> Page:
        context = self.browser.new_context(
            viewport={"width": size[0], "height": size[1]}, locale="en-GB"
        )
        self.addCleanup(context.close)
        if lang != "en":
            host = self.live_server_url.split("//")[1].split(":")[0]
            context.add_cookies(
                [{"name": "django_language", "value": lang, "domain": host, "path": "/"}]
            )
        context.add_init_script(RECORD_ANNOUNCEMENTS)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))

        def console(message: ConsoleMessage) -> None:
            if message.type == "error":
                errors.append(message.text)

        page.on("console", console)
        return page

    def shoot(self, page: Page, name: str) -> None:
        # caret="initial": hiding the caret would leave `style` attributes on the inputs, which
        # htmx then copies as it swaps (and the policy refuses inline style).
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False, caret="initial")

    def present_to_two(
        self, width: str, lang: str = "en"
    ) -> tuple[Page, list[Page], list[str], str, int]:
        size = WIDTHS[width]
        errors: list[str] = []
        presenter = self.person(size, errors, lang)
        scenario_id, live = scenario_with_a_decision()
        presenter.goto(self.live_server_url + player_url(scenario_id, step=live))
        presenter.locator(".live-start-link a").click()
        self.shoot(presenter, f"start-{width}")
        assert_accessible(presenter, f"the start page at {width}")
        presenter.locator("#live-start").click()
        presenter.wait_for_url(re.compile(r"/live/[A-Z0-9]+/control/$"))
        expect(presenter.locator("#live-status")).to_have_attribute("data-state", "live")
        code = presenter.locator("#live-code").inner_text().strip()
        followers = []
        for _ in range(2):
            follower = self.person(size, errors, lang)
            follower.goto(f"{self.live_server_url}/live/{code}/")
            expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
            followers.append(follower)
        expect(presenter.locator("#live-followers")).to_have_text("2")
        return presenter, followers, errors, code, live

    def check_capped(self, follower: Page, code: str, live: int) -> None:
        """Nothing past the live step: not in the step list, the timeline or the stepper,
        not with the End key, not by editing the URL."""
        assert step_of(follower) == live
        expect(follower.locator("#timeline .tl-cell")).to_have_count(live + 1)
        expect(follower.locator("#log .log-step")).to_have_count(live + 1)
        expect(follower.locator("#nav-next")).to_have_count(0)
        expect(follower.locator("#nav-last")).to_have_count(0)
        follower.locator("#step-text").click()  # focus the page, not a form field
        follower.keyboard.press("End")
        follower.keyboard.press("ArrowRight")
        follower.wait_for_timeout(300)
        assert step_of(follower) == live
        later = f"{self.live_server_url}/live/{code}/?step={live + 2}"
        partial = follower.request.get(later, headers={"HX-Request": "true"})
        assert partial.status == 200 and f'data-step="{live}"' in partial.text()
        assert f'step={live + 1}"' not in partial.text()

    def check_skip_link_and_focus_ring(self, page: Page) -> None:
        """The first Tab reaches a skip link, shown with a focus ring of at least 3:1 against
        the page; Enter on it moves the focus to the board."""
        page.keyboard.press("Tab")
        skip = page.locator(".skip-link")
        expect(skip).to_be_focused()
        expect(skip).to_be_in_viewport()
        color, width, style = skip.evaluate(
            "e => { const s = getComputedStyle(e); "
            "return [s.outlineColor, s.outlineWidth, s.outlineStyle]; }"
        )
        background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
        assert style == "solid" and float(width.removesuffix("px")) >= 2
        assert contrast(color, background) >= 3, (color, background)
        page.keyboard.press("Enter")
        assert page.evaluate("() => document.activeElement.id") == "live-stage"

    def run_at(self, width: str) -> None:
        presenter, followers, errors, code, live = self.present_to_two(width)
        w, h = WIDTHS[width]

        # The presenter's board comes first.
        board_top = presenter.locator("#board").bounding_box()
        assert board_top is not None
        if width == "laptop":
            assert board_top["y"] < 300, f"the board starts {board_top['y']} px down"
        self.shoot(presenter, f"presenter-{width}")
        presenter.locator("#live-code-badge").click()
        expect(presenter.locator("#live-join .live-qr svg")).to_be_visible()
        self.shoot(presenter, f"presenter-qr-{width}")
        assert_accessible(presenter, f"presenter's QR at {width}")
        presenter.keyboard.press("Escape")
        expect(presenter.locator("#live-join")).to_be_hidden()

        # A quiz on the coming decision.
        drawer(presenter, True)
        presenter.locator("#live-ask-decision").click()
        expect(presenter.locator("#live-tally")).to_be_visible()
        self.shoot(presenter, f"presenter-drawer-{width}")
        assert_accessible(presenter, f"presenter's drawer at {width}")
        drawer(presenter, False)
        expect(presenter.locator("#live-quiz-flag")).to_be_visible()

        names: list[str] = []
        for n, follower in enumerate(followers):
            options = follower.locator("#live-quiz .live-option")
            expect(options).to_have_count(2)
            names = [t.strip() for t in options.all_inner_texts()]
            assert all("→" not in name for name in names), names
            expect(follower.locator("#decision")).to_have_count(0)
            self.check_capped(follower, code, live)
            # An edited address: the page itself is capped, and the quiz is still there.
            follower.goto(f"{self.live_server_url}/live/{code}/?step={live + 3}")
            expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
            assert step_of(follower) == live
            board = follower.locator("#board").bounding_box()
            self.shoot(follower, f"follower-quiz-{width}")
            assert board is not None and board["y"] < h, f"{width}: board at {board['y']} px"
            if n == 0:
                self.shoot(follower, f"follower-quiz-{width}")
                assert_accessible(follower, f"follower's quiz at {width}")
                self.check_skip_link_and_focus_ring(follower)

        # Each answers; the presenter reveals without marking an answer (both are legal).
        for n, follower in enumerate(followers):
            follower.locator("#live-quiz .live-option").nth(n).click()
            expect(follower.locator("#live-quiz .live-my-answer")).to_be_visible()
        drawer(presenter, True)
        expect(presenter.locator("#live-tally .live-tally-total")).to_have_text("2 answers")
        presenter.locator("#live-reveal").click()
        expect(presenter.locator("#live-quiz-flag")).to_be_hidden()
        drawer(presenter, False)
        for n, follower in enumerate(followers):
            rows = follower.locator("#live-quiz .live-tally-row")
            expect(rows).to_have_count(2)
            expect(rows.first).to_contain_text("→")  # the outcome, now
            expect(follower.locator("#live-quiz .is-correct")).to_have_count(0)
            expect(follower.locator("#live-quiz .live-tally-total")).to_have_text("2 answers")
            if n == 0:
                self.shoot(follower, f"follower-revealed-{width}")

        # The presenter steps twice: every follower follows, and its live region says so.
        presenter.locator("#step-text").click()
        for k in (1, 2):
            presenter.keyboard.press("ArrowRight")
            expect(presenter.locator("#player")).to_have_attribute("data-step", str(live + k))
            for follower in followers:
                expect(follower.locator("#player")).to_have_attribute("data-step", str(live + k))
                expect(follower.locator("#announcer")).to_contain_text(f"{live + k} /")
        for follower in followers:
            # The revealed question has folded away: the board comes back up.
            expect(follower.locator("#live-quiz details.live-quiz-result")).not_to_have_attribute(
                "open", ""
            )
            said = follower.evaluate("() => window.__announced")
            for k in (1, 2):
                assert any(re.match(rf"Step {live + k} / \d+: \S", s) for s in said), said
        self.shoot(followers[1], f"follower-after-{width}")

        # Large type: the step's text grows, not the zones' headings.
        before = presenter.locator("#step-text").evaluate(
            "e => parseFloat(getComputedStyle(e).fontSize)"
        )
        heading = presenter.locator(".zone h3").first.evaluate(
            "e => parseFloat(getComputedStyle(e).fontSize)"
        )
        presenter.locator("[data-large-type]").click()
        expect(presenter.locator("[data-large-type]")).to_have_attribute("aria-pressed", "true")
        after = presenter.locator("#step-text").evaluate(
            "e => parseFloat(getComputedStyle(e).fontSize)"
        )
        assert after >= before * 1.4
        assert (
            presenter.locator(".zone h3").first.evaluate(
                "e => parseFloat(getComputedStyle(e).fontSize)"
            )
            == heading
        )
        self.shoot(presenter, f"presenter-large-type-{width}")
        assert_accessible(presenter, f"presenter in large type at {width}")
        presenter.locator("[data-large-type]").click()

        # The results: counts, no names.
        presenter.goto(f"{self.live_server_url}/live/{code}/results/")
        expect(presenter.locator(".live-result")).to_have_count(1)
        expect(presenter.locator(".live-names")).to_have_count(0)
        self.shoot(presenter, f"results-{width}")
        assert_accessible(presenter, f"results at {width}")
        followers[0].goto(f"{self.live_server_url}/live/")
        self.shoot(followers[0], f"join-{width}")
        assert_accessible(followers[0], f"join page at {width}")
        assert errors == [], errors

        # The presenter ends the session: a follower is told, and its code opens nothing more.
        presenter.goto(f"{self.live_server_url}/live/{code}/control/")
        drawer(presenter, True)
        presenter.locator("#live-end").click()
        presenter.wait_for_url(re.compile(r"/results/$"))
        expect(followers[1].locator("#live-status")).to_have_attribute("data-state", "ended")
        response = followers[1].reload()
        assert response is not None and response.status == 410
        self.shoot(followers[1], f"ended-{width}")
        assert_accessible(followers[1], f"the ended page at {width}")

    def test_presenting_on_a_phone(self) -> None:
        self.run_at("phone")

    def test_presenting_on_a_laptop(self) -> None:
        self.run_at("laptop")

    def test_presenting_on_a_projector(self) -> None:
        self.run_at("projector")

    def test_the_live_pages_in_french(self) -> None:
        presenter, followers, errors, code, live = self.present_to_two("laptop", "fr")
        drawer(presenter, True)
        presenter.locator("#live-ask-decision").click()
        expect(followers[0].locator("#live-quiz .live-option")).to_have_count(2)
        expect(followers[0].locator("#live-quiz h2")).to_have_text("Que se passe-t-il ensuite ?")
        self.shoot(presenter, "presenter-drawer-fr-laptop")
        followers[0].locator("#live-quiz .live-option").first.click()
        expect(followers[0].locator("#live-quiz .live-my-answer")).to_contain_text("Votre réponse")
        presenter.locator("#live-reveal").click()
        expect(followers[1].locator("#live-quiz .live-tally-total")).to_have_text("1 réponse")
        drawer(presenter, False)
        presenter.locator("#step-text").click()
        presenter.keyboard.press("ArrowRight")
        expect(followers[1].locator("#announcer")).to_contain_text(f"Étape {live + 1} /")
        self.shoot(followers[1], "follower-fr-laptop")
        for page in (presenter, *followers):
            seen = page.locator("body").inner_text()
            for english in (
                "Step ",
                "Following the presenter",
                "Join code",
                "Quiz and steps",
                "Large type",
                "answer",
                "What happens next",
                "Add your name",
            ):
                assert english not in seen, (page.url, english)
            assert_accessible(page, f"{page.url} in French")
        assert errors == [], errors

    def test_large_type_redraws_the_target_arrows(self) -> None:
        errors: list[str] = []
        page = self.person(WIDTHS["laptop"], errors)
        scenario_id, step = a_step_with_a_target_arrow()
        page.goto(self.live_server_url + player_url(scenario_id, step=step))
        arrow = page.locator(".link-lines path.target-line").first
        expect(arrow).to_have_count(1)
        before = arrow.get_attribute("d")
        page.locator("[data-large-type]").click()
        expect(page.locator(".link-lines path.target-line").first).not_to_have_attribute(
            "d", before or ""
        )
        # ...and drawn to where the target card now is.
        end = page.evaluate(
            """() => {
                const path = document.querySelector('.link-lines path.target-line');
                const svg = path.ownerSVGElement.getBoundingClientRect();
                const p = path.getPointAtLength(path.getTotalLength());
                return {x: p.x + svg.left, y: p.y + svg.top};
            }"""
        )
        item = page.locator(".chain-item[data-targets]").first
        target = (item.get_attribute("data-targets") or "").split()[0]
        box = page.locator(f'#board [data-card="{target}"]').first.bounding_box()
        assert box is not None
        assert box["x"] - 30 <= end["x"] <= box["x"] + box["width"] + 30
        assert box["y"] - 30 <= end["y"] <= box["y"] + box["height"] + 30
        assert errors == []
