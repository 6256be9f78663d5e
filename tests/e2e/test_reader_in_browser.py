"""A newcomer alone, in Chromium at a phone, a laptop and a desktop width: the gallery opens
a scenario at step 0 with its question, rule chips show their text, search finds scenarios in
French, and a lesson chapter is answered end to end with its score kept in the browser."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from rulesviz import catalog, lessons
from rulesviz.library import get_scenario

pytestmark = pytest.mark.e2e

WIDTHS = {"390": (390, 844), "1366": (1366, 768), "1920": (1920, 1080)}
S000_05 = "s000-05-guardian-angel-and-tactical-retreat"


def size(page: Page, width: str) -> None:
    w, h = WIDTHS[width]
    page.set_viewport_size({"width": w, "height": h})


def french(page: Page, base: str) -> None:
    page.context.add_cookies([{"name": "django_language", "value": "fr", "url": base}])


def smallest_chapter_with_questions() -> tuple[str, int]:
    entries = catalog.entries("en")
    best: tuple[str, int] | None = None
    for chapter in catalog.chapters(entries):
        if chapter.kind != "collection":
            continue
        total = 0
        for sid in chapter.scenario_ids:
            sc = get_scenario(sid)
            assert sc is not None
            total += len(lessons.checkpoints(sc))
        if total and (best is None or total < best[1]):
            best = (chapter.key, total)
    assert best is not None
    return best


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_a_scenario_opened_from_the_gallery_starts_at_step_0_with_its_question(
    page: Page, live_server, console_errors: list[str], artifacts: Path, width: str
) -> None:
    size(page, width)
    page.goto(live_server.url + "/")
    page.screenshot(path=str(artifacts / f"reader-gallery-{width}.png"), full_page=False)
    card = page.locator(f'.scenario-card[data-scenario="{S000_05}"] h3 a')
    card.scroll_into_view_if_needed()
    card.click()
    page.wait_for_url(re.compile(rf"/s/{S000_05}/$"))
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    question = page.locator("#question")
    expect(question).to_be_visible()
    box = question.bounding_box()
    assert box is not None and box["y"] < WIDTHS[width][1], "the question is below the fold"
    page.screenshot(path=str(artifacts / f"reader-player-start-{width}.png"), full_page=False)

    # a rule chip shows its text on focus, and its link leads to the rules page
    chip = page.locator("#step a.rule[data-rule], header a.rule[data-rule]").first
    chip.focus()
    expect(chip.locator(".rule-tip")).to_be_visible()
    page.screenshot(path=str(artifacts / f"reader-rule-tip-{width}.png"), full_page=False)

    # "Go to the answer" reaches the outcome panel at the last step
    page.locator(".answer-link").click()
    outcome = page.locator("#outcome")
    expect(outcome).to_be_visible()
    expect(outcome.locator("a.rule").first).to_be_visible()
    page.screenshot(path=str(artifacts / f"reader-player-outcome-{width}.png"), full_page=False)
    page.goto(live_server.url + "/rules/")
    page.screenshot(path=str(artifacts / f"reader-rules-{width}.png"), full_page=False)
    assert not console_errors


@pytest.mark.parametrize("width", ["390", "1366"])
def test_search_finds_a_scenario_by_card_name_and_by_rule_number_in_french(
    page: Page, live_server, console_errors: list[str], artifacts: Path, width: str
) -> None:
    size(page, width)
    french(page, live_server.url)
    page.goto(live_server.url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    search = page.get_by_label("Rechercher", exact=True)
    search.fill("Tactical Retreat")  # as you type (htmx), no button
    expect(page.locator(".result-count")).to_be_visible()
    expect(page.locator(f'.scenario-card[data-scenario="{S000_05}"]')).to_be_visible()
    assert re.search(r"q=Tactical(\+|%20)Retreat", page.url), page.url
    page.screenshot(path=str(artifacts / f"reader-search-card-fr-{width}.png"), full_page=False)

    search.fill("règle 373.2")
    expect(page.locator(".result-count")).to_contain_text("correspond")
    expect(page.locator(f'.scenario-card[data-scenario="{S000_05}"]')).to_be_visible()
    count = page.locator(".scenario-card").count()
    assert 0 < count < 51
    page.screenshot(path=str(artifacts / f"reader-search-rule-fr-{width}.png"), full_page=False)

    # filters by rule family: a plain form, it works as a link too
    page.goto(live_server.url + "/?family=combat")
    expect(page.locator("#family")).to_have_value("combat")
    assert page.locator(".scenario-card").count() > 0
    assert not console_errors


def test_a_lesson_chapter_answered_end_to_end_keeps_its_score(
    page: Page, live_server, console_errors: list[str], artifacts: Path
) -> None:
    size(page, "1366")
    key, total = smallest_chapter_with_questions()
    page.goto(live_server.url + f"/learn/{key}/")
    page.screenshot(path=str(artifacts / f"reader-lesson-overview-{key}.png"), full_page=True)
    page.locator(".lesson a.button").click()
    answered = right = 0
    for _ in range(200):
        options = page.locator(".lesson-options a.option")
        if options.count():
            before = page.locator(".lesson-board").get_attribute("data-step")
            options.first.click()
            expect(page.locator(".lesson-verdict")).to_be_visible()
            assert page.locator(".lesson-board").get_attribute("data-step") != before
            answered += 1
            right += page.locator(".lesson-verdict.is-right").count()
            if answered == 1:
                page.screenshot(path=str(artifacts / "reader-lesson-revealed.png"), full_page=True)
        nxt = page.locator("#lesson-next")
        href = nxt.get_attribute("href") or ""
        nxt.click()
        if href.rstrip("/").endswith(f"/learn/{key}"):
            break
    else:
        pytest.fail("the chapter never ended")
    assert answered == total
    score = page.locator(f'.lesson-score[data-score-for="{key}"]')
    expect(score).to_have_attribute("data-answered", str(total))
    expect(score).to_have_attribute("data-right", str(right))
    page.screenshot(path=str(artifacts / "reader-lesson-score.png"), full_page=False)

    # the gallery shows the chapter's score too; starting again clears it
    page.goto(live_server.url + "/")
    expect(page.locator(f'.chapter-score[data-score-for="{key}"]')).to_have_attribute(
        "data-answered", str(total)
    )
    page.goto(live_server.url + f"/learn/{key}/")
    page.locator(f'[data-reset-score="{key}"]').click()
    expect(score).to_have_text("")
    assert not console_errors


def test_the_sticky_step_bar_hides_neither_a_decision_option_nor_the_focused_element(
    page: Page, live_server, artifacts: Path
) -> None:
    import engine

    page.set_viewport_size({"width": 1366, "height": 900})
    sc = get_scenario(S000_05)
    assert sc is not None
    timeline = engine.run(sc)
    at = next(s.index for s in timeline.steps if s.decision is not None)
    from rulesviz.present import player_url

    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, at))
    bar = page.locator(".controls").bounding_box()
    assert bar is not None
    for i in range(page.locator("#decision .option").count()):
        box = page.locator("#decision .option").nth(i).bounding_box()
        assert box is not None and box["y"] + box["height"] <= bar["y"], (
            f"option {i} is under the bar"
        )
    # the decision panel does not repeat the step's explanation word for word
    prompt = page.locator("#decision .prompt").inner_text()
    assert page.locator("#step .step-explain").count() == 0 or (
        page.locator("#step .step-explain").inner_text() != prompt
    )
    page.screenshot(path=str(artifacts / "reader-decision-1366x900.png"))
    # whatever the keyboard focuses scrolls clear of the bar
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            """() => { const r = document.activeElement.getBoundingClientRect();
                       const bar = document.querySelector('.controls');
                       const b = bar.getBoundingClientRect();
                       return {bottom: r.bottom, top: r.top, barTop: b.top, barBottom: b.bottom,
                               inBar: bar.contains(document.activeElement),
                               what: document.activeElement.outerHTML.slice(0, 80)}; }"""
        )
        if not focused["inBar"]:
            under = (
                focused["top"] < focused["barBottom"] - 1
                and focused["bottom"] > focused["barTop"] + 1
            )
            assert not under, focused


def test_on_a_phone_next_and_play_differ_and_timeline_cells_are_touch_targets(
    page: Page, live_server, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + f"/s/{S000_05}/")
    expect(page.locator("#play")).to_be_visible()
    assert (
        page.locator("#nav-next [aria-hidden]").inner_text()
        != page.locator("#play .play-icon").inner_text()
    )
    expect(page.locator("#nav-next")).to_have_accessible_name(re.compile("Next"))
    expect(page.locator("#play")).to_have_accessible_name(re.compile("Play"))
    for i in range(page.locator(".tl-cell a").count()):
        box = page.locator(".tl-cell a").nth(i).bounding_box()
        assert box is not None and box["width"] >= 24 and box["height"] >= 24, (i, box)
    page.screenshot(path=str(artifacts / "reader-phone-controls.png"))


def test_an_exhausted_card_keeps_its_text_horizontal(page: Page, live_server) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(live_server.url + f"/s/{S000_05}/")
    page.locator("#nav-last").click()
    expect(page.locator("#player")).not_to_have_attribute("data-step", "0")
    card = page.locator(".tile-box.is-exhausted .card").first
    expect(card).to_be_visible()
    # the tilt may still be transitioning right after the step changes: wait for it to settle
    page.wait_for_function(
        """(el) => { const m = new DOMMatrix(getComputedStyle(el).transform);
                     const a = Math.abs(Math.atan2(m.b, m.a) * 180 / Math.PI);
                     return a > 0 && a < 20; }""",
        arg=card.element_handle(),
        timeout=5000,
    )
    expect(card.locator(".badge.exhausted")).to_be_visible()


def _luminance(rgb: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _rgb(css: str) -> tuple[int, int, int]:
    r, g, b = (int(float(x)) for x in re.findall(r"[0-9.]+", css)[:3])
    return r, g, b


def test_a_skip_link_comes_first_and_the_focus_ring_has_3_to_1_contrast(
    page: Page, live_server, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(live_server.url + f"/s/{S000_05}/")
    page.keyboard.press("Tab")
    skip = page.locator(".skip-link")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    page.screenshot(path=str(artifacts / "reader-skip-link.png"))
    page.keyboard.press("Enter")
    expect(page.locator("#content")).to_be_focused()
    page.keyboard.press("Tab")
    ring = page.evaluate(
        """() => { const s = getComputedStyle(document.activeElement);
                   return {color: s.outlineColor, width: s.outlineWidth, style: s.outlineStyle,
                           page: getComputedStyle(document.body).backgroundColor}; }"""
    )
    assert ring["style"] == "solid" and float(ring["width"].rstrip("px")) >= 2
    for background in (_rgb(ring["page"]), (255, 255, 255)):
        assert _contrast(_rgb(ring["color"]), background) >= 3, ring


def test_a_rule_text_opened_by_a_tap_stays_on_a_phone_screen(page: Page, live_server) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + f"/s/{S000_05}/")
    page.locator(".answer-link").click()
    expect(page.locator("#outcome")).to_be_visible()
    # the outcome lists every rule of the path: some chips sit near the right edge
    chips = page.locator("#outcome a.rule[data-rule]")
    assert chips.count() > 3
    for i in range(chips.count()):
        chip = chips.nth(i)
        chip.scroll_into_view_if_needed()
        chip.focus()
        tip = chip.locator(".rule-tip")
        expect(tip).to_be_visible()
        page.wait_for_timeout(50)  # placed on the next frame
        box = tip.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
