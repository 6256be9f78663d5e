"""Hand reveal (Sabotage, Mindsplitter): an opponent reveals their hand and the effect's controller
picks a card from it, which is discarded or recycled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import LogEvent
from engine.model.text import name, place, t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.record.game import Game


def reveal_hand(game: Game, player: str) -> list[str]:
    """`player` reveals their hand (128): a step naming its cards; the named cards, in order."""
    state = game.state
    hand = list(state.players[player].hand)
    shown = ", ".join(name(state, p) for p in hand)
    game.step(
        "reveal",
        ("128",),
        t(
            f"{player} reveals their hand: {shown or 'no named card'}.",
            f"{player} révèle sa main : {shown or 'aucune carte nommée'}.",
        ),
        hand,
    )
    return hand


class RevealHand(Instruction):
    """`{reveal_hand: discard}` or `{reveal_hand: recycle, not_type: unit}`: the opponent (in a
    two-player game, the only one) reveals their hand; the controller picks a card there (not of
    `not_type`), which its owner discards, or which is recycled to the bottom of its owner's Main
    Deck (416). Only named cards can be picked: a scenario's unnamed cards cannot be told apart."""

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
        hand = reveal_hand(game, opponent)
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
        deck.append(pid)  # recycled: to the bottom (416)
        game.step(
            "recycle",
            ("416",),
            t(
                f"{name(state, pid)} is recycled to the bottom of {obj.owner}'s Main Deck.",
                f"{name(state, pid)} est recyclée sous le Deck principal de {obj.owner}.",
            ),
            [pid],
        )
        return []


class OpponentPlaysFromHand(Instruction):
    """`{opponent_plays_from_hand: unit}` (Bone Skewer): an opponent reveals their hand; the
    controller may pick a card of that type there, which that opponent then plays to the
    battlefield the spell chose as it was played (the play step's `at:`; asked now if it has
    none), ignoring its cost. Picking from a hand is not targeting (355.10.a): nothing there can
    be a target, so "can't be chosen" abilities, inactive in a hand anyway, do not stop it. The
    play is an ordinary one (419.3): a pending chain item, finalized as this effect ends; never a
    hide instead. 'It' then names the card, for a following `when_you_do` ("when they do, stun
    it")."""

    __slots__ = ()
    op, main = "opponent_plays_from_hand", "name"
    title = ("An opponent plays a card from their hand", "Un adversaire joue une carte de sa main")
    says = (
        "an opponent reveals their hand; they play a {value} of your choice from it, ignoring "
        "its cost",
        "un adversaire révèle sa main ; il y joue un(e) {value} de votre choix, sans payer "
        "son coût",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        at = _chosen_battlefield(game, ctx)
        opponents = [p for p in state.turn_order if p != ctx.controller]
        opponent = opponents[0]
        if len(opponents) > 1:
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "355",
                    t(
                        f"{ctx.controller} chooses an opponent.",
                        f"{ctx.controller} choisit un adversaire.",
                    ),
                    tuple(Option(f"pick:{p}", t(p, p)) for p in opponents),
                )
            )
            opponent = key.split(":", 1)[1]
        hand = reveal_hand(game, opponent)
        allowed = [p for p in hand if state.objects[p].card.type == self.value]
        ctx.did = False
        if not allowed or at is None:
            return []
        options = (
            Option("pick:none", t("none", "aucune")),
            *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in allowed),
        )
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "355.10.a",
                t(
                    f"{ctx.controller} may pick a {self.value} in {opponent}'s hand (not a "
                    "target: cards in a hand never are).",
                    f"{ctx.controller} peut choisir une carte ({self.value}) dans la main de "
                    f"{opponent} (pas une cible : les cartes en main ne le sont jamais).",
                ),
                options,
                objects=tuple(allowed),
            )
        )
        pid = key.split(":", 1)[1]
        if pid == "none":
            return []
        ctx.moved_on_to(pid)
        done = perform_effect(
            game, [ctx.event("replay", obj=pid, to=at)], ctx, lambda e: e.kind == "replay"
        )
        ctx.did = state.objects[pid].zone == "chain" or state.objects[pid].on_board
        return done


def _chosen_battlefield(game: Game, ctx: Context) -> str | None:
    """The battlefield the resolving spell chose as it was played (its `at:`), else chosen now."""
    state = game.state
    item = next((i for i in state.chain if i.id == state.resolving), None)
    noted = (item.snapshot or {}).get("at") if item is not None else None
    if noted in state.battlefields:
        return str(noted)
    places = list(state.battlefields)
    if not places:
        return None
    if len(places) == 1:
        return places[0]
    key = game.decide(
        Decision(
            "pick",
            ctx.controller,
            "355",
            t(
                f"{ctx.controller} chooses a battlefield.",
                f"{ctx.controller} choisit un champ de bataille.",
            ),
            tuple(Option(f"pick:{p}", t(place(state, p), place(state, p))) for p in places),
        )
    )
    return key.split(":", 1)[1]


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


