"""A page a newcomer understands alone (#18): question first, outcome last, rules you can
read, a library you can search and learn from, and French pages without English words."""

from __future__ import annotations

import re
from html import escape
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.test import Client
from django.utils import translation
from django.utils.translation import trans_real

import engine
from rulesviz import lessons, rules
from rulesviz.library import get_scenario
from rulesviz.present import player_url
from tests.engine.golden import paths
from tests.web.test_views import LIBRARY

S000_05 = "s000-05-guardian-angel-and-tactical-retreat"


class Page(HTMLParser):
    """Visible text nodes, attributes a reader meets, ids and element attributes by id."""

    SKIP = frozenset({"script", "style"})
    READ_ATTRS = ("title", "aria-label", "placeholder", "alt")

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.attrs: list[str] = []
        self.by_id: dict[str, dict[str, str]] = {}
        self.links: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag in self.SKIP:
            self._skip += 1
        if "id" in a:
            self.by_id[a["id"]] = a
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
        self.attrs.extend(a[k] for k in self.READ_ATTRS if a.get(k))

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIP:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(" ".join(data.split()))

    @property
    def text(self) -> str:
        return " ".join(self.texts)


def get(url: str, lang: str = "en") -> Page:
    response = Client(HTTP_ACCEPT_LANGUAGE=lang).get(url)
    assert response.status_code == 200, (url, response.status_code)
    page = Page()
    page.feed(response.content.decode())
    return page


# --------------------------------------------------------------------------- question first


def test_a_scenario_opened_without_a_step_starts_at_step_0_with_its_question() -> None:
    sc = next(s for s in LIBRARY if s.id == S000_05)
    page = get(player_url(sc.id))
    assert page.by_id["player"]["data-step"] == "0"
    assert "question" in page.by_id
    assert (sc.question or sc.summary)["en"] in page.text


def test_the_gallery_opens_every_scenario_at_step_0() -> None:
    page = get("/")
    for sc in LIBRARY:
        assert player_url(sc.id) in page.links
    assert get(player_url(LIBRARY[0].id)).by_id["player"]["data-step"] == "0"


def test_an_explicit_step_still_lands_on_that_step_without_the_question() -> None:
    timeline = engine.run(next(s for s in LIBRARY if s.id == S000_05))
    page = get(player_url(S000_05, None, timeline.answers, 3))
    assert page.by_id["player"]["data-step"] == "3"
    assert "question" not in page.by_id


def test_a_question_field_is_optional_and_checked_by_the_loader() -> None:
    text = Path(LIBRARY[0].path).read_text(encoding="utf-8")
    without = re.sub(r"\nquestion:\n  en: .*\n  fr: .*", "", text)
    assert "\nquestion:" not in without
    assert engine.load_text(without).question is None
    with_question = without.replace(
        "\nsummary:", "\nquestion:\n  en: Who wins?\n  fr: Qui gagne ?\nsummary:", 1
    )
    assert engine.load_text(with_question).question == {"en": "Who wins?", "fr": "Qui gagne ?"}
    with pytest.raises(engine.ScenarioError, match="question"):
        engine.load_text(without.replace("\nsummary:", "\nquestion: [1, 2]\nsummary:", 1))


def test_every_library_scenario_asks_its_question_in_both_languages() -> None:
    for sc in LIBRARY:
        assert sc.question and sc.question["en"].endswith("?") and sc.question["fr"].endswith("?")
        page = get(player_url(sc.id), "fr")
        assert sc.question["fr"] in page.text, sc.id


def test_the_last_step_of_a_finished_run_shows_the_outcome_with_its_rules() -> None:
    sc = next(s for s in LIBRARY if s.id == S000_05)
    timeline = engine.run(sc)
    last = len(timeline.steps) - 1
    page = get(player_url(sc.id, None, timeline.answers, last))
    assert "outcome" in page.by_id
    assert sc.summary["en"] in page.text  # its own path: the summary says why
    cited = {r for s in timeline.steps for r in s.rules}
    outcome_links = {h.split("#r-")[1] for h in page.links if "#r-" in h}
    assert cited <= outcome_links
    assert "outcome" not in get(player_url(sc.id, None, timeline.answers, last - 1)).by_id


# --------------------------------------------------------------------------- rules


def library_rules() -> set[str]:
    numbers: set[str] = set()
    for _stem, scenario, variant, answers in paths():
        numbers |= rules.cited(scenario, [engine.run(scenario, variant, answers=answers)])
    return numbers


