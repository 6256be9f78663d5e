"""The editor, saved scenarios, ruling links, embeds and exports.

Thin views (D11): parse, ask the store or the engine, render. Every POST is CSRF-checked by
Django's middleware and those that write are rate-limited per client; request bodies are
refused by their announced size before anything reads them; user text is only ever shown
through auto-escaping templates.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from csp.decorators import csp_replace
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.middleware import HtmxDetails

import engine
from engine.cards.sample import sample_scenario
from engine.record import budget
from engine.record.expect import check as check_expect
from rulesviz import library, present, rules
from rulesviz.caching import by_scenario, immutable, short_lived
from rulesviz.cards import by_slug
from rulesviz.position import BadPosition, Position, position_from_url, resolve_position
from rulesviz.ratelimit import rate_limited
from rulesviz.security import too_costly_message

from . import export, image, store
from .forms import ScenarioForm, ShareForm, UploadForm
from .models import SHORT_LENGTH, Ruling, SavedScenario

logger = logging.getLogger("rulesviz.editor")

# A form-encoded text can take up to three bytes per byte of the file (%XX); a file upload
# carries the file as it is. Bodies announced larger are refused before they are read.
MAX_FORM_BODY = 3 * store.MAX_FILE_BYTES + 16 * 1024
MAX_UPLOAD_BODY = store.MAX_FILE_BYTES + 16 * 1024
RECENT = 12
# The check runs every path of the text as the judge types; past this many it stops (the
# player still runs any path when asked for it).
MAX_CHECKED_PATHS = 24

TEMPLATE = f"""\
format: rulesviz/1
id: my-scenario
title:
  en: A new scenario
  fr: Un nouveau scénario
summary:
  en: The question this scenario answers.
  fr: La question à laquelle ce scénario répond.
rules_version: "{engine.RULES_EDITION}"
rules: []
tags: []

# Turn order: the first player is the turn player.
# Runes turn the economy on (docs/scenario-format.md, "Costs and runes"): costs are then paid
# by exhausting runes (Energy) and recycling them (Power of their domain), and a play that
# cannot be paid is refused. Without `runes:`, costs are treated as paid.
players:
  - {{id: A, runes: [Fury, Fury], rune_deck: [Fury, Calm]}}
  - {{id: B}}

battlefields:
  - {{id: bf1, controller: B}}

# Every object's controller is its owner unless it says `controller:`.
objects:
  - {{id: sentry, card: Watchful Sentry, owner: B, zone: bf1}}
  - {{id: ray, card: Hextech Ray, owner: A, zone: hand}}

script:
  - {{play: ray, by: A, targets: [sentry]}}
  - {{pass: until_empty}}

# What `check` verifies at the end (only the keys written are checked).
expect:
  objects:
    sentry: {{zone: trash}}
"""


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def error_page(request: HttpRequest, status: int, title: str, message: str) -> HttpResponse:
    return render(request, "editor/error.html", {"title": title, "message": message}, status=status)


def _too_large(request: HttpRequest, limit: int) -> HttpResponse | None:
    """413 when the request announces a body over `limit` bytes (checked before reading)."""
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    if length > limit:
        return error_page(
            request,
            413,
            translation.gettext("Too large"),
            translation.gettext("A scenario file may be at most %(n)d KiB.")
            % {"n": store.MAX_FILE_BYTES // 1024},
        )
    return None


# --------------------------------------------------------------------------- checking


@dataclass
class PathCheck:
    label: str
    steps: int
    problems: list[str]
    has_expect: bool
    open_decision: str = ""
    stopped: str = ""


@dataclass
class CheckResult:
    """What the editor shows under the text: the error at its line, or the start position."""

    ok: bool
    line: int | None = None
    message: str = ""
    title: str = ""
    board: present.BoardView | None = None
    start_text: str = ""
    paths: list[PathCheck] = field(default_factory=list)
    skipped: int = 0  # paths past MAX_CHECKED_PATHS, not run
    max_paths: int = 0  # MAX_CHECKED_PATHS, for the message
    costly: bool = False  # stopped by the engine's time budget


def check_text(text: str) -> CheckResult:
    """Load the text with the engine; if it loads, run every path and keep step 0's board."""
    try:
        scenario = store.load(text.replace("\r\n", "\n"))
    except engine.ScenarioError as error:
        return CheckResult(ok=False, line=error.line, message=error.message)
    lang = present.current_lang()
    result = CheckResult(ok=True, title=present.loc(scenario.title, lang))
    paths = [None, *scenario.variants]
    if len(paths) > MAX_CHECKED_PATHS:
        result.skipped, result.max_paths = len(paths) - MAX_CHECKED_PATHS, MAX_CHECKED_PATHS
        paths = paths[:MAX_CHECKED_PATHS]
    # One budget for the whole check, however many paths: the request stays bounded.
    with budget.limit(library.engine_seconds()):
        for variant in paths:
            if not _check_path(scenario, variant, lang, result):
                break
    return result


