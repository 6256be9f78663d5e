"""The card browser in Chromium, in English and French: search, a card's page, the editor
pre-filled with the card, and the player's cards linking to their pages."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_searching_by_name_and_filters_then_opening_a_card(
    page: Page, live_server, console_errors: list[str]
) -> None:
    page.goto(live_server.url + "/cards/")
    expect(page.locator("#result-count")).to_have_text("938 cards")
    page.fill('input[name="q"]', "sentry")
    page.select_option('select[name="set"]', "OGN")
    page.locator('form.card-search button[type="submit"]').click()
    expect(page.locator("#card-list .card-row")).to_have_count(1)
    page.locator("#card-list a", has_text="Watchful Sentry").click()
    expect(page).to_have_url(live_server.url + "/cards/ogn-096/")
    expect(page.locator("h1")).to_have_text("Watchful Sentry")
    expect(page.locator("#card-text")).to_contain_text("You draw 1")
    expect(page.locator("#card-coverage")).to_contain_text("fully modelled")
    expect(page.locator(".library-uses a").first).to_be_visible()
    page.locator("#write-with-card").click()
    expect(page).to_have_url(live_server.url + "/edit/?card=ogn-096")
    expect(page.locator("textarea").first).to_have_value(re.compile(r'card: "Watchful Sentry"'))
    assert console_errors == []


def test_the_card_browser_in_french(page: Page, live_server, console_errors: list[str]) -> None:
    page.goto(live_server.url + "/cards/?type=spell&keyword=Reaction")
    page.locator('form.lang-switch button[value="fr"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("h1")).to_have_text("Cartes")
    expect(page.locator("#result-count")).to_contain_text("cartes")
    page.goto(live_server.url + "/cards/ogn-200/")  # Twisted Fate, Gambler: not modelled yet
    expect(page.locator("#card-coverage")).to_contain_text("pas encore modélisée")
    expect(page.locator("#card-coverage")).to_contain_text("runes")
    expect(page.locator("#write-with-card")).to_have_text("Écrire un scénario avec cette carte")
    assert console_errors == []


def test_a_card_in_the_player_opens_its_page(
    page: Page, live_server, console_errors: list[str]
) -> None:
    page.goto(live_server.url + "/s/s002-04-watchful-sentry/")
    page.locator("a.card-link", has_text="Watchful Sentry").first.click()
    expect(page).to_have_url(live_server.url + "/cards/ogn-096/")
    assert console_errors == []


def test_a_battlefield_card_in_the_player_opens_its_page_which_lists_the_scenario(
    page: Page, live_server, console_errors: list[str]
) -> None:
    """A token battlefield that only enters by a Replace (Brush) links from the board, and its
    page lists the library scenarios that play it."""
    page.goto(live_server.url + "/s/s003-05-replace-makes-a-creation-in-place/?step=2")
    link = page.locator(".bf-name a.card-link", has_text="Brush").first
    expect(link).to_be_visible()
    link.click()
    expect(page).to_have_url(live_server.url + "/cards/unl-t03/")
    expect(page.locator(".library-uses a").first).to_be_visible()
    titles = page.locator(".library-uses a").all_inner_texts()
    assert any("replace" in t.lower() or "Brush" in t for t in titles), titles
    assert console_errors == []
