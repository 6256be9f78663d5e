"""The card browser: every released card of the pool (engine/cards/pool/), searchable, each with
its facts, text, coverage and the scenarios that use it."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache

from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from engine.cards import SET_TITLES, PoolCard, library, pool
from engine.format.scenario import Scenario

STATUS_LABELS = {
    "full": _("fully modelled"),
    "partly": _("partly modelled"),
    "not": _("not modelled yet"),
}
TYPE_LABELS = {
    "unit": _("Unit"),
    "spell": _("Spell"),
    "gear": _("Gear"),
    "battlefield": _("Battlefield"),
    "legend": _("Legend"),
    "rune": _("Rune"),
}
MAX_QUERY = 100


def card_url(card: PoolCard) -> str:
    return reverse("cards:card", args=[card.slug])


@cache
def by_slug() -> dict[str, PoolCard]:
    """Each released card by the slug of its page (a token's id, UNL-t03, keeps its lower t)."""
    return {c.slug: c for c in pool().cards}


def url_for_name(name: str) -> str | None:
    """The page of a released card named so, or None (inline and test cards have none)."""
    card = pool().by_name.get(name)
    return card_url(card) if card is not None else None


@dataclass(frozen=True)
class Query:
    q: str = ""
    set: str = ""
    type: str = ""
    domain: str = ""
    keyword: str = ""
    status: str = ""

    @classmethod
    def of(cls, params: dict[str, str]) -> Query:
        def value(key: str, allowed: tuple[str, ...] | None = None) -> str:
            raw = str(params.get(key, "")).strip()[:MAX_QUERY]
            return raw if allowed is None or raw in allowed else ""

        return cls(
            q=value("q"),
            set=value("set", tuple(SET_TITLES)),
            type=value("type", tuple(TYPE_LABELS)),
            domain=value("domain", domains()),
            keyword=value("keyword", keywords()),
            status=value("status", tuple(STATUS_LABELS)),
        )

    def matches(self, card: PoolCard) -> bool:
        if self.set and card.set != self.set:
            return False
        if self.type and card.type != self.type:
            return False
        if self.domain and self.domain not in card.domains:
            return False
        if self.keyword and self.keyword not in card.keywords:
            return False
        if self.status and card.status != self.status:
            return False
        if self.q:
            words = self.q.casefold().split()
            hay = " ".join(
                [card.id, card.name, card.name_fr or "", card.text["en"], card.text["fr"]]
                + list(card.tags)
            ).casefold()
            return all(w in hay for w in words)
        return True


@cache
def domains() -> tuple[str, ...]:
    return tuple(sorted({d for c in pool().cards for d in c.domains}))


@cache
def keywords() -> tuple[str, ...]:
    return tuple(sorted({k for c in pool().cards for k in c.keywords}))


def search(query: Query) -> list[PoolCard]:
    return [c for c in pool().cards if query.matches(c)]


def uses(scenario: Scenario, card: PoolCard) -> bool:
    """Does the scenario use this released card (the library's declaration, not an inline card
    of the same name)?"""
    definition = library()[card.name]
    if any(o.card is definition for o in scenario.objects) or any(
        b.card is definition for b in scenario.battlefields
    ):
        return True
    # a token enters only through an effect ("play a Gold gear token", "replace it with Brush")
    return definition.token and card.name in _words_played(scenario)


def _words_played(scenario: Scenario) -> set[str]:
    """Every string the scenario's cards and script name in their instructions (token names)."""
    found: set[str] = set()
    seen: set[int] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, (tuple, list)):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif dataclasses.is_dataclass(value) and id(value) not in seen:
            seen.add(id(value))
            for f in dataclasses.fields(value):
                if f.name not in ("text", "name", "title"):
                    walk(getattr(value, f.name))

    walk((scenario.objects, scenario.battlefields, scenario.effects, scenario.script))
    return found
