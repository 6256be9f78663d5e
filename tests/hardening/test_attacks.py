"""The attacks of #19, replayed through the real views: each one now gets a clear error or
the right answer, never a 500 and never a hang."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import Client, override_settings
from django.utils import timezone

from rulesviz.editor import store
from rulesviz.editor.models import Ruling, SavedScenario
from rulesviz.live.models import Follower, LiveSession, QuizResponse
from rulesviz.present import player_url
from tests.editor.helpers import VALID
from tests.engine.test_budget import many_units_die_at_once
from tests.engine.test_loader_bounds import alias_ladder

from .conftest import World

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}
BIG_INT = VALID.replace("rules: []", "rules: []\nnote: " + "9" * 5000)
SURROGATE = VALID.replace("en: A new scenario", 'en: "A new \\ud800 scenario"')


def post_everywhere(text: str, name: str = "s.yaml") -> list[tuple[str, int, bytes, float]]:
    """The text posted to check (htmx), save and upload: (where, status, body, seconds)."""
    client = Client()
    found = []
    for where, send in [
        ("check", lambda: client.post("/edit/check/", {"text": text}, **HTMX)),
        ("save", lambda: client.post("/edit/save/", {"text": text})),
        (
            "upload",
            lambda: client.post(
                "/edit/upload/", {"file": SimpleUploadedFile(name, text.encode("utf-8"))}
            ),
        ),
    ]:
        started = time.perf_counter()
        response = send()
        found.append((where, response.status_code, response.content, time.perf_counter() - started))
    return found


def test_the_alias_ladder_is_refused_at_its_line_in_check_save_and_upload() -> None:
    for where, status, body, seconds in post_everywhere(alias_ladder(8)):
        assert status in (200, 400), where  # htmx check answers 200 with the error in it
        assert b"aliases" in body and b"100,000" in body, where
        assert seconds < 2, where
    assert SavedScenario.objects.count() == 0


@pytest.mark.parametrize(
    ("text", "words"),
    [(BIG_INT, b"4,300 digits"), (SURROGATE, b"surrogate")],
    ids=["integer-of-5000-digits", "lone-surrogate"],
)
def test_huge_integers_and_lone_surrogates_are_clear_errors(text: str, words: bytes) -> None:
    for where, status, body, _seconds in post_everywhere(text):
        assert status in (200, 400), where
        assert words in body, where
    assert SavedScenario.objects.count() == 0


def test_a_scenario_id_with_a_final_newline_is_refused_and_its_download_is_a_404() -> None:
    text = VALID.replace("id: my-scenario", 'id: "my-scenario\\n"')
    response = Client().post("/edit/save/", {"text": text})
    assert response.status_code == 400
    assert b"expected a slug" in response.content
    assert Client().get("/download/my-scenario%0A/").status_code == 404


def test_a_variant_id_with_a_final_newline_is_refused() -> None:
    text = VALID + 'variants:\n  - {id: "v1\\n", title: {en: V, fr: V}, expect: {}}\n'
    response = Client().post("/edit/save/", {"text": text})
    assert response.status_code == 400
    assert b"variant id" in response.content


@override_settings(RULESVIZ_ENGINE_SECONDS=0.3)
def test_a_costly_saved_scenario_gets_a_clear_message_in_the_player_and_the_editor() -> None:
    row, _ = store.save(many_units_die_at_once(150))
    started = time.perf_counter()
    response = Client().get(player_url(row.player_id))
    assert time.perf_counter() - started < 5
    assert response.status_code == 422
    assert b"more than 0.3 s to run" in response.content
    # Asked again, the answer is known: no second run.
    started = time.perf_counter()
    assert Client().get(player_url(row.player_id)).status_code == 422
    assert time.perf_counter() - started < 0.5
    check = Client().post("/edit/check/", {"text": many_units_die_at_once(150)}, **HTMX)
    assert check.status_code == 200
    assert b"The engine stopped" in check.content


@override_settings(RULESVIZ_ENGINE_SECONDS=0.000001)
def test_the_budget_is_per_request_and_covers_every_run_in_it() -> None:
    from rulesviz import library

    library._replay_resolved.cache_clear()  # not replayed yet: the request must run it
    row, _ = store.save(VALID)
    response = Client().get(f"/s/{row.player_id}/compare/")
    assert response.status_code == 422
    assert b"The engine stopped" in response.content


@override_settings(RULESVIZ_ENGINE_SECONDS=0.000001)
def test_the_library_is_never_too_costly_to_show(world: World) -> None:
    """The budget is for texts anyone may write: the library's own paths (few, known, ours)
    run unbounded, so a busy server never answers a library page with 422."""
    from rulesviz import library

    library._REPLAYS.clear()  # not replayed yet in this process: the request must run it
    assert Client().get(f"/s/{world.scenario_id}/compare/").status_code == 200
    assert Client().get(f"/s/{world.scenario_id}/").status_code == 200
    library._REPLAYS.clear()


def test_the_editor_checks_at_most_24_paths() -> None:
    variants = "".join(
        f"  - {{id: v{i}, title: {{en: V{i}, fr: V{i}}}, expect: {{}}}}\n" for i in range(40)
    )
    response = Client().post("/edit/check/", {"text": VALID + "variants:\n" + variants}, **HTMX)
    assert response.status_code == 200
    assert b"Only the first 24 paths are checked here; 17 more are not." in response.content
    assert response.content.count(b"<tr class=") == 24


def test_static_dot_dot_is_a_404() -> None:
    for url in ["/static/../etc/passwd", "/static/..%2F..%2Fsettings.py", "/static/%2e%2e/x"]:
        assert Client().get(url).status_code == 404, url


def test_head_is_answered_on_pages(world: World) -> None:
    for url in [
        "/",
        f"/s/{world.scenario_id}/",
        "/edit/",
        f"/x/{world.saved_short}/",
        f"/r/{world.ruling_short}/",
        f"/embed/r/{world.ruling_short}/",
        "/live/",
    ]:
        response = Client().head(url)
        assert response.status_code == 200, url
        assert response.content == b"", url


def test_a_head_of_a_join_link_adds_no_follower(world: World) -> None:
    before = Follower.objects.count()
    assert Client().head(f"/live/{world.code}/").status_code == 200
    assert Follower.objects.count() == before


def test_the_markdown_export_passes_no_raw_html(world: World) -> None:
    payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    response = Client().post(
        "/r/new/",
        {
            "to": player_url(world.scenario_id, step=world.step),
            "question": payload,
            "answer": payload + " & more",
        },
    )
    short = response["Location"].split("/")[2]
    md = Client().get(f"/r/{short}/ruling.md").content.decode()
    assert "<img" not in md and "<script" not in md
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in md
    assert "&amp; more" in md
    txt = Client().get(f"/r/{short}/ruling.txt").content.decode()
    assert payload in txt  # plain text is shown as text: nothing to escape


def test_ruling_links_are_unlisted_unless_their_author_lists_them(world: World) -> None:
    ruling = Ruling.objects.get(short=world.ruling_short)
    page = Client().get(f"/x/{ruling.scenario.short}/").content.decode()
    assert f"/r/{ruling.short}/" not in page
    response = Client().post(
        "/r/new/",
        {
            "to": player_url(world.scenario_id, step=world.step),
            "question": "listed?",
            "listed": "on",
        },
    )
    listed = response["Location"].split("/")[2]
    page = Client().get(f"/x/{ruling.scenario.short}/").content.decode()
    assert f"/r/{listed}/" in page
    assert f"/r/{ruling.short}/" not in page


def test_a_library_scenarios_saved_id_cannot_be_computed_from_its_public_text(
    world: World,
) -> None:
    row = Ruling.objects.get(short=world.ruling_short).scenario
    assert row.origin == SavedScenario.SNAPSHOT
    assert not row.sha256.startswith(row.short)
    assert Client().get(f"/x/{row.sha256[:12]}/").status_code == 404


@override_settings(RULESVIZ_FOLLOWERS_PER_CLIENT=5)
def test_one_client_cannot_multiply_its_followers_or_votes(world: World) -> None:
    before = Follower.objects.filter(session=world.session).count()
    clients = [Client() for _ in range(30)]  # cookie-less visits from one address
    for client in clients:
        assert client.get(f"/live/{world.code}/").status_code == 200
    added = Follower.objects.filter(session=world.session).count() - before
    assert added == 5 - 1  # the world's follower came from the same address
    option = world.quiz.options.first()
    assert option is not None
    url = f"/live/{world.code}/quiz/{world.quiz.pk}/answer/"
    statuses = [c.post(url, {"option": option.key}, **HTMX).status_code for c in clients]
    assert statuses.count(200) == added
    assert statuses.count(400) == len(clients) - added  # watching, not voting
    refused = clients[-1].post(url, {"option": option.key}, **HTMX)
    assert b"Too many people joined from your network" in refused.content
    assert QuizResponse.objects.filter(quiz=world.quiz).count() == added


@override_settings(RULESVIZ_RATE_LIMITS={"join": (3, 60), "answer": (2, 60)})
def test_joins_and_answers_are_rate_limited_per_client(world: World) -> None:
    cache.clear()  # the world's own join counted too
    before = Follower.objects.filter(session=world.session).count()
    for _ in range(10):
        Client().get(f"/live/{world.code}/")
    assert Follower.objects.filter(session=world.session).count() - before == 3
    option = world.quiz.options.first()
    assert option is not None
    url = f"/live/{world.code}/quiz/{world.quiz.pk}/answer/"
    statuses = [world.follower.post(url, {"option": option.key}).status_code for _ in range(4)]
    assert statuses[:2] != [429, 429] and statuses[2:] == [429, 429]


def test_old_live_sessions_are_purged_by_the_command_and_by_a_new_start(world: World) -> None:
    ended = timezone.now() - timedelta(days=8)
    LiveSession.objects.filter(pk=world.session.pk).update(expires_at=ended)
    call_command("purgelive")
    assert not LiveSession.objects.filter(pk=world.session.pk).exists()
    assert not Follower.objects.filter(session_id=world.session.pk).exists()
    recent, _ = LiveSession.start(world.scenario_id, None, None, 0)
    LiveSession.objects.filter(pk=recent.pk).update(expires_at=timezone.now() - timedelta(days=1))
    old, _ = LiveSession.start(world.scenario_id, None, None, 0)
    LiveSession.objects.filter(pk=old.pk).update(expires_at=ended)
    LiveSession.start(world.scenario_id, None, None, 0)
    assert LiveSession.objects.filter(pk=recent.pk).exists()  # ended a day ago: kept
    assert not LiveSession.objects.filter(pk=old.pk).exists()


def test_a_repeat_view_of_a_ruling_link_is_a_304_and_the_link_is_immutable(
    world: World,
) -> None:
    for url in [
        f"/r/{world.ruling_short}/",
        f"/embed/r/{world.ruling_short}/",
        f"/s/x_{world.saved_short}/",
        f"/embed/s/x_{world.saved_short}/",
    ]:
        client = Client()
        first = client.get(url)
        assert first.status_code == 200, url
        assert first["Cache-Control"] == "public, max-age=31536000, immutable", url
        again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 304, url
        assert again.content == b"", url
        assert again["ETag"] == first["ETag"], url
    # Another language is another page.
    fr = Client(HTTP_ACCEPT_LANGUAGE="fr").get(f"/r/{world.ruling_short}/")
    assert fr["ETag"] != Client().get(f"/r/{world.ruling_short}/")["ETag"]


def test_library_pages_are_cached_briefly_and_revalidated(world: World) -> None:
    client = Client()
    first = client.get(f"/s/{world.scenario_id}/")
    assert first["Cache-Control"] == "public, max-age=300"
    assert (
        client.get(f"/s/{world.scenario_id}/", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    )
