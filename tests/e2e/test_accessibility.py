"""axe-core over every reader page (gallery, player, compare, rules, editor, ruling, embed),
at a phone, a laptop and a desktop width: no serious or critical violation. Each page's
screenshot at each width is written to the test artefacts."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.test import Client
from playwright.sync_api import Page

import engine
from rulesviz.editor.models import Ruling
from rulesviz.library import library
from rulesviz.present import compare_url, player_url
from tests.e2e.axe import assert_no_serious_violations

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTHS = {"390": (390, 844), "1366": (1366, 768), "1920": (1920, 1080)}
S000_05 = "s000-05-guardian-angel-and-tactical-retreat"
ORDER_GA_FIRST = "order:Guardian Angel>Tactical Retreat"


def decision_step() -> tuple[list[str], int, int]:
    scenario = next(s for s in library() if s.id == S000_05)
    timeline = engine.run(scenario)
    at = next(s.index for s in timeline.steps if s.decision)
    return list(timeline.answers), at, len(timeline.steps) - 1


def pages() -> dict[str, str]:
    answers, at, last = decision_step()
    response = Client().post(
        "/r/new/",
        {
            "to": player_url(S000_05, None, answers, at),
            "question": "Who dies?",
            "answer": "Nobody.",
        },
    )
    assert response.status_code == 302, response.content
    short = Ruling.objects.get(short=response["Location"].split("/")[2]).short
    return {
        "gallery": "/",
        "player-start": player_url(S000_05, step=0),
        "player-decision": player_url(S000_05, None, answers, at),
        "player-end": player_url(S000_05, None, answers, last),
        # the economy: runes and pool on the board, and a play refused for its cost
        "player-runes": player_url("faq-costs-and-payments-4-ignored-costs", "no-rune", step=3),
        "compare": compare_url(S000_05, None, answers, [ORDER_GA_FIRST]),
        "rules": "/rules/",
        "search": "/?q=372",
        "lesson": "/learn/replacement-basics/",
        "lesson-question": "/learn/replacement-basics/5/",
        "lesson-answer": "/learn/replacement-basics/5/?at=0&pick=0",
        "editor": "/edit/",
        "ruling": f"/r/{short}/",
        "embed": f"/embed/s/{S000_05}/",
        "embed-ruling": f"/embed/r/{short}/",
    }


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_reader_pages_have_no_serious_accessibility_violation(
    page: Page, live_server, artifacts: Path, width: str, lang: str
) -> None:
    page.set_viewport_size(dict(zip(("width", "height"), WIDTHS[width], strict=True)))
    page.context.add_cookies([{"name": "django_language", "value": lang, "url": live_server.url}])
    failures = []
    for name, path in pages().items():
        response = page.goto(live_server.url + path)
        assert response is not None and response.ok, (name, path)
        page.screenshot(path=str(artifacts / f"a11y-{name}-{lang}-{width}.png"), full_page=True)
        try:
            assert_no_serious_violations(page)
        except AssertionError as error:
            failures.append(str(error))
    assert not failures, "\n".join(failures)
