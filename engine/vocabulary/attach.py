"""`{attach: $gear, to: $unit}`: attach Equipment to a unit (434, 716); not a move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.rules.occasions import equipped
from engine.rules.reading import Context, objects_for, objects_named
from engine.vocabulary.base import NotYetWord, ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


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


class Detach(NotYetWord):
    __slots__ = ()
    op, main = "detach", "ref"
    title = ("Detach", "Détacher")
    says = ("detach {value}", "détacher {value}")


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
        gear.attached_to = None
        gear.zone = unit.zone
        game.step(
            "detach",
            ("435.4.a",),
            t(
                f"{name(state, gear.pid)} is detached from {name(state, unit.pid)}; it stays "
                "where it is.",
                f"{name(state, gear.pid)} est détaché de {name(state, unit.pid)} ; il reste où "
                "il est.",
            ),
            [gear.pid, unit.pid],
        )
        ctx.did = True
        return []
