"""Counts a card reads ("for each card named like me in your trash"): one class each
(engine/vocabulary/counts.py), registered by its name, like conditions. A count is read for a
card and its player: the card being played, or the source of the effect that resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from engine.model.state import State

# Every count of the format, by its name: filled once, by each count's class.
COUNTS: dict[str, type[Count]] = {}


class Count:
    """One count: its name in the format, its words in English and French, and its value."""

    name: ClassVar[str] = ""
    words: ClassVar[tuple[str, str]] = ("", "")

    def __init_subclass__(cls) -> None:
        if cls.name:
            COUNTS[cls.name] = cls

    @classmethod
    def value(cls, state: State, card_pid: str, player: str) -> int:
        raise NotImplementedError(cls.name)
