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
from engine.rules.reading import Context, objects_for
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


def _place(state: State, obj: Obj) -> str | None:
    """Where a permanent is, as a move's destination: its battlefield, or the base it is in."""
    if not obj.on_board:
        return None
    if obj.zone.startswith("base:"):
        return obj.zone
    where = state.location(obj)
    return where if where in state.battlefields else None


class SwapLocations(ObjectWord):
    """`{swap_locations: self, with: $friend}` (Tideturner: "move it to my location and me to
    its location"): two moves at once, one moment (445); units already at the same place do not
    move (055), and nothing moves if either is gone from the board (359.3.e.5)."""

    __slots__ = ()
    op, main, required = "swap_locations", "ref", {"with": "ref"}
    title = ("Trade locations", "Échange d'emplacements")
    says = ("move {value} and {with} to each other's locations", "échanger {value} et {with}")
    own = "move"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        others = objects_for(game, str(self.arg("with")), ctx, self.label())
        pair = [o for o in (*targets[:1], *others[:1]) if o.on_board and o.is_unit]
        if len(pair) != 2 or pair[0].pid == pair[1].pid:
            return []
        first, second = pair
        here, there = _place(state, first), _place(state, second)
        if here is None or there is None or here == there:
            return []
        return [
            ctx.event("move", obj=first.pid, to=there),
            ctx.event("move", obj=second.pid, to=here),
        ]


class MoveAnyNumber(Instruction):
    """`{move_any_number: friendly units, token: true, to: here}` ("you may bring any number of
    your token units to this battlefield", Azir, Sovereign): as it resolves, the controller picks
    the units one at a time among those the selector names now (`none` to stop), and the ones
    picked move together, one moment. `to` is `base` (each unit's controller's base), `here` (the
    source's battlefield as it executes, 359.3.f.2; none if it is at no battlefield) or a
    battlefield id; a unit already there is not offered (055)."""

    __slots__ = ()
    op, main, required = "move_any_number", "ref", {"to": "string"}
    optional = {"token": "bool"}
    title = ("Move any number", "Déplacer autant que voulu")
    says = ("move any number of {value} to {to}", "déplacer autant de {value} que voulu vers {to}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        dest = str(self.arg("to"))
        if dest == "here":
            source = state.objects.get(ctx.source or "")
            dest = (state.location(source) or "") if source is not None else ""
            if dest not in state.battlefields:
                ctx.did = False
                return []

        def destination(o: Obj) -> str:
            return base_of(o.controller) if dest == "base" else dest

        offered = [
            o.pid
            for o in objects_for(game, str(self.value), ctx, self.label())
            if o.on_board
            and o.is_unit
            and (not self.arg("token", False) or o.token)
            and destination(o) not in (o.zone, state.location(o))
        ]
        picked: list[str] = []
        while len(picked) < len(offered):
            left = [p for p in offered if p not in picked]
            options = (
                *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in left),
                Option("pick:none", t("No more", "Plus aucune")),
            )
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "355",
                    t(
                        f"{ctx.controller} may pick another unit to move.",
                        f"{ctx.controller} peut choisir une autre unité à déplacer.",
                    ),
                    options,
                    objects=tuple(left),
                )
            )
            chosen = key.split(":", 1)[1]
            if chosen == "none":
                break
            picked.append(chosen)
        if not picked:
            ctx.did = False
            return []
        ctx.moved_on_to(picked[-1])
        events = [ctx.event("move", obj=p, to=destination(state.objects[p])) for p in picked]
        return perform_effect(game, events, ctx, lambda e: e.kind == "move")
