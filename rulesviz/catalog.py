"""The library as a reader meets it: each scenario's catalogue entry (titles, question,
cards, the rules it cites, its rule families and chapter), the chapters, and search.

Built from the engine's timelines of every main line and variant, once per loaded library
(the engine is deterministic). Presentation only: no rules are decided here.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.utils import translation
from django.utils.translation import gettext_lazy as _

from . import library, rules
from .present import loc, player_url, word
from .present.labels import TAGS

if TYPE_CHECKING:
    from django.utils.functional import _StrPromise

    from engine import Scenario

# The library's collections, by scenario id prefix, in reading order. The s00N files restate
# the five French rulings notes the project started from; r-files frame them in the rulebook.
COLLECTIONS: tuple[tuple[str, str, _StrPromise, _StrPromise], ...] = (
    (
        "replacement-basics",
        "s000-",
        _("Replacement effects step by step"),
        _("How a replacement effect changes an event before it happens, and who orders several."),
    ),
    (
        "instead",
        "s001-",
        _("“Instead”"),
        _("What an event replaced by “instead” leaves behind: no window, no death, no payment."),
    ),
    (
        "cleanup-and-deathknell",
        "s002-",
        _("Cleanup and death triggers"),
        _("The cleanup loop, lethal damage, and what a Deathknell notes when its unit dies."),
    ),
    (
        "banishment-and-replace",
        "s003-",
        _("Banishment and linked destinations"),
        _("Banished cards linked to their source, the Replace action and swapping back."),
    ),
    (
        "tracking",
        "s004-",
        _("Tracking cards and their abilities"),
        _("When a card is still the same object, who controls what, and what an effect remembers."),
    ),
    (
        "riftboundfaq",
        "faq-",
        _("Questions from riftboundfaq.com"),
        _(
            "Real ruling questions from riftboundfaq.com (CC BY-SA 4.0), each put on a board and "
            "answered step by step, in our own words."
        ),
    ),
    (
        "showdowns-combat-scoring",
        "r",
        _("Showdowns, combat and scoring"),
        _("The frame around the rulings: showdowns, combat damage, conquering, the final point."),
    ),
)
SOURCE_CODE = re.compile(r"S[0-9]{3}-[0-9]{2}")
# Words a query may carry around a rule number ("rule 372", "règle 372").
NOISE = frozenset({"rule", "rules", "regle", "regles", "cr"})


@dataclass(frozen=True)
class Chapter:
    key: str
    kind: str  # "collection" | "family"
    title: str
    blurb: str
    scenario_ids: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.scenario_ids)


@dataclass
class Entry:
    """One scenario as the gallery, search and chapters show it (in one language)."""

    id: str
    title: str
    summary: str
    question: str
    tags: list[str]
    tag_labels: list[tuple[str, str]]  # (tag, its label in the language)
    rules: list[str]  # the scenario's own headline rules
    cited: list[str]  # every rule its paths cite, rulebook order
    families: list[str]  # family keys of the headline rules (cited ones when it names none)
    cards: list[str]
    source: str
    variants: int
    url: str
    chapter: str = ""
    haystack: str = field(default="", repr=False)


def fold(text: str) -> str:
    """Lower case without accents: "Règle" and "regle" match."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def source_label(source: str | None) -> str:
    """Where a scenario comes from, in reader words (never the project's internal names)."""
    if not source:
        return ""
    code = SOURCE_CODE.fullmatch(source.strip())
    if code:
        return str(_("Ruling %(code)s") % {"code": source.strip()})
    return re.sub(r"\s*\([^)]*\)", "", source).strip()


def _chapter_key(scenario_id: str) -> str:
    for key, prefix, _title, _blurb in COLLECTIONS:
        if scenario_id.startswith(prefix):
            return key
    return ""


def _cards(scenario: Scenario) -> list[str]:
    timeline = library.replay(scenario, None, None)
    names: dict[str, None] = {}
    for step in (timeline.steps[0], timeline.steps[-1]):
        for obj in (step.state.get("objects") or {}).values():
            if obj.get("name"):
                names[str(obj["name"])] = None
        for bf in step.state.get("battlefields") or []:
            if bf.get("name"):
                names[str(bf["name"])] = None
    return list(names)


@dataclass(frozen=True)
class _Facts:
    """What an entry needs from the engine, language-free (cached per library)."""

    cited: tuple[str, ...]
    cards: tuple[str, ...]
    first_step: dict[str, int]  # rule -> the first main-line step citing it


_FACTS: dict[int, tuple[Scenario, _Facts]] = {}
_facts_lock = threading.Lock()


def _facts(scenario: Scenario) -> _Facts:
    with _facts_lock:
        hit = _FACTS.get(id(scenario))
        if hit is not None and hit[0] is scenario:
            return hit[1]
    paths = [None, *(v.id for v in scenario.variants)]
    timelines = [library.replay(scenario, v, None) for v in paths]
    first: dict[str, int] = {}
    for step in timelines[0].steps:
        for number in step.rules:
            first.setdefault(number, step.index)
    facts = _Facts(
        tuple(rules.sorted_rules(rules.cited(scenario, timelines))), tuple(_cards(scenario)), first
    )
    with _facts_lock:
        if len(_FACTS) > 1024:
            _FACTS.clear()
        _FACTS[id(scenario)] = (scenario, facts)
    return facts


