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
from engine.rules.reading import Context, here, may_pick, objects_for
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
    """`{swap_locations: $other}` ("it and I trade locations", Azir, Ascendant) or
    `{swap_locations: self, with: $friend}` (Tideturner): the two units each move to where the
    other is, as one moment (445, 446); units already at the same place do not move (055), and
    nothing moves if either is gone from the board (359.3.e.5). With `attach_from: true`, its
    controller may then attach one of the Equipment attached to the other unit to the source
    (434)."""

    __slots__ = ()
    op, main, optional = "swap_locations", "ref", {"with": "ref", "attach_from": "bool"}
    title = ("Trade locations", "Échange d'emplacements")
    says = ("trade the locations of {value} and the other", "échanger l'emplacement de {value}")
    own = "move"

    def _pair(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Obj]:
        if self.arg("with") is not None:
            others = objects_for(game, str(self.arg("with")), ctx, self.label())
            pair = [*targets[:1], *others[:1]]
        else:
            me = game.state.objects.get(ctx.source or "")
            pair = [*([me] if me is not None else []), *targets[:1]]
        return [o for o in pair if o.on_board and o.is_unit]

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        pair = self._pair(game, ctx, targets)
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
        prompt = t(
            f"{ctx.controller} may attach one of {name(state, others[0].pid)}'s Equipment to "
            f"{name(state, me.pid)}.",
            f"{ctx.controller} peut attacher un des Équipements de {name(state, others[0].pid)} "
            f"à {name(state, me.pid)}.",
        )
        chosen = may_pick(game, ctx.controller, "434", prompt, gear, none=("None", "Aucun"))
        if chosen is not None:
            Instruction.make("attach", chosen, to="self").execute(game, ctx)
        return done


def _place(state: State, obj: Obj) -> str | None:
    """Where a permanent is, as a move's destination: its battlefield, or the base it is in."""
    if not obj.on_board:
        return None
    if obj.zone.startswith("base:"):
        return obj.zone
    where = state.location(obj)
    return where if where in state.battlefields else None


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


class MoveSelfToWeakerEnemyBattlefield(Instruction):
    """`{move_self_to_weaker_enemy_battlefield: true}` ("I move to an occupied enemy battlefield,
    provided my Might beats the combined Might of the enemy units there", Maduli the
    Gatekeeper): as it resolves, its controller picks one of the battlefields an opponent
    controls with units of theirs there whose Might, added up, is less than the source's (a
    `pick` decision, rule 355, when there are several); the source moves there (445). With none,
    nothing happens."""

    __slots__ = ()
    op, main = "move_self_to_weaker_enemy_battlefield", "bool"
    title = ("Move to a weaker enemy battlefield", "Déplacement vers un champ ennemi plus faible")
    says = (
        "move me to an occupied enemy battlefield whose enemy units have less Might in all",
        "me déplacer vers un champ de bataille ennemi occupé dont les unités ennemies ont moins "
        "de puissance au total",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        me = state.objects.get(ctx.source or "")
        if me is None or not me.on_board or not me.is_unit:
            ctx.did = False
            return []
        mine = state.might(me) or 0
        places = []
        for bf in state.battlefields.values():
            if bf.controller is None or bf.controller == ctx.controller:
                continue
            enemies = [
                o
                for o in state.objects.values()
                if o.on_board
                and o.is_unit
                and o.controller != ctx.controller
                and state.location(o) == bf.id
            ]
            if enemies and mine > sum(state.might(o) or 0 for o in enemies):
                places.append(bf.id)
        if state.location(me) in places:
            places.remove(str(state.location(me)))
        if not places:
            game.step(
                "skip",
                ("055",),
                t(
                    f"No occupied enemy battlefield has enemy units with less Might in all than "
                    f"{name(state, me.pid)}'s {mine}: it does not move.",
                    f"Aucun champ de bataille ennemi occupé n'a d'unités ennemies de puissance "
                    f"totale inférieure à celle de {name(state, me.pid)} ({mine}) : il ne se "
                    "déplace pas.",
                ),
                [me.pid],
            )
            ctx.did = False
            return []
        dest = places[0]
        if len(places) > 1:
            options = tuple(Option(f"pick:{b}", t(b, b)) for b in places)
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "355",
                    t(
                        f"{ctx.controller} chooses where {name(state, me.pid)} moves.",
                        f"{ctx.controller} choisit où {name(state, me.pid)} se déplace.",
                    ),
                    options,
                )
            )
            dest = key.split(":", 1)[1]
        return Instruction.make("move", "self", to=dest).execute(game, ctx)


class MoveToAnotherBattlefield(ObjectWord):
    """`{move_to_another_battlefield: $target}` ("send it to another battlefield", Imposing
    Challenger): as it resolves, its controller picks a battlefield other than the one the unit
    is at (a `pick` decision, rule 355, when there are several) and the unit moves there (445).
    A unit not at a battlefield, or no other battlefield, and nothing happens."""

    __slots__ = ()
    op, main = "move_to_another_battlefield", "ref"
    own = "move"
    title = ("Move to another battlefield", "Déplacement vers un autre champ de bataille")
    says = (
        "move {value} to another battlefield",
        "déplacer {value} vers un autre champ de bataille",
    )

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        units = [o for o in targets if o.on_board and state.location(o) in state.battlefields]
        if not units:
            return []
        unit = units[0]
        places = [bf for bf in state.battlefields if bf != state.location(unit)]
        if not places:
            game.step(
                "skip",
                ("445",),
                t(
                    f"There is no other battlefield: {name(state, unit.pid)} does not move.",
                    f"Il n'y a pas d'autre champ de bataille : {name(state, unit.pid)} ne se "
                    "déplace pas.",
                ),
                [unit.pid],
            )
            return []
        dest = places[0]
        if len(places) > 1:
            options = tuple(Option(f"pick:{b}", t(b, b)) for b in places)
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "355",
                    t(
                        f"{ctx.controller} chooses where {name(state, unit.pid)} moves.",
                        f"{ctx.controller} choisit où {name(state, unit.pid)} se déplace.",
                    ),
                    options,
                )
            )
            dest = key.split(":", 1)[1]
        return [ctx.event("move", obj=unit.pid, to=dest)]


class TradePlaces(Instruction):
    """`{trade_places: $first, with: $second}` ("they trade places", Smoke and Mirrors): each unit
    moves to where the other stands, both moves at once (445; a base is its controller's base).
    One no longer on the board, or two already at one place, move nothing (055)."""

    __slots__ = ()
    op, main, required = "trade_places", "ref", {"with": "ref"}
    title = ("Trade places", "Échange de places")
    says = ("{value} and {with} trade places", "{value} et {with} échangent leurs places")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        first = [o for o in objects_for(game, str(self.value), ctx, self.label()) if o.on_board]
        second = [
            o for o in objects_for(game, str(self.arg("with")), ctx, self.label()) if o.on_board
        ]
        if not first or not second:
            ctx.did = False
            return []
        a, b = first[0], second[0]

        def place(unit: Obj, of: Obj) -> str:
            where = state.location(of) or ""
            return base_of(unit.controller) if where in state.players else where

        events = [
            ctx.event("move", obj=unit.pid, to=to)
            for unit, other in ((a, b), (b, a))
            for to in (place(unit, other),)
            if to and to not in (unit.zone, state.location(unit))
        ]
        ctx.did = bool(events)
        if not events:
            return []
        return perform_effect(game, events, ctx, lambda e: e.kind == "move")
