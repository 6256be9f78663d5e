"""Counts: what a "per X" / "for each X" / "equal to the number of X" reads on the board, one class
each (engine/vocabulary/counts.py). A count is read from a source (the object whose text says it),
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
    now."""

    name: ClassVar[str] = ""
    words: ClassVar[tuple[str, str]] = ("", "")
    # read from the unit an aura reaches, not from the aura's source ("your Equipment each give
    # [Assault]": the Equipment on that unit)
    of_unit: ClassVar[bool] = False

    def __init_subclass__(cls) -> None:
        if cls.name:
            COUNTS[cls.name] = cls

    @classmethod
    def of(cls, state: State, source: Obj, controller: str) -> int:
        """How many now: `source` is where the count is read from ("here", "my battlefield"),
        `controller` whose "you", "friendly" and "enemy" it means (a static ability's source's
        controller; a spell's or ability's controller, 359.3.f.4)."""
        raise NotImplementedError
