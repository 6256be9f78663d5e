"""Damage words: deal damage (142), two units fight each other, heal (142.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.state import Obj
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context, amount, objects_for, objects_named
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class DealDamage(ObjectWord):
    """`{damage: 3, to: $target}`: deal damage to units on the board. `plus: <count>` adds 1
    Bonus Damage for each thing counted (engine/vocabulary/counts.py; Consuming Curse:
    `plus: cards_named_like_me_in_your_trash`), part of the same damage (437.4)."""

    __slots__ = ()
    op, main, required = "damage", "amount", {"to": "ref"}
    optional = {"plus": "string"}
    title = ("Damage", "Dégâts")
    says = ("deal {value} damage to {to}", "infliger {value} dégâts à {to}")
    names = "to"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        dealt = amount(game, self.value, ctx, self.label())
        if self.arg("plus") is not None and dealt is not None:
            dealt += bonus_damage(game, ctx, str(self.arg("plus")))
        return [
            ctx.event("damage", obj=o.pid, amount=dealt)
            for o in targets
            if o.on_board and o.is_unit and dealt
        ]


class Fight(ObjectWord):
    """`{fight: $a, with: $b}`: each deals damage equal to its Might to the other, at once."""

    __slots__ = ()
    op, main, required = "fight", "ref", {"with": "ref"}
    title = ("Fight", "Combat")
    says = ("have {value} fight {with}", "faire combattre {value} et {with}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        targets = objects_named(game, self.refs(), ctx, self.label())
        others = objects_for(game, str(self.arg("with")), ctx, self.label())
        pair = [o for o in (*targets, *others) if o.on_board and o.is_unit]
        if len(pair) != 2:
            ctx.did = False
            return []
        first, second = pair
        state = game.state
        events = [
            # negative Might is read as 0 by an effect
            ctx.event("damage", obj=second.pid, amount=max(state.might(first) or 0, 0)),
            ctx.event("damage", obj=first.pid, amount=max(state.might(second) or 0, 0)),
        ]
        return self.propose(game, ctx, targets, events)


class Heal(ObjectWord):
    __slots__ = ()
    op, main = "heal", "ref"
    title = ("Heal", "Soin")
    says = ("heal {value}", "soigner {value}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event(self.op, obj=o.pid) for o in targets if o.on_board]


def bonus_damage(game: Game, ctx: Context, count: str) -> int:
    """1 Bonus Damage per thing counted, read as the damage is dealt (the card's source on the
    chain is not in its trash any more, 419.1); a step says what was counted."""
    if count not in COUNTS:
        raise IllegalAction(
            "—",
            f"damage: plus {count!r} is not one of {', '.join(COUNTS)}.",
            f"damage : plus {count!r} n'est pas l'un de {', '.join(COUNTS)}.",
        )
    state = game.state
    source = ctx.source or ""
    n = COUNTS[count].of(state, state.objects[source], ctx.controller) if source else 0
    en, fr = COUNTS[count].words
    game.step(
        "condition",
        ("419.1", "354"),
        t(
            f"{name(state, source)} counts the {en}: {n}, so {n} Bonus Damage (it is itself on "
            "the chain, not in the trash).",
            f"{name(state, source)} compte les {fr} : {n}, donc {n} dégât(s) bonus (elle est "
            "elle-même sur la chaîne, pas dans la défausse).",
        ),
        [source],
    )
    return n


class FightAnotherThere(Instruction):
    """`{fight_another_there: $target, side: enemy}` (Dragon's Rage: "then choose another enemy
    unit at its destination. They deal damage equal to their Mights to each other"): as it
    resolves, the controller picks another unit of that side (`enemy`, `friendly`, or `any`) where
    the named unit is now (a `pick`; chosen, not targeted, 355.10), and the two fight as
    `fight` does. Nothing happens if the unit is gone or has nobody beside it."""

    __slots__ = ()
    op, main = "fight_another_there", "ref"
    optional = {"side": "string"}
    title = ("Fight", "Combat")
    says = (
        "have {value} fight another unit where it is",
        "faire combattre {value} et une autre unité là où elle est",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = [o for o in objects_for(game, str(self.value), ctx, self.label()) if o.on_board]
        where = state.location(found[0]) if found else None
        side = str(self.arg("side", "any"))
        others = [
            u.pid
            for u in (state.units_at(where) if where is not None else [])
            if u.pid != found[0].pid
            and (side == "any" or (side == "enemy") == (u.controller != ctx.controller))
        ]
        if not others:
            ctx.did = False
            return []
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "355.10",
                t(
                    f"{ctx.controller} chooses the unit that fights {name(state, found[0].pid)}.",
                    f"{ctx.controller} choisit l'unité qui combat {name(state, found[0].pid)}.",
                ),
                tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in others),
                objects=tuple(others),
            )
        )
        other = key.split(":", 1)[1]
        return Instruction.make("fight", found[0].pid, **{"with": other}).execute(game, ctx)
