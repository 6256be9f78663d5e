"""Target kinds the card pool's texts ask for, beside targets.py: one class each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.vocabulary.targets import Permanent

if TYPE_CHECKING:
    from engine.model.state import Obj, State


class FriendlyExhaustedUnit(Permanent):
    """'one of your exhausted units' (Arena Bar)."""

    name, side = "friendly exhausted unit", "friendly"
    words = ("friendly exhausted unit", "unité alliée épuisée")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.exhausted


class AnotherFriendlyMech(Permanent):
    """'a different Mech you control' (Bubble Bot): a friendly unit with the Mech tag, never the
    ability's own source."""

    name, side, another = "another friendly Mech", "friendly", True
    words = ("another friendly Mech", "un autre Mech allié")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and "Mech" in obj.card.tags