def test_every_rule_number_cited_by_the_library_has_a_text_in_english_and_french() -> None:
    index = rules.index()
    cited = library_rules()
    assert len(cited) > 100
    missing = sorted(n for n in cited if n not in index)
    assert not missing, missing
    for number in cited:
        en, fr = index[number]["en"], index[number]["fr"]
        assert en and fr and en != fr, number


def test_every_rule_belongs_to_a_family() -> None:
    assert not [n for n in rules.index() if rules.family_of(n) is None]


def test_rule_chips_link_to_their_rule_and_read_apart() -> None:
    sc = next(s for s in LIBRARY if s.id == S000_05)
    html = Client().get(player_url(sc.id)).content.decode()
    header = html.split('<div class="site-title">')[1].split("</div>")[0]
    chips = header.split('<span class="rule-chips">')[1]
    # What a copy or a screen reader gets, without the tooltips: "370.2, 372, 373.2".
    without_tips = re.sub(r'<span class="rule-tip".*?</a>', "</a>", chips)
    assert re.sub(r"<[^>]+>", "", without_tips).strip() == ", ".join(sc.rules)
    for number in sc.rules:
        assert f'href="/rules/#r-{number}"' in header
        assert escape(rules.text(number, "en")) in header


def test_the_rules_page_lists_each_rule_with_the_scenarios_citing_it() -> None:
    page = get("/rules/")
    for number in rules.index():
        assert f"r-{number}" in page.by_id
    # s000-05 cites 372 and is listed under it, linked at the first step citing it
    timeline = engine.run(next(s for s in LIBRARY if s.id == S000_05))
    first = next(s.index for s in timeline.steps if "372" in s.rules)
    assert player_url(S000_05, step=first) in page.links
    fr = get("/rules/", "fr")
    assert rules.text("372", "fr") in fr.text


# --------------------------------------------------------------------------- search


def found_ids(query: str, lang: str = "en") -> list[str]:
    response = Client(HTTP_ACCEPT_LANGUAGE=lang).get("/", {"q": query} if query else {})
    return re.findall(r'class="scenario-card" data-scenario="([^"]+)"', response.content.decode())


def test_search_finds_a_scenario_by_card_name() -> None:
    assert S000_05 in found_ids("Tactical Retreat")
    assert S000_05 in found_ids("tactical retreat", "fr")


def test_search_finds_scenarios_by_rule_number_in_french() -> None:
    found = found_ids("règle 373.2", "fr")
    assert S000_05 in found
    for sid in found:
        sc = get_scenario(sid)
        assert sc is not None
        assert any(
            n == "373.2" or n.startswith("373.2.")
            for n in rules.cited(
                sc, [engine.run(sc, v) for v in [None, *(x.id for x in sc.variants)]]
            )
        )
    assert set(found_ids("regle 373.2", "fr")) == set(found)


def test_search_by_a_french_word_of_a_title() -> None:
    sc = next(s for s in LIBRARY if s.id == S000_05)
    word = "même"  # "sur la même mort"
    assert word in sc.title["fr"]
    assert S000_05 in found_ids(word, "fr")
    assert S000_05 in found_ids("meme", "fr")  # accents are optional


def test_topics_read_in_the_page_language_and_search_in_both() -> None:
    html = Client(HTTP_ACCEPT_LANGUAGE="fr").get("/").content.decode()
    assert 'data-tag="deathknell">Agonie</a>' in html
    assert '<option value="deathknell">Agonie</option>' in html
    deathknell = {s.id for s in LIBRARY if "deathknell" in s.tags}
    assert deathknell <= set(found_ids("agonie", "fr"))


def test_search_that_matches_nothing_says_so() -> None:
    response = Client().get("/", {"q": "zzzqqq"})
    assert b"No scenario matches" in response.content
    assert found_ids("zzzqqq") == []


def test_filters_by_rule_family_and_topic() -> None:
    client = Client()
    html = client.get("/", {"family": "combat"}).content.decode()
    ids = re.findall(r'class="scenario-card" data-scenario="([^"]+)"', html)
    assert ids and all(
        any(rules.family_of(n).key == "combat" for n in get_scenario(i).rules)  # type: ignore[union-attr]
        for i in ids
    )
    html = client.get("/", {"tag": "deathknell"}).content.decode()
    ids = re.findall(r'class="scenario-card" data-scenario="([^"]+)"', html)
    assert ids and all("deathknell" in get_scenario(i).tags for i in ids)  # type: ignore[union-attr]
    assert client.get("/", {"family": "nonsense"}).status_code == 200  # ignored, not an error


def test_the_gallery_groups_every_scenario_into_a_chapter() -> None:
    ids = found_ids("")
    assert sorted(ids) == sorted(s.id for s in LIBRARY)
    html = Client().get("/").content.decode()
    assert html.count('class="chapter-group"') >= 5
    assert "seed" not in re.sub(r"<[^>]+>", " ", html).lower()


