"""Deck and hand words: draw (413), look at the top of the deck and play a unit from it (Baited
Hook), reveal a hand and banish a card from it (Ashe, 427.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.state import LogEvent
from engine.model.text import name, t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.costs import can_pay, total_cost
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, amount, here, may_pick, objects_for, player_of
from engine.vocabulary.hand import reveal_hand
from engine.vocabulary.mill import looked_at, revealed
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.record.game import Game


def recycle_in_order(game: Game, player: str, cards: list[str], *, shown: bool = False) -> None:
    """Rule 416: `cards`, still in `player`'s Main Deck, go to its bottom in order, with one
    recycle step ("the rest"); `shown`: the step names them."""
    deck = game.state.players[player].deck
    for pid in cards:
        deck.remove(pid)
        deck.append(pid)
    if cards:
        game.step(
            "recycle",
            ("416",),
            t(
                f"The rest ({len(cards)}) go to the bottom of the deck.",
                f"Le reste ({len(cards)}) va sous le deck.",
            ),
            cards if shown else (),
        )


class Draw(Instruction):
    """`{draw: 1}`, `{draw: 2, player: its_controller}`."""

    __slots__ = ()
    op, main, optional = "draw", "amount", {"player": "string"}
    title = ("Draw", "Pioche")
    says = ("draw {value}", "piocher {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        player = player_of(game, self.arg("player"), ctx)
        count = amount(game, self.value, ctx, self.label())
        if player is None or count is None:
            ctx.did = False
            return []
        return perform_effect(
            game, [ctx.event("draw", player=player, amount=count)], ctx, lambda e: e.kind == "draw"
        )


class Dig(Instruction):
    """Baited Hook: look at the top N cards of your Main Deck; you may banish a unit among them
    whose Might is at most the limit and play it ignoring its cost; recycle the rest (to the
    bottom, in order)."""

    __slots__ = ()
    op, main = "dig", "int"
    title = ("Look at the deck", "Regarder le deck")
    says = (
        "look at the top {value} cards of the deck",
        "regarder les {value} premières cartes du deck",
    )
    required = {"max_might": "amount_or_int"}
    optional = {"plus": "int"}

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        limit = amount(
            game, self.arg("max_might"), ctx, t("The Might limit", "La limite de puissance")
        )
        player = state.players[ctx.controller]
        seen = player.deck[: int(self.value)]
        shown = ", ".join(name(state, p) for p in seen) or "no named card"
        game.step(
            "look",
            ("359.3.e.13",),
            t(
                f"{ctx.controller} looks at the top {self.value} of their deck: {shown}.",
                f"{ctx.controller} regarde les {self.value} premières cartes de son deck : "
                f"{shown}.",
            ),
            seen,
        )
        looked_at(game, ctx, seen)  # "as you look at me" (Nocturne, Horrifying)
        seen = [p for p in seen if state.objects[p].zone == "deck"]
        happened: list[Event] = []
        if limit is not None:
            limit += int(self.arg("plus", 0))
            units = [
                p
                for p in seen
                if state.objects[p].is_unit and (state.objects[p].card.might or 0) <= limit
            ]
            prompt = t(
                f"{ctx.controller} may banish a unit with Might up to {limit} and play it.",
                f"{ctx.controller} peut bannir une unité de puissance {limit} au plus et la jouer.",
            )
            chosen = may_pick(game, ctx.controller, "359.3.e.13", prompt, units)
            if chosen is not None:
                happened += perform_effect(
                    game, [ctx.event("banish", obj=chosen)], ctx, lambda e: e.kind == "banish"
                )
                happened += perform_effect(
                    game, [ctx.event("replay", obj=chosen)], ctx, lambda e: e.kind == "replay"
                )
        rest = [p for p in seen if state.objects[p].zone == "deck"]
        recycle_in_order(game, ctx.controller, rest)
        return happened


class BanishFromHand(Instruction):
    """Ashe: an opponent reveals their hand and you banish a card from it (linked to this effect,
    427.3).
    Unnamed cards in a scenario's hand cannot be told apart, so only named ones can be chosen."""

    __slots__ = ()
    op, main = "banish_from_hand", "name"
    title = ("Banish from hand", "Bannir de la main")
    says = ("banish a card from an opponent's hand", "bannir une carte de la main d'un adversaire")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        opponent = choose_opponent(game, ctx)
        hand = reveal_hand(game, opponent)
        if not hand:
            ctx.did = False
            return []
        options = tuple(
            Option(f"pick:{pid}", t(name(state, pid), name(state, pid))) for pid in hand
        )
        prompt = t(
            f"{ctx.controller} banishes a card from {opponent}'s hand.",
            f"{ctx.controller} bannit une carte de la main de {opponent}.",
        )
        key = game.decide(
            Decision("pick", ctx.controller, "427", prompt, options, objects=tuple(hand))
        )
        pid = key.split(":", 1)[1]
        ctx.moved_on_to(pid)
        return perform_effect(
            game, [ctx.event("banish", obj=pid)], ctx, lambda e: e.kind == "banish"
        )


