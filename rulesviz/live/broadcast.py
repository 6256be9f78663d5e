"""What the views send after they have saved a move, a quiz or an answer.

Each message is rendered once per interface language, as the bytes the sockets will carry,
and sent to that language's group; the consumers only relay it (D13). Followers get the
player's own `#player` partial, so what they see is exactly what the player shows.

Every message carries the session's version (`v`), which counts the changes followers see:
a move, a quiz asked or revealed, the end. A follower that receives a version more than one
ahead of its own, or a tick (hub.py) ahead of it, has missed one and fetches the current
state from `state_payload`; a group send that fails is logged as an error (docs/live-scale.md).

A frame is the message's JSON without its `html`, then, if it has some, a newline and that
HTML compressed with zlib: a step's board is some 35 kB of HTML that deflates to 4 kB, and
every socket of every process writes it, so this is most of the cost of a step at thousands
of followers. Pages inflate it with the browser's DecompressionStream.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext

from rulesviz import present

from .hub import RELAY
from .presenting import follower_stage, follower_url, option_name, option_outcome

if TYPE_CHECKING:
    from .models import LiveSession, Quiz
    from .position import Position

logger = logging.getLogger("rulesviz.live")

FOLLOW = "follow"  # every socket of the session: steps, quizzes, the end
CONTROL = "ctl"  # presenter sockets only: the live tally, who joined


def languages() -> list[str]:
    return [code for code, _name in settings.LANGUAGES]


def group(code: str, audience: str, lang: str) -> str:
    return f"live.{code}.{audience}.{lang}"


def path_url(position: Position) -> str:
    """The position's path (variant and answers) as a player URL without its step."""
    return present.player_url(
        position.scenario.id, position.variant_id, list(position.timeline.answers)
    )


def step_payload(session: LiveSession, position: Position) -> dict[str, Any]:
    """A step as followers get it: capped at the live step, naming no answer still to come
    (the path is the follower's page, not the player URL with every answer)."""
    return {
        "t": "step",
        "v": session.version,
        "step": position.step,
        "last": position.last,
        "path": follower_url(session.code),
        "html": follower_stage(session.code, position),
    }


def quiz_payload(quiz: Quiz | None) -> dict[str, Any]:
    html = ""
    if quiz is not None:
        html = render_to_string("live/_quiz.html", {"quiz": quiz_view(quiz)})
    return {"t": "quiz", "q": quiz.pk if quiz else None, "html": html}


def tally_payload(quiz: Quiz) -> dict[str, Any]:
    return {
        "t": "tally",
        "q": quiz.pk,
        "html": render_to_string("live/_tally.html", {"quiz": quiz_view(quiz), "presenter": True}),
    }


def quiz_view(quiz: Quiz) -> dict[str, Any]:
    """A quiz as the templates show it, in the active language. A decision's option is asked
    by its own `name`; the `outcome` the engine words it by is shown to the room only once
    revealed (the presenter sees it all along)."""
    lang = present.current_lang()
    tally = quiz.tally()
    decision = quiz.kind == quiz.DECISION
    return {
        "id": quiz.pk,
        "code": quiz.session.code,
        "prompt": quiz.prompt or gettext("What happens next?"),
        "step": quiz.step,
        "kind": quiz.kind,
        "open": quiz.state == quiz.OPEN,
        "revealed": quiz.state == quiz.REVEALED,
        "correct_key": quiz.correct_key,
        "total": sum(row["count"] for row in tally),
        "options": [
            {
                "key": row["option"].key,
                "label": row["option"].label(lang),
                "name": option_name(row["option"].label(lang))
                if decision
                else row["option"].label(lang),
                "outcome": option_outcome(row["option"].label(lang)) if decision else "",
                "count": row["count"],
                "percent": row["percent"],
                "correct": row["correct"],
            }
            for row in tally
        ],
    }


def state_payload(session: LiveSession, position: Position, quiz: Quiz | None) -> dict[str, Any]:
    """Where the session is, as one message: the step, and the quiz panel shown with it.
    What a page that missed something (or reconnects) fetches: rendered once per process,
    version and language, since a lost message may send a whole room fetching at once."""
    key = (session.code, session.version, present.current_lang())
    cached = _states.get(key)
    if cached is None:
        cached = {**step_payload(session, position), "quiz": quiz_payload(quiz)}
        if len(_states) >= 256:
            _states.clear()
        _states[key] = cached
    return cached


_states: dict[tuple[str, int, str], dict[str, Any]] = {}


def frame(message: dict[str, Any]) -> bytes:
    """The bytes a socket carries: the JSON head, and a newline and the deflated HTML if any."""
    head = {k: v for k, v in message.items() if k != "html"}
    data = json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode()
    if "html" not in message:
        return data
    return data + b"\n" + zlib.compress(str(message["html"]).encode(), 6)


def unframe(data: bytes) -> dict[str, Any]:
    """A frame read back (what live.js does): the head, with its HTML inflated if any."""
    head, _, body = data.partition(b"\n")
    message: dict[str, Any] = json.loads(head)
    if body:
        message["html"] = zlib.decompress(body).decode()
    return message


def bump(code: str) -> int:
    """Count a change followers see (other than a move, which bumps as it saves)."""
    from .models import LiveSession

    with transaction.atomic():
        LiveSession.objects.filter(code=code).update(version=F("version") + 1)
        return int(LiveSession.objects.filter(code=code).values_list("version", flat=True)[0])


def current_version(code: str) -> int:
    from .models import LiveSession

    version = LiveSession.objects.filter(code=code).values_list("version", flat=True).first()
    return int(version or 0)


def send(code: str, audience: str, payload: Callable[[], dict[str, Any]]) -> None:
    """Render `payload()` once per language, stamp it with the session's version and send
    each to its group as the bytes the sockets carry (binary frames), so no server encodes
    them again for each follower.

    A message to followers that brings no version of its own (a step brings the one its move
    saved) is a change of its own, a quiz or the end: it bumps the version, so a follower
    that misses it sees the gap. A failed send is logged as an error with its count; the
    followers it did not reach catch up from the database at the next tick (hub.py)."""
    layer = get_channel_layer()
    if layer is None:
        return
    version: int | None = None
    failed: list[str] = []
    kind = "?"
    langs = languages()
    for lang in langs:
        with translation.override(lang):
            message = dict(payload())
        if version is None:
            kind = str(message.get("t"))
            if isinstance(message.get("v"), int):
                version = int(message["v"])
            else:
                version = bump(code) if audience == FOLLOW else current_version(code)
        message["v"] = version
        name = group(code, audience, lang)
        try:
            async_to_sync(layer.group_send)(
                name, {"type": RELAY, "group": name, "v": version, "bytes": frame(message)}
            )
        except Exception as error:  # the move is saved: log, and let the followers catch up
            failed.append(f"{name}: {type(error).__name__}: {error}")
    if failed:
        logger.error(
            "live %s: %d of %d group sends of a %r message (v%s) failed; its followers catch "
            "up from the database at the next tick. %s",
            code,
            len(failed),
            len(langs),
            kind,
            version,
            "; ".join(failed),
        )


def send_text(code: str, audience: str, message: dict[str, Any]) -> None:
    """A message that reads the same in every language."""
    send(code, audience, lambda: message)
