"""Creating tokens (439, 183): `{create: Recruit, at: here, exhausted: true, count: 2}`."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import place, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
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
        if at == "where_i_was":  # "at the place I left" (Lillia, Fae Fawn): noted as I moved
            zone = (ctx.snapshot or {}).get("moved_from")
            zone = None if zone is None else str(zone)
        if zone in game.state.players:  # "here" is its controller's base: the base's zone
            zone = base_of(zone)
        # "they can be played to your base or to battlefields you control", each its own place
        zones = _chosen(game, ctx, self, count) if at == "chosen" else [zone] * count
        # entering exhausted is a modification a replaced event passes on (375): ctx.event
        # inherits it unless the word says otherwise
        said = {} if self.arg("exhausted") is None else {"exhausted": bool(self.arg("exhausted"))}
        events = [
            ctx.event("create", obj=where, player=ctx.controller, to=str(self.value), **said)
            for where in zones
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


def _chosen(game: Game, ctx: Context, word: Create, count: int) -> list[str | None]:
    """`at: chosen`: where the tokens go, their player's choice among their base and the
    battlefields they control (where a unit may be played, 355), all at once: one `pick` naming a
    place per token (`{pick: [base, bf1, bf1]}`, in any order); None is the base."""
    state = game.state
    places = ["base"] + [
        b.id for b in state.battlefields.values() if b.controller == ctx.controller
    ]

    def words(way: tuple[str, ...]) -> dict[str, str]:
        return t(
            ", ".join("the base" if p == "base" else place(state, p) for p in way),
            ", ".join("la base" if p == "base" else place(state, p) for p in way),
        )

    def normalize(answer: str) -> str | None:
        named = answer.split(":", 1)[1].split(",") if answer.startswith("pick:") else []
        if len(named) != count or any(n not in places for n in named):
            return None
        return "pick:" + ",".join(sorted(named, key=places.index))

    key = game.decide(
        Decision(
            "pick",
            ctx.controller,
            "355",
            t(
                f"{ctx.controller} chooses where the {count} {word.value} tokens are played: "
                "their base or battlefields they control.",
                f"{ctx.controller} choisit où les {count} créations {word.value} sont jouées : "
                "sa base ou des champs de bataille qu'il contrôle.",
            ),
            tuple(
                Option("pick:" + ",".join(way), words(way))
                for way in combinations_with_replacement(places, count)
            ),
        ),
        normalize,
    )
    return [None if p == "base" else p for p in key.split(":", 1)[1].split(",")]