# --------------------------------------------------------------------------- lessons


def test_every_scenario_with_a_decision_that_matters_gets_a_lesson_question() -> None:
    for sc in LIBRARY:
        timeline = engine.run(sc)
        if any(s.decision is not None and s.decision.matters for s in timeline.steps):
            assert any(c.kind == "decision" for c in lessons.checkpoints(sc)), sc.id


def test_a_lesson_question_hides_the_answer_until_picked_then_says_why() -> None:
    sc = get_scenario(S000_05)
    assert sc is not None
    questions = lessons.checkpoints(sc)
    first = questions[0]
    url = "/learn/replacement-basics/5/"
    assert sc.title["en"] in get("/learn/replacement-basics/").text
    before = Client().get(url).content.decode()
    assert f'data-step="{first.before}"' in before
    for option in first.options:
        assert option["en"] in before
    assert "data-lesson-result" not in before
    right = Client().get(url, {"at": 0, "pick": first.correct}).content.decode()
    assert 'data-lesson-result="right"' in right and f'data-step="{first.after}"' in right
    wrong = Client().get(url, {"at": 0, "pick": (first.correct + 1) % len(first.options)})
    assert b'data-lesson-result="wrong"' in wrong.content
    assert Client().get(url, {"at": 0, "pick": 9}).status_code == 404
    assert Client().get(url, {"at": 99}).status_code == 404
    assert Client().get("/learn/no-such-chapter/").status_code == 404
    assert Client().get("/learn/replacement-basics/999/").status_code == 404


# --------------------------------------------------------------------------- French complete


def english_interface_strings() -> set[str]:
    """Interface strings of the catalogue whose French differs (two words or more, so a
    card name or a rule number is never mistaken for one)."""
    catalog = trans_real.translation("fr")._catalog
    out = set()
    for msgid, msgstr in catalog.items():
        if isinstance(msgid, tuple):
            continue
        if msgid and msgstr and msgid != msgstr and len(msgid.split()) >= 2 and "%(" not in msgid:
            out.add(" ".join(msgid.split()))
    return out


def reader_pages() -> list[str]:
    sc = next(s for s in LIBRARY if s.id == S000_05)
    timeline = engine.run(sc)
    decision = next(s.index for s in timeline.steps if s.decision is not None)
    return [
        "/",
        "/?q=372",
        "/rules/",
        player_url(sc.id),
        player_url(sc.id, None, timeline.answers, decision),
        player_url(sc.id, None, timeline.answers, len(timeline.steps) - 1),
        f"/s/{sc.id}/compare/?"
        + "&".join(
            [f"a={a}" for a in timeline.answers] + ["b=order%3AGuardian+Angel%3ETactical+Retreat"]
        ),
        "/learn/replacement-basics/",
        "/learn/replacement-basics/5/",
        "/learn/replacement-basics/5/?at=0&pick=0",
        f"/learn/replacement-basics/5/?at={len(lessons.checkpoints(sc))}",
    ]


@pytest.mark.parametrize("url", reader_pages())
def test_a_french_page_has_no_english_interface_string(url: str) -> None:
    english = english_interface_strings()
    assert len(english) > 100
    with translation.override("fr"):
        page = get(url, "fr")
    leaks = sorted({t for t in page.texts + page.attrs if t.strip(" :·().›") in english})
    assert not leaks, leaks
    # French sets a label's colon off with a (no-break) space: "Chemin :", never "Chemin:"
    # (a label is a text ending with its colon; card names are the cards' own words).
    glued = sorted({t for t in page.texts if re.search(r"[^\W\d]:$", t.strip())})
    assert not glued, glued


# --------------------------------------------------------------------------- provisional


def test_a_capture_is_provisional_until_the_step_its_unit_dies_and_not_after() -> None:
    """Watchful Sentry's Deathknell is noted at the death check ("provisional"); on the step
    the Sentry dies, the badge goes, even though the batch of deaths is not over yet."""
    sc = next(s for s in LIBRARY if s.id == "s002-04-watchful-sentry")
    timeline = engine.run(sc)
    death = next(s for s in timeline.steps if s.kind == "die" and "sentry" in s.objects)
    captured = [s for s in timeline.steps[: death.index] if s.kind == "capture"]
    assert captured, "the library must keep a capture before a death"
    before = Client().get(player_url(sc.id, None, timeline.answers, death.index - 1)).content
    at = Client().get(player_url(sc.id, None, timeline.answers, death.index)).content
    assert b"badge provisional" in before
    assert b"badge provisional" not in at
    assert b"is-provisional" not in at
