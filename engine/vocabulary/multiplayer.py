"""Effects on every player (303.2.a): each player, in turn order from the turn player, does the same
thing with their own cards, and decides their own part of it.

`each_player_banishes_from_top: 5` (Promising Future): starting with the turn player, each player
looks at the top five cards of their Main Deck, banishes one of them (their own choice, made
knowing what the players before them banished: banished cards are public, 108.6.e) and recycles
the others. With `then_play: ignoring_energy` (or `ignoring_cost`), starting with the next player,
each player then plays the card they banished: it goes to the chain as a pending item and waits
while this effect finishes resolving (354.2-354.3), so every chosen card has started being played
before any of them finalizes; its targets, optional costs and location are chosen as it finalizes
(355). `ignoring_energy` leaves its Power cost to pay (356.1.b.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, may_pick, run

if TYPE_CHECKING:
    from engine.record.game import Game

THEN_PLAY = ("ignoring_energy", "ignoring_cost")


def recycle(game: Game, player: str, pids: list[str]) -> None:
    """Rule 416: the cards go to the bottom of their owner's Main Deck, in order."""
    deck = game.state.players[player].deck
    rest = [p for p in pids if p in deck]
    for pid in rest:
        deck.remove(pid)
        deck.append(pid)
    if rest:
        game.step(
            "recycle",
            ("416",),
            t(
                f"{player} recycles the rest ({len(rest)}) to the bottom of their deck.",
                f"{player} recycle le reste ({len(rest)}) sous son deck.",
            ),
        )


class EachPlayerBanishesFromTop(Instruction):
    """`{each_player_banishes_from_top: 5, then_play: ignoring_energy}` (Promising Future)."""

    __slots__ = ()
    op, main = "each_player_banishes_from_top", "int"
    optional = {"then_play": "string"}
    title = ("Every player banishes from their deck", "Chaque joueur bannit depuis son deck")
    says = (
        "each player looks at their top {value} cards and banishes one",
        "chaque joueur regarde ses {value} premières cartes et en bannit une",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        then = self.arg("then_play")
        if then is not None and then not in THEN_PLAY:
            raise IllegalAction(
                "—",
                f"each_player_banishes_from_top: then_play {then!r} is not one of "
                f"{', '.join(THEN_PLAY)}.",
                f"each_player_banishes_from_top : then_play {then!r} n'est pas l'un de "
                f"{', '.join(THEN_PLAY)}.",
            )
        order = state.players_from_turn_player()
        kept: dict[str, str] = {}
        happened: list[Event] = []
        for player in order:  # 303.2.a: starting with the turn player, in turn order
            seen = list(state.players[player].deck[: int(self.value)])
            shown = ", ".join(name(state, p) for p in seen) or "no card"
            game.step(
                "look",
                ("303.2.a",),
                t(
                    f"{player} looks at the top {len(seen)} of their deck: {shown}.",
                    f"{player} regarde les {len(seen)} premières cartes de son deck : {shown}.",
                ),
                seen,
            )
            if not seen:
                continue
            options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in seen)
            key = game.decide(
                Decision(
                    "pick",
                    player,
                    "303.2.a",
                    t(
                        f"{player} chooses the card to banish, knowing what was banished before "
                        "(banished cards are public, 108.6.e).",
                        f"{player} choisit la carte à bannir, en sachant ce qui a été banni "
                        "avant (les cartes bannies sont publiques, 108.6.e).",
                    ),
                    options,
                    objects=tuple(seen),
                )
            )
            pid = key.split(":", 1)[1]
            happened += perform_effect(
                game, [ctx.event("banish", obj=pid)], ctx, lambda e: e.kind == "banish"
            )
            if state.objects[pid].zone == "banishment":
                kept[player] = pid
            recycle(game, player, seen)
        if then is None:
            return happened
        # starting with the next player: the turn player's card goes on the chain last
        for player in order[1:] + order[:1]:
            chosen = kept.get(player)
            if chosen is None or state.objects[chosen].zone != "banishment":
                continue
            happened += perform_effect(
                game,
                [ctx.event("replay", obj=chosen, amount=1 if then == "ignoring_energy" else 0)],
                ctx,
                lambda e: e.kind == "replay",
            )
        return happened


