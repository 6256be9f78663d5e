"""The player in a real browser: htmx navigation, URLs, history, keyboard, language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import engine
from rulesviz.library import library
from rulesviz.present import player_url

pytestmark = pytest.mark.e2e


def at_step(page: Page, n: int) -> None:
    """Wait until step n is in the address bar and on screen, and htmx has settled."""
    page.wait_for_url(re.compile(rf"step={n}(&|$)"))
    expect(page.locator("#player")).to_have_attribute("data-step", str(n))
    expect(page.locator("#content")).not_to_have_attribute("aria-busy", "true")


def open_first_scenario_at_start(page: Page, base: str) -> str:
    """Gallery -> first scenario, which opens at its first step; returns its URL."""
    page.goto(base + "/")
    first = page.locator(".scenario-card h3 a").first
    expect(first).to_be_visible()
    first.click()
    page.wait_for_url(re.compile(r"/s/[a-z0-9-]+/$"))
    # The gallery opens a scenario at its first step, its question above the board.
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    expect(page.locator("#question")).to_be_visible()
    return page.url


def test_stepping_swaps_the_panel_without_reloading_and_keeps_the_url_in_step(
    page: Page, live_server, console_errors: list[str], tmp_path: Path
) -> None:
    base = live_server.url
    open_first_scenario_at_start(page, base)
    assert page.evaluate("htmx.version") == "2.0.10"
    page.evaluate("window.__marker = 1")
    text_at_0 = page.locator("#step-text").inner_text()

    # next, by click
    page.locator("#nav-next").click()
    at_step(page, 1)
    expect(page.locator("#step-text")).not_to_have_text(text_at_0)
    text_at_1 = page.locator("#step-text").inner_text()
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"

    # next and previous, by keyboard
    page.keyboard.press("ArrowRight")
    at_step(page, 2)
    page.keyboard.press("ArrowLeft")
    at_step(page, 1)
    expect(page.locator("#step-text")).to_have_text(text_at_1)

    # previous, by click
    page.locator("#nav-prev").click()
    at_step(page, 0)
    expect(page.locator("#step-text")).to_have_text(text_at_0)

    # End and Home
    last = int(page.locator("#player").get_attribute("data-last-step") or "0")
    page.keyboard.press("End")
    at_step(page, last)
    page.keyboard.press("Home")
    at_step(page, 0)
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"

    # the browser's back button returns to the previous step
    page.go_back()
    at_step(page, last)

    # a reload lands on the same step, as a copied link would
    page.keyboard.press("Home")
    at_step(page, 0)
    page.locator("#nav-next").click()
    at_step(page, 1)
    url_at_1 = page.url
    page.reload()
    assert page.url == url_at_1
    assert page.evaluate("typeof window.__marker") == "undefined"
    expect(page.locator("#player")).to_have_attribute("data-step", "1")
    expect(page.locator("#step-text")).to_have_text(text_at_1)

    page.screenshot(path=str(tmp_path / "player-en.png"), full_page=True)
    assert (tmp_path / "player-en.png").stat().st_size > 0
    assert console_errors == []


def test_language_switch_keeps_the_step_and_shows_french(
    page: Page, live_server, console_errors: list[str], tmp_path: Path
) -> None:
    open_first_scenario_at_start(page, live_server.url)
    page.locator("#nav-next").click()
    at_step(page, 1)
    url_at_1 = page.url
    page.locator('form.lang-switch button[value="fr"]').click()
    page.wait_for_load_state()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    assert page.url == url_at_1
    expect(page.locator("#player")).to_have_attribute("data-step", "1")
    expect(page.locator("#step .step-count")).to_contain_text("Étape 1 /")
    expect(page.locator("#nav-next")).to_contain_text("Suivante")
    page.screenshot(path=str(tmp_path / "player-fr.png"), full_page=True)
    assert (tmp_path / "player-fr.png").stat().st_size > 0
    page.locator('form.lang-switch button[value="en"]').click()
    page.wait_for_load_state()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert console_errors == []


def test_a_step_in_the_log_is_a_link_to_that_step(page: Page, live_server) -> None:
    open_first_scenario_at_start(page, live_server.url)
    page.evaluate("window.__marker = 1")
    page.locator(".step-log li").nth(2).locator("a").click()
    at_step(page, 2)
    expect(page.locator(".step-log li.is-current .log-n")).to_have_text("2")
    assert page.evaluate("window.__marker") == 1


def test_a_phone_sees_stacked_panels(page: Page, live_server) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_first_scenario_at_start(page, live_server.url)
    side = page.locator("#step").bounding_box()
    board = page.locator("#board").bounding_box()
    assert side and board
    assert side["y"] + side["height"] <= board["y"] + 1, "panels should stack on a phone"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"page is {width}px wide on a 390px screen"


def test_choosing_another_option_branches_from_that_decision(page: Page, live_server) -> None:
    for sc in library():
        timeline = engine.run(sc)
        asked = [s for s in timeline.steps if s.decision is not None and s.decision.matters]
        if asked:
            break
    else:
        pytest.fail("no library scenario asks a decision: the library must keep one")
    step = asked[0]
    assert step.decision is not None
    page.goto(live_server.url + player_url(sc.id, None, timeline.answers, step.index))
    expect(page.locator("#decision .option.chosen")).to_have_attribute(
        "data-option", step.decision.chosen or ""
    )
    page.evaluate("window.__marker = 1")
    other = page.locator("#decision a.option").first
    key = other.get_attribute("data-option")
    assert key and key != step.decision.chosen
    other.click()
    expect(page.locator("#decision .option.chosen")).to_have_attribute("data-option", key)
    at_step(page, step.index)
    assert page.evaluate("window.__marker") == 1
    # the branch is a URL of its own: a reload shows the same choice
    page.reload()
    expect(page.locator("#decision .option.chosen")).to_have_attribute("data-option", key)
