"""Words that send cards to their owner's other zones: banish (427), return to hand, discard,
counter (425), and replay (a card played again by its owner, ignoring its cost)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction, ReplacementSpec
from engine.model.events import Event
from engine.model.keywords import static_holds
from engine.model.state import ActiveReplacement, LogEvent, Obj, State
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.chain_targets import is_item_ref, item_of
from engine.rules.costs import can_pay, total_cost
from engine.rules.moment import perform
from engine.rules.reading import Context, objects_for, target_is_legal
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class _ToPile(ObjectWord):
    """One event of the word's kind for each named object, wherever it is."""

    __slots__ = ()
    main = "ref"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event(self.op, obj=o.pid) for o in targets]


class Banish(_ToPile):
    __slots__ = ()
    op = "banish"
    title = ("Banish", "Bannissement")
    says = ("banish {value}", "bannir {value}")


class ReturnToHand(_ToPile):
    __slots__ = ()
    op, main = "return_to_hand", "refs"  # a list is one moment (Downwell: all units, all gear)
    title = ("Return to hand", "Retour en main")
    says = (
        "return {value} to its owner's hand",
        "renvoyer {value} dans la main de son propriétaire",
    )


class Discard(_ToPile):
    """`{discard: $card}`, or `{discard: 2}`: discard that many cards from hand (as a cost, 357)."""

    __slots__ = ()
    op, main = "discard", "ref_or_count"
    title = ("Discard", "Défausse")
    says = ("discard {value}", "défausser {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        if not isinstance(self.value, int):
            return super().execute(game, ctx)
        count = self.value
        state = game.state
        player = state.players[ctx.controller]
        if player.hand_hidden + len(player.hand) < count:
            raise IllegalAction(
                "357",
                f"{ctx.controller} cannot discard {count}: not enough cards in hand.",
                f"{ctx.controller} ne peut pas défausser {count} : pas assez de cartes en main.",
            )
        # unnamed cards first, then named ones, oldest first
        hidden = min(count, player.hand_hidden)
        player.hand_hidden -= hidden
        if hidden:  # "if you've discarded a card this turn" (Raging Soul)
            key = f"discarded:{ctx.controller}"
            state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + hidden
        game.step(
            "discard",
            ("357",),
            t(f"{ctx.controller} discards {count}.", f"{ctx.controller} défausse {count}."),
        )
        named = [ctx.event("discard", obj=pid) for pid in player.hand[: count - hidden]]
        return perform(game, named) if named else []


class Counter(ObjectWord):
    """`{counter: $spell, to: banishment}`: it does nothing and leaves the chain (425)."""

    __slots__ = ()
    op, main, optional = "counter", "ref", {"to": "string"}
    title = ("Counter", "Contre")
    says = ("counter {value}", "contrer {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        """An ability chosen on the chain (rules/chain_targets.py) is countered here: it leaves
        the chain and does nothing (425); a spell goes through its card, below."""
        chosen = ctx.targets.get(str(self.value)[1:]) if str(self.value).startswith("$") else None
        if chosen is None or not is_item_ref(chosen[0]):
            return super().execute(game, ctx)
        state = game.state
        item = item_of(state, chosen[0])
        kind = ctx.target_kinds.get(str(self.value)[1:], "")
        if (
            item is None
            or (ctx.illegal is not None and str(self.value)[1:] in ctx.illegal)
            or not target_is_legal(state, chosen[0], 0, kind, ctx.controller)
        ):
            game.step(
                "skip",
                ("359.3.e.5",),
                t(
                    f"{self.label()['en']}: skipped, the ability it chose is no longer a legal "
                    "target.",
                    f"{self.label()['fr']} : ignorée, la compétence choisie n'est plus une cible "
                    "légale.",
                ),
            )
            ctx.did = False
            return []
        if _uncounterable(state, item.controller):
            game.step(
                "skip",
                ("002", "425"),
                t(
                    f"{item.label['en']} can't be countered: the counter does nothing to it.",
                    f"{item.label['fr']} ne peut pas être contrée : le contre ne lui fait rien.",
                ),
                [item.source] if item.source else [],
            )
            ctx.did = False
            return []
        state.chain.remove(item)
        state.log.append(LogEvent("counter", item.trigger or item.id, of=item.source))
        game.step(
            "counter",
            ("425", "425.1"),
            t(
                f"{item.label['en']} is countered: it leaves the chain and does nothing.",
                f"{item.label['fr']} est contrée : elle quitte la chaîne et ne fait rien.",
            ),
            [item.source] if item.source else [],
        )
        ctx.did = True
        return []

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        dest = {"hand": "hand", "trash": "trash", "banishment": "banishment"}.get(
            str(self.arg("to", "trash")), "trash"
        )
        countered = [o for o in targets if o.zone == "chain"]
        for o in [
            o
            for o in countered
            if o.card.static("cannot_be_countered") or _uncounterable(state, o.controller)
        ]:
            # "this can't be countered" (Decree of Rage): its own text beats the counter (002)
            countered.remove(o)
            game.step(
                "skip",
                ("002", "425"),
                t(
                    f"{name(state, o.pid)} can't be countered: the counter does nothing to it.",
                    f"{name(state, o.pid)} ne peut pas être contré : le contre ne lui fait rien.",
                ),
                [o.pid],
            )
        if dest == "hand":
            # "to its owner's hand rather than the trash" is a replacement of the countered
            # card's trip to the trash (370.1), beside any other replacement of that departure
            # (Flow's banishment, 829.1.b.1): its controller orders them (372)
            for o in countered:
                _rather_than_the_trash(game, ctx, o)
            dest = "trash"
        events = [ctx.event("leave_chain", obj=o.pid, to=dest) for o in countered]
        for event in events:
            state.log.append(
                LogEvent("counter", str(event.obj))
            )  # 425: countered, wherever it then goes
            game.step(
                "counter",
                ("425", "425.1.b"),
                t(
                    f"{name(state, event.obj)} is countered: it does nothing and is not considered "
                    "played.",
                    f"{name(state, event.obj)} est contré : il ne fait rien et n'est pas considéré "
                    "comme joué.",
                ),
                [str(event.obj)],
            )
        return events


class Replay(ObjectWord):
    """`{replay: it}`: its owner plays it, ignoring its cost; a pending chain item whose location
    its player chooses as it finalizes (354.2-354.3, 355). `at: base | same | any_battlefield`:
    where the card's text sends it (its base; back where it was; any battlefield). `cost: power`:
    only its Energy cost is ignored; its Power cost is paid as it finalizes."""

    __slots__ = ()
    op, main, optional = "replay", "ref", {"at": "string", "cost": "string"}
    title = ("Replay", "Rejouer")
    says = ("play {value} again, ignoring its cost", "rejouer {value} sans payer son coût")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        at = str(self.arg("at", "choose"))
        if at not in REPLAY_AT:
            raise IllegalAction(
                "—",
                f"replay: at {at!r} is not one of {', '.join(REPLAY_AT)}.",
                f"replay : at {at!r} n'est pas l'un de {', '.join(REPLAY_AT)}.",
            )
        cost = str(self.arg("cost", "ignored"))
        if cost not in ("ignored", "power", "paid"):
            raise IllegalAction(
                "—",
                f"replay: cost {cost!r} is not one of ignored, power, paid.",
                f"replay : cost {cost!r} n'est pas l'un de ignored, power, paid.",
            )
        # `cost: power`: "without paying its Energy cost (its Power cost is still paid)";
        # `cost: paid`: "paying its costs" (its whole total cost, 356)
        due = {"ignored": 0, "power": 1, "paid": 2}[cost]
        return [
            ctx.event("replay", obj=o.pid, to=at, amount=due)
            for o in targets
            if not o.on_board and (not due or _power_payable(game, o, due == 2))
        ]


def _power_payable(game: Game, obj: Obj, whole: bool = False) -> bool:
    """Its Power cost (or, `whole`, its whole cost) is still paid: one its owner cannot pay
    cannot be played (358)."""
    state = game.state
    due, _ = total_cost(game, obj, obj.owner, base="printed" if whole else "power_only")
    if can_pay(state, obj.owner, due):
        return True
    game.step(
        "skip",
        ("358",),
        t(
            f"{name(state, obj.pid)} is not played: {obj.owner} cannot pay its Power cost "
            f"({due.words()['en']}); the card stays where it is.",
            f"{name(state, obj.pid)} n'est pas joué : {obj.owner} ne peut pas payer son coût en "
            f"Puissance ({due.words()['fr']}) ; la carte reste là où elle est.",
        ),
        [obj.pid],
    )
    return False


REPLAY_AT = ("choose", "base", "same", "any_battlefield")


def _rather_than_the_trash(game: Game, ctx: Context, obj: Obj) -> None:
    """A one-use replacement on this card's departure from the chain: to its owner's hand rather
    than the trash (Abandon)."""
    state = game.state
    state.next_replacement_id += 1
    source = state.objects.get(ctx.source or "")
    state.replacements.append(
        ActiveReplacement(
            id=f"r{state.next_replacement_id - 1}",
            name=source.card.name if source else (ctx.cause or "Counter"),
            spec=ReplacementSpec(would="leave_chain", subject="$card", redirect="hand", uses=1),
            controller=ctx.controller,
            source=None,
            target=(obj.pid, obj.rules_id),
            uses_left=1,
            created=state.tick() - 1,
        )
    )


class BanishYourTrashUnits(Instruction):
    """`{banish_your_trash_units: true}` ("when played, banish every unit in your trash", Cursed
    Sarcophagus): every unit card in its controller's trash is banished, as one moment, linked to
    the source (395, 397): its other abilities may then play "the units this banished"
    (`replay_one_linked`, `replay: linked`)."""

    __slots__ = ()
    op, main = "banish_your_trash_units", "bool"
    title = ("Banish the units of your trash", "Bannir les unités de votre défausse")
    says = ("banish every unit in your trash", "bannir toutes les unités de votre défausse")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        source = state.objects.get(ctx.source or "")
        units = [p for p in state.players[ctx.controller].trash if state.objects[p].is_unit]
        if source is None or not units:
            ctx.did = False
            return []
        link = f"{source.pid}#{source.rules_id}"  # the key its activated abilities read (395)
        state.link_sources[link] = source.pid
        linked = replace(ctx, cause=link)
        events = [linked.event("banish", obj=p) for p in units]
        return perform(game, events)


class ReplayOneLinked(Instruction):
    """`{replay_one_linked: true, cost: paid}` ("play one of the units this banished, paying its
    costs", Cursed Sarcophagus): its controller picks one of the cards the source's linked
    abilities banished that are still in banishment (a `pick` decision, rule 355) and plays it,
    as `replay` does (`cost`: ignored, power or paid)."""

    __slots__ = ()
    op, main = "replay_one_linked", "bool"
    optional = {"cost": "string"}
    title = ("Play one of those banished", "Jouer une des cartes bannies")
    says = ("play one of the cards this banished", "jouer une des cartes bannies par ceci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = [o.pid for o in objects_for(game, "linked", ctx, self.label())]
        if not found:
            ctx.did = False
            return []
        pid = found[0]
        if len(found) > 1:
            options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found)
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "355",
                    t(
                        f"{ctx.controller} picks which card to play.",
                        f"{ctx.controller} choisit quelle carte jouer.",
                    ),
                    options,
                    objects=tuple(found),
                )
            )
            pid = key.split(":", 1)[1]
        replay = Instruction.make("replay", pid, cost=str(self.arg("cost", "ignored")))
        return replay.execute(game, ctx)


def _uncounterable(state: State, controller: str) -> bool:
    """'[Empowered] Your spells and abilities can't be countered' (Mel, Newly Awakened): a
    permanent of that player's on the board whose static holds now (441, 002)."""
    return any(
        o.on_board
        and o.controller == controller
        and static_holds(state, o, "your_spells_and_abilities_cant_be_countered")
        for o in state.objects.values()
    )
