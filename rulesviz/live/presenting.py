"""What a follower of a live session is shown: the player, with nothing past the live step.

A room must not be able to peek at the answer while the presenter asks "what happens next?".
So a follower's page is the player's own `#player` partial, drawn from a copy of the
player's page in which the step list, the timeline and the step links stop at the live
step, every link goes to the session's follower URL (which the server caps at the live step
too, `views.follow`), decisions list their options by name with no outcome and no link or
preview, and nothing names the path's answers still to come. No rules here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from django.template.loader import render_to_string
from django.urls import reverse

from rulesviz import library, present

if TYPE_CHECKING:
    from .position import Position

# The engine words each option of a decision by what its branch leads to:
# "<the option's own name> → <what happens>" (engine/game.py `_with_outcomes`).
OUTCOME_SEPARATOR = " → "


def option_name(label: str) -> str:
    """An option's own name, without the outcome the engine appends to it."""
    return label.split(OUTCOME_SEPARATOR, 1)[0]


def option_outcome(label: str) -> str:
    """The outcome part of an option's label ("" when it has none)."""
    parts = label.split(OUTCOME_SEPARATOR, 1)
    return parts[1] if len(parts) == 2 else ""


def follower_url(code: str, step: int | None = None) -> str:
    """The follower's page of a session, or one step of its live path (`?step=N`)."""
    url = reverse("live:follow", args=[code])
    return url if step is None else f"{url}?step={step}"


def revealed_answers(position: Position) -> list[str]:
    """The path's answers used by the decisions up to the live step (not those to come).

    As the player counts them: a decision whose options all lead to the same outcome is
    taken without asking and uses no answer, unless an answer naming one was given for it."""
    answers = list(position.timeline.answers)
    used = 0
    for s in position.timeline.steps[: position.step + 1]:
        d = s.decision
        if d is None or d.chosen is None:
            continue
        if used < len(answers) and (d.matters or answers[used] == d.chosen):
            used += 1
    return answers[:used]


def follower_page(code: str, position: Position, index: int) -> present.PlayerPage:
    """The player's page at step `index` (at most the live step) of the live path, as a
    follower may see it."""
    live = position.step
    index = min(index, live)
    page = present.player_page(position.scenario, position.variant_id, position.timeline, index)

    def url(i: int) -> str:
        return follower_url(code, i)

    page.log = [
        replace(s, url=url(s.index), text=option_name(s.text) if s.is_decision else s.text)
        for s in page.log
        if s.index <= live
    ]
    page.nav = present.Nav(
        first=url(0) if index > 0 else None,
        prev=url(index - 1) if index > 0 else None,
        next=url(index + 1) if index < live else None,
        last=url(live) if index < live else None,
    )
    if position.timeline.steps[index].decision is not None:
        page.step_text = option_name(page.step_text)  # "A chooses: <option>", no outcome
    if page.decision is not None:
        page.decision = replace(
            page.decision,
            options=[replace(o, label=option_name(o.label), url="") for o in page.decision.options],
            compare=[],
            objects=[],  # no preview of the cards an outcome would move
        )
    # Other paths are other stories told to their end: not while presenting.
    page.variants = [v for v in page.variants if v.current]
    if index != page.last_index:
        page.error = ""  # a refusal belongs to the end of the run
    page.url = url(index)
    page.choices = revealed_answers(position)
    return page


def _stage(context: dict[str, Any], announce: bool) -> str:
    html = render_to_string("player.html#player", context)
    if announce:
        # Out of band, into the page's live region (`#announcer`): what a screen reader says.
        html += render_to_string("player.html#announcement", context)
    return html


def follower_stage(
    code: str, position: Position, index: int | None = None, *, announce: bool = True
) -> str:
    """The follower's `#player` partial, in the active language, and (`announce`) the step's
    announcement for the page's live region. It holds nothing per request, so it is rendered
    once per session, live step, step and language (a room stepping back asks for the same)."""
    shown = min(position.step if index is None else index, position.step)
    key = ("follow", code, position.step, shown, present.current_lang(), announce)
    return library.rendered(
        position.timeline,
        key,
        lambda: _stage({"page": follower_page(code, position, shown), "following": True}, announce),
    )


def presenter_stage(position: Position, *, announce: bool = True) -> str:
    """The presenter's `#player` partial (the whole player: they drive) and its announcement."""
    page = present.player_page(
        position.scenario, position.variant_id, position.timeline, position.step
    )
    return _stage({"page": page}, announce)
