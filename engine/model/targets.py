"""Target kinds: what a card's `targets:` may ask for, one class each (vocabulary/targets.py).

A kind is its loader name ("friendly unit at a battlefield"), its words in English and French,
where its objects must be (on the chain or on the board) and which objects it admits now (the
legality test of 355 and 359.3.e). Defining a subclass with a `name` registers it; "up to one X"
(the player may choose none) is read for every kind X.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from engine.model.state import Obj, State

# Every target kind of the format, by its loader name: filled once, by each kind's class.
TARGET_KINDS: dict[str, type[TargetKind]] = {}
UP_TO_ONE = "up to one "


class TargetKind:
    """One kind of target: its name in the format, its words, where it must be and whom it admits.
    'Friendly' and 'enemy' are relative to the player given (an ability's own controller,
    359.3.f.4); 'here' is the location given, read when it matters (359.3.f.2)."""

    name: ClassVar[str] = ""
    words: ClassVar[tuple[str, str]] = ("", "")
    on_chain: ClassVar[bool] = False  # its objects are on the chain (spells), else on the board
    another: ClassVar[bool] = False  # a triggered ability's "another ...": never its own source

    def __init_subclass__(cls) -> None:
        if cls.name:
            TARGET_KINDS[cls.name] = cls

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        raise NotImplementedError(cls.name)

    @classmethod
    def holds(cls, obj: Obj) -> bool:
        """Is the object where this kind's objects must be (the chain, the board, a trash)?"""
        return obj.zone == "chain" if cls.on_chain else obj.on_board


def target_kind(kind: str) -> type[TargetKind]:
    """The class of a target kind as a card writes it ('up to one' read off)."""
    return TARGET_KINDS[kind.removeprefix(UP_TO_ONE)]


def target_kind_names() -> tuple[str, ...]:
    """Every name a card's `targets:` may use: each kind, and 'up to one' of each."""
    return tuple(TARGET_KINDS) + tuple(UP_TO_ONE + k for k in TARGET_KINDS)
