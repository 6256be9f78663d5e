"""Thin views of the card browser: the search page and one page per card."""

from __future__ import annotations

from urllib.parse import urlencode

from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET

import engine
from engine.cards import SET_TITLES, coverage
from rulesviz import library, present
from rulesviz.cards import (
    STATUS_LABELS,
    TYPE_LABELS,
    Query,
    by_slug,
    card_url,
    domains,
    keywords,
    search,
    uses,
)
from rulesviz.editor import store
from rulesviz.editor.models import SavedScenario

PER_PAGE = 60
SAVED_SCAN = 40  # saved scenarios read to find those that use a card: bounded work per request


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    query = Query.of(request.GET.dict())
    found = search(query)
    page = Paginator(found, PER_PAGE).get_page(request.GET.get("page"))
    lang = present.current_lang()
    params = {k: v for k, v in vars(query).items() if v}
    return render(
        request,
        "cards/index.html",
        {
            "query": query,
            "count": len(found),
            "page": page,
            "cards": [_row(c, lang) for c in page.object_list],
            "sets": list(SET_TITLES.items()),
            "types": list(TYPE_LABELS.items()),
            "domains": domains(),
            "keywords": keywords(),
            "statuses": list(STATUS_LABELS.items()),
            "coverage": coverage(),
            "page_query": urlencode(params),
        },
    )


def _row(card: engine.cards.PoolCard, lang: str) -> dict[str, object]:
    return {
        "card": card,
        "name": card.name_fr if lang == "fr" and card.name_fr else card.name,
        "url": card_url(card),
        "type": TYPE_LABELS.get(card.type, card.type),
        "text": present.loc(card.text, lang),
        "engine_text": present.loc(card.engine_text, lang) if card.engine_text else "",
        "status": STATUS_LABELS[card.status],
    }


def _library_uses(card: engine.cards.PoolCard, lang: str) -> list[dict[str, str]]:
    try:
        scenarios = library.library()
    except engine.ScenarioError:
        return []
    return [
        {"title": present.loc(sc.title, lang), "url": present.player_url(sc.id)}
        for sc in scenarios
        if uses(sc, card)
    ]


def _saved_uses(card: engine.cards.PoolCard) -> list[dict[str, str]]:
    rows = SavedScenario.objects.exclude(origin=SavedScenario.SNAPSHOT).filter(
        text__contains=card.name
    )[:SAVED_SCAN]
    found = []
    for row in rows:
        try:
            scenario = store.scenario_of(row)
        except engine.ScenarioError:
            continue
        if uses(scenario, card):
            found.append(
                {"title": row.title or row.scenario_id, "url": present.player_url(row.player_id)}
            )
    return found


@require_GET
def card(request: HttpRequest, slug: str) -> HttpResponse:
    found = by_slug().get(slug)
    if found is None:
        raise Http404("unknown card")
    lang = present.current_lang()
    return render(
        request,
        "cards/card.html",
        {
            **_row(found, lang),
            "set_title": SET_TITLES[found.set],
            "library_uses": _library_uses(found, lang),
            "saved_uses": _saved_uses(found),
            "write_url": reverse("editor:editor") + "?" + urlencode({"card": found.slug}),
        },
    )
