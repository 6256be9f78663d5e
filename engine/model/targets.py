"""Target kinds: what a card's `targets:` may ask for, one class each (vocabulary/targets.py).

A kind is its loader name ("friendly unit at a battlefield"), its words in English and French,
where its objects must be (on the chain or on the board) and which objects it admits now (the
legality test of 355 and 359.3.e). Defining a subclass with a `name` registers it; "up to one X"
(the player may choose none) is read for every kind X.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from engine.model.card import CardDef
    from engine.model.state import ChainItem, Obj, State

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
    in_trash: ClassVar[bool] = False  # its objects are cards in a trash ("a unit from your trash")
    items: ClassVar[bool] = False  # also admits abilities on the chain (rules/chain_targets.py)

    def __init_subclass__(cls) -> None:
        if cls.name:
            TARGET_KINDS[cls.name] = cls

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        raise NotImplementedError(cls.name)

    @classmethod
    def where_it_must_be(cls, obj: Obj) -> bool:
        """Is the object in the zone this kind chooses from: the chain, a trash, or the board?"""
        if cls.in_trash:
            return obj.zone == "trash"
        return obj.zone == "chain" if cls.on_chain else obj.on_board

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        """A restriction that reads the card's other choices made with it (355.9): none here."""
        return True

    @classmethod
    def fits_source(cls, state: State, obj: Obj, source: Obj | None) -> bool:
        """A restriction read off the ability's own source as its targets are chosen ("a gear
        costing at most my Might"): none here."""
        return True

    @classmethod
    def fits_paid(cls, state: State, obj: Obj, card: CardDef, paid: tuple[str, ...]) -> bool:
        """A restriction read off the optional additional costs paid as the card is played
        ("... with 3 Might or less, any if you spent the XP", 355.9): none here."""
        return True

    @classmethod
    def fits_item(
        cls, state: State, item: ChainItem, card: CardDef, chosen: dict[str, str]
    ) -> bool:
        """An ability on the chain, against the card's other choices made with it (355.9)."""
        return True

    @classmethod
    def admits_item(cls, state: State, item: ChainItem, controller: str) -> bool:
        """An ability on the chain (a chain item, not an object): only kinds with `items`."""
        return False


def target_kind(kind: str) -> type[TargetKind]:
    """The class of a target kind as a card writes it ('up to one' read off)."""
    return TARGET_KINDS[kind.removeprefix(UP_TO_ONE)]


def target_kind_names() -> tuple[str, ...]:
    """Every name a card's `targets:` may use: each kind, and 'up to one' of each."""
    return tuple(TARGET_KINDS) + tuple(UP_TO_ONE + k for k in TARGET_KINDS)


def closest_kinds(kind: object, most: int = 5) -> list[str]:
    """The target kinds a mistyped one most resembles (at most `most`, closest first), for an
    error that names a handful instead of listing every kind; 'up to one' is kept if written."""
    if not isinstance(kind, str):
        return []
    prefix = UP_TO_ONE if kind.startswith(UP_TO_ONE) else ""
    bare = kind.removeprefix(UP_TO_ONE).strip().lower()
    names = {name.lower(): name for name in TARGET_KINDS}
    # a kind with every word written, in any order ("enemy gear" for "gear enemy"), shortest
    # first; then the kinds spelled most alike
    words = set(bare.split())
    close = sorted((n for n in names if words and words <= set(n.split())), key=len)
    close += [
        n
        for n in difflib.get_close_matches(bare, list(names), n=most, cutoff=0.5)
        if n not in close
    ]
    return [prefix + names[n] for n in close[:most]]


def unknown_kind_message(kind: object) -> str:
    """What a card's `targets:` says of a kind the format does not have."""
    close = closest_kinds(kind)
    hint = (
        f"closest: {', '.join(repr(c) for c in close)}"
        if close
        else "see docs/scenario-format.md for the target kinds"
    )
    count = f"{len(TARGET_KINDS)} kinds, each also as 'up to one ...'"
    return f"unknown target kind {kind!r} ({count}); {hint}"
