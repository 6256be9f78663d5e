"""A live session in Chromium: a presenter page and a follower page, in two browser
contexts (two people), against daphne with the real websocket stack.

ChannelsLiveServerTestCase serves the app (daphne in a child process, the file SQLite test
database, P1). The one Playwright instance of the run (pytest-playwright's `browser`) is
handed to the class (P5); this file runs in the e2e invocation only (P4)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from channels.testing import ChannelsLiveServerTestCase
from django.db.models import F
from django.test import override_settings
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from rulesviz.live.models import LiveSession
from rulesviz.live.presenting import option_name
from rulesviz.present import player_url

from .conftest import scenario_with_a_decision

pytestmark = pytest.mark.e2e


def step_of(page: Page) -> int:
    return int(page.locator("#player").get_attribute("data-step") or "-1")


def drawer(page: Page, open_it: bool) -> None:
    """Open or close the presenter's drawer (the quiz and go-to-step)."""
    panel = page.locator("#live-drawer")
    if panel.is_visible() != open_it:
        page.locator("#live-drawer-toggle" if open_it else "#live-drawer .live-close").click()
    if open_it:
        expect(panel).to_be_visible()
    else:
        expect(panel).to_be_hidden()


class LiveBrowsers(ChannelsLiveServerTestCase):
    browser: Browser

    @pytest.fixture(autouse=True)
    def _browser(self, browser: Browser) -> None:
        self.browser = browser

    def open(self) -> tuple[Page, Page, list[str]]:
        """A presenter who started a session from a step, and a follower who joined."""
        errors: list[str] = []
        pages = []
        for _ in range(2):
            context = self.browser.new_context()
            self.addCleanup(context.close)
            page = context.new_page()
            page.on("pageerror", lambda error: errors.append(str(error)))
            pages.append(page)
        presenter, follower = pages
        scenario_id, step = scenario_with_a_decision()
        presenter.goto(self.live_server_url + player_url(scenario_id, step=step))
        presenter.locator(".live-start-link a").click()
        presenter.locator("#live-start").click()
        presenter.wait_for_url(re.compile(r"/live/[A-Z0-9]+/control/$"))
        expect(presenter.locator("#live-status")).to_have_attribute("data-state", "live")
        code = presenter.locator("#live-code").inner_text()
        assert presenter.locator("#live-join-url").get_attribute("href") == (
            f"{self.live_server_url}/live/{code}/"
        )
        assert presenter.locator(".live-qr svg").count() == 1

        follower.goto(self.live_server_url + "/live/")
        follower.locator("#live-code-input").fill(code.lower())
        follower.locator("#live-code-input").press("Enter")
        follower.wait_for_url(re.compile(rf"/live/{code}/$"))
        expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
        assert step_of(follower) == step_of(presenter) == step
        return presenter, follower, errors


class FollowingInTheBrowser(LiveBrowsers):
    """The long walk through a session, on a server process of its own: a server that has
    already served other tests' sessions saw its SQLite file flushed under its open WAL
    connection between tests (disk I/O error), which no real server meets."""

    def test_the_follower_follows_wanders_resyncs_and_answers_a_quiz(self) -> None:
        presenter, follower, errors = self.open()
        start = step_of(presenter)
        expect(follower.locator("#step-text")).to_have_text(
            presenter.locator("#step-text").inner_text()
        )

        # The presenter asks what happens next, with the coming decision's options.
        drawer(presenter, True)
        presenter.locator("#live-ask-decision").click()
        options = follower.locator("#live-quiz .live-option")
        expect(options.first).to_be_visible()
        chosen = options.first.get_attribute("data-option")
        options.first.click()
        expect(follower.locator("#live-quiz .live-my-answer")).to_be_visible()
        expect(presenter.locator("#live-tally .live-tally-total")).to_have_text("1 answer")
        presenter.locator(f'#live-control-quiz input[value="{chosen}"]').check()
        presenter.locator("#live-reveal").click()
        expect(follower.locator("#live-quiz .live-tally-row.is-correct")).to_have_attribute(
            "data-option", chosen or ""
        )
        drawer(presenter, False)

        # The presenter steps (a click, then a key): the follower's board follows.
        presenter.locator("#nav-next").click()
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 1))
        expect(presenter.locator("#player")).to_have_attribute("data-step", str(start + 1))
        # The same step; a follower's names the option taken without the outcome to come.
        expect(follower.locator("#step-text")).to_have_text(
            option_name(presenter.locator("#step-text").inner_text())
        )
        presenter.keyboard.press("ArrowRight")
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 2))
        assert "/control/" in presenter.url and "/s/" not in follower.url

        # The follower steps back: they stay there, told how far behind they are.
        follower.locator("#nav-prev").click()
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 1))
        expect(follower.locator("#live-status")).to_have_text("1 step behind")
        presenter.locator("#nav-next").click()
        expect(presenter.locator("#player")).to_have_attribute("data-step", str(start + 3))
        expect(follower.locator("#live-status")).to_have_text("2 steps behind")
        assert step_of(follower) == start + 1
        assert re.search(r"/live/[A-Z0-9]+/$", follower.url)  # wandering kept the address
        follower.locator("#live-resync").click()
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 3))
        expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
        expect(follower.locator("#live-resync")).to_be_hidden()
        assert errors == []


