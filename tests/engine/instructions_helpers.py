"""Helpers for the instruction-word tests (wave 5): run a scenario and list what its `expect`
does not meet."""

from __future__ import annotations

import engine
from engine.record.expect import check


def unmet(s: engine.Scenario) -> list[str]:
    """The scenario's `expect` checked against its run: an empty list when all of it holds."""
    return check(engine.run(s), s.expect)
