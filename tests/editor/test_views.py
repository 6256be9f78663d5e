"""The editor, saved scenarios, ruling links, exports, pictures and embeds, through Django's
test client; bad input is a 4xx, never a 500."""

from __future__ import annotations

import io
import json
import re
from html import unescape
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client, override_settings
from PIL import Image

import engine
from rulesviz.editor import store, views
from rulesviz.editor.models import Ruling, SavedScenario
from rulesviz.present import player_url
from tests.editor.helpers import VALID, renamed, with_error

pytestmark = pytest.mark.django_db

LIBRARY_ID = "s002-04-watchful-sentry"
XSS = '<script>alert("x")</script>'


@pytest.fixture
def client() -> Client:
    return Client()


def saved_row(text: str = VALID) -> SavedScenario:
    row, _ = store.save(text)
    return row


def share(client: Client, to: str, question: str = "", answer: str = "") -> Ruling:
    response = client.post("/r/new/", {"to": to, "question": question, "answer": answer})
    assert response.status_code == 302, response.content
    short = response["Location"].split("/")[2]
    return Ruling.objects.get(short=short)


# --------------------------------------------------------------------------- the editor


def test_the_editor_starts_from_the_usual_defaults(client: Client) -> None:
    response = client.get("/edit/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "players:\n  - {id: A, runes: [Fury, Fury], rune_deck: [Fury, Calm]}\n  - {id: B}" in (
        unescape(html)
    )
    assert 'class="zone zone-runes"' in html  # the template shows the economy on its board
    assert 'class="gutter"' in html and "<li>1</li>" in html
    assert "is-ok" in html  # the template itself loads, and its preview is the start board
    assert 'data-battlefield="bf1"' in html and 'data-card="sentry"' in html


def test_the_editor_forks_a_library_scenario_or_a_saved_one(client: Client) -> None:
    response = client.get(f"/edit/?from={LIBRARY_ID}")
    assert response.status_code == 200
    assert f"id: {LIBRARY_ID}" in unescape(response.content.decode())
    assert f'name="forked_from" value="{LIBRARY_ID}"' in response.content.decode()
    row = saved_row()
    response = client.get(f"/edit/?from={row.player_id}")
    assert response.status_code == 200
    assert f'value="{row.player_id}"' in response.content.decode()


@pytest.mark.parametrize("origin", ["nope", "x_000000000000", "x_zz", "../../etc/passwd"])
def test_forking_an_unknown_scenario_is_a_404(client: Client, origin: str) -> None:
    assert client.get("/edit/", {"from": origin}).status_code == 404


