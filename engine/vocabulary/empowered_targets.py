"""Target kinds that read the Empowered status (441): any object on the board an effect has
empowered, whether or not its card mentions Empower (441.1, 441.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.vocabulary.targets import Permanent

if TYPE_CHECKING:
    from engine.model.state import Obj, State


class FriendlyEmpoweredUnit(Permanent):
    """'one of your Empowered units' (Aurok General's aura, read as a choice)."""

    name, side = "friendly Empowered unit", "friendly"
    words = ("friendly Empowered unit", "unité alliée Empowered")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.empowered
