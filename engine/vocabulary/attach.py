"""`{attach: $gear, to: $unit}`: attach Equipment to a unit (434, 716); not a move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import LogEvent, Obj
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.occasions import chosen_without_targeting, equipped
from engine.rules.reading import Context, objects_for, objects_named
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


def come_off(game: Game, gear: Obj, unit: Obj) -> None:
    """Rule 435.4.a: `gear` is detached from `unit` and stays where it is (at a battlefield, the
    next cleanup recalls it), with one detach step."""
    gear.attached_to = None
    gear.zone = unit.zone
    state = game.state
    game.step(
        "detach",
        ("435.4.a",),
        t(
            f"{name(state, gear.pid)} is detached from {name(state, unit.pid)}; it stays where it "
            "is.",
            f"{name(state, gear.pid)} est détaché de {name(state, unit.pid)} ; il reste où il est.",
        ),
        [gear.pid, unit.pid],
    )


class Attach(ObjectWord):
    __slots__ = ()
    op, main, required = "attach", "ref", {"to": "ref"}
    title = ("Attach", "Attacher")
    says = ("attach {value} to {to}", "attacher {value} à {to}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        targets = objects_named(game, self.refs(), ctx, self.label())
        carriers = objects_for(game, str(self.arg("to")), ctx, self.label())
        for gear in targets:
            if not gear.card.has_keyword("Equipment"):
                continue  # only Equipment attaches (716)
            if carriers and gear.on_board and carriers[0].on_board and carriers[0].is_unit:
                gear.attached_to = carriers[0].pid
                gear.zone = carriers[0].zone
                game.step(
                    "attach",
                    ("434", "434.4.a"),
                    t(
                        f"{name(state, gear.pid)} is attached to {name(state, carriers[0].pid)}: "
                        "it goes where "
                        "the unit goes, and the unit gets its bonus and effect text (not a move).",
                        f"{name(state, gear.pid)} est attaché à {name(state, carriers[0].pid)} : "
                        "il suit l'unité, qui reçoit son bonus et son texte d'effet (ce n'est pas "
                        "un déplacement).",
                    ),
                    [gear.pid, carriers[0].pid],
                )
                equipped(game, carriers[0], gear, ctx.controller)
        return []


class Detach(Instruction):
    """`{detach: it}` / `{detach: $gear}` ("detach it", Veiled Temple): each named Equipment that
    is attached comes off its unit and stays where it is (435.4.a: at a battlefield, the next
    cleanup recalls it); one not attached is skipped."""

    __slots__ = ()
    op, main = "detach", "ref"
    title = ("Detach", "Détacher")
    says = ("detach {value}", "détacher {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        done = False
        for gear in objects_for(game, str(self.value), ctx, self.label()):
            unit = state.objects.get(gear.attached_to or "")
            if not gear.on_board or unit is None:
                continue
            come_off(game, gear, unit)
            done = True
        ctx.did = done
        return []


class AttachMeToAUnitYouControlHere(Instruction):
    """`{attach_me_to_a_unit_you_control_here: true}` (Edge of Night: "attach it to a unit you
    control here"): this Equipment attaches to a unit its controller controls at its location,
    picked as the ability resolves (a `pick` decision; with one unit, not asked) — chosen, though
    not as a target (355.10). With no such unit, nothing happens (055)."""

    __slots__ = ()
    op, main = "attach_me_to_a_unit_you_control_here", "any"
    title = ("Attach", "Attacher")
    says = (
        "attach this to a unit you control here",
        "attacher ceci à une unité que vous contrôlez ici",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        gear = state.objects.get(ctx.source or "")
        # "here": where it was played from facedown (noted as it triggered), else where it is
        at = (ctx.snapshot or {}).get("played_at") or (
            state.location(gear) if gear is not None and gear.on_board else None
        )
        units = [
            u
            for u in state.objects.values()
            if u.is_unit
            and u.on_board
            and u.controller == ctx.controller
            and at is not None
            and state.location(u) == at
        ]
        if gear is None or not units or not gear.card.has_keyword("Equipment"):
            game.step(
                "skip",
                ("055",),
                t(
                    "No unit of yours here to attach it to: nothing happens.",
                    "Aucune de vos unités ici à laquelle l'attacher : rien ne se passe.",
                ),
            )
            ctx.did = False
            return []
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "355.10",
                t(
                    f"{ctx.controller} chooses a unit they control here to attach "
                    f"{name(state, gear.pid)} to.",
                    f"{ctx.controller} choisit une unité qu'il contrôle ici à laquelle attacher "
                    f"{name(state, gear.pid)}.",
                ),
                tuple(
                    Option(f"pick:{u.pid}", t(name(state, u.pid), name(state, u.pid)))
                    for u in units
                ),
                objects=tuple(u.pid for u in units),
            )
        )
        unit = state.objects[key.split(":", 1)[1]]
        chosen_without_targeting(game, unit, ctx.controller, "chosen_by_ability", gear.card.name)
        gear.attached_to = unit.pid
        gear.zone = unit.zone
        ctx.did = True
        state.log.append(LogEvent("attach", gear.pid, of=unit.pid))
        game.step(
            "attach",
            ("434", "434.4.a"),
            t(
                f"{name(state, gear.pid)} is attached to {name(state, unit.pid)}.",
                f"{name(state, gear.pid)} est attaché à {name(state, unit.pid)}.",
            ),
            [gear.pid, unit.pid],
        )
        equipped(game, unit, gear, ctx.controller)
        return []


class DetachThis(Instruction):
    """`{detach_this: this}` ("detach this", in the effect text an Equipment gives its unit,
    Blighted Battleaxe): the Equipment whose granted ability is resolving comes off the unit and
    stays where it is (435.4.a: at a battlefield, the next cleanup recalls it); not attached, it
    does nothing."""

    __slots__ = ()
    op, main = "detach_this", "name"
    title = ("Detach this", "Détacher ceci")
    says = ("detach this", "détacher ceci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        item = state.item(ctx.cause or "")
        unit = state.objects.get(ctx.source or "")
        gear = next(
            (
                g
                for g in (state.attachments(unit) if unit is not None else [])
                if item is not None and g.card is item.card
            ),
            None,
        )
        if gear is None or unit is None:
            ctx.did = False
            return []
        come_off(game, gear, unit)
        ctx.did = True
        return []


class DetachOne(Instruction):
    """`{detach_one: $target}` ("then detach one Equipment from it", Strike Down): one of the
    Equipment attached to that unit comes off and stays where it is (435.4.a: at a battlefield,
    the next cleanup recalls it). With several, its controller picks one as the instruction runs
    (a `pick` decision; chosen, not targeted, 355.10); with none, nothing happens (055)."""

    __slots__ = ()
    op, main = "detach_one", "ref"
    title = ("Detach", "Détacher")
    says = ("detach one Equipment from {value}", "détacher un équipement de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        units = [u for u in objects_for(game, str(self.value), ctx, self.label()) if u.on_board]
        unit = units[0] if units else None
        gear = [g for g in state.attachments(unit) if g.on_board] if unit is not None else []
        if unit is None or not gear:
            game.step(
                "skip",
                ("055",),
                t(
                    "No Equipment attached to it: nothing to detach.",
                    "Aucun équipement ne lui est attaché : rien à détacher.",
                ),
            )
            ctx.did = False
            return []
        picked = gear[0]
        if len(gear) > 1:
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "355.10",
                    t(
                        f"{ctx.controller} chooses which Equipment to detach from "
                        f"{name(state, unit.pid)}.",
                        f"{ctx.controller} choisit quel équipement détacher de "
                        f"{name(state, unit.pid)}.",
                    ),
                    tuple(
                        Option(f"pick:{g.pid}", t(name(state, g.pid), name(state, g.pid)))
                        for g in gear
                    ),
                    objects=tuple(g.pid for g in gear),
                )
            )
            picked = state.objects[key.split(":", 1)[1]]
        come_off(game, picked, unit)
        ctx.did = True
        return []


class DetachFrom(Instruction):
    """`{detach_from: $unit, equipment: $equipment}` ("detach it from that unit", Angle Shot): the
    named Equipment comes off only if it is attached to that unit now (both still the objects
    chosen) and stays where it is (435.4.a); otherwise nothing happens (055)."""

    __slots__ = ()
    op, main, required = "detach_from", "ref", {"equipment": "ref"}
    title = ("Detach", "Détacher")
    says = ("detach {equipment} from {value}", "détacher {equipment} de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        units = [u for u in objects_for(game, str(self.value), ctx, self.label()) if u.on_board]
        gear = [
            g
            for g in objects_for(game, str(self.arg("equipment")), ctx, self.label())
            if g.on_board and units and g.attached_to == units[0].pid
        ]
        if not gear:
            ctx.did = False
            game.step(
                "skip",
                ("055",),
                t(
                    "That Equipment is not attached to that unit: nothing to detach.",
                    "Cet équipement n'est pas attaché à cette unité : rien à détacher.",
                ),
            )
            return []
        unit, picked = units[0], gear[0]
        come_off(game, picked, unit)
        ctx.did = True
        return []
