"""Cards from the top of the Main Deck to the trash, and Flow given to a card in the trash:
`mill` ("put the top 2 cards of your Main Deck into your trash": Minefield), `burn` (the keyword
[Burn X], 440: the same, by name), and `grant_flow` ("a spell in your trash gains [Flow] equal to
its cost this turn": Kennen, Storm of Shuriken).

Neither `mill` nor `burn` looks at or reveals the cards (424.2: a card is revealed only when an
effect says so): an ability that waits for its card to be looked at or revealed (Nocturne,
Horrifying) does not apply to them; each card simply becomes a new object in the trash (124)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import LogEvent, Obj
from engine.model.text import name, t
from engine.model.zones import put
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, amount, player_of
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class Mill(Event):
    """One card of a Main Deck's top put into its owner's trash, unseen (a new object, 124)."""

    __slots__ = ()
    kind = "mill"
    reaches_off_board = True

    def phrase(self, state: object) -> tuple[str, str]:
        return (
            "would go from the top of the Main Deck to the trash",
            "devrait aller du dessus du deck principal à la défausse",
        )

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or obj.zone != "deck":
            return False
        state = game.state
        put(state, obj, "trash")
        state.log.append(LogEvent("mill", obj.pid))
        game.step(
            "mill",
            ("440.1",) if self.to == "burn" else ("359.3",),
            t(
                f"{name(state, obj.pid)} goes from the top of {obj.owner}'s Main Deck to their "
                "trash, without being looked at or revealed: a new object (124).",
                f"{name(state, obj.pid)} va du dessus du deck principal de {obj.owner} à sa "
                "défausse, sans être regardée ni révélée : un nouvel objet (124).",
            ),
            [obj.pid],
        )
        return True


class MillWord(Instruction):
    """`{mill: 2}` (`player: you | its_controller | <id>`): the top N cards of that player's Main
    Deck go to their trash, one simultaneous set; fewer if the deck has fewer (055)."""

    __slots__ = ()
    op, main, optional = "mill", "amount", {"player": "string"}
    title = ("Top of the deck to the trash", "Du dessus du deck à la défausse")
    says = (
        "put the top {value} cards of the Main Deck into the trash",
        "mettre les {value} cartes du dessus du deck principal dans la défausse",
    )
    kind_of: ClassVar[str] = "mill"

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = player_of(game, self.arg("player"), ctx)
        count = amount(game, self.value, ctx, self.label())
        if player is None or count is None:
            ctx.did = False
            return []
        deck = state.players[player].deck
        top = deck[: max(count, 0)]
        unnamed = min(max(count - len(top), 0), state.players[player].deck_hidden)
        if unnamed:
            # the format's unnamed deck cards are only a count: they leave the deck unseen
            state.players[player].deck_hidden -= unnamed
            game.step(
                "mill",
                ("440.1",) if self.kind_of == "burn" else ("359.3",),
                t(
                    f"{unnamed} unnamed card(s) go from the top of {player}'s Main Deck to "
                    "their trash.",
                    f"{unnamed} carte(s) sans nom vont du dessus du deck principal de {player} "
                    "à sa défausse.",
                ),
            )
        if not top:
            ctx.did = bool(unnamed)
            return []
        events = [ctx.event("mill", obj=pid, to=self.kind_of) for pid in top]
        happened = perform_effect(game, events, ctx, lambda e: e.kind == "mill")
        if self.kind_of == "burn" and len(top) == 1 and state.objects[top[0]].zone == "trash":
            ctx.it = top[0]  # "if that burns a unit ... the burned card's Might" (Forgotten Relic)
        return happened


class Burn(MillWord):
    """`{burn: 2}`: the keyword [Burn X] (440.1): the top X cards of the Main Deck go to the
    trash; nothing is looked at or revealed."""

    __slots__ = ()
    op = "burn"
    title = ("Burn", "Burn")
    says = ("[Burn {value}]", "[Burn {value}]")
    kind_of = "burn"


class GrantFlow(Event):
    """A card in the trash gains [Flow] this turn, its Flow cost being its own cost (829); a new
    object loses it (124.1)."""

    __slots__ = ()
    kind = "grant_flow"
    reaches_off_board = True

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or obj.zone != "trash":
            return False
        state = game.state
        state.granted.append((obj.pid, obj.rules_id, "Flow"))
        state.board.changed(obj, "granted", None)  # its view (keywords) changes: a new snapshot
        state.log.append(LogEvent("grant", obj.pid))
        game.step(
            "grant",
            ("801.3.a", "829"),
            t(
                f"{name(state, obj.pid)} gains [Flow] this turn, for a Flow cost equal to its "
                "own cost: its owner may play it from the trash.",
                f"{name(state, obj.pid)} gagne [Flux] ce tour-ci, pour un coût de Flux égal à son "
                "propre coût : son propriétaire peut la jouer depuis la défausse.",
            ),
            [obj.pid],
        )
        return True


class GrantFlowWord(ObjectWord):
    """`{grant_flow: $spell}` (a target `spell in your trash`)."""

    __slots__ = ()
    op, main = "grant_flow", "ref"
    title = ("Give Flow", "Donner Flux")
    says = ("give {value} [Flow] this turn", "donner [Flux] à {value} ce tour-ci")
    own = "grant_flow"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event("grant_flow", obj=o.pid) for o in targets if o.zone == "trash"]


class Look(Event):
    """A card of the top of a Main Deck being looked at or revealed as an effect says (424.2):
    nothing changes, but an "as you look at or reveal me" replacement of the card (Nocturne,
    Horrifying, 369.1) applies to it."""

    __slots__ = ()
    kind = "look"
    reaches_off_board = True

    def phrase(self, state: object) -> tuple[str, str]:
        return "is looked at from the top of the deck", "est regardée depuis le dessus du deck"

    def happen(self, game: Game) -> bool:
        return True


def looked_at(game: Game, ctx: Context, pids: list[str]) -> None:
    """Cards just looked at from the top of a deck (Vision, 817.1.b; a dig): a moment of look
    events, proposed only for the cards whose own abilities wait for it, so nothing else
    changes."""
    state = game.state
    waiting = [
        pid
        for pid in pids
        if pid in state.objects
        and any(spec.would == "be_looked_at" for spec in state.objects[pid].card.replacements())
    ]
    if waiting:
        did = ctx.did
        perform_effect(game, [ctx.event("look", obj=pid) for pid in waiting], ctx, lambda e: False)
        ctx.did = did


class Revealed(Look):
    """A card of a Main Deck being revealed as an effect says (128): nothing changes, but an "as
    I'm revealed from your deck" replacement of the card (Undertitan) applies to it."""

    __slots__ = ()
    kind = "reveal_card"

    def phrase(self, state: object) -> tuple[str, str]:
        return "is revealed from the deck", "est révélée depuis le deck"


def revealed(game: Game, ctx: Context, pids: list[str]) -> None:
    """Cards just revealed from a Main Deck (128): a moment of reveal events, proposed only for the
    cards whose own abilities wait for it (`would: be_revealed`), so nothing else changes."""
    state = game.state
    waiting = [
        pid
        for pid in pids
        if pid in state.objects
        and any(spec.would == "be_revealed" for spec in state.objects[pid].card.replacements())
    ]
    if waiting:
        did = ctx.did
        perform_effect(
            game, [ctx.event("reveal_card", obj=pid) for pid in waiting], ctx, lambda e: False
        )
        ctx.did = did
