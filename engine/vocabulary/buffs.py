"""Spending a buff (705): a friendly unit's buff is removed to pay for something."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.rules.occasions import buff_spent
from engine.rules.reading import Context, may_pick, objects_named

if TYPE_CHECKING:
    from engine.record.game import Game


class SpendBuff(Instruction):
    """`{spend_buff: friendly}`: "you may spend a buff": the controller picks one of their buffed
    units, which loses its buff, or none; `if_you_do` after it runs only when one was spent."""

    __slots__ = ()
    op, main = "spend_buff", "name"
    title = ("Spend a buff", "Dépenser un renfort")
    says = ("you may spend a buff", "vous pouvez dépenser un renfort")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        buffed = [
            o.pid
            for o in state.objects.values()
            if o.on_board and o.is_unit and o.buffed and o.controller == ctx.controller
        ]
        prompt = t(
            f"{ctx.controller} may spend the buff of one of their units.",
            f"{ctx.controller} peut dépenser le renfort d'une de ses unités.",
        )
        pid = may_pick(game, ctx.controller, "705", prompt, buffed, none=("None", "Aucun"))
        if pid is None:
            ctx.did = False
            return []
        state.objects[pid].buffed = False
        state.objects[pid].might_bonus -= 1  # the buff's +1 Might goes with it (705)
        game.step(
            "buff",
            ("705",),
            t(
                f"{ctx.controller} spends the buff of {name(state, pid)} (now "
                f"{state.might(state.objects[pid])} Might).",
                f"{ctx.controller} dépense le renfort de {name(state, pid)} (maintenant "
                f"{state.might(state.objects[pid])} en puissance).",
            ),
            [pid],
        )
        buff_spent(game, state.objects[pid], ctx.controller)
        ctx.moved_on_to(pid)
        return []


class SpendItsBuff(Instruction):
    """`{spend_its_buff: it}` ("spend its buff", The Boss): the named unit loses its buff (705);
    one without a buff has none to spend, and `if_you_do` after it does not run."""

    __slots__ = ()
    op, main = "spend_its_buff", "ref"
    title = ("Spend its buff", "Dépenser son renfort")
    says = ("spend the buff of {value}", "dépenser le renfort de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = objects_named(game, (str(self.value),), ctx, self.label())
        unit = found[0] if found else None
        if unit is None or not unit.on_board or not unit.buffed:
            ctx.did = False
            return []
        unit.buffed = False
        unit.might_bonus -= 1  # the buff's +1 Might goes with it (705)
        game.step(
            "buff",
            ("705",),
            t(
                f"{ctx.controller} spends the buff of {name(state, unit.pid)} (now "
                f"{state.might(unit)} Might).",
                f"{ctx.controller} dépense le renfort de {name(state, unit.pid)} (maintenant "
                f"{state.might(unit)} en puissance).",
            ),
            [unit.pid],
        )
        buff_spent(game, unit, ctx.controller)
        ctx.did = True
        ctx.moved_on_to(unit.pid)
        return []


class BuffsGiveOneMoreThisTurn(Instruction):
    """`{buffs_give_one_more_this_turn: 1}` (Stand United: "buffs give an additional +1 Might to
    friendly units this turn"): until the turn ends (317.2), each buffed unit its controller
    controls has 1 more Might (705), whenever it was buffed (State.might reads it)."""

    __slots__ = ()
    op, main = "buffs_give_one_more_this_turn", "int"
    title = ("Buffs give more", "Renforts plus forts")
    says = (
        "this turn, buffs give friendly units +{value} Might more",
        "ce tour-ci, les renforts donnent +{value} en puissance de plus aux unités alliées",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        state.buff_bonus_this_turn.extend([ctx.controller] * int(self.value))
        touched = [
            o
            for o in state.objects.values()
            if o.on_board and o.buffed and o.controller == ctx.controller
        ]
        for o in touched:
            state.board.changed(o, "buff_bonus", None)  # its Might is shown anew
        game.step(
            "effect",
            ("705", "317.2"),
            t(
                f"This turn, buffs give {ctx.controller}'s units {self.value} more Might.",
                f"Ce tour-ci, les renforts donnent {self.value} de plus en puissance aux unités "
                f"de {ctx.controller}.",
            ),
            [o.pid for o in touched],
        )
        return []
