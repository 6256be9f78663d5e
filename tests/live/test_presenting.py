"""Presenting hides the future: what a follower's page, its step requests, the pushed steps
and the quiz show while the presenter asks "what happens next?" (issue #18)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from django.test import Client
from django.utils import translation

from rulesviz import library
from rulesviz.live import broadcast
from rulesviz.live.models import Quiz
from rulesviz.live.presenting import option_name

from .conftest import Started

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "live"


def text(response) -> str:  # type: ignore[no-untyped-def]
    assert response.status_code == 200, response.status_code
    return html.unescape(response.content.decode())


def player_of(page: str) -> str:
    """The `#player` partial of a page (up to the live region after it)."""
    start = page.index('<div id="player"')
    end = page.find('id="announcer"', start)
    return page[start : end if end > 0 else len(page)]


def steps_linked(player: str) -> set[int]:
    return {int(n) for n in re.findall(r'[?&]step=([0-9]+)"', player)}


def data_step(page: str) -> int:
    match = re.search(r'<div id="player"[^>]* data-step="([0-9]+)"', page)
    assert match, "no #player"
    return int(match.group(1))


def joined(started: Started) -> Client:
    follower = Client()
    assert follower.get(started.url("")).status_code == 200
    return follower


def the_timeline(started: Started):  # type: ignore[no-untyped-def]
    scenario = library.get_scenario(started.session.scenario_id)
    assert scenario is not None
    return library.replay(scenario, None, None)


def test_a_followers_page_shows_nothing_past_the_live_step(started: Started) -> None:
    live = started.session.step
    timeline = the_timeline(started)
    assert live + 1 < len(timeline.steps)  # there is a future to hide
    page = text(joined(started).get(started.url("")))
    player = player_of(page)
    assert data_step(page) == live
    # The step list and the timeline stop at the live step; every link stays in the session.
    assert len(re.findall(r'class="log-step', player)) == live + 1
    assert len(re.findall(r'class="tl-cell', player)) == live + 1
    assert max(steps_linked(player)) == live
    assert 'id="nav-next"' not in player and 'id="nav-last"' not in player
    # Step links stay in the session; none leads to the player, a compare view, the editor,
    # a share or an embed, where the rest of the story is.
    hrefs = re.findall(r'href="([^"]+)"', player)
    assert any(h.startswith(f"/live/{started.code}/?step=") for h in hrefs), hrefs
    elsewhere = re.compile(r"^(https?:)?/(s|edit|r|x|embed|download)/|^/live/start")
    assert not [h for h in hrefs if elsewhere.search(h)], hrefs
    # Nothing names the answers the path gives later (the coming decision's included).
    assert not re.search(r"[?&]c=", player)
    choices = json.loads(re.search(r'data-choices="([^"]*)"', player).group(1))  # type: ignore[union-attr]
    assert len(choices) < len(timeline.answers)
    assert 'id="share-step"' not in player and "live-start-link" not in player


def test_a_follower_asking_for_a_later_step_gets_the_live_one(started: Started) -> None:
    live = started.session.step
    follower = joined(started)
    # URL editing: the page and the stepping partial are both capped at the live step.
    assert data_step(text(follower.get(started.url("") + f"?step={live + 3}"))) == live
    partial = text(follower.get(started.url("") + f"?step={live + 3}", **HX))
    assert data_step(partial) == live and max(steps_linked(partial), default=0) <= live
    assert data_step(text(follower.get(started.url("") + "?step=0", **HX))) == 0
    assert 'id="announcer" hx-swap-oob' in partial  # the step is announced to screen readers
    assert follower.get(started.url("") + "?step=x").status_code == 404
    assert follower.get(started.url("") + "?step=9999999").status_code == 404
    # The resync state and the pushed step are the follower's view too.
    state = follower.get(started.url("state/")).json()
    assert state["step"] == live and max(steps_linked(state["html"])) < live + 1
    pushed = broadcast.step_payload(started.session, _position(started))
    assert pushed["html"] == state["html"] and not re.search(r"[?&]c=", pushed["html"])
    # The presenter's own page is the whole player: they see and drive the whole story.
    control = text(started.presenter.get(started.url("control/")))
    assert max(steps_linked(player_of(control))) == len(the_timeline(started).steps) - 1


def _position(started: Started):  # type: ignore[no-untyped-def]
    from rulesviz.live.position import resolve_position

    s = started.session
    return resolve_position(s.scenario_id, s.variant_id, s.answers, s.step)


def test_quiz_options_are_asked_by_name_and_their_outcome_shown_on_reveal(
    started: Started,
) -> None:
    presenter = started.presenter
    assert presenter.post(started.url("quiz/"), {"kind": "decision"}, **HX).status_code == 200
    quiz = Quiz.objects.get(session=started.session)
    labels = [o.label_en for o in quiz.options.all()]
    assert all(" → " in label for label in labels)  # the engine words them by outcome
    follower = joined(started)
    response = follower.get(started.url(""))
    page = text(response)
    raw = response.content.decode()
    buttons = re.findall(r'<button[^>]*class="live-option"[^>]*>([^<]*)</button>', raw)
    assert [html.unescape(b) for b in buttons] == [option_name(label) for label in labels]
    assert "→" not in page.split('id="live-quiz"')[1].split('id="live-stage"')[0]
    open_payload = broadcast.quiz_payload(quiz)["html"]
    assert "→" not in open_payload and "live-option" in open_payload
    # The presenter sees the outcomes while the room answers.
    assert all(
        label.split(" → ")[1] in text(presenter.get(started.url("control/"))) for label in labels
    )

    option = quiz.options.first()
    assert option is not None
    follower.post(started.url(f"quiz/{quiz.pk}/answer/"), {"option": option.key}, **HX)
    presenter.post(started.url(f"quiz/{quiz.pk}/reveal/"), {"correct": ""}, **HX)
    quiz.refresh_from_db()
    revealed = broadcast.quiz_payload(quiz)["html"]
    assert all(label.split(" → ")[1] in html.unescape(revealed) for label in labels)
    # Both orders are legal and nobody marked one: the tally, with no "correct".
    assert "is-correct" not in revealed and "1 answer" in revealed


def test_at_a_decision_step_a_follower_sees_the_options_by_name_without_links(
    started: Started,
) -> None:
    live = started.session.step + 1  # the decision step
    assert started.presenter.post(started.url("move/"), {"step": str(live)}).status_code == 302
    step = the_timeline(started).steps[live]
    assert step.decision is not None
    player = player_of(text(joined(started).get(started.url(""))))
    section = player.split('id="decision"')[1].split("</section>")[0]
    # The rule chips link to the rules index; nothing links to (or previews) an outcome.
    outside_chips = re.sub(r'<a class="rule" href="/rules/[^"]*"', "", section)
    assert "→" not in section and "href" not in outside_chips and "data-highlight" not in section
    assert "compare-link" not in section
    step_text = re.search(r'id="step-text">([^<]*)<', player).group(1)  # type: ignore[union-attr]
    assert "→" not in step_text
    assert "Path:" not in player or "variant current" in player


def test_results_are_anonymous_unless_the_presenter_asks_for_names(started: Started) -> None:
    presenter = started.presenter
    presenter.post(started.url("quiz/"), {"kind": "decision"}, **HX)
    quiz = Quiz.objects.get(session=started.session)
    alice = joined(started)
    alice.post(started.url("name/"), {"name": "Alice Example"}, **HX)
    option = quiz.options.first()
    assert option is not None
    alice.post(started.url(f"quiz/{quiz.pk}/answer/"), {"option": option.key}, **HX)
    results = text(presenter.get(started.url("results/")))
    assert "Alice Example" not in results and "1 answer" in results
    assert "Alice Example" in text(presenter.get(started.url("results/") + "?names=1"))


def _msgids(template: str) -> list[str]:
    """The plain interface strings of a template ({% translate %} and a variable-free
    {% blocktranslate %})."""
    src = (TEMPLATES / template).read_text()
    found = re.findall(r'{% translate "([^"]+)" %}', src)
    found += re.findall(r"{% translate '([^']+)' %}", src)
    found += re.findall(r"{% blocktranslate %}(.*?){% endblocktranslate %}", src, re.S)
    return [m for m in found if "{" not in m]


@pytest.mark.parametrize(
    ("who", "path", "templates"),
    [
        (
            "follower",
            "",
            ["follow.html", "_name.html", "_quiz.html", "_tally.html", "_messages.html"],
        ),
        (
            "presenter",
            "control/",
            ["control.html", "_control_quiz.html", "_goto.html", "_tally.html", "_messages.html"],
        ),
        ("presenter", "results/", ["results.html", "_tally.html"]),
    ],
)
def test_live_pages_in_french_show_no_english_interface_string(
    started: Started, who: str, path: str, templates: list[str]
) -> None:
    presenter = started.presenter
    presenter.post(started.url("quiz/"), {"kind": "decision"}, **HX)
    client = presenter if who == "presenter" else joined(started)
    client.cookies["django_language"] = "fr"
    page = text(client.get(started.url(path)))
    assert '<html lang="fr">' in page
    # What a reader meets: the text and the attributes read out (titles, labels, messages),
    # not the URLs and keys in the markup.
    page = re.sub(
        r'\s(?:href|action|src|value|class|id|name|for|hx-[a-z-]+|data-(?:option|live-[a-z]+))="[^"]*"',
        "",
        page,
    )
    with translation.override("fr"):
        for template in templates:
            for msgid in _msgids(template):
                french = translation.gettext(msgid)
                assert french != msgid or msgid in {"Quiz"}, f"{template}: {msgid!r} has no French"
                if french != msgid and len(msgid) > 4:
                    assert not shown(msgid, page), f"{template}: {msgid!r} shown in English"
    for english in ("Step", "Large type", "Skip to", "Join code", "Joined", "answer"):
        match = re.search(rf"(?<!\w){english}(?!\w)", page)
        assert match is None, page[max(0, match.start() - 200) : match.end() + 50]


def shown(words: str, page: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", page) is not None
