"""Live session pages and the presenter's moves.

Thin views (D11): parse, check, save, then tell the sockets (D13). Only the presenter, who
holds the session's secret in an HttpOnly cookie, can move the session, ask or reveal a
quiz, or end it; every POST is CSRF-protected by Django's middleware.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

import segno
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseForbidden, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.http import trigger_client_event
from django_htmx.middleware import HtmxDetails

from rulesviz import present, ratelimit
from rulesviz.position import STEP_RE
from rulesviz.ratelimit import rate_limited

from . import broadcast, presenting
from .consumers import control_cookie
from .forms import AnswerForm, CustomQuizForm, NameForm
from .models import (
    Follower,
    LiveSession,
    Quiz,
    QuizOption,
    QuizResponse,
    client_hash,
    normalize_code,
)
from .position import (
    BadPosition,
    Position,
    coming_decision,
    position_from_url,
    resolve_position,
)

logger = logging.getLogger("rulesviz.live")


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def follower_cookie(code: str) -> str:
    return f"rulesviz_follow_{code}"


# --------------------------------------------------------------------------- helpers


def _live_session(code: str) -> LiveSession:
    """A session that has not ended; its join code means nothing once it has."""
    session = LiveSession.objects.live().filter(code=normalize_code(code)).first()
    if session is None:
        raise Http404("no live session with this code")
    return session


def _is_presenter(request: HttpRequest, session: LiveSession) -> bool:
    return session.is_presenter_secret(request.COOKIES.get(control_cookie(session.code)))


def _refuse(request: HttpRequest, session: LiveSession, what: str) -> HttpResponse:
    logger.warning(
        "live %s: refused %s from someone without the control secret (%s)",
        session.code,
        what,
        request.META.get("REMOTE_ADDR", "?"),
    )
    return HttpResponseForbidden(_("Only the presenter can do this."))


def _position(session: LiveSession) -> Position:
    return resolve_position(session.scenario_id, session.variant_id, session.answers, session.step)


def _join_url(request: HttpRequest, session: LiveSession) -> str:
    return request.build_absolute_uri(reverse("live:follow", args=[session.code]))


def _ws_path(session: LiveSession) -> str:
    return f"/ws/live/{session.code}/"


def _quiz_for(session: LiveSession) -> Quiz | None:
    """The quiz to show: the open one, else the last one revealed."""
    return session.quizzes.order_by("-created_at", "-pk").first()


def _control_quiz_context(session: LiveSession, position: Position) -> dict[str, Any]:
    quiz = _quiz_for(session)
    coming = coming_decision(position)
    return {
        "session": session,
        "quiz": broadcast.quiz_view(quiz) if quiz else None,
        "coming_prompt": present.loc(coming[0].prompt) if coming else "",
        "custom_form": CustomQuizForm(),
        "results_url": reverse("live:results", args=[session.code]),
    }


def _step_context(
    session: LiveSession, position: Position, *, announce: bool = False
) -> dict[str, Any]:
    """The presenter's stage: the whole player at the live step (`announce`: with the step's
    announcement for the page's live region, out of band, as a move's response has it)."""
    return {
        "session": session,
        "stage": presenting.presenter_stage(position, announce=announce),
        "live_step": position.step,
        "live_path": broadcast.path_url(position),
        "last": position.last,
    }


def _follower_step_context(session: LiveSession, position: Position, index: int) -> dict[str, Any]:
    """A follower's stage: step `index` of the live path, never past the live step."""
    return {
        "session": session,
        "stage": presenting.follower_stage(session.code, position, index, announce=False),
        "live_step": position.step,
        "live_path": presenting.follower_url(session.code),
        "last": position.last,
    }


def _set_cookie(
    response: HttpResponse, request: HttpRequest, name: str, value: str, session: LiveSession
) -> None:
    response.set_cookie(
        name,
        value,
        expires=session.expires_at,
        httponly=True,
        samesite="Lax",
        secure=request.is_secure(),
    )


# --------------------------------------------------------------------------- start and join


@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("session")
def start(request: HttpRequest) -> HttpResponse:
    """GET: confirm starting from a player URL (`?to=`). POST: start it."""
    to = request.POST.get("to") if request.method == "POST" else request.GET.get("to")
    try:
        position = position_from_url(to or "")
    except BadPosition:
        raise Http404("no such step") from None
    if request.method != "POST":
        return render(
            request,
            "live/start.html",
            {
                "to": to,
                "title": present.loc(position.scenario.title),
                "step": position.step,
                "last": position.last,
            },
        )
    session, secret = LiveSession.start(
        position.scenario.id, position.variant_id, position.answers, position.step
    )
    response = redirect("live:control", code=session.code)
    _set_cookie(response, request, control_cookie(session.code), secret, session)
    return response