class EachPlayer(Instruction):
    """`{each_player: [...]}` (Invert Timelines): the instructions run once for each player, in
    turn order from the turn player (303.2.a), each time as that player's ("you" is them)."""

    __slots__ = ()
    op, main = "each_player", "list"
    title = ("Each player", "Chaque joueur")
    says = (
        "each player, in turn order, does this",
        "chaque joueur, dans l'ordre du tour, fait ceci",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        happened: list[Event] = []
        for player in game.state.players_from_turn_player():
            happened += run(game, self.body, replace(ctx, controller=player, did=True))
        return happened


class OthersChooseUnitsToKill(Instruction):
    """`{others_choose_units_to_kill: 1}` (King's Edict): starting with the next player, each
    other player chooses a unit the effect's controller does not control and that no one has
    chosen for this effect yet (303.2.a); then those units are killed, all at once."""

    __slots__ = ()
    op, main = "others_choose_units_to_kill", "int"
    title = ("Each other player chooses a unit", "Chaque autre joueur choisit une unité")
    says = (
        "starting with the next player, each other player chooses a unit you don't control; "
        "they are killed",
        "à partir du joueur suivant, chaque autre joueur choisit une unité que vous ne contrôlez "
        "pas ; elles sont éliminées",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        order = state.players_from_turn_player()
        start = (order.index(ctx.controller) + 1) % len(order)
        chosen: list[str] = []
        for player in order[start:] + order[:start]:
            if player == ctx.controller:
                continue
            units = [
                o
                for o in state.objects.values()
                if o.is_unit
                and o.on_board
                and o.controller != ctx.controller
                and o.pid not in chosen
            ]
            if not units:
                continue
            options = tuple(
                Option(f"pick:{u.pid}", t(name(state, u.pid), name(state, u.pid))) for u in units
            )
            key = game.decide(
                Decision(
                    "pick",
                    player,
                    "303.2.a",
                    t(
                        f"{player} chooses a unit {ctx.controller} does not control.",
                        f"{player} choisit une unité que {ctx.controller} ne contrôle pas.",
                    ),
                    options,
                    objects=tuple(u.pid for u in units),
                )
            )
            chosen.append(key.split(":", 1)[1])
        return perform_effect(
            game,
            [ctx.event("die", obj=pid, active=True) for pid in chosen],
            ctx,
            lambda e: e.kind == "die",
        )


def choose_opponent(game: Game, ctx: Context) -> str:
    """ "Choose an opponent" (Sabotage, Mindsplitter, Call to Battle): with one opponent it is that
    player; with several, the effect's controller picks one, in turn order from the next player
    (a `pick` decision keyed by the player's id)."""
    state = game.state
    order = state.players_from_turn_player()
    start = (order.index(ctx.controller) + 1) % len(order)
    opponents = [p for p in order[start:] + order[:start] if p != ctx.controller]
    if len(opponents) == 1:
        return opponents[0]
    key = game.decide(
        Decision(
            "pick",
            ctx.controller,
            "355",
            t(f"{ctx.controller} chooses an opponent.", f"{ctx.controller} choisit un adversaire."),
            tuple(Option(f"pick:{p}", t(p, p)) for p in opponents),
        )
    )
    return key.split(":", 1)[1]


class OpponentsRevealTopYouPlayOne(Instruction):
    """`{opponents_reveal_top_you_play_one: ignoring_cost}` (Blind Fury): each opponent, from the
    next player, reveals the top card of their Main Deck (128); the effect's controller chooses
    one of them, banishes it and plays it themselves, ignoring its cost (a pending item, 354.3;
    they control it, its owner keeps owning it); the other revealed cards are recycled (416)."""

    __slots__ = ()
    op, main = "opponents_reveal_top_you_play_one", "name"
    title = ("Opponents reveal their top card", "Les adversaires révèlent leur carte du dessus")
    says = (
        "each opponent reveals their top card; you banish one and play it",
        "chaque adversaire révèle sa carte du dessus ; vous en bannissez une et la jouez",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        if self.value not in THEN_PLAY:
            raise IllegalAction(
                "—",
                f"opponents_reveal_top_you_play_one: {self.value!r} is not one of "
                f"{', '.join(THEN_PLAY)}.",
                f"opponents_reveal_top_you_play_one : {self.value!r} n'est pas l'un de "
                f"{', '.join(THEN_PLAY)}.",
            )
        order = state.players_from_turn_player()
        start = (order.index(ctx.controller) + 1) % len(order)
        shown: list[str] = []
        for player in order[start:] + order[:start]:
            if player == ctx.controller or not state.players[player].deck:
                continue
            top = state.players[player].deck[0]
            shown.append(top)
            game.step(
                "reveal",
                ("128",),
                t(
                    f"{player} reveals the top card of their deck: {name(state, top)}.",
                    f"{player} révèle la carte du dessus de son deck : {name(state, top)}.",
                ),
                [top],
            )
        if not shown:
            ctx.did = False
            return []
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "354.2",
                t(
                    f"{ctx.controller} chooses the revealed card to banish and play.",
                    f"{ctx.controller} choisit la carte révélée à bannir et à jouer.",
                ),
                tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in shown),
                objects=tuple(shown),
            )
        )
        chosen = key.split(":", 1)[1]
        happened = perform_effect(
            game, [ctx.event("banish", obj=chosen)], ctx, lambda e: e.kind == "banish"
        )
        if state.objects[chosen].zone == "banishment":
            happened += perform_effect(
                game,
                [
                    ctx.event(
                        "replay",
                        obj=chosen,
                        player=ctx.controller,
                        amount=1 if self.value == "ignoring_energy" else 0,
                    )
                ],
                ctx,
                lambda e: e.kind == "replay",
            )
        for pid in shown:
            if pid != chosen:
                recycle(game, state.objects[pid].owner, [pid])
        return happened


