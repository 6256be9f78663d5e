"""Target kinds some Origins cards ask for, beside targets.py and pool_targets.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.vocabulary.targets import Permanent

if TYPE_CHECKING:
    from engine.model.state import Obj, State


class FriendlyUnitInYourBase(Permanent):
    """'a friendly unit in your base' (Showstopper): one you control, standing in your own base."""

    name, side = "friendly unit in your base", "friendly"
    words = ("friendly unit in your base", "unité alliée dans votre base")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.zone == f"base:{controller}"
