"""The board builder (`/build/`): thin views. The page; an edit (the text and one edit in, the
board, the menus and the new text out); the card search; save, run and share as the editor does.

Every POST is CSRF-checked and rate-limited like the editor's; bodies are refused by their
announced size before they are read; the engine's work per request is bounded by its budget.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import translation
from django.views.decorators.http import require_GET, require_POST, require_safe

import engine
from rulesviz import present
from rulesviz.cards import TYPE_LABELS, Query, keywords, search
from rulesviz.editor import store
from rulesviz.editor.views import MAX_FORM_BODY, _too_large, after_save, source_or_404
from rulesviz.ratelimit import rate_limited

from . import announce, board
from . import doc as docs

MAX_RESULTS = 30


def _page(request: HttpRequest, text: str, origin: str, status: int = 200) -> HttpResponse:
    v = board.view(text, present.current_lang())
    return render(
        request,
        "build/build.html",
        {
            "v": v,
            "origin": origin,
            "players": [p.id for p in v.players],
            "card_types": list(TYPE_LABELS.items()),
            "card_keywords": keywords(),
        },
        status=status,
    )


@require_safe
def build(request: HttpRequest) -> HttpResponse:
    """An empty board, or `?from=<id>`: any library or saved scenario, on the board."""
    origin = request.GET.get("from") or ""
    if not origin:
        return _page(request, docs.dump(docs.empty()), "")
    found = source_or_404(origin)
    return _page(request, found.text, found.player_id)


@require_POST
@rate_limited("check")
def edit(request: HttpRequest) -> HttpResponse:
    """One edit of the board (or `op=text`: the text as typed), answered with the board."""
    refused = _too_large(request, MAX_FORM_BODY)
    if refused is not None:
        return refused
    text = request.POST.get("text", "")[: store.MAX_FILE_BYTES + 1]
    op = request.POST.get("op", "text")
    message = said = ""
    new_text = text
    if op != "text":
        current = docs.parse(text)
        if current is None:
            message = translation.gettext("Fix the text first: it is not a scenario mapping.")
        else:
            params = request.POST.dict()
            try:
                changed = (
                    board.add_action(current, params)
                    if op == "act"
                    else docs.apply(current, op, params)
                )
                new_text = docs.dump(changed)
                said = announce.change(op, params, current, changed)
            except (docs.BadEdit, engine.ScenarioError, engine.BudgetExceeded) as error:
                message = translation.gettext("That edit was not made: %(why)s") % {"why": error}
    v = board.view(new_text, present.current_lang())
    return render(
        request,
        "build/build.html#view",
        {
            "v": v,
            "players": [p.id for p in v.players],
            "message": message,
            "said": said or message,
            "new_text": new_text if new_text != text else None,
        },
    )


@require_GET
def cards(request: HttpRequest) -> HttpResponse:
    """The card browser's search (name in either language, text, keyword, type), for placing."""
    params = request.GET.dict()
    query = Query.of(params)
    words = query.q.casefold().split()
    generic = (
        [n for n in docs.GENERIC if all(w in n.casefold() for w in words)]
        if not (query.keyword or (query.type and query.type not in ("unit", "spell")))
        else []
    )
    found = search(query) if (query.q or query.keyword or query.type) else []
    lang = present.current_lang()
    rows = [
        {
            "name": c.name,
            "shown": c.name_fr if lang == "fr" and c.name_fr else c.name,
            "type": c.type,
            "status": c.status,
            "text": present.loc(c.text, lang),
        }
        for c in found[:MAX_RESULTS]
    ]
    return render(
        request,
        "build/build.html#results",
        {"generic": generic, "rows": rows, "more": max(0, len(found) - MAX_RESULTS)},
    )


@require_POST
@rate_limited("save")
def save(request: HttpRequest) -> HttpResponse:
    """Save the text (as the editor does), then show it, run it at step 0, or share step 0."""
    refused = _too_large(request, MAX_FORM_BODY)
    if refused is not None:
        return refused
    text = request.POST.get("text", "")
    try:
        row, _created = store.save(text, forked_from=request.POST.get("origin", "")[:200])
    except engine.ScenarioError:
        return _page(request, text, request.POST.get("origin", "")[:200], status=400)
    return after_save(row, request.POST.get("action"))