class RevealUntil(Instruction):
    """Dazzling Aurora: `{reveal_until: unit, then_play: ignoring_cost}`: reveal cards from the top
    of your Main Deck one by one until one of that type shows; its owner plays it ignoring its
    cost (a pending chain item while this effect finishes resolving, 354.2-354.3; its optional
    costs and location are chosen as it finalizes, 355); the other revealed cards are recycled
    (416). With no such card, every revealed card is recycled."""

    __slots__ = ()
    op, main = "reveal_until", "string"
    optional = {"then_play": "string"}
    title = ("Reveal from the deck", "Révéler depuis le deck")
    says = (
        "reveal cards from the top of the deck until a {value} shows",
        "révéler les cartes du dessus du deck jusqu'à un(e) {value}",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        kind = str(self.value)
        if kind not in ("unit", "gear", "spell", "card"):
            raise IllegalAction(
                "—",
                f"reveal_until: {kind!r} is not unit, gear, spell or card.",
                f"reveal_until : {kind!r} n'est pas unit, gear, spell ni card.",
            )
        then = self.arg("then_play")
        if then not in (None, "ignoring_cost"):
            raise IllegalAction(
                "—",
                f"reveal_until: then_play {then!r} is not ignoring_cost.",
                f"reveal_until : then_play {then!r} n'est pas ignoring_cost.",
            )
        player = state.players[ctx.controller]
        shown: list[str] = []
        found = None
        for pid in list(player.deck):
            shown.append(pid)
            if kind == "card" or state.objects[pid].card.type == kind:
                found = pid
                break
        names = ", ".join(name(state, p) for p in shown) or "no card"
        game.step(
            "reveal",
            ("128",),
            t(
                f"{ctx.controller} reveals from the top of their deck until a {kind} shows: "
                f"{names}" + ("" if found else f" (no {kind})") + ".",
                f"{ctx.controller} révèle les cartes du dessus de son deck jusqu'à un(e) {kind} : "
                f"{names}" + ("" if found else f" (aucun(e) {kind})") + ".",
            ),
            shown,
        )
        revealed(game, ctx, shown)  # "as I'm revealed from your deck" (Undertitan)
        happened: list[Event] = []
        if found is not None and then is not None:
            ctx.moved_on_to(found)
            happened += perform_effect(
                game, [ctx.event("replay", obj=found)], ctx, lambda e: e.kind == "replay"
            )
        rest = [p for p in shown if p in player.deck and (p != found or then is None)]
        recycle_in_order(game, ctx.controller, rest)
        return happened


class LookAndTake(Instruction):
    """`{look_and_take: 3}` (Stacked Deck): look at the top N cards of your Main Deck, put one of
    them into your hand (`as: draw`: draw it, Called Shot) and recycle the rest (416; `rest:
    trash` puts them in the trash instead). `card: unit | gear | spell` and `min_energy` narrow
    what may be taken; `may: true` lets the player take none (Fate Weaver, Ornn: "you may reveal a
    gear among them and draw it"). The deck's named cards are the ones looked at."""

    __slots__ = ()
    op, main = "look_and_take", "int"
    optional = {
        "card": "string",
        "min_energy": "int",
        "may": "bool",
        "as": "string",
        "rest": "string",
    }
    title = ("Look and take", "Regarder et prendre")
    says = (
        "look at the top {value} cards of your deck and put one into your hand",
        "regarder les {value} premières cartes de son deck et en prendre une en main",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        kind = str(self.arg("card", "card"))
        how, rest_to = str(self.arg("as", "hand")), str(self.arg("rest", "recycle"))
        if kind not in ("unit", "gear", "spell", "card") or how not in ("hand", "draw"):
            raise IllegalAction(
                "—",
                f"look_and_take: card {kind!r} / as {how!r} is not supported.",
                f"look_and_take : card {kind!r} / as {how!r} n'est pas pris en charge.",
            )
        if rest_to not in ("recycle", "trash"):
            raise IllegalAction(
                "—",
                f"look_and_take: rest {rest_to!r} is not recycle or trash.",
                f"look_and_take : rest {rest_to!r} n'est ni recycle ni trash.",
            )
        least = int(self.arg("min_energy", 0))
        player = state.players[ctx.controller]
        seen = list(player.deck[: int(self.value)])
        shown = ", ".join(name(state, p) for p in seen) or "no named card"
        game.step(
            "look",
            ("359.3.e.13",),
            t(
                f"{ctx.controller} looks at the top {self.value} of their deck: {shown}.",
                f"{ctx.controller} regarde les {self.value} premières cartes de son deck : "
                f"{shown}.",
            ),
            seen,
        )
        fits = [
            p
            for p in seen
            if (kind == "card" or state.objects[p].card.type == kind)
            and (state.objects[p].card.printed_cost or (0, 0))[0] >= least
        ]
        options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in fits)
        if self.arg("may", False) or not fits:
            options = (*options, Option("pick:none", t("None", "Aucune")))
        chosen = "none"
        if fits:
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "359.3.e.13",
                    t(
                        f"{ctx.controller} chooses the card to put into their hand.",
                        f"{ctx.controller} choisit la carte à prendre en main.",
                    ),
                    options,
                    objects=tuple(fits),
                )
            )
            chosen = key.split(":", 1)[1]
        if chosen != "none":
            put(state, state.objects[chosen], "hand")
            verb = (
                ("draws", "pioche") if how == "draw" else ("puts into their hand", "prend en main")
            )
            game.step(
                "draw",
                ("413",) if how == "draw" else ("359.3.e.13",),
                t(
                    f"{ctx.controller} {verb[0]} {name(state, chosen)}.",
                    f"{ctx.controller} {verb[1]} {name(state, chosen)}.",
                ),
                [chosen],
            )
            ctx.moved_on_to(chosen)
        else:
            ctx.did = False
        rest = [p for p in seen if p in player.deck]
        if rest_to == "trash":
            for pid in rest:
                put(state, state.objects[pid], "trash")
            if rest:
                game.step(
                    "trash",
                    ("359.3.e.13",),
                    t(
                        f"The rest ({len(rest)}) go to the trash.",
                        f"Le reste ({len(rest)}) va à la défausse.",
                    ),
                    rest,
                )
            return []
        recycle_in_order(game, ctx.controller, rest)
        return []


