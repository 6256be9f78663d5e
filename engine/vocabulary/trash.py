"""Cards taken back from the trash: returned to their owners' hands, or recycled (416)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction, ReplacementSpec
from engine.model.events import Event
from engine.model.state import ActiveReplacement, LogEvent
from engine.model.text import name, t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, may_pick
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.record.game import Game


class ReturnFromTrash(Instruction):
    """`{return_from_trash: unit}`: the controller picks a card of that type in their own trash
    and it goes back to their hand. `tags: "Bird, Cat, Dog, Poro"`: only a card with one of those
    tags; `whose: any`: from any player's trash (to its owner's hand); `count: 2`: up to that
    many, picked one at a time (each pick may be `none`). With none there, nothing happens.
    Only named cards can be picked (a scenario's unnamed cards are never in a trash)."""

    __slots__ = ()
    op, main = "return_from_trash", "name"
    # keyword: only a card with it (Guerilla Warfare: Hidden); a main value `card` takes any type
    optional = {"tags": "string", "whose": "string", "count": "count", "keyword": "string"}
    title = ("Back from the trash", "Retour depuis la défausse")
    says = (
        "put a {value} from a trash into its owner's hand",
        "remettre une carte {value} d'une défausse dans la main de son propriétaire",
    )

    def _candidates(self, game: Game, ctx: Context) -> list[str]:
        tags = {x.strip() for x in str(self.arg("tags", "")).split(",") if x.strip()}
        anyone = self.arg("whose") == "any"
        return [
            o.pid
            for o in game.state.objects.values()
            if o.zone == "trash"
            and (anyone or o.owner == ctx.controller)
            and (self.value == "card" or o.card.type == self.value)
            and (not tags or tags & set(o.card.tags))
            and (self.arg("keyword") is None or o.card.has_keyword(str(self.arg("keyword"))))
        ]

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        count = int(self.arg("count", 1))
        happened: list[Event] = []
        returned = 0
        for _ in range(count):
            found = self._candidates(game, ctx)
            if not found:
                break
            options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found)
            if count > 1:  # "up to N"
                options += (Option("pick:none", t("No more", "Plus aucune")),)
            prompt = t(
                f"{ctx.controller} picks a {self.value} in a trash to return to its owner's hand.",
                f"{ctx.controller} choisit une carte {self.value} dans une défausse à remettre "
                "dans la main de son propriétaire.",
            )
            key = game.decide(
                Decision("pick", ctx.controller, "359.3.e", prompt, options, objects=tuple(found))
            )
            pid = key.split(":", 1)[1]
            if pid == "none":
                break
            ctx.moved_on_to(pid)
            happened += perform_effect(
                game,
                [ctx.event("return_to_hand", obj=pid)],
                ctx,
                lambda e: e.kind == "return_to_hand",
            )
            returned += 1
        if not returned:
            game.step(
                "condition",
                ("359.3.e.12",),
                t(
                    f"No {self.value} returns from a trash.",
                    f"Aucune carte {self.value} ne revient d'une défausse.",
                ),
            )
            ctx.did = False
        return happened


class RecycleFromTrash(Instruction):
    """`{recycle_from_trash: 4}` ("recycle at most 4 cards taken from trashes", 416): the
    controller picks up to that many named cards in any trash, one at a time (`none` stops); each
    goes to the bottom of its owner's Main Deck."""

    __slots__ = ()
    op, main = "recycle_from_trash", "int"
    # whose: you (Dr. Mundo: "from your trash") | opponents (Disposal Order); exactly: true (no
    # "up to": the player recycles that many, or all there are, and cannot stop early)
    optional = {"whose": "string", "exactly": "bool"}
    title = ("Recycle from the trash", "Recycler depuis la défausse")
    says = (
        "recycle up to {value} cards from trashes",
        "recycler jusqu'à {value} cartes des défausses",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        recycled = 0
        for _ in range(int(self.value)):
            whose = self.arg("whose", None)
            found = [
                o.pid
                for o in state.objects.values()
                if o.zone == "trash"
                and (whose is None or (whose == "you") == (o.owner == ctx.controller))
            ]
            if not found:
                break
            exactly = bool(self.arg("exactly", False))
            options = (
                *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found),
                *(() if exactly else (Option("pick:none", t("No more", "Plus aucune")),)),
            )
            prompt = t(
                f"{ctx.controller} may recycle a card from a trash.",
                f"{ctx.controller} peut recycler une carte d'une défausse.",
            )
            key = game.decide(
                Decision("pick", ctx.controller, "416", prompt, options, objects=tuple(found))
            )
            pid = key.split(":", 1)[1]
            if pid == "none":
                break
            obj = state.objects[pid]
            put(state, obj, "deck")
            deck = state.players[obj.owner].deck
            deck.remove(pid)
            deck.append(pid)  # recycled: to the bottom (416)
            recycled += 1
            game.step(
                "recycle",
                ("416",),
                t(
                    f"{name(state, pid)} is recycled to the bottom of {obj.owner}'s Main Deck.",
                    f"{name(state, pid)} est recyclée sous le Deck principal de {obj.owner}.",
                ),
                [pid],
            )
        ctx.did = recycled > 0
        return []


