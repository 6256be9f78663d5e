"""The economy in a real browser: a scenario that gives runes shows each player's runes and rune
pool, a play that cannot be paid shows its refusal with rule 358, and a scenario without runes
says in one line that costs are treated as paid (English and French)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from rulesviz.present import player_url

pytestmark = pytest.mark.e2e

SCENARIO = "faq-costs-and-payments-4-ignored-costs"


def test_runes_and_pool_are_on_the_board_and_a_refused_play_shows_its_rule(
    page: Page, live_server, console_errors: list[str]
) -> None:
    base = live_server.url
    page.goto(base + player_url(SCENARIO, step=0))
    runes = page.locator('.player-area[data-player="A"] .zone-runes')
    expect(runes).to_be_visible()
    expect(runes.locator(".rune")).to_have_count(1)
    expect(runes.locator(".rune").first).to_contain_text("Chaos")
    expect(runes.locator(".rune").first).to_contain_text("ready")
    expect(runes.locator(".runes")).to_have_attribute("aria-label", "1 ready rune")
    expect(runes.locator(".pool")).to_contain_text("Rune pool")
    expect(page.locator(".economy-note")).to_have_count(0)

    # after the payment step: the rune was exhausted for the Energy, so it is shown exhausted
    page.goto(base + player_url(SCENARIO, step=3))
    expect(runes.locator(".rune.exhausted")).to_have_count(1)
    expect(runes.locator(".rune").first).to_contain_text("exhausted")
    expect(runes.locator(".runes")).to_have_attribute("aria-label", "0 ready runes")

    # the variant without a ready rune: the play is refused, with the rule
    page.goto(base + player_url(SCENARIO, "no-rune", step=3))
    alert = page.locator(".alert[role=alert]")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text("rule 358")
    expect(alert).to_contain_text("cannot pay")
    assert console_errors == []


def test_a_scenario_without_runes_says_costs_are_treated_as_paid_in_both_languages(
    page: Page, live_server, console_errors: list[str]
) -> None:
    base = live_server.url
    url = base + player_url("faq-sacrifice-1-countered-additional-cost", step=0)
    page.goto(url)
    expect(page.locator(".economy-note")).to_contain_text("treated as paid")
    expect(page.locator(".zone-runes")).to_have_count(0)
    page.locator('form.lang-switch button[value="fr"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator(".economy-note")).to_contain_text("considérés comme payés")
    assert console_errors == []
