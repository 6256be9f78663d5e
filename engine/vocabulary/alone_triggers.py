"""Attack and defend triggers whose condition goes on "with an enemy unit alone here" (Kha'Zix,
Mutating Horror): that part belongs to the trigger condition (383.2.a.1), checked once as the
unit gets its role (383.4.e.2.b, 383.4.f.2.b), never again as the ability resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


def _enemy_alone_here(state: State, holder: Obj) -> bool:
    place = state.location(holder)
    enemies = [
        o
        for o in state.objects.values()
        if o.is_unit
        and o.on_board
        and o.controller != holder.controller
        and state.location(o) == place
    ]
    return len(enemies) == 1


class IAttackWithAnEnemyUnitAloneHere(TriggerKind):
    name, occasion = "i_attack_with_an_enemy_unit_alone_here", "attack"
    words = (
        "when I attack with an enemy unit alone here",
        "quand j'attaque alors qu'une unité ennemie est seule ici",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and _enemy_alone_here(state, holder)


class IDefendWithAnEnemyUnitAloneHere(IAttackWithAnEnemyUnitAloneHere):
    name, occasion = "i_defend_with_an_enemy_unit_alone_here", "defend"
    words = (
        "when I defend with an enemy unit alone here",
        "quand je défends alors qu'une unité ennemie est seule ici",
    )
