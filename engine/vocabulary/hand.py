"""Hand reveal (Sabotage, Mindsplitter): an opponent reveals their hand and the effect's controller
picks a card from it, which is discarded or recycled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.record.game import Game


class RevealHand(Instruction):
    """`{reveal_hand: discard}` or `{reveal_hand: recycle, not_type: unit}`: the opponent (in a
    two-player game, the only one) reveals their hand; the controller picks a card there (not of
    `not_type`), which its owner discards, or which is recycled to the bottom of its owner's Main
    Deck (409). Only named cards can be picked: a scenario's unnamed cards cannot be told apart."""

    __slots__ = ()
    op, main = "reveal_hand", "name"
    optional = {"not_type": "string", "domain": "string"}  # domain: "a Mind card" (Decree)
    title = ("Reveal a hand", "Révéler une main")
    says = (
        "an opponent reveals their hand; {value} a card of your choice from it",
        "un adversaire révèle sa main ; {value} une carte de votre choix",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        opponent = choose_opponent(game, ctx)
        hand = list(state.players[opponent].hand)
        shown = ", ".join(name(state, p) for p in hand)
        game.step(
            "reveal",
            ("128",),
            t(
                f"{opponent} reveals their hand: {shown or 'no named card'}.",
                f"{opponent} révèle sa main : {shown or 'aucune carte nommée'}.",
            ),
            hand,
        )
        excluded = self.arg("not_type")
        domain = self.arg("domain")
        allowed = [
            p
            for p in hand
            if state.objects[p].card.type != excluded
            and (domain is None or domain in state.objects[p].card.domains)
        ]
        if not allowed:
            ctx.did = False
            return []
        options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in allowed)
        prompt = t(
            f"{ctx.controller} picks a card in {opponent}'s hand.",
            f"{ctx.controller} choisit une carte dans la main de {opponent}.",
        )
        key = game.decide(
            Decision("pick", ctx.controller, "359.3.e", prompt, options, objects=tuple(allowed))
        )
        pid = key.split(":", 1)[1]
        ctx.moved_on_to(pid)
        if self.value == "discard":
            return perform_effect(
                game, [ctx.event("discard", obj=pid)], ctx, lambda e: e.kind == "discard"
            )
        obj = state.objects[pid]
        put(state, obj, "deck")
        deck = state.players[obj.owner].deck
        deck.remove(pid)
        deck.append(pid)  # recycled: to the bottom (409)
        game.step(
            "recycle",
            ("409",),
            t(
                f"{name(state, pid)} is recycled to the bottom of {obj.owner}'s Main Deck.",
                f"{name(state, pid)} est recyclée sous le Deck principal de {obj.owner}.",
            ),
            [pid],
        )
        return []


class DiscardHand(Instruction):
    """`{discard_hand: all}` (Invert Timelines): its player discards every card in their hand."""

    __slots__ = ()
    op, main = "discard_hand", "name"
    title = ("Discard the hand", "Défausser sa main")
    says = ("discard your hand", "défausser sa main")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        player = game.state.players[ctx.controller]
        count = player.hand_hidden + len(player.hand)
        if not count:
            game.step(
                "discard",
                ("357",),
                t(
                    f"{ctx.controller} has no card in hand to discard.",
                    f"{ctx.controller} n'a aucune carte en main à défausser.",
                ),
            )
            return []
        return Instruction.make("discard", count).execute(game, ctx)


class DiscardUpTo(Instruction):
    """`{discard_up_to: 1}` ("each player discards 1" as an effect): its player discards that many
    cards, or all they have if fewer (an instruction does as much as it can, 055)."""

    __slots__ = ()
    op, main = "discard_up_to", "int"
    title = ("Discard", "Défausse")
    says = ("discard {value}", "défausser {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        player = game.state.players[ctx.controller]
        count = min(int(self.value), player.hand_hidden + len(player.hand))
        if not count:
            game.step(
                "discard",
                ("055",),
                t(
                    f"{ctx.controller} has no card in hand to discard.",
                    f"{ctx.controller} n'a aucune carte en main à défausser.",
                ),
            )
            ctx.did = False
            return []
        return Instruction.make("discard", count).execute(game, ctx)
