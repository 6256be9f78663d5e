"""Positions for live sessions: resolved by the shared `rulesviz.position` (exactly as the
player does), plus what a session needs to know about the decision ahead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesviz.position import BadPosition, Position, position_from_url, resolve_position

if TYPE_CHECKING:
    from engine import Decision

__all__ = ["BadPosition", "Position", "coming_decision", "position_from_url", "resolve_position"]


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
