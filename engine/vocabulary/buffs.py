"""Spending a buff (705): a friendly unit's buff is removed to pay for something."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context

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
        options = (
            *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in buffed),
            Option("pick:none", t("None", "Aucun")),
        )
        prompt = t(
            f"{ctx.controller} may spend the buff of one of their units.",
            f"{ctx.controller} peut dépenser le renfort d'une de ses unités.",
        )
        key = game.decide(
            Decision("pick", ctx.controller, "705", prompt, options, objects=tuple(buffed))
        )
        pid = key.split(":", 1)[1]
        if pid == "none":
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
        ctx.moved_on_to(pid)
        return []
