"""A position is the player's URL state: scenario, variant, answers and step.

The one place that turns (scenario, variant, answers, step) into a replay: the player,
live sessions and the editor (shares, rulings, embeds) all resolve through it, with the
same checks and the same replay cache, so none can stand where the player could not.
No rules here: the engine decides.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

from django.urls import Resolver404, resolve

import engine
from rulesviz import library

if TYPE_CHECKING:
    from engine import Scenario, Timeline

STEP_RE = re.compile(r"[0-9]{1,6}")


class BadPosition(ValueError):
    """The request names no step the player could show."""


class BrokenLibrary(BadPosition):
    """A library file does not load: the server's problem, not the request's."""

    def __init__(self, error: engine.ScenarioError):
        super().__init__(str(error))
        self.error = error


@dataclass(frozen=True)
class Position:
    scenario: Scenario
    variant_id: str | None
    answers: list[str] | None  # None: the scenario's own choices
    step: int
    timeline: Timeline

    @property
    def last(self) -> int:
        return len(self.timeline.steps) - 1


def resolve_scenario(scenario_id: str) -> Scenario:
    """The scenario of this id (the library's, or a saved one)."""
    try:
        scenario = library.get_scenario(scenario_id)
    except engine.ScenarioError as error:
        raise BrokenLibrary(error) from None
    if scenario is None:
        raise BadPosition("unknown scenario")
    return scenario


def resolve_timeline(
    scenario: Scenario, variant_id: str | None, answers: list[str] | None
) -> Timeline:
    """The replay of these answers (None: the path's own choices) in this variant; an
    unknown variant, an answer that is no option, or one left over is a bad position."""
    if variant_id:
        try:
            scenario.variant(variant_id)
        except KeyError:
            raise BadPosition("unknown variant") from None
    try:
        timeline = library.replay(scenario, variant_id or None, answers)
    except engine.AnswerError:
        raise BadPosition("no such answer") from None
    if answers is not None and timeline.unused_answers:
        raise BadPosition("more answers than decisions")
    return timeline


def resolve_position(
    scenario_id: str,
    variant_id: str | None,
    answers: list[str] | None,
    step: str | int | None,
    *,
    default_step: int | None = None,
) -> Position:
    """The position these URL values name. No step: `default_step`, or the last step when
    that is None."""
    scenario = resolve_scenario(scenario_id)
    timeline = resolve_timeline(scenario, variant_id, answers)
    last = len(timeline.steps) - 1
    if step is None or step == "":
        index = last if default_step is None else default_step
    elif isinstance(step, int):
        index = step
    elif STEP_RE.fullmatch(step):
        index = int(step)
    else:
        raise BadPosition("no such step")
    if not 0 <= index <= last:
        raise BadPosition("no such step")
    return Position(scenario, variant_id or None, answers, index, timeline)


def position_from_url(url: str) -> Position:
    """The position a player URL (`/s/<id>/?v=&c=...&step=N`) shows."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        raise BadPosition("not a player URL")
    try:
        match = resolve(parts.path)
    except Resolver404:
        raise BadPosition("not a player URL") from None
    if match.url_name != "player":
        raise BadPosition("not a player URL")
    query = parse_qs(parts.query, keep_blank_values=True)
    answers = query.get("c")  # no `c` at all: the scenario's own choices
    variant = (query.get("v") or [""])[0] or None
    step = query["step"][0] if "step" in query else None
    return resolve_position(match.kwargs["scenario_id"], variant, answers, step)
