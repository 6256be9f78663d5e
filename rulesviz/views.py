"""Thin views: parse the request, ask the engine (through the replay cache), render."""

from __future__ import annotations

import re

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_safe
from django_htmx.middleware import HtmxDetails

import engine

from . import compare as comparison
from . import library, present
from .caching import by_scenario

STEP_RE = re.compile(r"[0-9]{1,6}")


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def _library_error(request: HttpRequest, error: engine.ScenarioError) -> HttpResponse:
    """A scenario file that does not load is the server's problem: say which and where."""
    return render(request, "library_error.html", {"error": str(error)}, status=500)


@require_safe
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


def _scenario_and_variant(
    request: HttpRequest, scenario_id: str
) -> tuple[engine.Scenario, str | None]:
    """The scenario and the `v` variant of the query, or a 404."""
    scenario = library.get_scenario(scenario_id)
    if scenario is None:
        raise Http404("unknown scenario")
    variant_id = request.GET.get("v") or None
    if variant_id is not None:
        try:
            scenario.variant(variant_id)
        except KeyError:
            raise Http404("unknown variant") from None
    return scenario, variant_id


def _timeline(
    scenario: engine.Scenario, variant_id: str | None, answers: list[str] | None
) -> engine.Timeline:
    """The replay of these answers (None: the path's own choices), or a 404 when an answer
    is no option or is left over."""
    try:
        timeline = library.replay(scenario, variant_id, answers)
    except engine.AnswerError:
        raise Http404("no such answer") from None
    if answers is not None and timeline.unused_answers:
        raise Http404("more answers than decisions")
    return timeline


@require_safe
@by_scenario
def player(request: HtmxHttpRequest, scenario_id: str) -> HttpResponse:
    try:
        scenario, variant_id = _scenario_and_variant(request, scenario_id)
    except engine.ScenarioError as error:
        return _library_error(request, error)

    # No `c` at all: the scenario's (or variant's) own choices. Otherwise exactly these.
    answers = request.GET.getlist("c") if "c" in request.GET else None
    timeline = _timeline(scenario, variant_id, answers)

    step_param = request.GET.get("step")
    if step_param is None:
        index = len(timeline.steps) - 1
    elif STEP_RE.fullmatch(step_param) and int(step_param) < len(timeline.steps):
        index = int(step_param)
    else:
        raise Http404("no such step")

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


@require_safe
def compare(request: HtmxHttpRequest, scenario_id: str) -> HttpResponse:
    """Two branches of one path side by side at their ends: `?v=&a=<answer>...&b=<answer>...`."""
    try:
        scenario, variant_id = _scenario_and_variant(request, scenario_id)
    except engine.ScenarioError as error:
        return _library_error(request, error)
    # As `c` in the player: a side with no answers at all follows the path's own choices.
    a = _timeline(scenario, variant_id, request.GET.getlist("a") if "a" in request.GET else None)
    b = _timeline(scenario, variant_id, request.GET.getlist("b") if "b" in request.GET else None)
    page = comparison.compare_page(scenario, variant_id, a, b)
    return render(request, "compare.html", {"page": page})
