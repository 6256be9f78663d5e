"""Movement words: move (445-446, board to board, the same object) and recall (454-456)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import Obj, State
from engine.model.text import name, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
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