def _check_path(
    scenario: engine.Scenario, variant: engine.Variant | None, lang: str, result: CheckResult
) -> bool:
    """Run one path into `result`; False when the check must stop here."""
    variant_id = variant.id if variant is not None else None
    label = (
        present.loc(variant.title, lang) or variant.id
        if variant is not None
        else translation.gettext("Main line")
    )
    _script, _choices, expect = scenario.path_for(variant_id)
    try:
        timeline = engine.run(scenario, variant_id)
    except engine.AnswerError as error:
        result.paths.append(PathCheck(label, 0, [str(error)], expect is not None))
        return True
    except engine.BudgetExceeded as error:
        result.paths.append(
            PathCheck(label, 0, [], expect is not None, stopped=too_costly_message(error))
        )
        result.costly = True
        return False
    except Exception as error:  # the judge's text drives the engine: report, never 500
        logger.exception("the engine failed on a scenario in the editor")
        result.ok, result.paths, result.board = False, [], None
        result.message = f"the engine failed: {error!r}"
        return False
    if result.board is None:
        result.board = present.board(timeline.steps[0], lang)
        result.start_text = present.loc(timeline.steps[0].text, lang)
    result.paths.append(
        PathCheck(
            label,
            len(timeline.steps),
            check_expect(timeline, expect) if expect is not None else [],
            expect is not None,
            present.loc(timeline.decision.prompt, lang) if timeline.decision else "",
            present.loc(timeline.error, lang) if timeline.error else "",
        )
    )
    return True


def _recent() -> list[SavedScenario]:
    return list(SavedScenario.objects.exclude(origin=SavedScenario.SNAPSHOT)[:RECENT])


def _editor_page(
    request: HttpRequest,
    text: str,
    forked_from: str,
    *,
    status: int = 200,
    result: CheckResult | None = None,
) -> HttpResponse:
    try:
        scenarios = library.library()
    except engine.ScenarioError:
        scenarios = []
    lang = present.current_lang()
    return render(
        request,
        "editor/editor.html",
        {
            "text": text,
            "line_count": range(1, text.count("\n") + 2),
            "forked_from": forked_from,
            "result": result if result is not None else check_text(text),
            "library": [(sc.id, present.loc(sc.title, lang)) for sc in scenarios],
            "recent": _recent(),
            "max_kib": store.MAX_FILE_BYTES // 1024,
        },
        status=status,
    )


@require_http_methods(["GET", "HEAD", "POST"])
def editor(request: HttpRequest) -> HttpResponse:
    """GET: the template, `?from=<id>` to fork any scenario, or `?card=<set>-<number>` for a small
    scenario with that card. POST: check (without JS)."""
    if request.method == "POST":
        return check(request)
    origin = request.GET.get("from") or ""
    card_slug = request.GET.get("card") or ""
    if card_slug:  # "Write a scenario with this card" (the card browser)
        card = by_slug().get(card_slug)
        if card is None:
            raise Http404("unknown card")
        return _editor_page(request, sample_scenario(card), "")
    if not origin:
        return _editor_page(request, TEMPLATE, "")
    found = source_or_404(origin)
    return _editor_page(request, found.text, found.player_id)


