"""Thin views: parse the request, ask the engine (through the replay cache), render."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe
from django_htmx.middleware import HtmxDetails

import engine

from . import catalog, lessons, library, present, rules
from .caching import by_scenario
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


@require_safe
def gallery(request: HtmxHttpRequest) -> HttpResponse:
    """The library: searchable (`q`: titles, questions, cards, rule numbers, in either
    language), filtered by rule family (`family`) and tag (`tag`), grouped by chapter."""
    lang = present.current_lang()
    try:
        entries = catalog.entries(lang)
    except engine.ScenarioError as error:
        return _library_error(request, error)
    query = request.GET.get("q", "")[:200].strip()
    family = request.GET.get("family", "")
    tag = request.GET.get("tag", "")
    families = [
        (f.key, str(f.name)) for f in rules.FAMILIES if any(f.key in e.families for e in entries)
    ]
    tags = catalog.tag_choices(entries)
    family = family if family in dict(families) else ""
    tag = tag if tag in dict(tags) else ""
    chapters = catalog.chapters(entries)
    searching = bool(query or family or tag)
    found = catalog.search(entries, query, family=family, tag=tag) if searching else entries
    by_id = {e.id: e for e in entries}
    groups = [(c, [by_id[i] for i in c.scenario_ids]) for c in chapters if c.kind == "collection"]
    context = {
        "query": query,
        "family": family,
        "tag": tag,
        "families": families,
        "tags": tags,
        "searching": searching,
        "results": found,
        "groups": groups,
        "chapters": chapters,
        "total": len(entries),
    }
    template = (
        "gallery.html#results" if request.htmx and not request.htmx.boosted else "gallery.html"
    )
    response = render(request, template, context)
    patch_vary_headers(response, ["HX-Request"])
    return response


@require_safe
def rules_index(request: HttpRequest) -> HttpResponse:
    """Every rule the library cites, in our own words, with the scenarios that cite it."""
    lang = present.current_lang()
    try:
        groups = catalog.rules_page(lang)
    except engine.ScenarioError as error:
        return _library_error(request, error)
    return render(request, "rules.html", {"groups": groups})


def _chapter_or_404(lang: str, key: str) -> tuple[catalog.Chapter, list[catalog.Entry]]:
    entries = catalog.entries(lang)
    chapter = catalog.chapter(entries, key)
    if chapter is None:
        raise Http404("unknown chapter")
    by_id = {e.id: e for e in entries}
    return chapter, [by_id[i] for i in chapter.scenario_ids]


@require_safe
def lesson(request: HttpRequest, chapter: str) -> HttpResponse:
    """A chapter as a course: its scenarios in order, each with its questions."""
    lang = present.current_lang()
    try:
        found, items = _chapter_or_404(lang, chapter)
    except engine.ScenarioError as error:
        return _library_error(request, error)
    rows = []
    for n, item in enumerate(items, start=1):
        scenario = library.get_scenario(item.id)
        assert scenario is not None
        rows.append((n, item, len(lessons.checkpoints(scenario))))
    total = sum(count for _n, _item, count in rows)
    return render(
        request, "lesson.html", {"chapter": found, "rows": rows, "total": total, "overview": True}
    )


@require_safe
def lesson_step(request: HttpRequest, chapter: str, n: int) -> HttpResponse:
    """Scenario `n` of a chapter in lesson mode: `at=<k>` its k-th question (0 first),
    `pick=<i>` the learner's answer, which reveals the step with the reason and the rules."""
    lang = present.current_lang()
    try:
        found, items = _chapter_or_404(lang, chapter)
    except engine.ScenarioError as error:
        return _library_error(request, error)
    if not 1 <= n <= len(items):
        raise Http404("no such scenario in this chapter")
    item = items[n - 1]
    scenario = library.get_scenario(item.id)
    assert scenario is not None
    questions = lessons.checkpoints(scenario)
    at_param, pick_param = request.GET.get("at", "0"), request.GET.get("pick")
    if not at_param.isdigit() or int(at_param) > len(questions):
        raise Http404("no such question")
    at = int(at_param)
    timeline = library.replay(scenario, None, None)
    base = reverse("lesson_step", args=[chapter, n])
    following = reverse("lesson_step", args=[chapter, n + 1]) if n < len(items) else None
    context: dict[str, Any] = {
        "chapter": found,
        "item": item,
        "n": n,
        "count": len(items),
        "questions": len(questions),
        "at": at,
        "following": following,
        "overview_url": reverse("lesson", args=[chapter]),
        "player_url": present.player_url(scenario.id, step=0),
    }
    if at == len(questions):
        # After the last question: the outcome, as the player's last step shows it.
        page = present.player_page(scenario, None, timeline, len(timeline.steps) - 1, lang)
        context.update({"page": page, "done": True})
        return render(request, "lesson_step.html", context)
    question = questions[at]
    picked: int | None = None
    if pick_param is not None:
        if not pick_param.isdigit() or int(pick_param) >= len(question.options):
            raise Http404("no such answer")
        picked = int(pick_param)
    shown = question.after if picked is not None else question.before
    page = present.player_page(scenario, None, timeline, shown, lang)
    context.update(
        {
            "page": page,
            "question": question,
            "prompt": (
                str(_("If the choice is “%(choice)s”, what happens?") % {"choice": choice})
                if (choice := present.loc(question.prompt, lang))
                else str(_("What happens next?"))
            ),
            "options": [
                (i, text, f"{base}?at={at}&pick={i}")
                for i, text in enumerate(question.option_texts(lang))
            ],
            "picked": picked,
            "right": picked == question.correct,
            "answer": question.option_texts(lang)[question.correct],
            "why": present.loc(question.why, lang),
            "next_url": f"{base}?at={at + 1}",
            "checkpoint_id": f"{scenario.id}:{question.after}",
        }
    )
    return render(request, "lesson_step.html", context)


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


@require_safe
@by_scenario
def player(request: HtmxHttpRequest, scenario_id: str) -> HttpResponse:
    try:
        # No step: the first, so a reader meets the question before its answer. Ruling links
        # and shared URLs always carry their step.
        position = _position(request, scenario_id, default_step=0)
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


@require_safe
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
