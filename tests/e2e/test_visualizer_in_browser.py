"""The visualizer in a real browser: S000-05 clicked through in both orders, the timeline,
play/pause, the keyboard, French, the compare view, motion that follows identity, the
banishment lines, and every library path walked to its end without a console error."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

import engine
from rulesviz.present import player_url
from tests.e2e.test_player_in_browser import at_step
from tests.web.test_views import LIBRARY, PATHS, path_id

pytestmark = pytest.mark.e2e

S000_05 = "s000-05-guardian-angel-and-tactical-retreat"
TR_FIRST = "order:Tactical Retreat>Guardian Angel"
GA_FIRST = "order:Guardian Angel>Tactical Retreat"
SCENARIOS = {sc.id: sc for sc in LIBRARY}


def the_decision(timeline: engine.Timeline) -> int:
    (step,) = [s for s in timeline.steps if s.decision is not None and s.decision.matters]
    return step.index


def choices_in_url(page: Page) -> list[str]:
    return parse_qs(urlsplit(page.url).query).get("c", [])


def zone_of(page: Page, pid: str) -> str | None:
    return page.locator(f'#board [data-card="{pid}"]').first.get_attribute("data-zone")


def step_forward_to(page: Page, last: int, *, by: str) -> None:
    current = int(page.locator("#player").get_attribute("data-step") or "0")
    for n in range(current + 1, last + 1):
        if by == "click":
            page.locator("#nav-next").click()
        else:
            page.keyboard.press("ArrowRight")
        at_step(page, n)


def still(page: Page) -> None:
    """Wait until no card is in flight (for screenshots)."""
    page.wait_for_function("() => document.getAnimations().length === 0", polling=50)


def test_s000_05_clicked_through_in_both_orders(
    page: Page, live_server, console_errors: list[str], artifacts: Path
) -> None:
    sc = SCENARIOS[S000_05]
    main = engine.run(sc)
    other = engine.run(sc, answers=[GA_FIRST])
    decision = the_decision(main)
    page.goto(live_server.url + player_url(S000_05, None, main.answers, 0))
    page.evaluate("window.__marker = 1")

    # the main line, Tactical Retreat first, by clicking Next
    step_forward_to(page, decision, by="click")
    expect(page.locator("#decision .option.chosen")).to_have_attribute("data-option", TR_FIRST)
    expect(page.locator("#queue")).to_contain_text("Tactical Retreat")
    expect(page.locator("#effects")).to_contain_text("next time it would die, this turn")
    still(page)
    page.locator(".layout").screenshot(path=str(artifacts / "s000-05-at-the-decision.png"))

    cleanup_shot = artifacts / "s000-05-mid-cleanup.png"
    cleanup_shot.unlink(missing_ok=True)
    last = len(main.steps) - 1
    for n in range(decision + 1, last + 1):
        page.locator("#nav-next").click()
        at_step(page, n)
        if not cleanup_shot.exists() and page.locator("#cleanup").count():
            still(page)
            page.locator(".layout").screenshot(path=str(cleanup_shot))
    assert cleanup_shot.exists(), "no step of S000-05 shows the cleanup panel"
    assert choices_in_url(page) == [TR_FIRST]
    final = main.final_state["objects"]
    assert zone_of(page, "hero") == final["hero"]["zone"]
    assert zone_of(page, "angel") == final["angel"]["zone"]
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"

    # the other order, from the decision reached through the timeline
    page.locator(f'#timeline a[data-step="{decision}"]').click()
    at_step(page, decision)
    page.locator(f'#decision a.option[data-option="{GA_FIRST}"]').click()
    expect(page.locator("#decision .option.chosen")).to_have_attribute("data-option", GA_FIRST)
    at_step(page, decision)
    assert choices_in_url(page) == [GA_FIRST]
    step_forward_to(page, len(other.steps) - 1, by="click")
    assert zone_of(page, "angel") == other.final_state["objects"]["angel"]["zone"] == "trash"
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"

    # a reload, as a copied link would, lands on the same step of the same branch
    url = page.url
    page.reload()
    assert page.url == url
    expect(page.locator("#player")).to_have_attribute("data-step", str(len(other.steps) - 1))
    assert choices_in_url(page) == [GA_FIRST]
    assert zone_of(page, "angel") == "trash"
    assert console_errors == []


def test_the_keyboard_drives_the_player_and_the_timeline(
    page: Page, live_server, console_errors: list[str]
) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    last = len(timeline.steps) - 1
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, 0))
    page.keyboard.press("ArrowRight")
    at_step(page, 1)
    page.keyboard.press("End")
    at_step(page, last)
    page.keyboard.press("ArrowLeft")
    at_step(page, last - 1)
    page.keyboard.press("Home")
    at_step(page, 0)
    # the timeline is reachable by Tab, and keeps the focus while stepping
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('#timeline')"):
            break
    else:
        pytest.fail("Tab never reaches the timeline")
    page.keyboard.press("ArrowRight")
    at_step(page, 1)
    assert page.evaluate("document.activeElement.closest('#timeline .is-current') !== null")
    # every control is a link, a button or a select (keyboard-reachable)
    for selector in ("#nav-next", "#nav-prev", "#play", "#speed", "#decision a.option"):
        if page.locator(selector).count():
            assert page.locator(selector).first.evaluate("e => e.tabIndex") >= 0, selector
    # the live region announces each step
    expect(page.locator("#announcer")).to_contain_text(f"Step 1 / {last}")
    expect(page.locator("#announcer")).to_contain_text(timeline.steps[1].text["en"])
    assert console_errors == []


def test_play_pause_and_speed(page: Page, live_server, console_errors: list[str]) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    last = len(timeline.steps) - 1
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, 0))
    play = page.locator("#play")
    expect(play).to_be_visible()
    page.locator("#speed").select_option("4")
    play.click()
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("() => Number(document.getElementById('player').dataset.step) >= 2")
    page.locator("#play").click()
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#content")).not_to_have_attribute("aria-busy", "true")
    paused_at = page.locator("#player").get_attribute("data-step")
    page.wait_for_timeout(1000)
    assert page.locator("#player").get_attribute("data-step") == paused_at
    # the speed is remembered, and playing stops by itself at the last step
    page.reload()
    expect(page.locator("#speed")).to_have_value("4")
    page.locator("#play").click()
    at_step(page, last)
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "false")
    # a key press pauses
    page.keyboard.press("Home")
    at_step(page, 0)
    page.locator("#play").click()
    page.keyboard.press("ArrowRight")
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "false")
    assert console_errors == []


def test_dragging_along_the_timeline_goes_to_the_step_under_the_pointer(
    page: Page, live_server, console_errors: list[str]
) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, 0))
    page.evaluate("window.__marker = 1")
    start = page.locator('#timeline a[data-step="0"]').bounding_box()
    end = page.locator('#timeline a[data-step="5"]').bounding_box()
    assert start and end
    y = start["y"] + start["height"] / 2
    page.mouse.move(start["x"] + 2, y)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, y, steps=8)
    expect(page.locator("#timeline .tl-cell.is-scrub a")).to_have_attribute("data-step", "5")
    expect(page.locator("#timeline .tl-tip")).to_contain_text(timeline.steps[5].text["en"][:30])
    page.mouse.up()
    at_step(page, 5)
    # a plain click on a cell works too
    page.locator('#timeline a[data-step="2"]').click()
    at_step(page, 2)
    assert page.evaluate("window.__marker") == 1
    assert console_errors == []


def test_french_player_and_compare(page: Page, live_server, console_errors: list[str]) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    decision = the_decision(timeline)
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, decision))
    page.locator('form.lang-switch button[value="fr"]').click()
    page.wait_for_load_state()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#effects")).to_contain_text("Effets en vigueur")
    expect(page.locator("#effects")).to_contain_text("la prochaine fois qu'il devrait mourir")
    expect(page.locator("#play")).to_contain_text("Lecture")
    page.keyboard.press("ArrowRight")
    at_step(page, decision + 1)
    expect(page.locator("#announcer")).to_contain_text(f"Étape {decision + 1} /")
    page.keyboard.press("ArrowLeft")
    at_step(page, decision)
    page.locator("#decision .compare-link").click()
    page.wait_for_url("**/compare/**")
    expect(page.locator("#differences")).to_contain_text("Où les deux branches diffèrent")
    page.locator('form.lang-switch button[value="en"]').click()
    page.wait_for_load_state()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert console_errors == []


def test_compare_view_from_a_decision(
    page: Page, live_server, console_errors: list[str], artifacts: Path
) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    decision = the_decision(timeline)
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, decision))
    page.get_by_role("link", name="Compare both branches").click()
    page.wait_for_url("**/compare/**")
    query = parse_qs(urlsplit(page.url).query)
    assert query["a"] == [TR_FIRST] and query["b"] == [GA_FIRST]
    expect(page.locator("#differences")).to_contain_text("Guardian Angel")
    expect(page.locator("#branch-a [data-card='angel'].is-different")).to_have_count(1)
    expect(page.locator("#branch-b [data-card='angel'].is-different")).to_have_count(1)
    expect(page.locator("#branch-b [data-card='angel']")).to_have_attribute("data-zone", "trash")
    page.screenshot(path=str(artifacts / "s000-05-compare.png"), full_page=True)
    page.get_by_role("link", name="Swap sides").click()
    page.wait_for_url("**/compare/**")
    query = parse_qs(urlsplit(page.url).query)
    assert query["a"] == [GA_FIRST] and query["b"] == [TR_FIRST]
    page.get_by_role("link", name="Back to the player").click()
    page.wait_for_url(f"**/s/{S000_05}/?**")
    assert choices_in_url(page) == [GA_FIRST]
    assert console_errors == []


def recall_step(timeline: engine.Timeline) -> int:
    return next(s.index for s in timeline.steps if s.kind == "recall" and "hero" in s.objects)


def test_a_card_that_changes_zone_travels_there(
    page: Page, live_server, console_errors: list[str]
) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    n = recall_step(timeline)
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, n - 1))
    before = page.locator('[data-card="hero"]').bounding_box()
    page.locator("#nav-next").click()
    at_step(page, n)
    moved = page.locator("#player").get_attribute("data-moved") or ""
    assert "hero" in moved.split()
    # mid-flight, the tile is on its way from where it was
    assert (
        page.evaluate("document.querySelector('[data-card=\"hero\"]').getAnimations().length") >= 1
    )
    page.wait_for_timeout(600)
    after = page.locator('[data-card="hero"]').bounding_box()
    assert before and after and (before["x"], before["y"]) != (after["x"], after["y"])
    assert console_errors == []


def test_reduced_motion_turns_the_motion_off(
    page: Page, live_server, console_errors: list[str]
) -> None:
    page.emulate_media(reduced_motion="reduce")
    timeline = engine.run(SCENARIOS[S000_05])
    n = recall_step(timeline)
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, n - 1))
    page.locator("#nav-next").click()
    at_step(page, n)
    assert page.locator("#player").get_attribute("data-moved") is None
    assert page.evaluate("document.getAnimations().length") == 0
    assert console_errors == []


def test_a_banished_card_is_drawn_linked_to_its_source(
    page: Page, live_server, console_errors: list[str]
) -> None:
    for sc in LIBRARY:
        timeline = engine.run(sc)
        found = [s for s in timeline.steps if any(x["source"] for x in s.state["links"])]
        if found:
            break
    else:
        pytest.fail("no library step has a banishment link: the library must keep one")
    step = found[0]
    link = next(x for x in step.state["links"] if x["source"])
    page.goto(live_server.url + player_url(sc.id, None, timeline.answers, step.index))
    line = page.locator(f'svg.link-lines path[data-link="{link["source"]}>{link["card"]}"]')
    expect(line).to_have_count(1)
    expect(page.locator(f'[data-card="{link["card"]}"]').first).to_have_attribute(
        "data-linked-from", f"{link['source']} "
    )
    assert console_errors == []


def test_a_chain_item_points_at_its_targets(
    page: Page, live_server, console_errors: list[str]
) -> None:
    timeline = engine.run(SCENARIOS[S000_05])
    step = next(s for s in timeline.steps if any(c["targets"] for c in s.state["chain"]))
    item = next(c for c in step.state["chain"] if c["targets"])
    page.goto(live_server.url + player_url(S000_05, None, timeline.answers, step.index))
    arrow = page.locator(f'svg.link-lines path[data-target="{item["id"]}>{item["targets"][0]}"]')
    expect(arrow).to_have_count(1)
    assert console_errors == []


BUSY_PAGES = [
    ("s003-02-each-trigger-gets-its-own-card", 20),
    ("s001-01-instead-leaves-no-window", 12),
    (S000_05, 6),
]


@pytest.mark.parametrize("width", [390, 1400])
def test_busy_steps_fit_phones_and_desktops(
    page: Page, live_server, console_errors: list[str], artifacts: Path, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    for scenario_id, index in BUSY_PAGES:
        if scenario_id not in SCENARIOS:
            continue
        timeline = engine.run(SCENARIOS[scenario_id])
        index = min(index, len(timeline.steps) - 1)
        page.goto(live_server.url + player_url(scenario_id, None, timeline.answers, index))
        overflow = page.evaluate("document.documentElement.scrollWidth")
        assert overflow <= width + 1, f"{scenario_id} is {overflow}px wide on {width}px"
        # no tile's text is cut by the tile below it (attached gear included)
        clipped = page.evaluate(CLIPPED_TILES)
        assert clipped == [], f"{scenario_id}: clipped tiles {clipped}"
        still(page)
        page.screenshot(path=str(artifacts / f"{scenario_id}-{index}-{width}px.png"))
    assert console_errors == []


# Step n is on screen and htmx has settled. Polled on an interval: while animations run,
# polling on animation frames made headless chromium drop the next key press now and then.
SETTLED_AT = """n => {
    const player = document.getElementById('player');
    return player && player.dataset.step === String(n)
        && !document.getElementById('content').hasAttribute('aria-busy');
}"""
# Tiles whose text does not fit (a cut-off badge or Might).
CLIPPED_TILES = """[...document.querySelectorAll('#board .card')]
    .filter(c => c.scrollHeight > c.clientHeight + 2).map(c => c.dataset.card)"""
HOPS = 4


def test_every_library_path_steps_to_its_end_in_the_browser(
    page: Page, live_server, console_errors: list[str]
) -> None:
    """Every scenario and variant: open its first step, then go to its end through the
    timeline in a few hops (each a real htmx swap, with its motion), ending on the last
    step. No console error, no tile whose text is cut, anywhere. (Every single step of
    every path is rendered by tests/web; this walk is about the page's script.)"""
    for sc, variant in PATHS:
        timeline = engine.run(sc, variant=variant)
        last = len(timeline.steps) - 1
        page.goto(live_server.url + player_url(sc.id, variant, timeline.answers, 0))
        expect(page.locator("#player")).to_have_attribute("data-scenario", sc.id)
        stride = max(1, -(-last // HOPS))
        for n in [*range(stride, last, stride), last] if last else []:
            page.locator(f'#timeline a[data-step="{n}"]').click()
            page.wait_for_function(SETTLED_AT, arg=n, polling=20)
            assert page.evaluate(CLIPPED_TILES) == [], (path_id((sc, variant)), n)
        assert f"step={last}" in page.url or last == 0
        expect(page.locator("#step-text")).to_have_text(timeline.steps[last].text["en"])
        assert console_errors == [], path_id((sc, variant))