class LiveSessionInTheBrowser(LiveBrowsers):
    def test_a_dropped_connection_resyncs_by_itself(self) -> None:
        sockets: list[WebSocketRoute] = []
        presenter, follower, _errors = self.open()

        # Put the follower's socket through a route we can cut, then reload to use it.
        def through(ws: WebSocketRoute) -> None:
            ws.connect_to_server()
            sockets.append(ws)

        follower.route_web_socket(re.compile(r"/ws/live/"), through)
        follower.reload()
        expect(follower.locator("#live-status")).to_have_attribute("data-state", "live")
        sockets[-1].close(code=1011)
        expect(follower.locator("#live-status")).to_have_attribute("data-state", "offline")
        target = 0 if step_of(presenter) > 0 else 1
        drawer(presenter, True)
        presenter.locator("#live-goto-step").fill(str(target))
        presenter.locator("#live-goto-step").press("Enter")
        expect(presenter.locator("#player")).to_have_attribute("data-step", str(target))
        # Back online: the new socket's hello says the session moved, and the page catches up.
        expect(follower.locator("#live-status")).to_have_attribute(
            "data-state", "live", timeout=15000
        )
        expect(follower.locator("#player")).to_have_attribute("data-step", str(target))
        assert len(sockets) >= 2

    def test_a_follower_page_cannot_drive(self) -> None:
        presenter, follower, _errors = self.open()
        start = step_of(presenter)
        response: Any = follower.request.post(
            follower.url + "move/", form={"step": "0"}, fail_on_status_code=False
        )
        assert response.status == 403
        follower.evaluate(
            """() => new Promise((resolve) => {
                const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ws/live/'
                    + document.querySelector('[data-live-code]').dataset.liveCode + '/');
                ws.onmessage = (e) => { const m = JSON.parse(e.data);
                    if (m.t === 'hello') ws.send(JSON.stringify({t: 'move', step: 0}));
                    else if (m.t === 'refused') resolve(m); };
            })"""
        )
        presenter.reload()
        assert step_of(presenter) == start


CAUGHT_UP = "An update was missed; this page has caught up."


