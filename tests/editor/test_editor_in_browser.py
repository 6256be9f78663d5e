"""The editor and a ruling link in Chromium (#9): write a scenario with an error, see it at its
line, fix it by typing, save, run, step, share the step with a question carrying a <script>
payload, open the short link in a new browser context on the same step, and play the embed
inside an iframe of another page while the player itself refuses to be framed."""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Dialog, Page, expect

from tests.editor.helpers import with_error

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PAYLOAD = '<script>alert("pwned")</script><img src=x onerror=alert(1)>'


@contextlib.contextmanager
def serve_page(html: str) -> Iterator[str]:
    """One page on a free 127.0.0.1 port, for as long as the block runs."""

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = html.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/forum/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def refuses_framing(text: str) -> bool:
    return "X-Frame-Options" in text or "frame-ancestors" in text


def watch(page: Page, errors: list[str], dialogs: list[str]) -> None:
    def console(message: ConsoleMessage) -> None:
        # The player refusing to be framed is expected: X-Frame-Options, or the CSP's
        # frame-ancestors 'none' that Chromium reports instead when both are sent (#10).
        if message.type == "error" and not refuses_framing(message.text):
            errors.append(message.text)

    def dialog(d: Dialog) -> None:
        dialogs.append(d.message)
        d.dismiss()

    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", dialog)


def test_write_fix_save_run_share_and_open_the_short_link(
    page: Page, browser: Browser, live_server, tmp_path: Path
) -> None:
    base = live_server.url
    errors: list[str] = []
    dialogs: list[str] = []
    watch(page, errors, dialogs)

    # Write: the template, with a mistake; the check comes back with the error at its line.
    page.goto(base + "/edit/")
    editor = page.locator("#scenario-text")
    expect(page.locator("#editor-result")).to_have_class(re.compile("is-ok"))
    text, line = with_error()
    text = text.replace("en: A new scenario", f"en: '{PAYLOAD}'")
    editor.fill(text)
    result = page.locator("#editor-result")
    expect(result).to_have_attribute("data-error-line", str(line))
    expect(result).to_contain_text(f"Line {line}")
    expect(result).to_contain_text("bf9")
    expect(page.locator(".gutter li.is-error")).to_have_text(str(line))
    assert page.locator(".gutter li").count() == text.count("\n") + 1
    page.screenshot(path=str(tmp_path / "editor-error.png"), full_page=True)

    # Fix it by typing: "Line N" selects that line; type the right one over it.
    page.locator(f'[data-goto-line="{line}"]').click()
    selected = page.evaluate(
        "() => { const t = document.getElementById('scenario-text');"
        " return t.value.slice(t.selectionStart, t.selectionEnd); }"
    )
    assert "bf9" in selected
    page.keyboard.type(selected.replace("bf9", "bf1"))
    expect(result).to_have_class(re.compile("is-ok"))
    expect(result).not_to_have_attribute("data-error-line", re.compile(".+"))
    expect(page.locator(".gutter li.is-error")).to_have_count(0)
    expect(result.locator('[data-card="sentry"]')).to_be_visible()  # the start board

    # Save: the saved scenario's page, its title shown as text.
    page.locator("#editor-save").click()
    page.wait_for_url(re.compile(r"/x/[0-9a-f]{12,}/$"))
    expect(page.locator("header.site h1")).to_have_text(PAYLOAD)

    # Run: the player at step 0; step twice.
    page.locator("#saved-run").click()
    page.wait_for_url(re.compile(r"/s/x_[0-9a-f]+/\?step=0$"))
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    for n in (1, 2):
        page.locator("#nav-next").click()
        expect(page.locator("#player")).to_have_attribute("data-step", str(n))
    step_text = page.locator("#step-text").inner_text()

    # Share this step, with a question and an answer carrying markup.
    page.locator("#share-step").click()
    page.wait_for_url(re.compile(r"/r/new/\?to="))
    page.locator("#id_question").fill(PAYLOAD)
    page.locator("#id_answer").fill("It stays.\n" + PAYLOAD)
    page.locator("#share-submit").click()
    page.wait_for_url(re.compile(r"/r/[0-9a-f]{10,}/$"))
    expect(page.locator(".ruling-question")).to_have_text(PAYLOAD)
    expect(page.locator(".ruling-answer")).to_contain_text(PAYLOAD)
    expect(page.locator("#player")).to_have_attribute("data-step", "2")
    short_url = page.locator("#ruling-short-url").input_value()
    assert short_url == page.url
    page.screenshot(path=str(tmp_path / "ruling.png"), full_page=True)

    # The short link, in a new browser context (no cookies, no history): the same step.
    context = browser.new_context()
    other = context.new_page()
    watch(other, errors, dialogs)
    other.goto(short_url)
    expect(other.locator("#player")).to_have_attribute("data-step", "2")
    expect(other.locator("#step-text")).to_have_text(step_text)
    expect(other.locator(".ruling-question")).to_have_text(PAYLOAD)
    image = other.locator('meta[property="og:image"]').get_attribute("content") or ""
    assert image.endswith("/card.png")
    response = other.request.get(image)
    assert response.status == 200 and response.headers["content-type"] == "image/png"
    embed_url = (
        base + other.locator(".embed-code textarea").input_value().split('"')[1].split(base, 1)[-1]
    )
    player_url = base + other.locator("#ruling-open-player").get_attribute("href")

    # The embed, in an iframe of a page of another site: a forum page served here by a
    # throw-away server on 127.0.0.1 (another site than localhost, both loopback).
    host_html = (
        f'<h1>forum</h1><iframe id="e" src="{embed_url}" width="900" height="700"></iframe>'
        f'<iframe id="p" src="{player_url}" width="300" height="200"></iframe>'
    )
    host = context.new_page()
    watch(host, errors, dialogs)
    refused: list[str] = []
    host.on("console", lambda m: refused.append(m.text) if refuses_framing(m.text) else None)
    with serve_page(host_html) as forum:
        host.goto(forum)
        frame = host.frame_locator("#e")
        expect(frame.locator(".embed-step")).to_have_attribute("data-step", "2")
        expect(frame.locator("#step-text")).to_have_text(step_text)
        expect(frame.locator(".ruling-question")).to_have_text(PAYLOAD)
        frame.locator('[data-nav="next"]').click()
        expect(frame.locator(".embed-step")).to_have_attribute("data-step", "3")
        # ... while the player refuses to be framed (X-Frame-Options: DENY).
        for _ in range(50):
            if refused:
                break
            host.wait_for_timeout(100)
        assert refused and ("deny" in refused[0].lower() or "'none'" in refused[0]), refused
        expect(host.frame_locator("#p").locator("#player")).to_have_count(0)
        host.screenshot(path=str(tmp_path / "embed.png"), full_page=True)
    context.close()

    assert dialogs == [], "user text ran as script"
    assert errors == []
