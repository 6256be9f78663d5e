"""Small helpers for the trigger, phase and permission tests: run a body, find steps."""

from __future__ import annotations

from collections.abc import Callable

import engine
from engine.record.timeline import Timeline

Load = Callable[[str], engine.Scenario]


def run(scenario: Load, body: str, variant: str | None = None) -> Timeline:
    return engine.run(scenario(body), variant)


def triggered(tl: Timeline, pid: str) -> list[int]:
    """The indexes of the steps where `pid`'s abilities triggered."""
    return [s.index for s in tl.steps if s.kind == "trigger" and pid in s.objects]


def final(tl: Timeline, pid: str) -> dict:
    return tl.final_state["objects"][pid]
