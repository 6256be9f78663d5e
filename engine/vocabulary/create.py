"""Creating tokens (439, 183): `{create: Recruit, at: here, exhausted: true, count: 2}`."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.text import place, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
from engine.rules.entry import token_enters_ready
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
        token = game.cards.get(str(self.value))
        if (
            not said
            and "exhausted" not in ctx.inherited
            and token is not None
            and token.type == "unit"
        ):
            # a unit token enters exhausted (143.4) unless the word says "ready", the event it
            # replaces passes its state on (375), or a text makes it ready (Magma Wurm)
            said = {"exhausted": not token_enters_ready(game.state, ctx.controller)}
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


class EachPlayerMayCreate(Instruction):
    """`{each_player_may_create: Gold, exhausted: true, then_yours_per_opponent: true}` (Card
    Sharp: "you and each opponent may play a Gold gear token exhausted; for each opponent who
    did, you play a Gold gear token exhausted"): in turn order from the turn player (303.2.a),
    each player answers an `accept` decision of their own and, if yes, plays the token as theirs;
    then the effect's controller plays one more per opponent who did."""

    __slots__ = ()
    op, main = "each_player_may_create", "token"
    optional = {"exhausted": "bool", "then_yours_per_opponent": "bool"}
    title = ("Each player may create", "Chaque joueur peut créer")
    says = (
        "each player may create a {value} token",
        "chaque joueur peut créer une création {value}",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        token = str(self.value)
        args = {} if self.arg("exhausted") is None else {"exhausted": bool(self.arg("exhausted"))}
        happened: list[Event] = []
        did = 0
        for player in state.players_from_turn_player():
            key = game.decide(
                Decision(
                    "accept",
                    player,
                    "303.2.a",
                    t(
                        f"{player} may play a {token} token.",
                        f"{player} peut jouer une création {token}.",
                    ),
                    (Option("accept:yes", t("Yes", "Oui")), Option("accept:no", t("No", "Non"))),
                )
            )
            if key != "accept:yes":
                continue
            happened += Instruction.make("create", token, **args).execute(
                game, replace(ctx, controller=player, did=True)
            )
            did += player != ctx.controller
        if self.arg("then_yours_per_opponent", False) and did:
            happened += Instruction.make("create", token, count=did, **args).execute(game, ctx)
        return happened


class CreatePer(Instruction):
    """`{create_per: Sand Soldier, per: friendly_equipment}` (Arise!: "play a Sand Soldier token
    for each Equipment you control"): as many tokens as the count reads as it resolves (none with
    0); `it` then names them all, as after `create`."""

    __slots__ = ()
    op, main, required = "create_per", "token", {"per": "per"}
    optional = {"at": "string", "exhausted": "bool"}
    title = ("Create", "Création")
    says = ("create a {value} token per {per}", "créer une création {value} par {per}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        source = state.objects.get(ctx.source or "")
        count = COUNTS[str(self.arg("per"))]
        n = count.of(state, source, ctx.controller)  # type: ignore[arg-type]
        en, fr = count.words
        game.step(
            "condition",
            ("439",),
            t(
                f"{ctx.controller} counts {en}: {n}, so {n} {self.value} token(s).",
                f"{ctx.controller} compte {fr} : {n}, donc {n} création(s) {self.value}.",
            ),
            [ctx.source] if ctx.source else [],
        )
        if not n:
            ctx.did = False
            return []
        args = {k: v for k, v in self.args if k in ("at", "exhausted")}
        return Instruction.make("create", self.value, count=n, **args).execute(game, ctx)
