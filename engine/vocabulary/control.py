"""`{take_control: $target, duration: this_turn}`: take control of a permanent or of a spell on the
chain (rules/control.py knows how control changes and returns)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.rules.control import take_control, take_spell
from engine.rules.reading import Context, objects_for

if TYPE_CHECKING:
    from engine.record.game import Game


class TakeControl(Instruction):
    __slots__ = ()
    op, main, optional = "take_control", "ref", {"duration": "string"}
    title = ("Take control", "Prise de contrôle")
    says = ("take control of {value}", "prendre le contrôle de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        for obj in objects_for(game, str(self.value), ctx, self.label()):
            if obj.zone == "chain":
                take_spell(game, obj, ctx.controller)
            elif obj.on_board and obj.controller != ctx.controller:
                take_control(game, obj, ctx.controller, self.arg("duration"), ctx.source)
        return []
