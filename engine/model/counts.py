"""Counts: what a "per X" / "for each X" / "equal to the number of X" reads on the board, one class
each (engine/vocabulary/might.py). A count is read from a source (the object whose text says it),
its controller and its location, again each time the text is read (a static ability's Might is
worked out again whenever Might is read, 710). Defining a subclass with a `name` registers it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from engine.model.state import Obj, State

# Every count of the format, by its loader name: filled once, by each count's class.
COUNTS: dict[str, type[Count]] = {}


class Count:
    """One count: its loader name, its words ("for each friendly gear") and how many there are
    now for `source`."""

    name: ClassVar[str] = ""
    words: ClassVar[tuple[str, str]] = ("", "")

    def __init_subclass__(cls) -> None:
        if cls.name:
            COUNTS[cls.name] = cls

    @classmethod
    def of(cls, state: State, source: Obj) -> int:
        raise NotImplementedError