class EachPlayerMayReturnAUnit(Instruction):
    """`{each_player_may_return_a_unit: 1}` (Whirlwind): starting with the next player, each
    player in turn may return a unit on the board to its owner's hand (their own `pick`, or
    `none`); each return happens as that player makes it (303.2.a)."""

    __slots__ = ()
    op, main = "each_player_may_return_a_unit", "int"
    title = ("Each player may return a unit", "Chaque joueur peut renvoyer une unité")
    says = (
        "starting with the next player, each player may return a unit to its owner's hand",
        "à partir du joueur suivant, chaque joueur peut renvoyer une unité dans la main de son "
        "propriétaire",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        order = state.players_from_turn_player()
        start = (order.index(ctx.controller) + 1) % len(order)
        happened: list[Event] = []
        for player in order[start:] + order[:start]:
            units = [o.pid for o in state.objects.values() if o.is_unit and o.on_board]
            if not units:
                break
            prompt = t(
                f"{player} may return a unit to its owner's hand.",
                f"{player} peut renvoyer une unité dans la main de son propriétaire.",
            )
            chosen = may_pick(game, player, "303.2.a", prompt, units)
            if chosen is not None:
                happened += perform_effect(
                    game,
                    [ctx.event("return_to_hand", obj=chosen)],
                    ctx,
                    lambda e: e.kind == "return_to_hand",
                )
        return happened


class APlayerOfYourChoice(Instruction):
    """`{a_player_of_your_choice: [...]}` (Bewitching Spirit: "choose a player; they discard 1"):
    the effect's controller picks any player, themselves included (a `pick` keyed by the player's
    id, rule 355), and the instructions run as that player's."""

    __slots__ = ()
    op, main = "a_player_of_your_choice", "list"
    title = ("A player of your choice", "Un joueur de votre choix")
    says = ("a player of your choice does this", "un joueur de votre choix fait ceci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        order = game.state.players_from_turn_player()
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "355",
                t(f"{ctx.controller} chooses a player.", f"{ctx.controller} choisit un joueur."),
                tuple(Option(f"pick:{p}", t(p, p)) for p in order),
            )
        )
        player = key.split(":", 1)[1]
        return run(game, self.body, replace(ctx, controller=player, did=True))


class AnOpponentOfYourChoice(Instruction):
    """`{an_opponent_of_your_choice: [{create: Bird}]}` (Walking Roost: "an opponent of your
    choice plays a Bird token"): the effect's controller chooses an opponent (355; nobody is asked
    with one opponent) and the instructions run as that player's, so "you" is them."""

    __slots__ = ()
    op, main = "an_opponent_of_your_choice", "list"
    title = ("An opponent of your choice", "Un adversaire de votre choix")
    says = ("an opponent of your choice does this", "un adversaire de votre choix fait ceci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        player = choose_opponent(game, ctx)
        return run(game, self.body, replace(ctx, controller=player, did=True))


class EachOtherPlayerPicks(Instruction):
    """`{each_other_player_picks: [{draw: 1}, {channel: 1, exhausted: true}]}` (Party Favors:
    "each other player chooses Cards or Runes; for each player that chooses Cards, you and that
    player each draw 1; for Runes, you and that player each channel 1 rune exhausted"): starting
    with the next player, each other player picks one of the modes (303.2.a; `{pick: [mode1]}`),
    knowing the picks before theirs; then, per pick in that order, the mode runs for the effect's
    controller and then for that player ("you" is each of them in turn)."""

    __slots__ = ()
    op, main = "each_other_player_picks", "list"
    title = ("Each other player chooses", "Chaque autre joueur choisit")
    says = (
        "each other player chooses one; you and that player each do it",
        "chaque autre joueur en choisit un ; vous et ce joueur le faites chacun",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        order = state.players_from_turn_player()
        start = (order.index(ctx.controller) + 1) % len(order)
        others = [p for p in order[start:] + order[:start] if p != ctx.controller]
        happened: list[Event] = []
        for player in others:
            options = tuple(
                Option(f"pick:mode{i + 1}", mode.sentence(state))
                for i, mode in enumerate(self.body)
            )
            key = game.decide(
                Decision(
                    "pick",
                    player,
                    "303.2.a",
                    t(f"{player} chooses one.", f"{player} en choisit un."),
                    options,
                )
            )
            mode = self.body[int(key.removeprefix("pick:mode")) - 1]
            for who in (ctx.controller, player):
                happened += run(game, (mode,), replace(ctx, controller=who, did=True))
        return happened
