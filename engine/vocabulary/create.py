"""Creating tokens (439, 183): `{create: Recruit, at: here, exhausted: true, count: 2}`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.zones import base_of
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, here

if TYPE_CHECKING:
    from engine.record.game import Game


class Create(Instruction):
    __slots__ = ()
    op, main = "create", "token"
    title = ("Create", "Création")
    says = ("create a {value} token", "créer une création {value}")
    optional = {"at": "string", "exhausted": "bool", "count": "count"}

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        count = int(self.arg("count", 1))
        at = self.arg("at")
        zone = None if at in (None, "base") else here(game.state, ctx) if at == "here" else at
        if zone in game.state.players:  # "here" is its controller's base: the base's zone
            zone = base_of(zone)
        # entering exhausted is a modification a replaced event passes on (375): ctx.event
        # inherits it unless the word says otherwise
        said = {} if self.arg("exhausted") is None else {"exhausted": bool(self.arg("exhausted"))}
        events = [
            ctx.event("create", obj=zone, player=ctx.controller, to=str(self.value), **said)
            for _ in range(count)
        ]
        state = game.state
        before = set(state.objects)
        happened = perform_effect(game, events, ctx, lambda e: e.kind == "create")
        made = tuple(
            (pid, state.objects[pid].rules_id)
            for pid in state.objects
            if pid not in before and state.objects[pid].token
        )
        if made and not ctx.it_is_affected:
            # "it" now names what was played, and, when a replacement changed the event, every
            # token that replaced it: a linked modification carries over (375)
            ctx.it, ctx.made = made[0][0], made
        return happened