class Recycle(Instruction):
    """`{recycle: it}` (416): the card, on the chain or in a trash, goes to the bottom of its
    owner's Main Deck. In a replacement's `instead`, `it` is the card the event was about."""

    __slots__ = ()
    op, main = "recycle", "ref"
    title = ("Recycle", "Recycler")
    says = ("recycle {value}", "recycler {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        ref = str(self.value[0] if isinstance(self.value, tuple) else self.value)
        # `self`: the card of the ability (Ekko, Recurrent's Deathknell: "recycle me", from the
        # trash its death put it in)
        pid = (
            ctx.it
            if ref == "it"
            else ctx.source
            if ref == "self"
            else (ctx.targets.get(ref[1:], ("", 0))[0])
        )
        obj = state.objects.get(pid or "")
        if obj is None or obj.zone not in ("chain", "trash"):
            ctx.did = False
            return []
        put(state, obj, "deck")
        deck = state.players[obj.owner].deck
        deck.remove(obj.pid)
        deck.append(obj.pid)  # to the bottom (416)
        state.log.append(LogEvent("recycle", obj.pid))
        game.step(
            "recycle",
            ("416",),
            t(
                f"{name(state, obj.pid)} is recycled to the bottom of {obj.owner}'s Main Deck.",
                f"{name(state, obj.pid)} est recyclée sous le Deck principal de {obj.owner}.",
            ),
            [obj.pid],
        )
        return []


class ThenRecycle(Instruction):
    """`{then_recycle: $spell}` after a `replay` of that card ("play it ...; then recycle it",
    Fizz, Trickster; Kai'Sa, Evolutionary): a delayed replacement (390.3.a) — when the card, now a
    new object on the chain, would leave the chain, it is recycled instead. Nothing if it was not
    played."""

    __slots__ = ()
    op, main = "then_recycle", "ref"
    title = ("Then recycle it", "Puis le recycler")
    says = (
        "recycle {value} when it leaves the chain",
        "recycler {value} quand il quitte la chaîne",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        ref = str(self.value[0] if isinstance(self.value, tuple) else self.value)
        pid = ctx.targets.get(ref[1:], ("", 0))[0] if ref.startswith("$") else ctx.it
        obj = state.objects.get(pid or "")
        if obj is None or obj.zone != "chain":
            ctx.did = False
            return []
        state.next_replacement_id += 1
        source = state.objects.get(ctx.source or "")
        state.replacements.append(
            ActiveReplacement(
                id=f"r{state.next_replacement_id - 1}",
                name=source.card.name if source is not None else "effect",
                spec=ReplacementSpec(
                    would="leave_chain",
                    subject="$card",
                    instead=(Instruction.make("recycle", "it"),),
                    uses=1,
                ),
                controller=ctx.controller,
                source=None,
                target=(obj.pid, obj.rules_id),
                uses_left=1,
                created=state.tick() - 1,
            )
        )
        game.step(
            "effect",
            ("390.3.a",),
            t(
                f"{name(state, obj.pid)}: when it would leave the chain, it is recycled instead.",
                f"{name(state, obj.pid)} : quand elle devrait quitter la chaîne, elle est "
                "recyclée à la place.",
            ),
            [obj.pid],
        )
        return []


class OpponentBurnsYouMayPlayAUnitFromTheirTrash(Instruction):
    """`{opponent_burns_you_may_play_a_unit_from_their_trash: 3}` (Kharox: "an opponent of your
    choice does [Burn 3]; you may then play a unit from their trash for free"): the controller
    chooses an opponent, the top N cards of that player's Main Deck go to their trash (440.1),
    then the controller may pick a unit card in that trash (any, the burned ones included) and
    play it ignoring its cost (a pending item, 354.2); it is theirs to control."""

    __slots__ = ()
    op, main = "opponent_burns_you_may_play_a_unit_from_their_trash", "int"
    title = ("Burn, then play from their trash", "Burn, puis jouer depuis sa défausse")
    says = (
        "an opponent you choose does [Burn {value}]; you may play a unit from their trash free",
        "un adversaire choisi fait [Burn {value}] ; vous pouvez jouer gratuitement une unité de "
        "sa défausse",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        them = choose_opponent(game, ctx)
        deck = state.players[them].deck
        top = deck[: max(int(self.value), 0)]
        happened = perform_effect(
            game,
            [ctx.event("mill", obj=pid, to="burn") for pid in top],
            ctx,
            lambda e: e.kind == "mill",
        )
        units = [p for p in state.players[them].trash if state.objects[p].is_unit]
        prompt = t(
            f"{ctx.controller} may play a unit from {them}'s trash for free.",
            f"{ctx.controller} peut jouer gratuitement une unité de la défausse de {them}.",
        )
        chosen = may_pick(game, ctx.controller, "354", prompt, units) if units else None
        if chosen is not None:
            happened += perform_effect(
                game,
                [ctx.event("replay", obj=chosen, amount=0, player=ctx.controller)],
                ctx,
                lambda e: e.kind == "replay",
            )
        return happened