class RevealTop(Instruction):
    """`{reveal_top: gear}` (Apprentice Smith): reveal the top card of your Main Deck (128); if it
    is of that type you draw it, else it is recycled (`otherwise: trash`: put into your trash;
    `otherwise: stay`: it stays on top).
    "If you do" / "if you don't" after it read whether it was drawn. `as: hand` puts it into your
    hand rather than drawing it (Ravenbloom Conservatory)."""

    __slots__ = ()
    op, main = "reveal_top", "name"
    optional = {"otherwise": "string", "as": "string"}
    title = ("Reveal the top card", "Révéler la carte du dessus")
    says = (
        "reveal the top card of your deck; draw it if it is a {value}",
        "révéler la carte du dessus de son deck ; la piocher si c'est un(e) {value}",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        kind, otherwise = str(self.value), str(self.arg("otherwise", "recycle"))
        how = str(self.arg("as", "draw"))
        if (
            kind not in ("unit", "gear", "spell")
            or otherwise not in ("recycle", "trash", "stay")
            or how not in ("draw", "hand")
        ):
            raise IllegalAction(
                "—",
                f"reveal_top: {kind!r} / otherwise {otherwise!r} / as {how!r} is not supported.",
                f"reveal_top : {kind!r} / otherwise {otherwise!r} / as {how!r} n'est pas pris en "
                "charge.",
            )
        player = state.players[ctx.controller]
        if not player.deck:
            game.step(
                "reveal",
                ("128",),
                t(
                    f"{ctx.controller} has no named card on top of their deck to reveal.",
                    f"{ctx.controller} n'a pas de carte nommée sur son deck à révéler.",
                ),
            )
            ctx.did = False
            return []
        top = player.deck[0]
        fits = state.objects[top].card.type == kind
        game.step(
            "reveal",
            ("128",),
            t(
                f"{ctx.controller} reveals the top card of their deck: {name(state, top)}"
                + (f", a {kind}." if fits else f", not a {kind}."),
                f"{ctx.controller} révèle la carte du dessus de son deck : {name(state, top)}"
                + (f", un(e) {kind}." if fits else f", pas un(e) {kind}."),
            ),
            [top],
        )
        revealed(game, ctx, [top])  # "as I'm revealed from your deck" (Undertitan)
        if fits:
            put(state, state.objects[top], "hand")
            game.step(
                "draw",
                ("413",) if how == "draw" else ("128",),
                t(
                    f"{ctx.controller} "
                    + ("draws" if how == "draw" else "puts into their hand")
                    + f" {name(state, top)}.",
                    f"{ctx.controller} "
                    + ("pioche" if how == "draw" else "prend en main")
                    + f" {name(state, top)}.",
                ),
                [top],
            )
            ctx.did = True
            return []
        ctx.did = False
        if otherwise == "stay":  # "draw it if it's a spell" (Diana, Lunari): else it stays there
            return []
        if otherwise == "trash":
            put(state, state.objects[top], "trash")
            game.step(
                "trash",
                ("128",),
                t(
                    f"{name(state, top)} goes to the trash.",
                    f"{name(state, top)} va à la défausse.",
                ),
                [top],
            )
        else:
            player.deck.remove(top)
            player.deck.append(top)
            game.step(
                "recycle",
                ("416",),
                t(
                    f"{name(state, top)} is recycled to the bottom of the deck.",
                    f"{name(state, top)} est recyclé sous le deck.",
                ),
                [top],
            )
        return []


class LookBanishPlay(Instruction):
    """`{look_banish_play: 5, card: unit, energy_less: 5}` (Reinforce): look at the top N cards of
    your Main Deck; you may banish one of that type (`unit`, `gear`, `unit_or_gear`) and play it,
    its cost reduced by that much Energy (paid as it finalizes, a pending item, 354.3); recycle
    the rest (416)."""

    __slots__ = ()
    op, main = "look_banish_play", "int"
    required = {"card": "string", "energy_less": "int"}
    title = ("Look, banish and play", "Regarder, bannir et jouer")
    says = (
        "look at the top {value} cards; you may banish one and play it for less",
        "regarder les {value} premières cartes ; vous pouvez en bannir une et la jouer pour moins",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        kind = str(self.arg("card"))
        kinds = {"unit": ("unit",), "gear": ("gear",), "unit_or_gear": ("unit", "gear")}
        if kind not in kinds:
            raise IllegalAction(
                "—",
                f"look_banish_play: card {kind!r} is not unit, gear or unit_or_gear.",
                f"look_banish_play : card {kind!r} n'est ni unit, ni gear, ni unit_or_gear.",
            )
        player = state.players[ctx.controller]
        seen = list(player.deck[: int(self.value)])
        shown = ", ".join(name(state, p) for p in seen) or "no named card"
        game.step(
            "look",
            ("359.3.e.13",),
            t(
                f"{ctx.controller} looks at the top {self.value} of their deck: {shown}.",
                f"{ctx.controller} regarde les {self.value} premières cartes de son deck : "
                f"{shown}.",
            ),
            seen,
        )
        fits = [p for p in seen if state.objects[p].card.type in kinds[kind]]
        happened: list[Event] = []
        if fits:
            prompt = t(
                f"{ctx.controller} may banish one and play it.",
                f"{ctx.controller} peut en bannir une et la jouer.",
            )
            chosen = may_pick(game, ctx.controller, "359.3.e.13", prompt, fits)
            if chosen is not None:
                happened += perform_effect(
                    game, [ctx.event("banish", obj=chosen)], ctx, lambda e: e.kind == "banish"
                )
                less = -int(self.arg("energy_less"))  # a negative amount: that much less
                happened += perform_effect(
                    game,
                    [ctx.event("replay", obj=chosen, amount=less)],
                    ctx,
                    lambda e: e.kind == "replay",
                )
        rest = [p for p in seen if p in player.deck]
        recycle_in_order(game, ctx.controller, rest)
        return happened


class RevealAndPlay(Instruction):
    """`{reveal_and_play: 2, energy_less: 2}` (Void Rush): reveal the top N cards of your Main Deck
    (128); you may play one of them, its cost reduced by that much Energy (a pending item, its
    targets and remaining cost handled as it finalizes, 355); you draw the others.
    Without `energy_less` the card is played paying its costs (356; with the economy on only a
    card its player can pay is offered). `rest: recycle` (Rek'Sai): the others are recycled to the
    bottom of the deck (416) instead of drawn. `here: true` ("if it is a unit, you may play it
    here"): the battlefield where the source is is one more place the unit may be played (355).
    `banish_first: true` ("you may banish one, then play it"): the chosen card is banished first and
    played from banishment."""

    __slots__ = ()
    op, main = "reveal_and_play", "int"
    optional = {"energy_less": "int", "rest": "string", "here": "bool", "banish_first": "bool"}
    title = ("Reveal and play", "Révéler et jouer")
    says = (
        "reveal the top {value} cards; you may play one and draw or recycle the others",
        "révéler les {value} premières cartes ; vous pouvez en jouer une et piocher ou recycler "
        "les autres",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        rest = str(self.arg("rest", "draw"))
        if rest not in ("draw", "recycle"):
            raise IllegalAction(
                "—",
                f"reveal_and_play: rest {rest!r} is not one of draw, recycle.",
                f"reveal_and_play : rest {rest!r} n'est pas l'un de draw, recycle.",
            )
        shown = list(player.deck[: int(self.value)])
        names = ", ".join(name(state, p) for p in shown) or "no named card"
        game.step(
            "reveal",
            ("128",),
            t(
                f"{ctx.controller} reveals the top {self.value} of their deck: {names}.",
                f"{ctx.controller} révèle les {self.value} premières cartes de son deck : {names}.",
            ),
            shown,
        )
        revealed(game, ctx, shown)  # "as I'm revealed from your deck" (Undertitan)
        if not shown:
            ctx.did = False
            return []
        paid = self.arg("energy_less") is None  # "play one of them" (paying its costs, 356)
        fits = shown
        if paid and state.economy:
            fits = [
                p
                for p in shown
                if can_pay(
                    state,
                    ctx.controller,
                    total_cost(game, state.objects[p], ctx.controller, base="printed")[0],
                )
            ]
        happened: list[Event] = []
        chosen = None
        if fits:
            prompt = t(
                f"{ctx.controller} may play one of the revealed cards.",
                f"{ctx.controller} peut jouer une des cartes révélées.",
            )
            chosen = may_pick(game, ctx.controller, "354.2", prompt, fits)
        if chosen is not None:
            # a negative amount: that much Energy less; 2: paying its costs (engine/model/events.py)
            less = 2 if paid else -int(self.arg("energy_less"))
            where = here(state, ctx)
            to = (
                f"also:{where}"
                if self.arg("here", False)
                and where in state.battlefields
                and state.objects[chosen].is_unit
                else None
            )
            if self.arg("banish_first", False):
                happened += perform_effect(
                    game, [ctx.event("banish", obj=chosen)], ctx, lambda e: e.kind == "banish"
                )
            happened += perform_effect(
                game,
                [ctx.event("replay", obj=chosen, amount=less, **({"to": to} if to else {}))],
                ctx,
                lambda e: e.kind == "replay",
            )
        left = [p for p in shown if p in player.deck]
        if rest == "recycle":
            recycle_in_order(game, ctx.controller, left, shown=True)
            return happened
        for pid in left:
            put(state, state.objects[pid], "hand")
            game.step(
                "draw",
                ("413",),
                t(
                    f"{ctx.controller} draws {name(state, pid)}.",
                    f"{ctx.controller} pioche {name(state, pid)}.",
                ),
                [pid],
            )
        return happened


class DrawPer(Instruction):
    """`{draw_per: battlefields_you_control, plus: 1}` ("draw 1, plus 1 for each battlefield you
    control", Right of Conquest): one draw of as many cards as the count reads as it resolves
    (engine/vocabulary/counts.py), plus `plus`; a step says what was counted. `other_than_here:
    true` leaves out the battlefield that is "here" (Seat of Power: "each other battlefield").
    The engine has no teams, so "you or your allies" is you."""

    __slots__ = ()
    op, main = "draw_per", "name"
    optional = {"plus": "int", "other_than_here": "bool"}
    title = ("Draw", "Pioche")
    says = ("draw 1 per {value}", "piocher 1 par {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        count = COUNTS.get(str(self.value))
        if count is None:
            raise IllegalAction(
                "—",
                f"draw_per: {self.value!r} is not one of {', '.join(COUNTS)}.",
                f"draw_per : {self.value!r} n'est pas l'un de {', '.join(COUNTS)}.",
            )
        source = state.objects.get(ctx.source or "")
        # a battlefield's own ability has no source object: its count reads the board only
        n = count.of(state, source, ctx.controller)  # type: ignore[arg-type]
        where = here(state, ctx)
        if self.arg("other_than_here", False) and where in state.battlefields:
            n -= state.battlefields[where].controller == ctx.controller
        total = n + int(self.arg("plus", 0))
        en, fr = count.words
        if self.arg("other_than_here", False):
            en, fr = f"{en} other than this one", f"{fr} autres que celui-ci"
        game.step(
            "condition",
            ("413",),
            t(
                f"{ctx.controller} counts {en}: {n}, so draws {total}.",
                f"{ctx.controller} compte {fr} : {n}, et pioche donc {total}.",
            ),
            [ctx.source] if ctx.source else [],
        )
        if not total:
            ctx.did = False
            return []
        return perform_effect(
            game,
            [ctx.event("draw", player=ctx.controller, amount=total)],
            ctx,
            lambda e: e.kind == "draw",
        )


class OwnerPutsInDeck(Instruction):
    """`{owner_puts_in_deck: $target}` (Keeper's Verdict: "its owner puts it on the top or bottom
    of their Main Deck"): the card's owner chooses, as it resolves (another player's choice,
    355.10; `{pick: [mode1]}` the top, `{pick: [mode2]}` the bottom), and the card goes there, a
    new object (124; a token ceases to exist, 186.1)."""

    __slots__ = ()
    op, main = "owner_puts_in_deck", "ref"
    title = ("Put into the deck", "Mise dans le deck")
    says = (
        "its owner puts {value} on the top or bottom of their Main Deck",
        "son propriétaire place {value} au-dessus ou au-dessous de son deck principal",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = [o for o in objects_for(game, str(self.value), ctx, self.label()) if o.on_board]
        if not found:
            ctx.did = False
            return []
        obj = found[0]
        owner, who = obj.owner, name(state, obj.pid)
        key = game.decide(
            Decision(
                "pick",
                owner,
                "355.10",
                t(
                    f"{owner} puts {who} on the top or the bottom of their Main Deck.",
                    f"{owner} place {who} au-dessus ou au-dessous de son deck principal.",
                ),
                (
                    Option("pick:mode1", t("On top", "Au-dessus")),
                    Option("pick:mode2", t("At the bottom", "Au-dessous")),
                ),
                objects=(obj.pid,),
            )
        )
        top = key == "pick:mode1"
        ctx.moved_on_to(obj.pid)
        put(state, obj, "deck")
        deck = state.players[owner].deck
        if not top and obj.pid in deck:
            deck.remove(obj.pid)
            deck.append(obj.pid)
        state.log.append(LogEvent("to_deck", obj.pid, at="top" if top else "bottom"))
        game.step(
            "to_deck",
            ("124",),
            t(
                f"{who} goes to the {'top' if top else 'bottom'} of {owner}'s Main Deck: a new "
                "object (124).",
                f"{who} va {'au-dessus' if top else 'au-dessous'} du deck principal de {owner} : "
                "un nouvel objet (124).",
            ),
            [obj.pid],
        )
        return []


class RevealTopDealPerKeyword(Instruction):
    """`{reveal_top_deal_per_keyword: 5, keyword: Hidden, to: $target}` (Teemo, Strategist):
    reveal the top N cards of your Main Deck (128), deal the target 1 damage for each card among
    them that has the keyword (one damage, 404), then recycle them all, in order (416)."""

    __slots__ = ()
    op, main = "reveal_top_deal_per_keyword", "int"
    required = {"keyword": "string", "to": "ref"}
    title = ("Reveal and deal", "Révéler et infliger")
    says = (
        "reveal the top {value} cards; deal 1 to {to} per [{keyword}] card among them",
        "révéler les {value} cartes du dessus ; infliger 1 à {to} par carte [{keyword}]",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        shown = list(player.deck[: int(self.value)])
        keyword = str(self.arg("keyword"))
        count = sum(1 for p in shown if state.objects[p].card.has_keyword(keyword))
        names = ", ".join(name(state, p) for p in shown) or "no named card"
        game.step(
            "reveal",
            ("128",),
            t(
                f"{ctx.controller} reveals the top {self.value} of their deck: {names} "
                f"({count} with [{keyword}]).",
                f"{ctx.controller} révèle les {self.value} premières cartes de son deck : "
                f"{names} ({count} avec [{keyword}]).",
            ),
            shown,
        )
        revealed(game, ctx, shown)  # "as I'm revealed from your deck" (Undertitan)
        happened: list[Event] = []
        targets = [
            o
            for o in objects_for(game, str(self.arg("to")), ctx, self.label())
            if o.on_board and o.is_unit
        ]
        if count and targets:
            happened += perform_effect(
                game,
                [ctx.event("damage", obj=o.pid, amount=count) for o in targets],
                ctx,
                lambda e: e.kind == "damage",
            )
        rest = [p for p in shown if p in player.deck]
        recycle_in_order(game, ctx.controller, rest, shown=True)
        return happened