def test_checking_as_one_types_shows_the_error_at_its_line(client: Client) -> None:
    text, line = with_error()
    response = client.post("/edit/check/", {"text": text}, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<section id="editor-result"')  # the partial alone
    assert f'data-error-line="{line}"' in html
    assert f"Line {line}</a>" in html
    assert "expected one of" in html and "bf9" in html


def test_checking_a_valid_text_shows_its_paths_and_start_board(client: Client) -> None:
    response = client.post("/edit/check/", {"text": VALID}, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert "is-ok" in html and "data-error-line" not in html
    assert "as expected" in html  # the template's expect block passes
    assert 'data-card="ray"' in html


def test_checking_reports_a_failed_expect(client: Client) -> None:
    text = VALID.replace("sentry: {zone: trash}", "sentry: {zone: base}")
    html = client.post("/edit/check/", {"text": text}, HTTP_HX_REQUEST="true").content.decode()
    assert "is-ok" in html and 'class="fails"' in html


def test_checking_without_javascript_renders_the_whole_page(client: Client) -> None:
    text, line = with_error()
    response = client.post("/edit/check/", {"text": text})
    assert response.status_code == 400
    html = response.content.decode()
    assert "<textarea" in html and f'<li class="is-error">{line}</li>' in html


def test_yaml_syntax_errors_and_empty_text_are_reported_not_500(client: Client) -> None:
    for text in ["format: [unclosed", "", "- just\n- a list\n", "\x00"]:
        response = client.post("/edit/check/", {"text": text}, HTTP_HX_REQUEST="true")
        assert response.status_code == 200
        assert "has-error" in response.content.decode()


def test_saving_shows_the_saved_scenario_and_run_opens_the_player(client: Client) -> None:
    response = client.post("/edit/save/", {"text": VALID, "action": "save"})
    assert response.status_code == 302
    row = SavedScenario.objects.get()
    assert response["Location"] == f"/x/{row.short}/"
    page = client.get(response["Location"])
    assert page.status_code == 200
    html = page.content.decode()
    assert row.sha256 in html and row.player_id in html
    response = client.post("/edit/save/", {"text": VALID, "action": "run"})
    assert response["Location"] == player_url(row.player_id, step=0)
    assert SavedScenario.objects.count() == 1


def test_saving_a_fork_remembers_it(client: Client) -> None:
    original = saved_row()
    client.post("/edit/save/", {"text": renamed("forked"), "forked_from": original.player_id})
    fork = SavedScenario.objects.get(scenario_id="forked")
    assert fork.forked_from == original.player_id
    html = client.get(f"/x/{original.short}/").content.decode()
    assert f"/x/{fork.short}/" in html  # the original lists its forks
    html = client.get(f"/x/{fork.short}/").content.decode()
    assert player_url(original.player_id) in html


def test_saving_an_invalid_text_keeps_it_and_shows_the_error(client: Client) -> None:
    text, line = with_error()
    response = client.post("/edit/save/", {"text": text})
    assert response.status_code == 400
    assert f'data-error-line="{line}"' in response.content.decode()
    assert not SavedScenario.objects.exists()


def test_the_player_plays_a_saved_scenario_with_the_usual_parameters(client: Client) -> None:
    row = saved_row()
    response = client.get(player_url(row.player_id, step=3))
    assert response.status_code == 200
    assert 'data-step="3"' in response.content.decode()
    assert client.get(player_url(row.player_id, step=9999)).status_code == 404
    assert client.get(player_url(row.player_id, "nope")).status_code == 404
    assert client.get(player_url(row.player_id, None, ["pick:nobody"])).status_code == 404
    assert client.get("/s/x_000000000000/").status_code == 404


@pytest.mark.parametrize(
    "path",
    [
        "/x/000000000000/",
        "/x/nothex/",
        "/x/abc/",
        "/r/0000000000/",
        "/r/zz/",
        "/r/0000000000/ruling.md",
        "/r/0000000000/card.png",
        "/embed/r/0000000000/",
        "/embed/s/nope/",
        "/download/nope/",
        "/download/x_000000000000/",
    ],
)
def test_unknown_ids_are_404s(client: Client, path: str) -> None:
    assert client.get(path).status_code == 404


# --------------------------------------------------------------------------- files


def test_uploading_a_valid_file_saves_it(client: Client) -> None:
    upload = SimpleUploadedFile("mine.yaml", VALID.encode(), content_type="application/yaml")
    response = client.post("/edit/upload/", {"file": upload})
    assert response.status_code == 302
    row = SavedScenario.objects.get()
    assert row.origin == SavedScenario.UPLOAD and response["Location"] == f"/x/{row.short}/"


def test_uploading_json_keeps_it_json(client: Client) -> None:
    data = {
        "format": "rulesviz/1",
        "id": "as-json",
        "title": "As JSON",
        "players": ["A", "B"],
        "battlefields": [{"id": "bf1", "controller": "B"}],
        "objects": [{"id": "u", "card": "Watchful Sentry", "owner": "B", "zone": "bf1"}],
        "script": [{"pass": "until_empty"}],
    }
    upload = SimpleUploadedFile("s.json", json.dumps(data, indent=1).encode())
    assert client.post("/edit/upload/", {"file": upload}).status_code == 302
    row = SavedScenario.objects.get()
    assert row.syntax == "json"
    response = client.get(f"/download/{row.player_id}/")
    assert response["Content-Disposition"] == 'attachment; filename="as-json.json"'
    assert json.loads(response.content) == data


def test_an_invalid_upload_is_a_400_with_the_error_at_its_line(client: Client) -> None:
    text, line = with_error()
    response = client.post("/edit/upload/", {"file": SimpleUploadedFile("bad.yaml", text.encode())})
    assert response.status_code == 400
    assert f'data-error-line="{line}"' in response.content.decode()
    assert not SavedScenario.objects.exists()


def test_a_binary_upload_is_a_400(client: Client) -> None:
    upload = SimpleUploadedFile("x.yaml", b"\xff\xfe\x00binary")
    response = client.post("/edit/upload/", {"file": upload})
    assert response.status_code == 400
    assert "not UTF-8" in response.content.decode()


def test_an_upload_without_a_file_is_a_400(client: Client) -> None:
    assert client.post("/edit/upload/", {}).status_code == 400


def test_a_file_over_128_kib_is_refused_before_it_is_read(client: Client) -> None:
    big = SimpleUploadedFile("big.yaml", b"# " + b"x" * (store.MAX_FILE_BYTES + 10))
    response = client.post("/edit/upload/", {"file": big})
    assert response.status_code == 413
    assert "128 KiB" in response.content.decode()
    response = client.post("/edit/save/", {"text": "x" * (3 * store.MAX_FILE_BYTES + 20_000)})
    assert response.status_code == 413
    assert not SavedScenario.objects.exists()


def test_a_huge_text_typed_in_the_editor_is_reported_in_place(client: Client) -> None:
    text = "x" * (3 * store.MAX_FILE_BYTES + 20_000)
    response = client.post("/edit/check/", {"text": text}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200  # htmx swaps no 4xx
    assert "has-error" in response.content.decode() and "128 KiB" in response.content.decode()
    assert client.post("/edit/check/", {"text": text}).status_code == 413


def test_a_text_just_over_the_limit_is_the_engines_error(client: Client) -> None:
    text = VALID + "#" + "é" * (store.MAX_FILE_BYTES // 2)
    response = client.post("/edit/check/", {"text": text}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert "128 KiB" in response.content.decode()


def test_downloading_a_library_scenario_gives_its_file(client: Client) -> None:
    response = client.get(f"/download/{LIBRARY_ID}/")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/yaml")
    assert response["Content-Disposition"] == f'attachment; filename="{LIBRARY_ID}.yaml"'
    assert f"id: {LIBRARY_ID}".encode() in response.content


def test_downloading_a_saved_scenario_gives_its_text(client: Client) -> None:
    row = saved_row()
    response = client.get(f"/download/{row.player_id}/")
    assert response.content.decode() == store.normalize(VALID)
    assert store.sha256(response.content.decode()) == row.sha256


# --------------------------------------------------------------------------- ruling links


def test_the_player_links_to_share_fork_embed_and_download(client: Client) -> None:
    html = client.get(player_url(LIBRARY_ID, step=2)).content.decode()
    assert 'href="/r/new/?to=/s/s002-04-watchful-sentry/%3Fstep%3D2"' in html
    assert f'href="/edit/?from={LIBRARY_ID}"' in html
    assert f'href="/embed/s/{LIBRARY_ID}/?step=2"' in html
    assert f'href="/download/{LIBRARY_ID}/"' in html


def test_share_shows_a_form_for_the_step(client: Client) -> None:
    response = client.get("/r/new/", {"to": player_url(LIBRARY_ID, step=2)})
    assert response.status_code == 200
    html = response.content.decode()
    assert 'name="question"' in html and 'name="answer"' in html and "step 2" in html


@pytest.mark.parametrize(
    "to",
    [
        "",
        "/s/nope/",
        "/s/s002-04-watchful-sentry/?step=999",
        "https://evil.example/s/x/",
        "javascript:alert(1)",
        "/live/",
    ],
)
def test_sharing_no_real_step_is_a_404(client: Client, to: str) -> None:
    assert client.get("/r/new/", {"to": to}).status_code == 404
    assert client.post("/r/new/", {"to": to}).status_code == 404
    assert not Ruling.objects.exists()


def test_a_question_too_long_is_a_400(client: Client) -> None:
    response = client.post("/r/new/", {"to": player_url(LIBRARY_ID, step=1), "question": "q" * 301})
    assert response.status_code == 400
    assert not Ruling.objects.exists()


def test_the_short_link_lands_on_the_step_with_its_question_and_answer(client: Client) -> None:
    row = saved_row()
    ruling = share(client, player_url(row.player_id, None, None, 4), "What happens?", "It dies.")
    response = client.get(f"/r/{ruling.short}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-step="4"' in html and 'id="player"' in html
    assert "What happens?" in html and "It dies." in html
    assert f"Core Rules {engine.RULES_EDITION}, engine {engine.ENGINE_VERSION}" in html


def test_a_ruling_of_a_library_step_keeps_a_copy_and_says_where_from(client: Client) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=3))
    assert ruling.library_id == LIBRARY_ID
    html = client.get(f"/r/{ruling.short}/").content.decode()
    assert f'href="{player_url(LIBRARY_ID)}"' in html
    assert player_url(ruling.scenario.player_id, None, None, 3).replace("&", "&amp;") in html


def test_a_ruling_keeps_its_path(client: Client) -> None:
    scenario = next(sc for sc in engine.load_library("engine/scenarios") if sc.variants)
    variant = scenario.variants[0].id
    ruling = share(client, player_url(scenario.id, variant, step=1))
    assert ruling.variant == variant and ruling.step == 1
    html = client.get(f"/r/{ruling.short}/").content.decode()
    assert f"v={variant}" in html


def test_link_previews_have_open_graph_tags(client: Client) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=2), "Who draws?", "B draws one.")
    html = client.get(f"/r/{ruling.short}/").content.decode()
    meta = dict(re.findall(r'<meta property="(og:[a-z:]+)" content="([^"]*)"', html))
    assert meta["og:title"] == "Who draws?"
    assert meta["og:description"].startswith("B draws one.")
    assert meta["og:image"] == f"http://testserver/r/{ruling.short}/card.png"
    assert meta["og:url"] == f"http://testserver/r/{ruling.short}/"
    assert '<meta name="twitter:card" content="summary_large_image">' in html


def test_the_preview_picture_is_a_png_drawn_once(client: Client, monkeypatch: Any) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=2))
    calls: list[int] = []
    render = views.image.render_card

    def counting(*args: Any, **kwargs: Any) -> bytes:
        calls.append(1)
        return render(*args, **kwargs)

    monkeypatch.setattr(views.image, "render_card", counting)
    first = client.get(f"/r/{ruling.short}/card.png")
    second = client.get(f"/r/{ruling.short}/card.png")
    assert first.status_code == 200 and first["Content-Type"] == "image/png"
    assert first.content == second.content and len(calls) == 1
    picture = Image.open(io.BytesIO(first.content))
    assert picture.format == "PNG" and picture.size == (1200, 630)