def _pick_in_hand(game: Game, ctx: Context, pids: list[str], prompt: dict[str, str]) -> str:
    """The controller picks one of their own cards in hand (not a target, 355.10.a)."""
    state = game.state
    key = game.decide(
        Decision(
            "pick",
            ctx.controller,
            "355.10.a",
            prompt,
            tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in pids),
            objects=tuple(pids),
        )
    )
    return key.split(":", 1)[1]


class PlayFromYourHand(Instruction):
    """`{play_from_your_hand: unit}` (Rift Herald's Deathknell: "play a unit from your hand into
    your base without paying its Energy cost"): its controller picks a card of that type in their
    hand (not a target, 355.10.a) and plays it into their base, its Energy cost ignored and its
    Power cost still paid (356.1.b.2): a pending chain item, finalized as this effect ends (354.3).
    With none in hand (a scenario's unnamed cards are not there to pick), nothing happens."""

    __slots__ = ()
    op, main = "play_from_your_hand", "name"
    # `keyword: Hidden` (a card with it; `card` for any type), `at: here` (the source's
    # battlefield, Ava Achiever), `ignoring: cost` (its whole cost, not only its Energy),
    # `max_energy: N` ("with Energy cost no more than N", Rell, Magnetic)
    optional = {"keyword": "string", "at": "string", "ignoring": "string", "max_energy": "int"}
    title = ("Play from your hand", "Jouer depuis votre main")
    says = (
        "play a {value} from your hand into your base, ignoring its Energy cost",
        "jouer un(e) {value} de votre main dans votre base, sans payer son coût en énergie",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        keyword = self.arg("keyword")
        cards = [
            p
            for p in state.players[ctx.controller].hand
            if self.value in ("card", state.objects[p].card.type)
            and (keyword is None or state.objects[p].card.has_keyword(str(keyword)))
            and (
                self.arg("max_energy") is None
                or (state.objects[p].card.printed_cost or (0, 0))[0] <= int(self.arg("max_energy"))
            )
        ]
        source = state.objects.get(ctx.source or "")
        to = "base"
        if self.arg("at") == "here":
            to = str(state.location(source)) if source is not None and source.on_board else ""
            if to not in state.battlefields:
                cards = []  # "play here": no battlefield to play it at (055)
        ctx.did = False
        if not cards:
            game.step(
                "skip",
                ("055",),
                t(
                    f"{ctx.controller} has no {self.value} in hand to play: nothing happens.",
                    f"{ctx.controller} n'a aucune carte ({self.value}) en main à jouer : rien ne "
                    "se passe.",
                ),
            )
            return []
        pid = _pick_in_hand(
            game,
            ctx,
            cards,
            t(
                f"{ctx.controller} picks a {self.value} in their hand to play "
                + ("into their base." if to == "base" else f"at {place(state, to)}."),
                f"{ctx.controller} choisit une carte ({self.value}) de sa main à jouer "
                + ("dans sa base." if to == "base" else f"à {place(state, to)}."),
            ),
        )
        ctx.moved_on_to(pid)
        done = perform_effect(
            game,
            [
                ctx.event(
                    "replay", obj=pid, to=to, amount=0 if self.arg("ignoring") == "cost" else 1
                )
            ],
            ctx,
            lambda e: e.kind == "replay",
        )
        ctx.did = state.objects[pid].zone == "chain" or state.objects[pid].on_board
        return done


class PutFromHandOnDeck(Instruction):
    """`{put_from_hand_on_deck: top_or_bottom}` (Altar of Memories: "put a card from your hand on
    top or bottom of your Main Deck"): its controller picks a card in their hand (not a target,
    355.10.a), then where it goes (an `accept`: yes on top, no at the bottom); it is not a
    recycle."""

    __slots__ = ()
    op, main = "put_from_hand_on_deck", "name"
    title = ("Put a card on the deck", "Placer une carte sur le deck")
    says = (
        "put a card from your hand on the top or bottom of your Main Deck",
        "placer une carte de votre main au-dessus ou en dessous de votre deck",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        ctx.did = False
        if not player.hand:
            return []
        pid = _pick_in_hand(
            game,
            ctx,
            list(player.hand),
            t(
                f"{ctx.controller} picks a card in their hand to put on their Main Deck.",
                f"{ctx.controller} choisit une carte de sa main à placer sur son deck.",
            ),
        )
        key = game.decide(  # accept:yes puts it on top, accept:no at the bottom
            Decision(
                "accept",
                ctx.controller,
                "355",
                t(
                    f"{ctx.controller} puts {name(state, pid)} on the top or the bottom of their "
                    "Main Deck: on top?",
                    f"{ctx.controller} place {name(state, pid)} au-dessus ou en dessous de son "
                    "deck : au-dessus ?",
                ),
                (
                    Option("accept:yes", t("On top", "Au-dessus")),
                    Option("accept:no", t("At the bottom", "En dessous")),
                ),
                objects=(pid,),
            )
        )
        put(state, state.objects[pid], "deck")  # on top
        if key == "accept:no":
            player.deck.remove(pid)
            player.deck.append(pid)
        ctx.did = True
        where_en, where_fr = (
            ("top", "au-dessus") if key == "accept:yes" else ("bottom", "en dessous")
        )
        game.step(
            "to_deck",
            ("124",),
            t(
                f"{name(state, pid)} goes from {ctx.controller}'s hand to the {where_en} of their "
                "Main Deck.",
                f"{name(state, pid)} passe de la main de {ctx.controller} {where_fr} de son deck.",
            ),
            [pid],
        )
        return []


class RevealHandMaySpendXp(Instruction):
    """`{reveal_hand_may_spend_xp: 2}` (Insightful Investigator): an opponent of the controller's
    choice reveals their hand (128); having seen it, the controller may spend that much XP (730.2,
    an `accept` decision, not offered with less XP) to pick a card there, which its owner discards
    (a `pick` under 355.10: chosen, not targeted) and then draws 1."""

    __slots__ = ()
    op, main = "reveal_hand_may_spend_xp", "int"
    title = (
        "Reveal a hand, then maybe spend XP",
        "Révéler une main, puis peut-être dépenser de l'XP",
    )
    says = (
        "an opponent of your choice reveals their hand; you may spend {value} XP to pick a card "
        "they discard, then they draw 1",
        "un adversaire de votre choix révèle sa main ; vous pouvez dépenser {value} XP pour y "
        "choisir une carte qu'il défausse, puis il pioche 1",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        opponent = choose_opponent(game, ctx)
        hand = reveal_hand(game, opponent)
        me = ctx.controller
        cost = int(self.value)
        ctx.did = False
        if not hand or state.players[me].xp < cost:
            return []
        accept = game.decide(
            Decision(
                "accept",
                me,
                "730.2",
                t(
                    f"{me} may spend {cost} XP to pick a card in {opponent}'s hand.",
                    f"{me} peut dépenser {cost} XP pour choisir une carte dans la main de "
                    f"{opponent}.",
                ),
                (
                    Option("accept:yes", t("Spend", "Dépenser")),
                    Option("accept:no", t("Do not spend", "Ne pas dépenser")),
                ),
            )
        )
        if accept != "accept:yes":
            return []
        player = state.players[me]
        player.xp -= cost
        state.log.append(LogEvent("spend_xp", me, amount=cost))
        game.step(
            "xp",
            ("730.2",),
            t(
                f"{me} spends {cost} XP: {player.xp} XP left.",
                f"{me} dépense {cost} XP : il reste {player.xp} XP.",
            ),
        )
        options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in hand)
        key = game.decide(
            Decision(
                "pick",
                me,
                "355.10",
                t(
                    f"{me} picks a card in {opponent}'s hand.",
                    f"{me} choisit une carte dans la main de {opponent}.",
                ),
                options,
                objects=tuple(hand),
            )
        )
        pid = key.split(":", 1)[1]
        ctx.did = True
        events = perform_effect(
            game, [ctx.event("discard", obj=pid)], ctx, lambda e: e.kind == "discard"
        )
        events += perform_effect(
            game,
            [ctx.event("draw", player=opponent, amount=1)],
            ctx,
            lambda e: e.kind == "draw",
        )
        return events


class RevealHandAndFacedown(Instruction):
    """`{reveal_hand_and_facedown: this_turn}` (Scuttle Crab): an opponent of the controller's
    choice reveals their hand (128), and the controller may look at that opponent's facedown
    cards this turn (811: hidden from the other players otherwise). The engine keeps no record of
    what each player knows, so the look is a step naming the cards facedown now."""

    __slots__ = ()
    op, main = "reveal_hand_and_facedown", "name"
    title = ("Reveal a hand and facedown cards", "Révéler une main et des cartes face cachée")
    says = (
        "an opponent of your choice reveals their hand; you may look at their facedown cards "
        "this turn",
        "un adversaire de votre choix révèle sa main ; vous pouvez regarder ses cartes face "
        "cachée ce tour-ci",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        opponent = choose_opponent(game, ctx)
        reveal_hand(game, opponent)
        hidden = [
            o.pid
            for o in state.objects.values()
            if o.zone.startswith("facedown:") and o.controller == opponent
        ]
        seen = ", ".join(
            f"{name(state, p)} ({place(state, state.objects[p].zone.split(':', 1)[1])})"
            for p in hidden
        )
        game.step(
            "reveal",
            ("811",),
            t(
                f"{ctx.controller} may look at {opponent}'s facedown cards this turn: "
                f"{seen or 'none now'}.",
                f"{ctx.controller} peut regarder les cartes face cachée de {opponent} ce "
                f"tour-ci : {seen or 'aucune pour l’instant'}.",
            ),
            hidden,
        )
        ctx.did = True
        return []
