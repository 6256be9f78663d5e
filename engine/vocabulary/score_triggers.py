"""A legend's "when you hold" and "when you conquer" (383.4.c): met as its controller scores a
battlefield by holding it (315.2, 471.1.a) or by conquering it (466.5, 471.1.b), exhausted or
not (a triggered ability does not need its card ready, 383.2). That battlefield is "here" for the
ability. The occasion's kind says how the player scored (`hold` or `conquer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


class _YouScore(TriggerKind):
    occasion = "score_legend"
    how: ClassVar[str] = ""

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.kind == cls.how


class YouHold(_YouScore):
    name, how = "you_hold", "hold"
    words = ("when you hold", "quand vous tenez")


class YouConquer(_YouScore):
    name, how = "you_conquer", "conquer"
    words = ("when you conquer", "quand vous conquérez")


class YouConquerABattlefieldWhereYouHave4Units(YouConquer):
    """Garen, Might of Demacia: "where you have 4+ units" is part of the trigger condition
    (383.2.a.1), counted as the conquest happens."""

    name = "you_conquer_a_battlefield_where_you_have_4_units"
    words = (
        "when you conquer a battlefield where you have 4 units or more",
        "quand vous conquérez un champ de bataille où vous avez 4 unités ou plus",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        units = [
            o
            for o in state.objects.values()
            if o.is_unit
            and o.on_board
            and o.controller == occasion.player
            and state.location(o) == occasion.at
        ]
        return super().fires(state, holder, spec, occasion) and len(units) >= 4


class YouConquerHavingAssigned3ExcessDamage(YouConquer):
    """Vi, Piltover Enforcer: a conquest after a combat there in which its controller assigned 3
    or more excess damage to enemy units (465.2.c), part of the trigger condition (383.2.a.1)."""

    name = "you_conquer_having_assigned_3_excess_damage"
    words = (
        "when you conquer having assigned 3 or more excess damage",
        "quand vous conquérez après avoir assigné 3 dégâts excédentaires ou plus",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        excess = state.uses_this_turn.get(f"excess:{occasion.at}:{occasion.player}", 0)
        return super().fires(state, holder, spec, occasion) and excess >= 3


class YouConquerFromYourTrash(TriggerKind):
    """Super Mega Death Rocket!: "whenever you conquer, you may ... bring this from your trash",
    an ability that works only while its card is in its owner's trash (`active_in: trash`, 385),
    met as that player conquers (rules/triggers.scored)."""

    name, occasion = "you_conquer_from_your_trash", "score_trash"
    words = ("when you conquer (from your trash)", "quand vous conquérez (depuis votre défausse)")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return (
            occasion.kind == "conquer"
            and spec.active_in == "trash"
            and holder.zone == "trash"
            and holder.owner == occasion.player
        )