def source_or_404(origin: str) -> store.Source:
    """The text behind `?from=<id>` (any library or saved scenario), or a 404."""
    try:
        found = store.source(origin)
    except engine.ScenarioError:
        found = None
    if found is None:
        raise Http404("unknown scenario")
    return found


@require_POST
@rate_limited("check")
def check(request: HttpRequest) -> HttpResponse:
    """Validate as the judge types: htmx gets the result partial, a plain POST the page."""
    refused = _too_large(request, MAX_FORM_BODY)
    if refused is not None:
        if getattr(request, "htmx", False):  # htmx swaps no 4xx: say it where the errors go
            message = translation.gettext("A scenario file may be at most %(n)d KiB.") % {
                "n": store.MAX_FILE_BYTES // 1024
            }
            result = CheckResult(ok=False, message=message)
            return render(request, "editor/editor.html#result", {"result": result})
        return refused
    form = ScenarioForm(request.POST)
    text = request.POST.get("text", "")
    result = (
        check_text(text) if form.is_valid() else CheckResult(ok=False, message=_form_error(form))
    )
    if getattr(request, "htmx", False):
        return render(request, "editor/editor.html#result", {"result": result})
    return _editor_page(
        request,
        text,
        request.POST.get("forked_from", "")[:200],
        result=result,
        status=200 if result.ok else 400,
    )


def _form_error(form: ScenarioForm | ShareForm | UploadForm) -> str:
    return " ".join(str(e) for errors in form.errors.values() for e in errors)


@require_POST
@rate_limited("save")
def save(request: HttpRequest) -> HttpResponse:
    """Save (content-addressed, so saving twice is harmless), then show it or run it."""
    refused = _too_large(request, MAX_FORM_BODY)
    if refused is not None:
        return refused
    form = ScenarioForm(request.POST)
    text = request.POST.get("text", "")
    forked_from = request.POST.get("forked_from", "")[:200]
    if not form.is_valid():
        result = CheckResult(ok=False, message=_form_error(form))
        return _editor_page(request, text, forked_from, status=400, result=result)
    try:
        row, _created = store.save(form.cleaned_data["text"], forked_from=forked_from)
    except engine.ScenarioError:
        return _editor_page(request, text, forked_from, status=400)
    return after_save(row, request.POST.get("action"))


def after_save(row: SavedScenario, action: str | None) -> HttpResponse:
    """Where a save leads: the player at step 0 (`run`), sharing step 0 (`share`), or the saved
    scenario's page."""
    if action == "run":
        return redirect(present.player_url(row.player_id, step=0))
    if action == "share":
        to = present.player_url(row.player_id, step=0)
        return redirect(reverse("editor:share") + "?" + urlencode({"to": to}))
    return redirect("editor:saved", short=row.short)


@require_POST
@rate_limited("save")
def upload(request: HttpRequest) -> HttpResponse:
    """A scenario file: saved if it loads; otherwise the editor with its error (400)."""
    refused = _too_large(request, MAX_UPLOAD_BODY)
    if refused is not None:
        return refused
    form = UploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return error_page(
            request,
            400,
            translation.gettext("No file"),
            translation.gettext("Choose a scenario file to upload."),
        )
    upload_file = form.cleaned_data["file"]
    name = str(upload_file.name or "")
    if upload_file.size is not None and upload_file.size > store.MAX_FILE_BYTES:
        return _too_large_file(request)
    raw = upload_file.read(store.MAX_FILE_BYTES + 1)
    if len(raw) > store.MAX_FILE_BYTES:
        return _too_large_file(request)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return error_page(
            request,
            400,
            translation.gettext("Not a text file"),
            translation.gettext("%(name)s is not UTF-8 text; a scenario is a YAML or JSON file.")
            % {"name": name},
        )
    syntax = "json" if name.lower().endswith(".json") else "yaml"
    try:
        row, _created = store.save(text, origin=SavedScenario.UPLOAD, syntax=syntax)
    except engine.ScenarioError as error:
        result = CheckResult(ok=False, line=error.line, message=error.message)
        return _editor_page(request, text, "", status=400, result=result)
    return redirect("editor:saved", short=row.short)


