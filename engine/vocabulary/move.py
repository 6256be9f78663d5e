"""Movement words: move (445-446, board to board, the same object) and recall (454-456)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import Obj
from engine.model.text import name, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, here, objects_for
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class Move(ObjectWord):
    """`{move: $target, to: bf1}`; `to: base`, or `to: $other` for that unit's battlefield."""

    __slots__ = ()
    op, main, required = "move", "ref", {"to": "string"}
    title = ("Move", "Déplacement")
    says = ("move {value} to {to}", "déplacer {value} vers {to}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        dest = str(self.arg("to"))
        if dest == "here":  # "to this battlefield": the ability's battlefield (359.3.f.2)
            place = here(state, ctx)
            dest = place if place in state.battlefields else ""
        if dest.startswith("$"):  # "to that unit's battlefield"
            where_to = objects_for(game, dest, ctx, self.label())
            dest = (state.location(where_to[0]) or "") if where_to else ""
        # "base" is each unit's controller's base, compared as that place before the move: a
        # unit already there cannot move there, and that part is skipped (055)
        return [
            ctx.event("move", obj=o.pid, to=to)
            for o in targets
            if o.on_board and dest
            for to in (base_of(o.controller) if dest == "base" else dest,)
            if to not in (o.zone, state.location(o))
        ]


class Recall(ObjectWord):
    __slots__ = ()
    op, main = "recall", "ref"
    title = ("Recall", "Rappel")
    says = ("recall {value}", "rappeler {value}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event(self.op, obj=o.pid) for o in targets if o.on_board]


class MoveAnotherHereToBase(Instruction):
    """`{move_another_here_to_base: it}` (Star Spring: "they may move another unit they control here
    to its base"): the controller picks one of their other units at the ability's battlefield (not
    `it`, the unit just played there), or none, and it moves to its base (a move, 445). Picking
    is not targeting (355.10)."""

    __slots__ = ()
    op, main = "move_another_here_to_base", "ref"
    title = ("Move another unit here to base", "Déplacer une autre unité d'ici vers la base")
    says = (
        "you may move another unit you control here to its base",
        "vous pouvez déplacer une autre de vos unités d'ici vers sa base",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        place = here(state, ctx)
        other = objects_for(game, str(self.value), ctx, self.label())
        left_out = {o.pid for o in other}
        units = [
            u
            for u in state.units_at(place or "")
            if u.controller == ctx.controller and u.pid not in left_out
        ]
        if not units:
            ctx.did = False
            return []
        options = (
            *(Option(f"pick:{u.pid}", t(name(state, u.pid), name(state, u.pid))) for u in units),
            Option("pick:none", t("None", "Aucune")),
        )
        prompt = t(
            f"{ctx.controller} may move another of their units here to its base.",
            f"{ctx.controller} peut déplacer une autre de ses unités d'ici vers sa base.",
        )
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "355.10",
                prompt,
                options,
                objects=tuple(u.pid for u in units),
            )
        )
        pid = key.split(":", 1)[1]
        if pid == "none":
            ctx.did = False
            return []
        unit = state.objects[pid]
        ctx.moved_on_to(pid)
        return perform_effect(
            game,
            [ctx.event("move", obj=pid, to=base_of(unit.controller))],
            ctx,
            lambda e: e.kind == "move",
        )
