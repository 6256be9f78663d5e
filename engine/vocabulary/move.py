"""Movement words: move (445-446, board to board, the same object) and recall (454-456)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import Obj, State
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
        if dest.startswith("$"):  # "to that unit's battlefield"
            where_to = objects_for(game, dest, ctx, self.label())
            dest = (state.location(where_to[0]) or "") if where_to else ""
        if dest == "it":  # "move along with it" (Stealthy Pursuer): where `it` is now
            that = state.objects.get(ctx.it or "")
            place = state.location(that) if that is not None and that.on_board else None
            dest = base_of(place) if place in state.players else (place or "")
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


class SwapLocations(ObjectWord):
    """`{swap_locations: $other, attach_from: true}` ("it and I trade locations", Azir,
    Ascendant): the source and that unit each move to where the other is, as one moment (445,
    446; a unit already there does not move, 055). With `attach_from: true`, its controller may
    then attach one of the Equipment attached to the other unit to the source (434)."""

    __slots__ = ()
    op, main, optional = "swap_locations", "ref", {"attach_from": "bool"}
    title = ("Trade locations", "Échange d'emplacements")
    says = ("trade locations with {value}", "échanger d'emplacement avec {value}")

    @staticmethod
    def _place(state: State, obj: Obj) -> str:
        return obj.zone if obj.zone.startswith("base:") else (state.location(obj) or "")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        me = state.objects.get(ctx.source or "")
        if me is None or not me.on_board or not me.is_unit or not targets:
            return []
        other = targets[0]
        if not other.on_board or other.pid == me.pid:
            return []
        mine, theirs = self._place(state, me), self._place(state, other)
        if not mine or not theirs or mine == theirs:
            return []
        return [ctx.event("move", obj=me.pid, to=theirs), ctx.event("move", obj=other.pid, to=mine)]

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        done = super().execute(game, ctx)
        if not self.arg("attach_from", False):
            return done
        state = game.state
        me = state.objects.get(ctx.source or "")
        others = objects_for(game, str(self.value), ctx, self.label())
        if me is None or not me.on_board or not others:
            return done
        gear = [
            g.pid
            for g in state.attachments(others[0])
            if g.on_board and g.card.has_keyword("Equipment")
        ]
        if not gear:
            return done
        options = (
            *(Option(f"pick:{g}", t(name(state, g), name(state, g))) for g in gear),
            Option("pick:none", t("None", "Aucun")),
        )
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "434",
                t(
                    f"{ctx.controller} may attach one of {name(state, others[0].pid)}'s Equipment "
                    f"to {name(state, me.pid)}.",
                    f"{ctx.controller} peut attacher un des Équipements de "
                    f"{name(state, others[0].pid)} à {name(state, me.pid)}.",
                ),
                options,
                objects=tuple(gear),
            )
        )
        chosen = key.split(":", 1)[1]
        if chosen != "none":
            Instruction.make("attach", chosen, to="self").execute(game, ctx)
        return done
