"""Target kinds Vendetta's texts ask for, beside targets.py and pool_targets.py: one class each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.vocabulary.targets import Permanent

if TYPE_CHECKING:
    from engine.model.state import Obj, State


class AnotherGear(Permanent):
    """'another gear' (Hextech Formula): any gear on the board, friendly or enemy, never the
    ability's own source."""

    name, noun, another = "another gear", "gear", True
    words = ("another gear", "un autre équipement")


class NonDragonUnit(Permanent):
    """'a non-Dragon unit' (Ocean Drake): a unit without the Dragon tag."""

    name = "non-Dragon unit"
    words = ("non-Dragon unit", "unité non-Dragon")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and "Dragon" not in obj.card.tags