def _too_large_file(request: HttpRequest) -> HttpResponse:
    return error_page(
        request,
        413,
        translation.gettext("Too large"),
        translation.gettext("A scenario file may be at most %(n)d KiB.")
        % {"n": store.MAX_FILE_BYTES // 1024},
    )


# --------------------------------------------------------------------------- saved scenarios


def _saved_or_404(short: str) -> SavedScenario:
    if not store.SHORT_RE.fullmatch(short) or len(short) < SHORT_LENGTH:
        raise Http404("unknown saved scenario")
    row = SavedScenario.objects.filter(short=short).first()
    if row is None:
        raise Http404("unknown saved scenario")
    return row


def _origin_link(player_id: str) -> dict[str, str] | None:
    """Where a saved scenario came from, as a link (a library id or another saved one)."""
    if not player_id:
        return None
    return {"id": player_id, "url": present.player_url(player_id)}


@require_safe
@short_lived
def saved(request: HttpRequest, short: str) -> HttpResponse:
    row = _saved_or_404(short)
    scenario = store.resolve(row.player_id)
    lang = present.current_lang()
    variants = []
    if scenario is not None:
        variants = [
            {
                "title": present.loc(v.title, lang) or v.id,
                "url": present.player_url(row.player_id, v.id, step=0),
            }
            for v in scenario.variants
        ]
    forks = SavedScenario.objects.filter(forked_from=row.player_id)[:RECENT]
    return render(
        request,
        "editor/saved.html",
        {
            "row": row,
            "title": present.loc(scenario.title, lang) if scenario else row.title,
            "summary": present.loc(scenario.summary, lang) if scenario else "",
            "loads": scenario is not None,
            "lines": row.text.rstrip("\n").split("\n"),
            "player_url": present.player_url(row.player_id, step=0),
            "variants": variants,
            "origin": _origin_link(row.forked_from),
            "forks": forks,
            "rulings": Ruling.objects.filter(scenario=row, listed=True)[:RECENT],
            "embed_url": request.build_absolute_uri(
                reverse("editor:embed", args=[row.player_id]) + "?step=0"
            ),
        },
    )


@require_safe
@by_scenario
def download(request: HttpRequest, scenario_id: str) -> HttpResponse:
    """The file of any scenario the player knows, library or saved, as it is stored."""
    try:
        found = store.source(scenario_id)
    except engine.ScenarioError:
        found = None
    if found is None:
        raise Http404("unknown scenario")
    content_type = "application/json" if found.syntax == "json" else "application/yaml"
    response = HttpResponse(found.text, content_type=f"{content_type}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{found.filename}"'
    return response


# --------------------------------------------------------------------------- rulings


def _position_or_404(url: str) -> Position:
    try:
        return position_from_url(url)
    except BadPosition:
        raise Http404("no such step") from None


@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("share")
def share(request: HttpRequest) -> HttpResponse:
    """GET `?to=<player URL>`: the form. POST: make (or find) the ruling link."""
    if request.method == "POST":
        form = ShareForm(request.POST)
        to = request.POST.get("to", "")
    else:
        form = ShareForm(initial={"to": request.GET.get("to", "")})
        to = request.GET.get("to", "")
    position = _position_or_404(to)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                ruling, _created = store.share(
                    position.scenario.id,
                    position.variant_id,
                    position.answers,
                    position.step,
                    form.cleaned_data["question"],
                    form.cleaned_data["answer"],
                    listed=form.cleaned_data["listed"],
                )
            except store.BadRuling:
                raise Http404("no such step") from None
            return redirect("editor:ruling", short=ruling.short)
        status = 400
    lang = present.current_lang()
    step = position.timeline.steps[position.step]
    return render(
        request,
        "editor/share.html",
        {
            "form": form,
            "to": to,
            "title": present.loc(position.scenario.title, lang),
            "step": position.step,
            "last": position.last,
            "step_text": present.loc(step.text, lang),
            "step_rules": list(step.rules),
        },
        status=status,
    )


def _ruling_or_404(short: str) -> Ruling:
    if not store.SHORT_RE.fullmatch(short):
        raise Http404("unknown ruling")
    ruling = Ruling.objects.select_related("scenario").filter(short=short).first()
    if ruling is None:
        raise Http404("unknown ruling")
    return ruling


def _ruling_position(ruling: Ruling, step: int | str | None = None) -> Position:
    try:
        return resolve_position(
            ruling.scenario.player_id,
            ruling.variant_id,
            ruling.answers,
            ruling.step if step is None else step,
        )
    except BadPosition:
        raise Http404("this ruling no longer replays") from None


def _ruling_url(request: HttpRequest, ruling: Ruling) -> str:
    return request.build_absolute_uri(reverse("editor:ruling", args=[ruling.short]))


@require_safe
@immutable
def ruling(request: HttpRequest, short: str) -> HttpResponse:
    """The short link: the question and answer over the player at that step, with the Open
    Graph tags that make it unfold in chat apps."""
    r = _ruling_or_404(short)
    position = _ruling_position(r)
    lang = present.current_lang()
    page = present.player_page(
        position.scenario, position.variant_id, position.timeline, position.step, lang
    )
    title = r.question or page.title
    description = r.answer or page.step_text
    embed = reverse("editor:embed_ruling", args=[r.short])
    return render(
        request,
        "editor/ruling.html",
        {
            "ruling": r,
            "page": page,
            "og": {
                "title": title,
                "description": f"{description} — "
                + translation.gettext("step %(n)d of %(title)s")
                % {"n": r.step, "title": page.title},
                "image": request.build_absolute_uri(reverse("editor:ruling_image", args=[r.short])),
                "url": _ruling_url(request, r),
            },
            "current": {"edition": engine.RULES_EDITION, "engine": engine.ENGINE_VERSION},
            "outdated": (r.rules_edition, r.engine_version)
            != (engine.RULES_EDITION, engine.ENGINE_VERSION),
            "short_url": _ruling_url(request, r),
            "player_url": page.url,
            "embed_url": request.build_absolute_uri(embed),
            "embed_script_url": request.build_absolute_uri(static("rulesviz/embed.js")),
            "library_url": present.player_url(r.library_id) if r.library_id else "",
        },
    )


@require_safe
@immutable
def ruling_export(request: HttpRequest, short: str, fmt: str, brief: bool = False) -> HttpResponse:
    """The ruling in words: Markdown or plain text; `brief`, Markdown for a chat message."""
    r = _ruling_or_404(short)
    position = _ruling_position(r)
    if brief:
        text = export.ruling_short(
            r, position.scenario, position.timeline, _ruling_url(request, r), present.current_lang()
        )
    else:
        text = export.ruling_text(
            r,
            position.scenario,
            position.timeline,
            _ruling_url(request, r),
            present.current_lang(),
            markdown=fmt == "md",
        )
    content_type = "text/markdown" if fmt == "md" else "text/plain"
    response = HttpResponse(text, content_type=f"{content_type}; charset=utf-8")
    response["Content-Disposition"] = f'inline; filename="ruling-{r.short}.{fmt}"'
    return response


@require_safe
@immutable
def ruling_image(request: HttpRequest, short: str) -> HttpResponse:
    """The board at the ruling's step as a PNG, drawn once per ruling, language and engine."""
    r = _ruling_or_404(short)
    lang = present.current_lang()
    key = f"rulesviz:og2:{r.short}:{lang}:{engine.ENGINE_VERSION}"  # og2: board, chain, answer
    png = cache.get(key)
    if png is None:
        position = _ruling_position(r)
        step = position.timeline.steps[position.step]
        page_title = present.loc(position.scenario.title, lang)
        kind = present.step_kind_label(step.kind)
        subtitle = translation.gettext("Step %(n)d / %(last)d") % {
            "n": position.step,
            "last": position.last,
        }
        subtitle += f" · {kind}"
        if step.rules:
            subtitle += " · " + translation.gettext("rules %(rules)s") % {
                "rules": ", ".join(step.rules)
            }
        footer = "rulesviz · " + translation.gettext("Riftbound Core Rules %(edition)s") % {
            "edition": r.rules_edition
        }
        png = image.render_card(
            r.question or page_title,
            subtitle,
            present.loc(step.text, lang),
            present.board(step, lang),
            footer if not r.question else f"{footer} · {page_title}",
            answer=r.answer or export.outcome_text(r, position.scenario, position.timeline, lang),
            answer_label=(
                translation.gettext("Answer") if r.answer else translation.gettext("In the end")
            ),
            rule_texts=[
                f"{number}: {rules.text(number, lang)}"
                for number in step.rules
                if rules.text(number, lang)
            ],
        )
        cache.set(key, png, timeout=7 * 24 * 3600)
    return HttpResponse(png, content_type="image/png")


# --------------------------------------------------------------------------- embeds


def _embed_lang(request: HttpRequest) -> str | None:
    """`?lang=fr|en`: a page embedded elsewhere gets no language cookie."""
    lang = request.GET.get("lang")
    return lang if lang in ("en", "fr") else None


def _embed_response(request: HttpRequest, context: dict[str, Any]) -> HttpResponse:
    return render(request, "editor/embed.html", context)


# Only the embeds may be framed, by any site; everything else keeps X-Frame-Options: DENY
# and frame-ancestors 'none'.
framable = csp_replace({"frame-ancestors": ["*"]})


def _embed_context(position: Position, url: Any, open_url: str) -> dict[str, Any]:
    lang = present.current_lang()
    step = position.timeline.steps[position.step]
    n, last = position.step, position.last
    return {
        "title": present.loc(position.scenario.title, lang),
        "board": present.board(step, lang, position.timeline.steps[n - 1] if n else None),
        "index": n,
        "last": last,
        "kind": present.step_kind_label(step.kind),
        "step_text": present.loc(step.text, lang),
        "step_explain": present.loc(step.explain, lang),
        "step_rules": list(step.rules),
        "nav": {
            "first": url(0) if n > 0 else None,
            "prev": url(n - 1) if n > 0 else None,
            "next": url(n + 1) if n < last else None,
            "last": url(last) if n < last else None,
        },
        "open_url": open_url,
    }


def _embed_query(lang: str | None, **params: Any) -> str:
    query: list[tuple[str, str]] = []
    for key, value in params.items():
        if isinstance(value, list):
            query.extend((key, str(v)) for v in value)
        elif value is not None:
            query.append((key, str(value)))
    if lang:
        query.append(("lang", lang))
    return "?" + urlencode(query) if query else ""


@require_safe
@by_scenario
@framable  # type: ignore[arg-type]  # (django-csp types views without URL arguments)
@xframe_options_exempt
def embed(request: HttpRequest, scenario_id: str) -> HttpResponse:
    """A scenario's step for an iframe: the board, the step, its own step controls."""
    lang = _embed_lang(request)
    with translation.override(lang or translation.get_language()):
        answers = request.GET.getlist("c") if "c" in request.GET else None
        variant = request.GET.get("v") or None
        try:
            position = resolve_position(scenario_id, variant, answers, request.GET.get("step"))
        except BadPosition:
            raise Http404("no such step") from None
        base = reverse("editor:embed", args=[scenario_id])

        def url(i: int) -> str:
            return base + _embed_query(lang, v=variant, c=answers, step=i)

        open_url = request.build_absolute_uri(
            present.player_url(scenario_id, variant, answers, position.step)
        )
        return _embed_response(request, {**_embed_context(position, url, open_url), "ruling": None})


@require_safe
@immutable
@framable  # type: ignore[arg-type]  # (django-csp types views without URL arguments)
@xframe_options_exempt
def embed_ruling(request: HttpRequest, short: str) -> HttpResponse:
    """A ruling for an iframe: its question and answer, and its path from its step."""
    lang = _embed_lang(request)
    with translation.override(lang or translation.get_language()):
        r = _ruling_or_404(short)
        position = _ruling_position(r, request.GET.get("step"))
        base = reverse("editor:embed_ruling", args=[r.short])

        def url(i: int) -> str:
            return base + _embed_query(lang, step=i)

        context = _embed_context(position, url, _ruling_url(request, r))
        return _embed_response(request, {**context, "ruling": r})
