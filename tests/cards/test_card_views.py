"""The card browser through Django's test client: search, a card's page, its uses, the editor
pre-filled with it, and bad URLs that are 404s."""

from __future__ import annotations

import pytest
from django.test import Client

from engine.cards import pool
from rulesviz.editor import store

pytestmark = pytest.mark.django_db


def ids(response) -> list[str]:  # type: ignore[no-untyped-def]
    body = response.content.decode()
    return [part.split('"', 1)[0] for part in body.split('data-card-id="')[1:]]


def test_the_index_lists_every_card_page_by_page(client: Client) -> None:
    response = client.get("/cards/")
    assert response.status_code == 200
    assert "938 cards" in response.content.decode()
    assert ids(response)[0] == "OGN-001" and len(ids(response)) == 60


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("q=watchful+sentry", ["OGN-096"]),
        ("q=Sentinelle&q=x", None),  # a query that matches nothing is an empty list, not an error
        ("set=OGS&type=spell&keyword=Reaction", None),
        ("domain=Fury&type=unit", None),
        ("q=piochez+1&set=OGN", None),  # the French text is searched too
    ],
)
def test_search_filters_by_name_set_type_domain_keyword_and_text(
    client: Client, query: str, expected: list[str] | None
) -> None:
    response = client.get(f"/cards/?{query}")
    assert response.status_code == 200
    found = ids(response)
    if expected is not None:
        assert found == expected
    params = dict(p.split("=") for p in query.split("&"))
    for cid in found:
        card = pool().by_id[cid]
        if "set" in params:
            assert card.set == params["set"]
        if "type" in params:
            assert card.type == params["type"]
        if "keyword" in params:
            assert params["keyword"] in card.keywords
        if "domain" in params:
            assert params["domain"] in card.domains


def test_a_cards_page_shows_facts_text_coverage_and_the_library_scenarios_using_it(
    client: Client,
) -> None:
    body = client.get("/cards/ogn-096/").content.decode()
    assert "Watchful Sentry" in body and "[Deathknell] — You draw 1." in body
    assert "fully modelled" in body
    assert "/s/s002-04-watchful-sentry/" in body
    assert "/edit/?card=ogn-096" in body


def test_the_page_is_in_french_when_the_reader_asks(client: Client) -> None:
    client.cookies["django_language"] = "fr"
    body = client.get("/cards/ogn-096/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "[Deathknell] — Vous piochez 1." in body or "Vous piochez 1" in body
    assert "entièrement modélisée" in body
    assert "Écrire un scénario avec cette carte" in body


def test_a_card_not_modelled_says_what_is_missing(client: Client) -> None:
    body = client.get("/cards/ogn-200/").content.decode()  # Twisted Fate, Gambler
    assert "not modelled yet" in body and "<code>runes</code>" in body


def test_a_saved_scenario_that_uses_the_card_is_listed(client: Client) -> None:
    text = client.get("/edit/?card=ogn-009").context["text"]  # the editor, pre-filled
    assert 'card: "Hextech Ray"' in text
    row, _ = store.save(text)
    body = client.get("/cards/ogn-009/").content.decode()
    assert row.player_id in body


@pytest.mark.parametrize(
    "url",
    [
        "/cards/ogn-999/",
        "/cards/OGN-096/",
        "/cards/nothing/",
        "/cards/ogn-096x/",
        "/edit/?card=ogn-999",
        "/edit/?card=OGN-096",
    ],
)
def test_a_bad_card_url_is_a_404(client: Client, url: str) -> None:
    assert client.get(url).status_code == 404


def test_bad_search_parameters_are_ignored_not_errors(client: Client) -> None:
    for query in ("set=XYZ", "type=dragon", "page=abc", "page=9999", "q=" + "x" * 5000):
        assert client.get(f"/cards/?{query}").status_code == 200


def test_a_card_in_the_player_links_to_its_page(client: Client) -> None:
    body = client.get("/s/s002-04-watchful-sentry/").content.decode()
    assert 'href="/cards/ogn-096/"' in body


def test_every_released_card_has_a_page_and_a_write_link_tokens_included(client: Client) -> None:
    for card in pool().cards:
        if card.id.split("-", 1)[1].startswith("t"):  # UNL-t03: the page keeps the lower t
            assert client.get(f"/cards/{card.slug}/").status_code == 200, card.id
            assert client.get(f"/edit/?card={card.slug}").status_code == 200, card.id
    assert client.get("/cards/ogn-096/").status_code == 200


def test_a_token_battlefield_in_the_player_links_to_its_page_which_lists_the_scenario(
    client: Client,
) -> None:
    body = client.get("/s/s003-05-replace-makes-a-creation-in-place/?step=2").content.decode()
    assert 'href="/cards/unl-t03/"' in body  # Brush, played by a Replace
    page = client.get("/cards/unl-t03/").content.decode()
    assert "/s/s003-05-replace-makes-a-creation-in-place/" in page
