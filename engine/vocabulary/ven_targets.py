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


class EnemyChaosUnitOrGear(Permanent):
    """'an enemy unit or gear of the Chaos domain' (Decree of Unity): its card's domains."""

    name, noun, side = "enemy Chaos unit or gear", "permanent", "enemy"
    words = ("enemy Chaos unit or gear", "unité ou équipement ennemi du domaine Chaos")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return (
            super().admits(state, obj, controller, here)
            and (obj.is_unit or obj.card.type == "gear")
            and "Chaos" in obj.card.domains
        )