def test_user_text_is_escaped_everywhere_it_is_shown(client: Client) -> None:
    row = saved_row(VALID.replace("en: A new scenario", f"en: '{XSS}'"))
    ruling = share(client, player_url(row.player_id, step=1), XSS, XSS)
    for path in [
        f"/r/{ruling.short}/",
        f"/embed/r/{ruling.short}/",
        f"/x/{row.short}/",
        player_url(row.player_id),
        "/edit/",
    ]:
        html = client.get(path).content.decode()
        assert XSS not in html, path
    assert "&lt;script&gt;" in client.get(f"/r/{ruling.short}/").content.decode()


def test_export_as_markdown_has_the_question_the_steps_with_rules_and_the_link(
    client: Client,
) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=2), "Who draws?", "B, after the death.")
    response = client.get(f"/r/{ruling.short}/ruling.md")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/markdown; charset=utf-8"
    text = response.content.decode()
    assert text.startswith("## Who draws?\n")
    assert "**Answer:** B, after the death." in text
    assert re.search(r"^0\. Starting position.*\(rules 307, 310\)$", text, re.M)
    assert re.search(r"^2\. \*\*.*← \*this step\*$", text, re.M)
    assert f"<http://testserver/r/{ruling.short}/>" in text
    assert f"Core Rules {engine.RULES_EDITION}" in text


