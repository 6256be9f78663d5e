"""Damage words: deal damage (142), two units fight each other, heal (142.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.state import Obj
from engine.rules.reading import Context, amount, objects_for, objects_named
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class DealDamage(ObjectWord):
    """`{damage: 3, to: $target}`: deal damage to units on the board."""

    __slots__ = ()
    op, main, required = "damage", "amount", {"to": "ref"}
    title = ("Damage", "Dégâts")
    says = ("deal {value} damage to {to}", "infliger {value} dégâts à {to}")
    names = "to"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        dealt = amount(game, self.value, ctx, self.label())
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