@require_safe
def join(request: HttpRequest) -> HttpResponse:
    code = normalize_code(request.GET.get("code", ""))
    error = ""
    if code:
        if LiveSession.objects.live().filter(code=code).exists():
            return redirect("live:follow", code=code)
        error = _("No live session has this code (it may have ended).")
    return render(request, "live/join.html", {"code": code, "error": error})


@require_safe
def qr(request: HttpRequest, code: str) -> HttpResponse:
    session = _live_session(code)
    svg = segno.make(_join_url(request, session), error="m").svg_inline(
        scale=8, border=2, title=session.code
    )
    response = HttpResponse(svg, content_type="image/svg+xml")
    response["Cache-Control"] = "private, max-age=3600"
    return response


# --------------------------------------------------------------------------- presenter


@require_safe
def control(request: HttpRequest, code: str) -> HttpResponse:
    session = _live_session(code)
    if not _is_presenter(request, session):
        return _refuse(request, session, "the control page")
    position = _position(session)
    join_url = _join_url(request, session)
    context = {
        **_step_context(session, position),
        **_control_quiz_context(session, position),
        "role": "presenter",
        "join_url": join_url,
        "qr_svg": segno.make(join_url, error="m").svg_inline(scale=6, border=2, omitsize=True),
        "ws_path": _ws_path(session),
        "followers": session.followers.count(),
        "player_url": present.player_url(
            session.scenario_id, session.variant_id, session.answers, session.step
        ),
    }
    return render(request, "live/control.html", context)


@require_POST
def move(request: HtmxHttpRequest, code: str) -> HttpResponse:
    """Move the session to a step: `to` a player URL of this scenario, or `step` on this path."""
    session = _live_session(code)
    if not _is_presenter(request, session):
        return _refuse(request, session, "a move")
    try:
        if "to" in request.POST:
            position = position_from_url(request.POST["to"])
            if position.scenario.id != session.scenario_id:
                raise BadPosition("another scenario")
        else:
            position = resolve_position(
                session.scenario_id,
                session.variant_id,
                session.answers,
                request.POST.get("step", "x"),
            )
    except BadPosition as error:
        return HttpResponse(str(error), status=400)

    with transaction.atomic():
        LiveSession.objects.filter(pk=session.pk).update(
            variant=position.variant_id or "",
            answers=position.answers,
            step=position.step,
            version=F("version") + 1,
        )
        session.refresh_from_db()
    broadcast.send(
        session.code, broadcast.FOLLOW, lambda: broadcast.step_payload(session, position)
    )

    if not request.htmx:
        return redirect("live:control", code=session.code)
    context = {
        **_step_context(session, position, announce=True),
        **_control_quiz_context(session, position),
    }
    response = render(request, "live/_moved.html", context)
    return trigger_client_event(
        response,
        "live:moved",
        {"v": session.version, "step": position.step, "path": broadcast.path_url(position)},
    )


@require_POST
def quiz_open(request: HtmxHttpRequest, code: str) -> HttpResponse:
    session = _live_session(code)
    if not _is_presenter(request, session):
        return _refuse(request, session, "a quiz")
    position = _position(session)
    status, error = 200, ""
    if session.open_quiz() is not None:
        status, error = 409, _("Reveal the open question before asking another.")
    elif request.POST.get("kind") == Quiz.DECISION:
        coming = coming_decision(position)
        if coming is None:
            status, error = 400, _("No decision is coming on this path.")
        else:
            decision, _chosen = coming
            # Every option the engine offers is a legal choice: which one the path takes
            # is no "correct" answer. Only a decision with a single option has one; else
            # the presenter marks one at the reveal, or shows the tally alone.
            only = decision.options[0].key if len(decision.options) == 1 else ""
            _create_quiz(
                session,
                position,
                Quiz.DECISION,
                request.POST.get("prompt", "").strip()[:300],
                [
                    (
                        o.key,
                        present.loc(o.label, "en") or o.key,
                        present.loc(o.label, "fr") or o.key,
                    )
                    for o in decision.options
                ],
                only,
            )
    else:
        form = CustomQuizForm(request.POST)
        if not form.is_valid():
            status, error = 400, _("Write between 2 and 8 outcomes, one per line.")
        else:
            outcomes = form.cleaned_data["outcomes"]
            _create_quiz(
                session,
                position,
                Quiz.CUSTOM,
                form.cleaned_data["prompt"],
                [(f"o{i}", text, text) for i, text in enumerate(outcomes, 1)],
                "",
            )
    return _control_quiz_response(request, session, position, status, error)


