"""Thin views: parse the request, ask the engine (through the replay cache), render."""

from __future__ import annotations

import re

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.http import require_GET
from django_htmx.middleware import HtmxDetails

import engine

from . import library, present

STEP_RE = re.compile(r"[0-9]{1,6}")


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


@require_GET
def player(request: HtmxHttpRequest, scenario_id: str) -> HttpResponse:
    try:
        scenario = library.get_scenario(scenario_id)
    except engine.ScenarioError as error:
        return _library_error(request, error)
    if scenario is None:
        raise Http404("unknown scenario")

    variant_id = request.GET.get("v") or None
    if variant_id is not None:
        try:
            scenario.variant(variant_id)
        except KeyError:
            raise Http404("unknown variant") from None

    # No `c` at all: the scenario's (or variant's) own choices. Otherwise exactly these.
    answers = request.GET.getlist("c") if "c" in request.GET else None
    try:
        timeline = library.replay(scenario, variant_id, answers)
    except engine.AnswerError:
        raise Http404("no such answer") from None
    if answers is not None and timeline.unused_answers:
        raise Http404("more answers than decisions")

    step_param = request.GET.get("step")
    if step_param is None:
        index = len(timeline.steps) - 1
    elif STEP_RE.fullmatch(step_param) and int(step_param) < len(timeline.steps):
        index = int(step_param)
    else:
        raise Http404("no such step")

    page = present.player_page(scenario, variant_id, timeline, index)
    template = "player.html"
    if request.htmx and not request.htmx.history_restore_request:
        template = "player.html#player"
    response = render(request, template, {"page": page})
    patch_vary_headers(response, ["HX-Request"])
    return response
