"""What the views send after they have saved a move, a quiz or an answer.

Each message is rendered once per interface language, as the JSON text the sockets will
carry, and sent to that language's group; the consumers only relay it (D13). Followers
get the player's own `#player` partial, so what they see is exactly what the player shows.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext

from rulesviz import present

from .hub import RELAY
from .presenting import follower_stage, follower_url, option_name, option_outcome

if TYPE_CHECKING:
    from .models import LiveSession, Quiz
    from .position import Position

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


def send(code: str, audience: str, payload: Callable[[], dict[str, Any]]) -> None:
    """Render `payload()` once per language and send each to its group, as UTF-8 bytes:
    the sockets carry them as they are (binary frames), so no server encodes them again
    for each follower."""
    layer = get_channel_layer()
    if layer is None:
        return
    for lang in languages():
        with translation.override(lang):
            data = json.dumps(payload(), separators=(",", ":"), ensure_ascii=False).encode()
        async_to_sync(layer.group_send)(
            group(code, audience, lang),
            {"type": RELAY, "group": group(code, audience, lang), "bytes": data},
        )


def send_text(code: str, audience: str, message: dict[str, Any]) -> None:
    """A message that reads the same in every language."""
    send(code, audience, lambda: message)