def _create_quiz(
    session: LiveSession,
    position: Position,
    kind: str,
    prompt: str,
    options: list[tuple[str, str, str]],
    correct: str,
) -> Quiz:
    with transaction.atomic():
        quiz = Quiz.objects.create(
            session=session,
            kind=kind,
            prompt=prompt,
            variant=position.variant_id or "",
            answers=list(position.timeline.answers),
            step=position.step,
            correct_key=correct,
        )
        QuizOption.objects.bulk_create(
            QuizOption(quiz=quiz, position=i, key=key, label_en=en, label_fr=fr)
            for i, (key, en, fr) in enumerate(options)
        )
    broadcast.send(session.code, broadcast.FOLLOW, lambda: broadcast.quiz_payload(quiz))
    return quiz


def _control_quiz_response(
    request: HtmxHttpRequest,
    session: LiveSession,
    position: Position,
    status: int = 200,
    error: str = "",
) -> HttpResponse:
    if not request.htmx:
        return redirect("live:control", code=session.code)
    context = {**_control_quiz_context(session, position), "error": error}
    return render(request, "live/_control_quiz.html", context, status=status)


@require_POST
def quiz_reveal(request: HtmxHttpRequest, code: str, quiz_id: int) -> HttpResponse:
    session = _live_session(code)
    if not _is_presenter(request, session):
        return _refuse(request, session, "a reveal")
    quiz = get_object_or_404(Quiz, pk=quiz_id, session=session)
    if quiz.state == Quiz.OPEN:
        correct = request.POST.get("correct", quiz.correct_key)
        quiz.correct_key = correct if quiz.options.filter(key=correct).exists() else ""
        quiz.state = Quiz.REVEALED
        quiz.revealed_at = timezone.now()
        quiz.save(update_fields=["correct_key", "state", "revealed_at"])
        broadcast.send(session.code, broadcast.FOLLOW, lambda: broadcast.quiz_payload(quiz))
    return _control_quiz_response(request, session, _position(session))


@require_POST
def end(request: HttpRequest, code: str) -> HttpResponse:
    session = _live_session(code)
    if not _is_presenter(request, session):
        return _refuse(request, session, "ending the session")
    session.expires_at = timezone.now()
    session.save(update_fields=["expires_at"])
    broadcast.send_text(session.code, broadcast.FOLLOW, {"t": "end"})
    return redirect("live:results", code=session.code)


@require_safe
def results(request: HttpRequest, code: str) -> HttpResponse:
    """Every quiz of the session and how it was answered; the presenter's, also once ended.
    Anonymous: counts only, unless the presenter asks for the names (`?names=1`)."""
    session = get_object_or_404(LiveSession, code=normalize_code(code))
    if not _is_presenter(request, session):
        return _refuse(request, session, "the results")
    show_names = request.GET.get("names") == "1"
    quizzes = []
    for quiz in session.quizzes.prefetch_related("options", "responses__follower"):
        view = broadcast.quiz_view(quiz)
        names: dict[int, list[str]] = {}
        if show_names:
            for r in quiz.responses.all():
                names.setdefault(r.option_id, []).append(r.follower.name or _("anonymous"))
        for option, o in zip(view["options"], quiz.options.all(), strict=True):
            option["names"] = sorted(names.get(o.pk, []))
        view["player_url"] = present.player_url(
            session.scenario_id, quiz.variant or None, quiz.answers, quiz.step
        )
        quizzes.append(view)
    return render(
        request,
        "live/results.html",
        {
            "session": session,
            "quizzes": quizzes,
            "followers": session.followers.count(),
            "show_names": show_names,
            "presenter": True,
        },
    )


# --------------------------------------------------------------------------- followers


def _follower(request: HttpRequest, session: LiveSession) -> Follower | None:
    key = request.COOKIES.get(follower_cookie(session.code))
    if not key:
        return None
    return Follower.objects.filter(session=session, key=key).first()


def _client_is_full(request: HttpRequest, session: LiveSession) -> bool:
    """This client (address) has added as many followers to the session as one may."""
    client = client_hash(ratelimit.client(request))
    cap = getattr(settings, "RULESVIZ_FOLLOWERS_PER_CLIENT", 40)
    return session.followers.filter(client=client).count() >= cap


def _new_follower(request: HttpRequest, session: LiveSession) -> Follower | None:
    """A follower for a cookie-less visit, or None (the visitor watches without voting) when
    this client joins too fast or has already added its share of this session's followers."""
    if _client_is_full(request, session) or ratelimit.hit(request, "join") is not None:
        return None
    client = client_hash(ratelimit.client(request))
    follower = Follower.objects.create(
        session=session, key=secrets.token_urlsafe(24), client=client
    )
    count = session.followers.count()
    broadcast.send_text(session.code, broadcast.CONTROL, {"t": "followers", "n": count})
    return follower


