"""Scenario texts for the editor tests."""

from __future__ import annotations

from rulesviz.editor.views import TEMPLATE

VALID = TEMPLATE


def with_error(line_text: str = "zone: bf1}", replacement: str = "zone: bf9}") -> tuple[str, int]:
    """The template with one mistake, and the line it is on (1-based)."""
    assert line_text in VALID
    text = VALID.replace(line_text, replacement, 1)
    line = text[: text.index(replacement)].count("\n") + 1
    return text, line


def renamed(new_id: str) -> str:
    return VALID.replace("id: my-scenario", f"id: {new_id}", 1)
