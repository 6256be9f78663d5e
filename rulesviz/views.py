"""Thin views: parse the request, ask the engine (through the replay cache), render."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET
from django_htmx.middleware import HtmxDetails

import engine

from . import library, present
from .position import (
    BadPosition,
    BrokenLibrary,
    Position,
    resolve_position,
    resolve_scenario,
    resolve_timeline,
)


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def _library_error(request: HttpRequest, error: engine.ScenarioError) -> HttpResponse:
    """A scenario file that does not load is the server's problem: say which and where."""
    return render(request, "library_error.html", {"error": str(error)}, status=500)


@require_GET
def gallery(request: HtmxHttpRequest) -> HttpResponse:
    try:
        scenarios = library.library()
    except engine.ScenarioError as error:
        return _library_error(request, error)
    lang = present.current_lang()
    items = [
        {
            "id": sc.id,
            "title": present.loc(sc.title, lang),
            "summary": present.loc(sc.summary, lang),
            "tags": list(sc.tags or []),
            "rules": list(sc.rules or []),
            "rules_version": sc.rules_version,
            "source": sc.source,
            "variants": len(sc.variants),
            "url": present.player_url(sc.id),
        }
        for sc in scenarios
    ]
    return render(request, "gallery.html", {"scenarios": items})


def _position(request: HttpRequest, scenario_id: str, **kwargs: Any) -> Position:
    """The position of the query (`v`, `c`, `step`), resolved as everywhere else, or a 404."""
    # No `c` at all: the scenario's (or variant's) own choices. Otherwise exactly these.
    answers = request.GET.getlist("c") if "c" in request.GET else None
    if request.GET.get("step") == "":
        raise Http404("no such step")
    try:
        return resolve_position(
            scenario_id, request.GET.get("v") or None, answers, request.GET.get("step"), **kwargs
        )
    except BrokenLibrary:
        raise
    except BadPosition as error:
        raise Http404(str(error)) from None


@require_GET
def player(request: HtmxHttpRequest, scenario_id: str) -> HttpResponse:
    try:
        position = _position(request, scenario_id)
    except BrokenLibrary as broken:
        return _library_error(request, broken.error)
    scenario, variant_id, timeline, index = (
        position.scenario,
        position.variant_id,
        position.timeline,
        position.step,
    )

    lang = present.current_lang()
    key = (index, lang)

    def page() -> present.PlayerPage:
        return present.player_page(scenario, variant_id, timeline, index, lang)

    if request.htmx and not request.htmx.history_restore_request:
        # Stepping: the player partial, and the step's announcement for the live region
        # (out of band). They hold nothing per request, so they are rendered once per step
        # and language (the engine is deterministic).
        def render_step() -> str:
            context = {"page": page()}
            return render_to_string("player.html#player", context, request) + render_to_string(
                "player.html#announcement", context, request
            )

        html = library.rendered(timeline, key, render_step)
        response = HttpResponse(html)
    else:
        response = render(request, "player.html", {"page": page()})
    patch_vary_headers(response, ["HX-Request"])
    return response


def _side(
    request: HttpRequest, scenario: engine.Scenario, variant_id: str | None, side: str
) -> engine.Timeline:
    """One side of the compare view: `a=`/`b=` answers (none: the path's own choices)."""
    answers = request.GET.getlist(side) if side in request.GET else None
    try:
        return resolve_timeline(scenario, variant_id, answers)
    except BadPosition as error:
        raise Http404(str(error)) from None


@require_GET
def compare(request: HtmxHttpRequest, scenario_id: str) -> HttpResponse:
    """Two branches of one path side by side at their ends: `?v=&a=<answer>...&b=<answer>...`."""
    variant_id = request.GET.get("v") or None
    try:
        scenario = resolve_scenario(scenario_id)
    except BrokenLibrary as broken:
        return _library_error(request, broken.error)
    except BadPosition as error:
        raise Http404(str(error)) from None
    # As `c` in the player: a side with no answers at all follows the path's own choices.
    a = _side(request, scenario, variant_id, "a")
    b = _side(request, scenario, variant_id, "b")
    page = present.compare_page(scenario, variant_id, a, b)
    return render(request, "compare.html", {"page": page})
