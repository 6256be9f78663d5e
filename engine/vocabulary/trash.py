"""Cards taken back from the trash: returned to their owners' hands, or recycled (409)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context

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
    optional = {"tags": "string", "whose": "string", "count": "count"}
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
            and o.card.type == self.value
            and (not tags or tags & set(o.card.tags))
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
    """`{recycle_from_trash: 4}` ("recycle at most 4 cards taken from trashes", 409): the
    controller picks up to that many named cards in any trash, one at a time (`none` stops); each
    goes to the bottom of its owner's Main Deck."""

    __slots__ = ()
    op, main = "recycle_from_trash", "int"
    title = ("Recycle from the trash", "Recycler depuis la défausse")
    says = (
        "recycle up to {value} cards from trashes",
        "recycler jusqu'à {value} cartes des défausses",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        recycled = 0
        for _ in range(int(self.value)):
            found = [o.pid for o in state.objects.values() if o.zone == "trash"]
            if not found:
                break
            options = (
                *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found),
                Option("pick:none", t("No more", "Plus aucune")),
            )
            prompt = t(
                f"{ctx.controller} may recycle a card from a trash.",
                f"{ctx.controller} peut recycler une carte d'une défausse.",
            )
            key = game.decide(
                Decision("pick", ctx.controller, "409", prompt, options, objects=tuple(found))
            )
            pid = key.split(":", 1)[1]
            if pid == "none":
                break
            obj = state.objects[pid]
            put(state, obj, "deck")
            deck = state.players[obj.owner].deck
            deck.remove(pid)
            deck.append(pid)  # recycled: to the bottom (409)
            recycled += 1
            game.step(
                "recycle",
                ("409",),
                t(
                    f"{name(state, pid)} is recycled to the bottom of {obj.owner}'s Main Deck.",
                    f"{name(state, pid)} est recyclée sous le Deck principal de {obj.owner}.",
                ),
                [pid],
            )
        ctx.did = recycled > 0
        return []


class PlayFromTrash(Instruction):
    """`{play_from_trash: unit, ignoring: energy}` (The Harrowing): its controller picks a card of
    that type in their own trash and plays it (a pending chain item that waits while this effect
    resolves, 354.3): `ignoring: energy` leaves its Power cost to pay (356.1.b.2), `ignoring: cost`
    waives both. `max_energy` / `max_power` narrow the printed cost it may have (Spectral Matron),
    `may: true` lets the player play none, `at: base` sends a unit to its base (Tail-Cloaked
    Matriarch). Only named cards can be picked."""

    __slots__ = ()
    op, main = "play_from_trash", "name"
    required = {"ignoring": "string"}
    optional = {"max_energy": "int", "max_power": "int", "may": "bool", "at": "string"}
    title = ("Play from the trash", "Jouer depuis la défausse")
    says = ("play a {value} from your trash", "jouer une carte {value} depuis sa défausse")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        ignoring, at = str(self.arg("ignoring")), str(self.arg("at", "choose"))
        if ignoring not in ("energy", "cost") or at not in ("choose", "base"):
            raise IllegalAction(
                "—",
                f"play_from_trash: ignoring {ignoring!r} / at {at!r} is not supported.",
                f"play_from_trash : ignoring {ignoring!r} / at {at!r} n'est pas pris en charge.",
            )
        most_e, most_p = self.arg("max_energy"), self.arg("max_power")
        found = []
        for o in state.objects.values():
            energy, power = o.card.printed_cost or (0, 0)
            if (
                o.zone == "trash"
                and o.owner == ctx.controller
                and o.card.type == self.value
                and (most_e is None or energy <= int(most_e))
                and (most_p is None or power <= int(most_p))
            ):
                found.append(o.pid)
        if not found:
            ctx.did = False
            return []
        options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found)
        if self.arg("may", False):
            options += (Option("pick:none", t("None", "Aucune")),)
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "354.2",
                t(
                    f"{ctx.controller} picks a {self.value} in their trash to play.",
                    f"{ctx.controller} choisit une carte {self.value} de sa défausse à jouer.",
                ),
                options,
                objects=tuple(found),
            )
        )
        pid = key.split(":", 1)[1]
        if pid == "none":
            ctx.did = False
            return []
        ctx.moved_on_to(pid)
        return perform_effect(
            game,
            [
                ctx.event(
                    "replay",
                    obj=pid,
                    to=at,
                    amount=1 if ignoring == "energy" else 0,
                )
            ],
            ctx,
            lambda e: e.kind == "replay",
        )