def test_export_as_plain_text(client: Client) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=2), "Who draws?")
    response = client.get(f"/r/{ruling.short}/ruling.txt")
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    text = response.content.decode()
    assert text.startswith("Who draws?\n==========\n")
    assert "**" not in text and "<- this step" in text
    assert text.rstrip().endswith(f"http://testserver/r/{ruling.short}/")


# --------------------------------------------------------------------------- embeds


def test_only_the_embeds_may_be_framed(client: Client) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=2))
    for path in [f"/embed/s/{LIBRARY_ID}/?step=1", f"/embed/r/{ruling.short}/"]:
        response = client.get(path)
        assert response.status_code == 200
        assert "X-Frame-Options" not in response
        # The site-wide policy (rulesviz/security.py) is added; this directive is kept.
        assert "frame-ancestors *" in response["Content-Security-Policy"].split("; ")
    for path in ["/", player_url(LIBRARY_ID), "/edit/", f"/r/{ruling.short}/"]:
        response = client.get(path)
        assert response["X-Frame-Options"] == "DENY"
        assert "frame-ancestors *" not in response.get("Content-Security-Policy", "")


def test_an_embed_has_its_own_step_controls(client: Client) -> None:
    ruling = share(client, player_url(LIBRARY_ID, step=2), "Q?")
    html = client.get(f"/embed/r/{ruling.short}/").content.decode()
    assert 'data-step="2"' in html and "Q?" in html
    assert f'href="/embed/r/{ruling.short}/?step=1"' in html
    assert f'href="/embed/r/{ruling.short}/?step=3"' in html
    html = client.get(f"/embed/r/{ruling.short}/?step=3").content.decode()
    assert 'data-step="3"' in html
    html = client.get(f"/embed/s/{LIBRARY_ID}/?step=0").content.decode()
    assert 'data-nav="next"' in html and 'data-nav="prev"' not in html
    assert 'data-battlefield="bf1"' in html
    assert client.get(f"/embed/s/{LIBRARY_ID}/?step=abc").status_code == 404


