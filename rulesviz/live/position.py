"""A position is the player's URL state: scenario, variant, answers and step.

Parsed and checked exactly as the player page does (through the same replay cache), so a
session can only ever stand where the player could. No rules here: the engine decides.
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
    from engine import Decision, Scenario, Timeline

STEP_RE = re.compile(r"[0-9]{1,6}")


class BadPosition(ValueError):
    """The request names no step the player could show."""


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


def resolve_position(
    scenario_id: str,
    variant_id: str | None,
    answers: list[str] | None,
    step: str | int | None,
) -> Position:
    try:
        scenario = library.get_scenario(scenario_id)
    except engine.ScenarioError as error:
        raise BadPosition(str(error)) from None
    if scenario is None:
        raise BadPosition("unknown scenario")
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
    last = len(timeline.steps) - 1
    if step is None or step == "":
        index = last
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


def coming_decision(position: Position) -> tuple[Decision, str | None] | None:
    """The next decision someone is asked after this step, and the option the path takes
    there (None when the run stops at it). Decisions taken without asking are skipped."""
    for s in position.timeline.steps[position.step + 1 :]:
        if s.decision is not None and s.decision.matters:
            return s.decision, s.decision.chosen
    pending = position.timeline.decision
    if pending is not None:
        return pending, None
    return None
