"""The board builder (#20) in Chromium: S000-05 built from an empty board by clicks and keys,
run, and compared with the library file step for step; a Deathknell scenario built by touch on
a 390 px wide screen; the text redraws the board, with undo and redo; no serious accessibility
violation."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

import engine
from rulesviz.editor.models import SavedScenario
from tests.e2e.axe import assert_no_serious_violations

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LIBRARY = "engine/scenarios/s000-05-guardian-angel-and-tactical-retreat.yaml"


def warm_up(page: Page, url: str) -> None:
    """The first player page of a fresh server loads the whole library inside its request's
    engine budget, and on a loaded machine that alone can pass it (a 422 met outside the
    builder, reported): the gallery loads the library first, so these tests time the builder."""
    page.goto(url + "/")


# The board answered an edit: its text changed and htmx has settled the swap (the builder drops
# aria-busy then). Only settled controls listen, so a key or a tap sent before would be lost.
SETTLED = """(t) => document.getElementById('build-text').value !== t
    && !document.getElementById('builder').hasAttribute('aria-busy')"""


def text(page: Page) -> str:
    return page.locator("#build-text").input_value()


def pick(page: Page, query: str, name: str, keys: bool = False, touch: bool = False) -> None:
    """Find a card with the search, then choose it (Enter on the focused card, a tap or a click)."""
    page.fill("#card-q", query)
    card = page.locator(f'#card-results [data-pick="{name}"]')
    expect(card).to_be_visible()
    if keys:
        card.focus()
        page.keyboard.press("Enter")
    elif touch:
        card.tap()
    else:
        card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#build-chosen-label")).to_contain_text(name)


def press(page: Page, selector: str, keys: bool = False, touch: bool = False) -> None:
    """Activate a control and wait for the board to be redrawn from the answer."""
    before = text(page)
    control = page.locator(selector)
    with page.expect_response(lambda r: "/build/edit/" in r.url):
        if keys:
            control.focus()
            page.keyboard.press("Enter")
        elif touch:
            control.tap()
        else:
            control.click()
    page.wait_for_function(SETTLED, arg=before, polling=20)


def change(page: Page, selector: str, value: str, select: bool = False) -> None:
    before = text(page)
    with page.expect_response(lambda r: "/build/edit/" in r.url):
        if select:
            page.select_option(selector, value)
        else:
            page.fill(selector, value)
            page.keyboard.press("Tab")
    page.wait_for_function(SETTLED, arg=before, polling=20)


def rename(page: Page, old: str, new: str) -> None:
    page.locator(f"#obj-{old} > summary").click()
    change(page, f"#o-{old}-id", new)
    expect(page.locator(f'[data-card="{new}"]').first).to_be_visible()
    expect(page.locator(f"#obj-{new}")).to_have_attribute("open", "")


def test_s000_05_is_built_from_an_empty_board_and_runs_as_the_library_file(
    page: Page, live_server, console_errors: list[str]
) -> None:
    warm_up(page, live_server.url)
    page.goto(live_server.url + "/build/")
    expect(page.locator("#editor-result")).to_contain_text("The scenario loads")
    press(page, "#add-battlefield")
    # the unit B controls at the battlefield, named as the library names it
    pick(page, "3-Might", "3-Might unit", keys=True)
    press(page, "#place-B-bf1", keys=True)
    rename(page, "3-might-unit", "hero")
    change(page, "#bf-bf1-controller", "B", select=True)
    # Guardian Angel, attached to it
    pick(page, "guardian angel", "Guardian Angel")
    press(page, "#place-B-base")
    rename(page, "guardian-angel", "angel")  # its editor stays open under the new id
    change(page, "#o-angel-attached", "hero", select=True)
    # A's kill spell in hand
    pick(page, "abstract", "Abstract kill", keys=True)
    press(page, "#place-A-hand", keys=True)
    rename(page, "abstract-kill", "blow")
    # Tactical Retreat, played earlier this turn by B on the unit (found by its French text)
    pick(page, "prochaine fois rappelez", "Tactical Retreat")
    page.select_option("#effect-player", "B")
    page.select_option("#effect-target", "hero")
    press(page, "#add-effect")
    # the script, from the menus of what is legal
    refused = page.locator("#refused-actions")
    refused.locator("summary").click()
    expect(refused.locator('[data-action="pass"][data-rule="339"]').first).to_be_visible()
    expect(page.locator("#act-play-blow-target option")).to_have_count(1)  # the unit, not the gear
    press(page, "#act-play-blow", keys=True)
    expect(page.locator('[data-action="play"][data-card="blow"]')).to_have_count(0)
    press(page, "#act-pass-until_empty")
    expect(page.locator("#open-decision")).to_contain_text("B decides, rule 372")
    press(page, '#open-decision [data-option="order:Tactical Retreat>Guardian Angel"]', keys=True)
    press(page, "#capture-expect")
    assert "expect:" in text(page) and "decided:" in text(page)
    expect(page.locator("#editor-result")).to_contain_text("The scenario loads")
    assert_no_serious_violations(page)

    page.locator("#build-run").click()
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    built = SavedScenario.objects.latest("id")
    mine = engine.run(engine.load_text(built.text, "built.yaml"))
    library = engine.run(engine.load_scenario(LIBRARY))
    assert len(mine.steps) == len(library.steps)
    for ours, theirs in zip(mine.steps, library.steps, strict=True):
        assert (ours.kind, ours.rules, ours.text, ours.state) == (
            theirs.kind,
            theirs.rules,
            theirs.text,
            theirs.state,
        )
    assert mine.log == library.log
    # and the player walks the same number of steps
    expect(page.locator("#player")).to_have_attribute("data-last-step", str(len(library.steps) - 1))
    assert console_errors == []


def test_the_text_redraws_the_board_and_undo_redo_follow_the_edits(
    page: Page, live_server, console_errors: list[str]
) -> None:
    page.goto(live_server.url + "/build/")
    press(page, "#add-battlefield")
    expect(page.locator('[data-battlefield="bf1"]')).to_be_visible()
    page.locator("#undo").click()
    expect(page.locator('[data-battlefield="bf1"]')).to_have_count(0)
    page.locator("#redo").click()
    expect(page.locator('[data-battlefield="bf1"]')).to_be_visible()
    # typing in the text: an error at its line, then the board follows the fix
    broken = text(page).replace("battlefields:", "x: 3\nbattlefields:")
    page.fill("#build-text", broken)
    line = broken.split("\n").index("x: 3") + 1
    expect(page.locator("#editor-result")).to_contain_text(f"Line {line}")
    expect(page.locator("#editor-result")).to_have_attribute("data-error-line", str(line))
    expect(page.locator(f"[data-gutter] li:nth-child({line})")).to_have_class("is-error")
    expect(page.locator('[data-battlefield="bf1"]')).to_be_visible()  # the board still drawn
    page.fill("#build-text", broken.replace("x: 3\n", "").replace("- {id: bf1}", "- {id: west}"))
    expect(page.locator('[data-battlefield="west"]')).to_be_visible()
    assert console_errors == []


def test_a_deathknell_scenario_is_built_by_touch_on_a_phone(browser: Browser, live_server) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    warm_up(page, live_server.url)
    page.goto(live_server.url + "/build/")
    press(page, "#add-battlefield", touch=True)
    pick(page, "sentry", "Watchful Sentry", touch=True)
    press(page, "#place-B-bf1", touch=True)
    change(page, "#bf-bf1-controller", "B", select=True)
    pick(page, "hextech", "Hextech Ray", touch=True)
    press(page, "#place-A-hand", touch=True)
    press(page, "#act-play-hextech-ray", touch=True)
    press(page, "#act-pass-until_empty", touch=True)
    press(page, "#capture-expect", touch=True)
    assert "watchful-sentry: {zone: trash}" in text(page)
    expect(page.locator("#card-results")).to_have_count(1)  # each search replaces the last
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_no_serious_violations(page)
    page.locator("#build-run").tap()
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    built = SavedScenario.objects.latest("id")
    timeline = engine.run(engine.load_text(built.text, "built.yaml"))
    kinds = [s.kind for s in timeline.steps]
    # the Deathknell is captured before the death (808.1.d), then resolves: B draws
    assert kinds.index("capture") < kinds.index("die") < kinds.index("draw"), kinds
    assert any("Deathknell" in s.text["en"] for s in timeline.steps)
    assert timeline.error is None and timeline.decision is None
    assert errors == []
    context.close()


def test_a_card_is_dragged_onto_a_zone(page: Page, live_server, console_errors: list[str]) -> None:
    warm_up(page, live_server.url)
    page.set_viewport_size({"width": 1280, "height": 2400})  # the card and the zone both in view
    page.goto(live_server.url + "/build/")
    page.fill("#card-q", "sentry")
    card = page.locator('#card-results [data-pick="Watchful Sentry"]')
    expect(card).to_be_visible()
    zone = page.locator('.zone[data-zone="hand"][data-player="B"]')
    before = text(page)
    with page.expect_response(lambda r: "/build/edit/" in r.url):
        card.hover()
        page.mouse.down()
        box = zone.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + 12, box["y"] + 12, steps=12)
        page.mouse.up()
    page.wait_for_function(SETTLED, arg=before, polling=20)
    assert "{id: watchful-sentry, card: Watchful Sentry, owner: B, zone: hand}" in text(page)
    expect(zone.locator('[data-card="watchful-sentry"]')).to_be_visible()
    assert console_errors == []


# The focused element, and whether its focus ring shows (an outline or a box-shadow).
FOCUSED = """() => {
    const el = document.activeElement;
    if (!el || el === document.body) return {id: null, ring: false};
    const s = getComputedStyle(el);
    const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0)
        || (s.boxShadow && s.boxShadow !== 'none');
    return {id: el.id || null, tag: el.tagName, ring: ring};
}"""


def tab_to(page: Page, selector: str, back: bool = False, limit: int = 400) -> None:
    """Press Tab (or Shift+Tab) until the control `selector` has the focus, as a keyboard user
    does; every control met on the way shows its focus ring."""
    target = page.locator(selector)
    expect(target).to_have_count(1)
    for _ in range(limit):
        if target.evaluate("el => el === document.activeElement"):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
        now = page.evaluate(FOCUSED)
        if now["id"] is not None or now.get("tag") not in (None, "BODY"):
            assert now["ring"], f"no visible focus on {now}"
    raise AssertionError(f"{selector} is not reachable with {'Shift+Tab' if back else 'Tab'}")


def key(page: Page, name: str) -> None:
    """A key on the focused control that edits the board: wait for the redraw."""
    before = text(page)
    with page.expect_response(lambda r: "/build/edit/" in r.url):
        page.keyboard.press(name)
    page.wait_for_function(SETTLED, arg=before, polling=20)


def test_a_unit_and_a_kill_spell_are_built_played_and_run_with_the_keyboard_alone(
    page: Page, live_server, console_errors: list[str]
) -> None:
    """Works with a keyboard alone (#20): Tab and Shift+Tab reach every control, Enter and
    Space press them, arrow keys change a select; no click anywhere."""
    warm_up(page, live_server.url)
    page.goto(live_server.url + "/build/")
    expect(page.locator("#editor-result")).to_contain_text("The scenario loads")
    tab_to(page, "#add-battlefield")
    key(page, "Enter")
    expect(page.locator('[data-battlefield="bf1"]')).to_be_visible()
    # a unit for B at the battlefield: search by typing, choose with Space, place with Enter
    tab_to(page, "#card-q", back=True)
    page.keyboard.type("sentry")
    card = page.locator('#card-results [data-pick="Watchful Sentry"]')
    expect(card).to_be_visible()
    tab_to(page, '#card-results [data-pick="Watchful Sentry"]')
    page.keyboard.press("Space")
    expect(card).to_have_attribute("aria-pressed", "true")
    tab_to(page, "#place-B-bf1")
    key(page, "Enter")
    # the battlefield's controller, with the arrow keys on its select
    tab_to(page, "#bf-bf1-controller", back=True)
    key(page, "ArrowDown")
    assert page.locator("#bf-bf1-controller").input_value() == "A"
    key(page, "ArrowDown")
    assert page.locator("#bf-bf1-controller").input_value() == "B"
    # the unit's own editor opens with Enter on its summary; Space ticks "exhausted"
    tab_to(page, "#obj-watchful-sentry > summary")
    page.keyboard.press("Enter")
    expect(page.locator("#o-watchful-sentry-exhausted")).to_be_visible()
    tab_to(page, "#o-watchful-sentry-exhausted")
    key(page, "Space")
    assert "exhausted: true" in text(page)
    # A's kill spell in hand
    tab_to(page, "#card-q", back=True)
    page.keyboard.press("Control+A")
    page.keyboard.type("hextech")
    expect(page.locator('#card-results [data-pick="Hextech Ray"]')).to_be_visible()
    tab_to(page, '#card-results [data-pick="Hextech Ray"]')
    page.keyboard.press("Enter")
    tab_to(page, "#place-A-hand")
    key(page, "Enter")
    # the script: play it at the unit, pass until the chain is empty, capture the outcome
    tab_to(page, "#act-play-hextech-ray")
    key(page, "Enter")
    tab_to(page, "#act-pass-until_empty")
    key(page, "Enter")
    tab_to(page, "#capture-expect")
    key(page, "Enter")
    assert "watchful-sentry: {zone: trash}" in text(page)
    # Run, from the keyboard
    tab_to(page, "#build-run")
    page.keyboard.press("Enter")
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    built = SavedScenario.objects.latest("id")
    timeline = engine.run(engine.load_text(built.text, "built.yaml"))
    assert timeline.error is None and timeline.decision is None
    assert any(s.kind == "die" for s in timeline.steps)
    assert console_errors == []


def focused_id(page: Page) -> str | None:
    return page.evaluate(
        "() => { const el = document.activeElement;"
        " if (el && el.tagName === 'SUMMARY') return el.parentElement.id + ' > summary';"
        " return el && el !== document.body ? el.id : null; }"
    )


def test_focus_survives_each_redraw_a_rename_and_a_removal_and_the_change_is_announced(
    page: Page, live_server, console_errors: list[str]
) -> None:
    """Every edit swaps the board (#20): the focus comes back to the control that had it, under
    its new id after a rename, or to the next control when it is gone; the live region (outside
    the swapped board) says what changed, in English and in French."""
    warm_up(page, live_server.url)
    page.goto(live_server.url + "/build/")
    live = page.locator("#build-live")
    tab_to(page, "#add-battlefield")
    key(page, "Enter")
    assert focused_id(page) == "add-battlefield"
    expect(live).to_have_text("Battlefield bf1 added.")
    pick(page, "sentry", "Watchful Sentry", keys=True)
    tab_to(page, "#place-B-bf1")
    key(page, "Enter")
    assert focused_id(page) == "place-B-bf1"
    expect(live).to_have_text("Watchful Sentry placed as watchful-sentry (B, bf1).")
    # a rename: typed, then Tab to the next field; both the field and the open editor follow
    tab_to(page, "#obj-watchful-sentry > summary", back=True)
    page.keyboard.press("Enter")
    tab_to(page, "#o-watchful-sentry-id")
    page.keyboard.press("Control+A")
    page.keyboard.type("guard")
    key(page, "Tab")
    expect(live).to_have_text("watchful-sentry renamed guard.")
    expect(page.locator("#obj-guard")).to_have_attribute("open", "")
    assert focused_id(page) == "o-guard-damage"
    # a removal: the focus goes on to the control after the removed card (its zone's button)
    pick(page, "hextech", "Hextech Ray", keys=True)
    tab_to(page, "#place-A-hand")
    key(page, "Enter")
    tab_to(page, "#obj-hextech-ray > summary", back=True)
    page.keyboard.press("Enter")
    tab_to(page, "#o-hextech-ray-remove")
    key(page, "Enter")
    expect(live).to_have_text("hextech-ray removed from the board.")
    assert focused_id(page) == "place-A-hand"
    # a spent menu: playing the card removes its button; the focus goes to the next menu
    key(page, "Enter")  # placed again, from the same button
    tab_to(page, "#act-play-hextech-ray")
    key(page, "Enter")
    expect(live).to_have_text("Step 1 added to the script.")
    assert page.evaluate("() => !!document.activeElement.closest('.menus')")
    assert (focused_id(page) or "").startswith("act-pass-")
    # in French
    page.context.add_cookies([{"name": "django_language", "value": "fr", "url": live_server.url}])
    page.goto(live_server.url + "/build/")
    tab_to(page, "#add-battlefield")
    key(page, "Enter")
    expect(live).to_have_text("Champ de bataille bf1 ajouté.")
    assert focused_id(page) == "add-battlefield"
    assert_no_serious_violations(page)
    assert console_errors == []


ACTIVATED = """\
format: rulesviz/1
id: medic-board
title: {en: An activated ability, fr: Une capacité activée}
rules_version: '1.4'
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2, controller: A}]
objects:
  - {id: foe, card: {name: 3-Might unit, type: unit, might: 3}, owner: B, zone: bf1}
  - id: blow
    owner: A
    zone: hand
    card: {name: Abstract kill, type: spell, targets: {target: unit}, effect: [{kill: $target}]}
  - id: medic
    owner: A
    zone: bf2
    card:
      name: Abstract medic
      type: unit
      might: 2
      abilities:
        - activated: {cost: [{exhaust: self}], effect: [{heal: self}]}