def test_an_embed_speaks_the_language_it_is_asked(client: Client) -> None:
    html = client.get(f"/embed/s/{LIBRARY_ID}/?step=1&lang=fr").content.decode()
    assert '<html lang="fr">' in html and "Étape 1" in html
    assert f'href="/embed/s/{LIBRARY_ID}/?step=2&amp;lang=fr"' in html


# --------------------------------------------------------------------------- protections


@pytest.mark.parametrize(
    ("path", "data"),
    [
        ("/edit/check/", {"text": VALID}),
        ("/edit/save/", {"text": VALID}),
        ("/edit/upload/", {}),
        ("/r/new/", {"to": player_url(LIBRARY_ID, step=1)}),
    ],
)
def test_every_post_needs_the_csrf_token(path: str, data: dict[str, str]) -> None:
    client = Client(enforce_csrf_checks=True)
    assert client.post(path, data).status_code == 403
    assert not SavedScenario.objects.exists()


@override_settings(RULESVIZ_RATE_LIMITS={"save": (3, 60), "share": (2, 60)})
def test_saving_and_sharing_are_rate_limited_per_client(client: Client) -> None:
    for i in range(3):
        assert client.post("/edit/save/", {"text": renamed(f"s{i}")}).status_code == 302
    response = client.post("/edit/save/", {"text": renamed("s3")})
    assert response.status_code == 429
    assert 0 < int(response["Retry-After"]) <= 60
    upload = SimpleUploadedFile("mine.yaml", renamed("s4").encode())
    assert client.post("/edit/upload/", {"file": upload}).status_code == 429
    other = Client(REMOTE_ADDR="10.0.0.9")
    assert other.post("/edit/save/", {"text": renamed("s5")}).status_code == 302
    to = player_url(LIBRARY_ID, step=1)
    assert client.post("/r/new/", {"to": to}).status_code == 302
    assert client.post("/r/new/", {"to": to, "question": "b"}).status_code == 302
    assert client.post("/r/new/", {"to": to, "question": "c"}).status_code == 429
    assert client.get("/r/new/", {"to": to}).status_code == 200  # reading is not counted


def test_the_editor_speaks_french(client: Client) -> None:
    client.cookies["django_language"] = "fr"
    html = client.get("/edit/").content.decode()
    assert "Éditeur de scénario" in html
    text, line = with_error()
    html = client.post("/edit/check/", {"text": text}, HTTP_HX_REQUEST="true").content.decode()
    assert f"Ligne {line}" in html
