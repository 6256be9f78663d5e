"""The pages, through Django's test client, against the real scenario library."""

from __future__ import annotations

import html
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

import engine
from rulesviz.catalog import source_label
from rulesviz.present import player_url

LIBRARY_DIR = Path(__file__).resolve().parents[2] / "engine" / "scenarios"
LIBRARY = engine.load_library(LIBRARY_DIR)
PATHS = [(sc, None) for sc in LIBRARY] + [(sc, v.id) for sc in LIBRARY for v in sc.variants]


def path_id(item: tuple[engine.Scenario, str | None]) -> str:
    sc, variant = item
    return f"{sc.id}@{variant}" if variant else sc.id


class Links(HTMLParser):
    """Collects what the tests look at: links, htmx attributes, card ids, element ids."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[dict[str, str]] = []
        self.cards: list[str] = []
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and "href" in a:
            self.links.append(a)
        if "data-card" in a:
            self.cards.append(a["data-card"])
        if "id" in a:
            self.ids.append(a["id"])


def parse(content: bytes) -> Links:
    parser = Links()
    parser.feed(content.decode())
    return parser


def steps_of(sc: engine.Scenario, variant: str | None) -> engine.Timeline:
    return engine.run(sc, variant=variant)


def text(response) -> str:  # type: ignore[no-untyped-def]
    return html.unescape(response.content.decode())


@pytest.fixture
def client() -> Client:
    return Client(HTTP_ACCEPT_LANGUAGE="en")


def test_library_is_not_empty() -> None:
    assert len(LIBRARY) >= 1


def test_gallery_lists_every_scenario_with_a_link_to_its_player(client: Client) -> None:
    response = client.get("/")
    assert response.status_code == 200
    body = text(response)
    hrefs = {a["href"] for a in parse(response.content).links}
    for sc in LIBRARY:
        assert f"/s/{sc.id}/" in hrefs
        assert sc.title["en"] in body
        for rule in sc.rules:
            assert rule in body
        for tag in sc.tags:
            assert tag in body
        if sc.source:
            assert source_label(sc.source) in body


@pytest.mark.parametrize("item", PATHS, ids=path_id)
def test_player_renders_every_step_of_every_path(
    client: Client, item: tuple[engine.Scenario, str | None]
) -> None:
    sc, variant = item
    timeline = steps_of(sc, variant)
    for step in timeline.steps:
        url = player_url(sc.id, variant, timeline.answers, step.index)
        response = client.get(url)
        assert response.status_code == 200, url
        body = text(response)
        assert step.text["en"] in body
        for rule in step.rules:
            assert rule in body
        assert sc.title["en"] in body


@pytest.mark.parametrize("item", PATHS, ids=path_id)
def test_every_link_on_every_step_works(
    client: Client, item: tuple[engine.Scenario, str | None]
) -> None:
    """Navigation, step log, variants, decisions and branches: no link is a dead end."""
    sc, variant = item
    timeline = steps_of(sc, variant)
    seen: set[str] = set()
    for step in timeline.steps:
        page = parse(client.get(player_url(sc.id, variant, timeline.answers, step.index)).content)
        for link in page.links:
            href = link["href"]
            if not href.startswith("/s/") or href in seen:
                continue
            seen.add(href)
            assert client.get(href).status_code == 200, href


def test_no_step_means_the_last_step(client: Client) -> None:
    sc = LIBRARY[0]
    timeline = steps_of(sc, None)
    body = text(client.get(f"/s/{sc.id}/"))
    assert timeline.steps[-1].text["en"] in body
    last = len(timeline.steps) - 1
    assert f'data-step="{last}"' in body


def test_step_links_are_real_hrefs_fetched_by_htmx_into_the_player_panel(client: Client) -> None:
    sc = LIBRARY[0]
    timeline = steps_of(sc, None)
    page = parse(client.get(player_url(sc.id, None, timeline.answers, 0)).content)
    (next_link,) = [a for a in page.links if a.get("data-nav") == "next"]
    assert next_link["href"] == next_link["hx-get"]
    assert next_link["hx-target"] == "#player"
    assert next_link["hx-push-url"] == "true"
    query = parse_qs(urlsplit(next_link["href"]).query)
    assert query["step"] == ["1"]
    assert query.get("c", []) == list(timeline.answers)
    assert not [a for a in page.links if a.get("data-nav") in ("prev", "first")]


def test_htmx_request_gets_only_the_player_partial(client: Client) -> None:
    sc = LIBRARY[0]
    full = client.get(f"/s/{sc.id}/?step=0")
    partial = client.get(f"/s/{sc.id}/?step=0", HTTP_HX_REQUEST="true")
    assert partial.status_code == 200
    body = partial.content.decode()
    assert body.lstrip().startswith('<div id="player"')
    assert "<html" not in body and "<header" not in body.split('id="player"')[0]
    assert "HX-Request" in partial["Vary"]
    assert "HX-Request" in full["Vary"]
    assert "<html" in full.content.decode()


def test_htmx_history_restore_gets_the_full_page(client: Client) -> None:
    sc = LIBRARY[0]
    response = client.get(
        f"/s/{sc.id}/?step=0", HTTP_HX_REQUEST="true", HTTP_HX_HISTORY_RESTORE_REQUEST="true"
    )
    assert "<html" in response.content.decode()


def test_every_card_on_the_board_carries_its_physical_id(client: Client) -> None:
    for sc in LIBRARY:
        timeline = steps_of(sc, None)
        step = timeline.steps[0]
        page = parse(client.get(player_url(sc.id, None, timeline.answers, 0)).content)
        state = step.state
        on_board = [pid for p in state["players"] for pid in p["base"]] + [
            pid for bf in state["battlefields"] for pid in bf["units"]
        ]
        for pid in on_board:
            assert pid in page.cards, (sc.id, pid)


@pytest.mark.parametrize(
    "url",
    [
        "/s/no-such-scenario/",
        "/s/NOT A SLUG/",
        "/s/{id}/?v=no-such-variant",
        "/s/{id}/?step=9999",
        "/s/{id}/?step=-1",
        "/s/{id}/?step=abc",
        "/s/{id}/?step=",
        "/s/{id}/?step=1.5",
        "/s/{id}/?c=no-such-answer",
        "/s/{id}/?c=",
        "/s/{id}/?c=accept:yes&c=accept:yes&c=accept:yes&c=accept:yes",
    ],
)
def test_a_bad_url_is_a_404_not_a_500(client: Client, url: str) -> None:
    response = client.get(url.format(id=LIBRARY[0].id))
    assert response.status_code == 404
    assert "There is no such scenario" in text(response)


def test_a_bad_answer_after_good_ones_is_a_404(client: Client) -> None:
    for sc, variant in PATHS:
        timeline = steps_of(sc, variant)
        if timeline.answers:
            url = player_url(sc.id, variant, [*timeline.answers[:-1], "no such option"])
            assert client.get(url).status_code == 404
            return
    pytest.fail("no scenario of the library answers a decision: the library must keep one")


def test_accept_language_fr_renders_french() -> None:
    sc = LIBRARY[0]
    response = Client(HTTP_ACCEPT_LANGUAGE="fr").get(f"/s/{sc.id}/?step=0")
    body = text(response)
    assert '<html lang="fr">' in body
    assert "Étape 0 /" in body
    assert "Chaîne" in body
    assert sc.title["fr"] in body
    gallery = text(Client(HTTP_ACCEPT_LANGUAGE="fr").get("/"))
    assert "Scénarios de règles" in gallery
    assert sc.title["fr"] in gallery


def test_language_switch_returns_to_the_same_step_in_french(client: Client) -> None:
    sc = LIBRARY[0]
    step_url = f"/s/{sc.id}/?step=1"
    response = client.post("/i18n/setlang/", {"language": "fr", "next": step_url})
    assert response.status_code == 302
    assert response["Location"] == step_url
    body = text(client.get(step_url))
    assert "Étape 1 /" in body
    assert "Étapes" in body
    switched_back = client.post("/i18n/setlang/", {"language": "en", "next": step_url})
    assert switched_back.status_code == 302
    assert "Step 1 /" in text(client.get(step_url))


def test_every_page_offers_the_language_switch_and_local_htmx(client: Client) -> None:
    sc = LIBRARY[0]
    for url in ("/", f"/s/{sc.id}/", "/s/no-such-scenario/"):
        body = client.get(url).content.decode()
        assert 'name="language" value="en"' in body
        assert 'name="language" value="fr"' in body
        assert "/static/django_htmx/htmx-2" in body
        assert '<script src="http' not in body and "cdn" not in body


def test_favicon_is_served() -> None:
    response = Client().get("/favicon.ico")
    assert response.status_code in (301, 302)
    assert response["Location"].endswith("favicon.svg")