script: []
"""


def test_309_1_a_an_activated_ability_is_offered_only_at_its_timing_and_runs(
    page: Page, live_server, console_errors: list[str]
) -> None:
    """The "activate" menu (#20): offered in an open state to its controller, refused with rule
    309.1.a while a spell is on the chain (a closed state; the ability is no Reaction), offered
    again once the chain is empty, and the step it writes runs."""
    warm_up(page, live_server.url)
    page.goto(live_server.url + "/build/")
    before = text(page)
    page.fill("#build-text", ACTIVATED)
    page.wait_for_function(SETTLED, arg=before, polling=20)
    expect(page.locator('[data-battlefield="bf2"] [data-card="medic"]')).to_be_visible()
    activate = '.menus [data-action="activate"][data-card="medic"]'
    expect(page.locator(activate)).to_have_count(1)
    # the kill spell on the chain: a closed state, where the ability is refused
    page.select_option("#act-play-blow-target", "foe")
    press(page, "#act-play-blow")
    expect(page.locator(activate)).to_have_count(0)
    refused = page.locator("#refused-actions")
    refused.locator("summary").click()
    expect(
        refused.locator('[data-action="activate"][data-card="medic"][data-rule="309.1.a"]')
    ).to_be_visible()
    # the chain resolved: open again, and the menu is back
    press(page, "#act-pass-until_empty")
    expect(page.locator(activate)).to_have_count(1)
    press(page, "#act-activate-medic")
    assert "activate: medic" in text(page)
    expect(page.locator(activate)).to_have_count(0)  # exhausted: its cost cannot be paid again
    press(page, "#capture-expect")
    page.locator("#build-run").click()
    expect(page.locator("#player")).to_have_attribute("data-step", "0")
    built = SavedScenario.objects.latest("id")
    timeline = engine.run(engine.load_text(built.text, "built.yaml"))
    assert timeline.error is None and timeline.decision is None
    assert "medic" in built.text and "exhausted: true" in built.text.split("expect:")[1]
    assert console_errors == []


def test_a_battlefield_card_is_picked_from_the_card_search(
    page: Page, live_server, console_errors: list[str]
) -> None:
    """A battlefield's card (#20) is one of the pool's battlefield cards, found with the card
    search and chosen like any card, then given to the battlefield; no free-text name."""
    warm_up(page, live_server.url)
    page.goto(live_server.url + "/build/")
    press(page, "#add-battlefield")
    expect(page.locator("#bf-bf1-card")).to_have_text("No battlefield card.")
    page.select_option("#card-type", "battlefield")
    pick(page, "navori", "Navori Fighting Pit", keys=True)
    press(page, "#bf-bf1-use", keys=True)
    assert "- {id: bf1, card: Navori Fighting Pit}" in text(page)
    expect(page.locator("#bf-bf1-card")).to_have_text("Card: Navori Fighting Pit")
    expect(page.locator("#build-live")).to_have_text(
        "Navori Fighting Pit is now the card of battlefield bf1."
    )
    assert page.locator("#bf-bf1-use").evaluate("el => el === document.activeElement")
    # a unit chosen instead is refused, and the board keeps its card
    page.select_option("#card-type", "")
    pick(page, "sentry", "Watchful Sentry")
    with page.expect_response(lambda r: "/build/edit/" in r.url):
        page.locator("#bf-bf1-use").click()
    expect(page.locator(".build-message")).to_contain_text("not a battlefield card of the pool")
    assert "card: Navori Fighting Pit" in text(page)
    press(page, "#bf-bf1-clear")
    assert "- {id: bf1}" in text(page)
    assert_no_serious_violations(page)
    assert console_errors == []