def entry(scenario: Scenario, lang: str) -> Entry:
    facts = _facts(scenario)
    headline = list(scenario.rules or []) or list(facts.cited)
    families = list(
        dict.fromkeys(f.key for f in (rules.family_of(n) for n in headline) if f is not None)
    )
    e = Entry(
        id=scenario.id,
        title=loc(scenario.title, lang),
        summary=loc(scenario.summary, lang),
        question=loc(scenario.question, lang),
        tags=list(scenario.tags or []),
        tag_labels=_tag_labels(scenario.tags or [], lang),
        rules=list(scenario.rules or []),
        cited=list(facts.cited),
        families=families,
        cards=list(facts.cards),
        source=source_label(scenario.source),
        variants=len(scenario.variants),
        url=player_url(scenario.id),
        chapter=_chapter_key(scenario.id),
    )
    # Both languages' titles, questions and summaries: a French reader may type an English
    # word and the other way round; the cards' names are the same in both.
    words = [
        *(scenario.title or {}).values(),
        *(scenario.summary or {}).values(),
        *(scenario.question or {}).values(),
        *e.cards,
        *e.tags,
        *_tag_words(e.tags),
        " ".join(e.cited),
    ]
    e.haystack = fold(" \n ".join(words))
    return e


@dataclass
class RuleView:
    number: str
    text: str
    family: str
    scenarios: list[tuple[str, str]]  # (title, URL at the first step citing it)


def rules_page(lang: str) -> list[tuple[str, list[RuleView]]]:
    """Every indexed rule, by family in rulebook order, with the scenarios citing it."""
    scenarios = library.library()
    by_rule: dict[str, list[tuple[str, str]]] = {}
    for scenario in scenarios:
        facts = _facts(scenario)
        for number in facts.cited:
            step = facts.first_step.get(number, 0)
            by_rule.setdefault(number, []).append(
                (loc(scenario.title, lang), player_url(scenario.id, step=step))
            )
    groups: dict[str, list[RuleView]] = {}
    for number in rules.sorted_rules(rules.index()):
        fam = rules.family_of(number)
        name = str(fam.name) if fam else str(_("Other rules"))
        groups.setdefault(name, []).append(
            RuleView(
                number, rules.text(number, lang), fam.key if fam else "", by_rule.get(number, [])
            )
        )
    return list(groups.items())


def _tag_labels(tags: Iterable[str], lang: str) -> list[tuple[str, str]]:
    with translation.override(lang):
        return [(t, word(TAGS, t)) for t in tags]


def _tag_words(tags: Iterable[str]) -> list[str]:
    """The topics' labels in both languages, so "agonie" finds the deathknell scenarios."""
    words: list[str] = []
    for lang in ("en", "fr"):
        with translation.override(lang):
            words.extend(word(TAGS, t) for t in tags)
    return words


def tag_choices(all_entries: Iterable[Entry]) -> list[tuple[str, str]]:
    """Every topic of the library, (tag, label), sorted by label."""
    found = {t: label for e in all_entries for t, label in e.tag_labels}
    return sorted(found.items(), key=lambda item: fold(item[1]))


def entries(lang: str) -> list[Entry]:
    """Every library scenario's entry, in library order. Raises `engine.ScenarioError`."""
    return [entry(s, lang) for s in library.library()]


def chapters(all_entries: Sequence[Entry]) -> list[Chapter]:
    """The collections in reading order, then one chapter per rule family."""
    out = []
    for key, _prefix, title, blurb in COLLECTIONS:
        ids = tuple(e.id for e in all_entries if e.chapter == key)
        if ids:
            out.append(Chapter(key, "collection", str(title), str(blurb), ids))
    rest = tuple(e.id for e in all_entries if not e.chapter)
    if rest:
        out.append(Chapter("more", "collection", str(_("More scenarios")), "", rest))
    for fam in rules.FAMILIES:
        ids = tuple(e.id for e in all_entries if fam.key in e.families)
        if ids:
            out.append(Chapter(f"rules-{fam.key}", "family", str(fam.name), "", ids))
    return out


def chapter(all_entries: Sequence[Entry], key: str) -> Chapter | None:
    return next((c for c in chapters(all_entries) if c.key == key), None)


def _terms(query: str) -> list[str]:
    return [t for t in re.findall(r"[\w.]+", fold(query)) if t not in NOISE]


def _matches(e: Entry, term: str) -> bool:
    if rules.RULE_RE.fullmatch(term):
        # A rule number finds the rule and its sub-rules: "372" finds 372 and 372.1.
        return any(n == term or n.startswith(term + ".") for n in e.cited)
    return term in e.haystack


def search(
    all_entries: Iterable[Entry],
    query: str = "",
    *,
    family: str = "",
    tag: str = "",
) -> list[Entry]:
    """Entries matching every word of the query (and the filters), titles first."""
    terms = _terms(query)
    found = [
        e
        for e in all_entries
        if (not family or family in e.families)
        and (not tag or tag in e.tags)
        and all(_matches(e, t) for t in terms)
    ]
    if terms:
        found.sort(key=lambda e: not all(t in fold(e.title) for t in terms))
    return found