def _follower_index(request: HttpRequest, position: Position) -> int:
    """The step a follower asks for (`?step=N`, default the live one), capped at the live
    step: a follower never gets a step the presenter has not shown (URL editing included).
    A step that is no number is a 404."""
    asked = request.GET.get("step")
    if asked is None:
        return position.step
    if not STEP_RE.fullmatch(asked):
        raise Http404("no such step")
    return min(int(asked), position.step)


@require_safe
def follow(request: HtmxHttpRequest, code: str) -> HttpResponse:
    try:
        session = _live_session(code)
    except Http404:
        if LiveSession.objects.filter(code=normalize_code(code)).exists():
            return render(request, "live/ended.html", status=410)
        raise
    if normalize_code(code) != code:
        return redirect("live:follow", code=session.code)
    position = _position(session)
    index = _follower_index(request, position)
    if request.htmx and not request.htmx.history_restore_request:
        # A follower stepping back (or forward again, up to the live step) on the live path.
        response = HttpResponse(presenting.follower_stage(session.code, position, index))
        response["Cache-Control"] = "no-store"
        return response
    follower = _follower(request, session)
    new = follower is None
    if follower is None and request.method == "GET":
        follower = _new_follower(request, session)
    quiz = _quiz_for(session)
    mine = ""
    if quiz is not None and follower is not None:
        answer = QuizResponse.objects.filter(quiz=quiz, follower=follower).first()
        mine = answer.option.key if answer else ""
    context = {
        **_follower_step_context(session, position, index),
        "role": "follower",
        "follower": follower,
        "name_form": NameForm(initial={"name": follower.name if follower else ""}),
        "quiz": broadcast.quiz_view(quiz) if quiz else None,
        "fold_quiz": quiz is not None and quiz.step != position.step,
        "mine": mine,
        "ws_path": _ws_path(session),
    }
    response = render(request, "live/follow.html", context)
    response["Cache-Control"] = "no-store"
    if new and follower is not None:
        _set_cookie(response, request, follower_cookie(session.code), follower.key, session)
    return response


@require_safe
def state(request: HttpRequest, code: str) -> HttpResponse:
    """Where the presenter is, rendered like a pushed step, with the quiz panel: what a page
    resyncs from. The presenter gets the whole player (they drive); everyone else a
    follower's stage."""
    session = _live_session(code)
    position = _position(session)
    payload = dict(broadcast.state_payload(session, position, _quiz_for(session)))
    if _is_presenter(request, session):
        payload["path"] = broadcast.path_url(position)
        payload["html"] = presenting.presenter_stage(position)
    response = JsonResponse(payload)
    response["Cache-Control"] = "no-store"
    return response


@require_POST
def name(request: HtmxHttpRequest, code: str) -> HttpResponse:
    session = _live_session(code)
    follower = _follower(request, session)
    form = NameForm(request.POST)
    if follower is None or not form.is_valid():
        return HttpResponse(status=400)
    follower.name = form.cleaned_data["name"]
    follower.save(update_fields=["name"])
    if not request.htmx:
        return redirect("live:follow", code=session.code)
    return render(
        request,
        "live/_name.html",
        {
            "session": session,
            "follower": follower,
            "name_form": NameForm(initial={"name": follower.name}),
            "saved": True,
        },
    )


@require_POST
@rate_limited("answer")
def quiz_answer(request: HtmxHttpRequest, code: str, quiz_id: int) -> HttpResponse:
    session = _live_session(code)
    quiz = get_object_or_404(Quiz, pk=quiz_id, session=session)
    follower = _follower(request, session)
    form = AnswerForm(request.POST)
    status = 200
    error = ""
    if follower is None and _client_is_full(request, session):
        status, error = (
            400,
            _("Too many people joined from your network: you can watch, but not answer."),
        )
    elif follower is None or not form.is_valid():
        status, error = 400, _("Join the session first.")
    elif quiz.state != Quiz.OPEN:
        status, error = 409, _("This question is closed.")
    else:
        option = quiz.options.filter(key=form.cleaned_data["option"]).first()
        if option is None:
            status, error = 400, _("That is not one of the options.")
        else:
            try:
                with transaction.atomic():
                    QuizResponse.objects.create(quiz=quiz, follower=follower, option=option)
            except IntegrityError:
                status, error = 409, _("You have already answered.")
            else:
                broadcast.send(
                    session.code, broadcast.CONTROL, lambda: broadcast.tally_payload(quiz)
                )
    if not request.htmx:
        return redirect("live:follow", code=session.code)
    answer = QuizResponse.objects.filter(quiz=quiz, follower=follower).first() if follower else None
    return render(
        request,
        "live/_quiz.html",
        {
            "quiz": broadcast.quiz_view(quiz),
            "mine": answer.option.key if answer else "",
            "error": error,
        },
        status=status,
    )
