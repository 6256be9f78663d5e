"""The battlefield tokens a card puts on the board as it is played
(engine/rules/battlefield_tokens.py): which static says so, which token it is, and the fixed id
it takes there."""

from __future__ import annotations

import re

# the static that says it, and the battlefield token it puts on the board
ENTRY_TOKENS = {"enters_at_baron_pit": "Baron Pit"}


def token_id(name: str) -> str:
    """The id a battlefield token made during play takes: its name, lower case, dashed."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def ids_a_card_may_create(statics: set[str]) -> list[str]:
    """The battlefield ids cards with these statics may put on the board (for the loader)."""
    return [token_id(name) for static, name in ENTRY_TOKENS.items() if static in statics]