@override_settings(LIVE_TICK_SECONDS=1)  # the server process is forked with it
class NothingIsMissedInSilence(LiveBrowsers):
    """Messages lost on the way (#21): the page notices, fetches the state and says so."""

    def losing_the_first(self, page: Page, kind: bytes, after: int = 0) -> list[bytes]:
        """Route the page's socket so that the first pushed message of this kind (after
        `after` of them went through) is lost."""
        dropped: list[bytes] = []
        passed: list[bytes] = []

        def route(ws: WebSocketRoute) -> None:
            server = ws.connect_to_server()

            def to_page(message: str | bytes) -> None:
                lost = isinstance(message, bytes) and message.startswith(b'{"t":"' + kind)
                if lost and len(passed) < after:
                    passed.append(message)  # type: ignore[arg-type]
                elif lost and not dropped:
                    dropped.append(message)  # type: ignore[arg-type]
                    return
                ws.send(message)

            server.on_message(to_page)

        page.route_web_socket(re.compile(r"/ws/live/"), route)
        page.reload()
        expect(page.locator("#live-status")).to_have_attribute("data-state", "live")
        return dropped

    def test_a_follower_that_missed_a_step_catches_up_at_the_next_message(self) -> None:
        presenter, follower, errors = self.open()
        dropped = self.losing_the_first(follower, b"step")
        start = step_of(presenter)
        presenter.locator("#nav-next").click()
        expect(presenter.locator("#player")).to_have_attribute("data-step", str(start + 1))
        presenter.locator("#nav-next").click()
        # The page never saw the first move; the second is two versions ahead of it.
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 2))
        expect(follower.locator("#live-status")).to_have_text(CAUGHT_UP)
        assert (
            len(dropped) == 1 and follower.locator("#live").get_attribute("data-live-missed") == "1"
        )
        expect(follower.locator("#live-status")).to_have_text(
            "Following the presenter", timeout=10000
        )
        assert errors == []

    def test_a_follower_that_missed_a_quiz_gets_it_with_the_next_step(self) -> None:
        presenter, follower, errors = self.open()
        dropped = self.losing_the_first(follower, b"quiz")
        drawer(presenter, True)
        presenter.locator("#live-ask-decision").click()
        expect(presenter.locator("#live-reveal")).to_be_visible()
        assert follower.locator("#live-quiz .live-option").count() == 0
        drawer(presenter, False)
        start = step_of(presenter)
        presenter.locator("#nav-next").click()
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 1))
        # The quiz arrives with the catch-up; asked at the step before, it is folded now that
        # the presenter has moved on (presenting), but its options are there to open.
        expect(follower.locator("#live-quiz .live-option")).not_to_have_count(0)
        expect(follower.locator("#live-status")).to_have_text(CAUGHT_UP)
        assert len(dropped) == 1 and errors == []

    def test_a_follower_that_missed_the_reveal_gets_it_with_the_next_step(self) -> None:
        presenter, follower, errors = self.open()
        dropped = self.losing_the_first(follower, b"quiz", after=1)
        drawer(presenter, True)
        presenter.locator("#live-ask-decision").click()
        options = follower.locator("#live-quiz .live-option")
        expect(options.first).to_be_visible()
        chosen = options.first.get_attribute("data-option") or ""
        presenter.locator(f'#live-control-quiz input[value="{chosen}"]').check()
        presenter.locator("#live-reveal").click()
        expect(presenter.locator("#live-reveal")).to_be_hidden()
        # The reveal was lost on its way: the follower still has the question open.
        assert follower.locator("#live-quiz .live-quiz").get_attribute("data-state") == "open"
        drawer(presenter, False)
        start = step_of(presenter)
        presenter.locator("#nav-next").click()
        expect(follower.locator("#player")).to_have_attribute("data-step", str(start + 1))
        # The catch-up brings the revealed panel with the answer the presenter marked,
        # folded now that the presenter has moved on.
        panel = follower.locator("#live-quiz .live-quiz")
        expect(panel).to_have_attribute("data-state", "revealed")
        expect(follower.locator("#live-quiz .live-tally-row.is-correct")).to_have_attribute(
            "data-option", chosen
        )
        assert follower.locator("#live-quiz details.live-quiz-result").get_attribute("open") is None
        expect(follower.locator("#live-status")).to_have_text(CAUGHT_UP)
        assert len(dropped) == 1 and errors == []

    def test_a_move_the_layer_never_brought_is_fetched_after_the_tick(self) -> None:
        presenter, follower, errors = self.open()
        code = presenter.locator("#live-code").inner_text()
        target = 0 if step_of(presenter) > 0 else 1
        # Saved, but no message sent: as if the channel layer had lost it.
        LiveSession.objects.filter(code=code).update(step=target, version=F("version") + 1)
        expect(follower.locator("#player")).to_have_attribute(
            "data-step", str(target), timeout=10000
        )
        expect(follower.locator("#live-status")).to_have_text(CAUGHT_UP)
        assert errors == []
