"""Share artefacts that carry the ruling (#18): the preview picture shows the board, the
chain and the answer; the short Markdown fits a chat message; embeds fit their content."""

from __future__ import annotations

import http.server
import io
import re
import threading

import pytest
from django.test import Client
from PIL import Image

import engine
from rulesviz import rules
from rulesviz.editor import export, image
from rulesviz.editor.models import Ruling
from rulesviz.editor.store import ANSWER_MAX, QUESTION_MAX
from rulesviz.library import get_scenario
from rulesviz.present import board, player_url

pytestmark = pytest.mark.django_db

S002_04 = "s002-04-watchful-sentry"  # a Deathknell on the chain: a chain to draw


def chain_step() -> tuple[list[str], int]:
    sc = get_scenario(S002_04)
    assert sc is not None
    timeline = engine.run(sc)
    at = next(s.index for s in timeline.steps if s.state.get("chain"))
    return list(timeline.answers), at


def share(question: str, answer: str) -> Ruling:
    answers, at = chain_step()
    response = Client().post(
        "/r/new/",
        {"to": player_url(S002_04, None, answers, at), "question": question, "answer": answer},
    )
    assert response.status_code == 302, response.content
    return Ruling.objects.get(short=response["Location"].split("/")[2])


def test_the_short_markdown_fits_a_chat_message_even_with_the_longest_texts() -> None:
    ruling = share("Q" * QUESTION_MAX, "A" * ANSWER_MAX)
    response = Client().get(f"/r/{ruling.short}/ruling-short.md")
    assert response.status_code == 200
    text = response.content.decode()
    assert len(text) < export.SHORT_LIMIT
    assert f"/r/{ruling.short}/" in text  # the link to the whole ruling
    assert "QQQQ" in text and "AAAA" in text and "…" in text
    full = Client().get(f"/r/{ruling.short}/ruling.md").content.decode()
    assert len(full) > export.SHORT_LIMIT  # the long form is still whole


def test_the_short_markdown_carries_question_answer_step_end_and_rules() -> None:
    ruling = share("Does the Deathknell still trigger?", "Yes: it was captured at the death.")
    text = Client(HTTP_ACCEPT_LANGUAGE="en").get(f"/r/{ruling.short}/ruling-short.md").content
    text = text.decode()
    assert len(text) < export.SHORT_LIMIT
    assert "**Does the Deathknell still trigger?**" in text
    assert "Yes: it was captured at the death." in text
    assert f"Step {ruling.step} /" in text
    assert "In the end:" in text
    assert re.search(r"Rules: [0-9]{3}", text)
    french = Client(HTTP_ACCEPT_LANGUAGE="fr").get(f"/r/{ruling.short}/ruling-short.md").content
    assert "Règles" in french.decode()


def test_the_preview_picture_has_no_large_blank_and_draws_the_answer_and_chain() -> None:
    sc = get_scenario(S002_04)
    assert sc is not None
    answers, at = chain_step()
    step = engine.run(sc).steps[at]
    view = board(step, "en")
    assert view.chain
    rule_texts = [f"{n}: {rules.text(n, 'en')}" for n in step.rules]
    png = image.render_card(
        "Does the Deathknell of a unit killed by a spell still trigger after its death?",
        f"Step {at} · capture",
        str(step.text["en"]),
        view,
        "rulesviz · Riftbound Core Rules 1.4",
        answer=str(sc.summary["en"]) if sc.summary else "",
        rule_texts=rule_texts,
    )
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    assert picture.size == (image.WIDTH, image.HEIGHT)

    def inked(box: tuple[int, int, int, int]) -> int:
        """Dark pixels (text) in a part of the picture."""
        raw = picture.crop(box).tobytes()
        return sum(1 for i in range(0, len(raw), 3) if raw[i] + raw[i + 1] + raw[i + 2] < 400)

    right = image.MARGIN - 16 + 640 + 16
    assert inked((image.MARGIN, 250, right - 20, 600)) > 2000  # the board, left
    assert inked((right, 250, image.WIDTH - 20, 320)) > 300  # the chain, right top
    assert inked((right, 340, image.WIDTH - 20, 600)) > 1000  # the answer, right below
    # no band of the picture's lower half is left empty across both columns
    for top in range(260, 540, 40):
        assert inked((0, top, image.WIDTH, top + 60)) > 100, top
    without = image.render_card("Title", "Step", "Text", view, "rulesviz")  # no answer: no panel
    assert without != png


def test_the_ruling_picture_is_served_with_the_answer() -> None:
    ruling = share("Who controls it?", "B does.")
    response = Client().get(f"/r/{ruling.short}/card.png")
    assert response.status_code == 200 and response["Content-Type"] == "image/png"


def test_the_embed_code_has_no_fixed_height_and_the_embed_reports_its_own() -> None:
    ruling = share("", "")
    html = Client().get(f"/r/{ruling.short}/").content.decode()
    code = html.split('class="embed-code"')[1].split("</textarea>")[0]
    assert "data-rulesviz-embed" in code and "rulesviz/embed.js" in code
    assert 'height="' not in code
    embed = Client().get(f"/embed/r/{ruling.short}/").content.decode()
    assert "rulesviz/embed-frame.js" in embed
    assert "<script>" not in embed  # no inline script (CSP)


@pytest.mark.e2e
@pytest.mark.django_db(transaction=True)
def test_an_embedded_ruling_takes_the_height_of_its_content(page, live_server) -> None:  # type: ignore[no-untyped-def]
    """A host page on another origin frames the embed with the embed code we give out; the
    frame grows to its content (no fixed height), and shrinks back on a narrow one."""
    ruling = share("Does it trigger?", "Yes.")
    code = Client().get(f"/r/{ruling.short}/").content.decode()
    snippet = code.split('class="embed-code"')[1].split("<textarea")[1].split(">", 1)[1]
    snippet = snippet.split("</textarea>")[0].replace("&lt;", "<").replace("&gt;", ">")
    snippet = snippet.replace("&quot;", '"').replace("&amp;", "&")
    # the embed code names this server by the request's host: point it at the live server
    snippet = re.sub(r"https?://[^/\"]+", live_server.url, snippet)
    # The forum: another origin (its own server and port) on the loopback.
    body = f"<!doctype html><title>forum</title><h1>A forum post</h1>{snippet}".encode()

    class Forum(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the stdlib's name
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    forum = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Forum)
    threading.Thread(target=forum.serve_forever, daemon=True).start()
    page.set_viewport_size({"width": 1200, "height": 800})
    try:
        page.goto(f"http://127.0.0.1:{forum.server_address[1]}/")
        _check_fitted(page)
    finally:
        forum.shutdown()


def _check_fitted(page) -> None:  # type: ignore[no-untyped-def]
    frame = page.locator("iframe[data-rulesviz-embed]")
    frame.wait_for()
    page.wait_for_function(
        "() => { const f = document.querySelector('iframe[data-rulesviz-embed]');"
        " return f.style.height && f.style.height !== '40rem'; }"
    )
    inner = frame.content_frame.locator("html").evaluate(
        "el => Math.ceil(el.getBoundingClientRect().height)"
    )
    height = frame.evaluate("f => f.getBoundingClientRect().height")
    assert abs(height - inner) <= 2, (height, inner)
