"""Cost words (rules/costs.py): `{pay: {energy: 1, power: {Fury: 1}}}` pays Energy and Power — as
an activated ability's cost (checked before it is used, 358), or inside an effect, where "you may
pay X. If you do ..." (`may: true`, then `if_you_do`) is an instruction, not a cost (205)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.errors import IllegalAction
from engine.model.card import CONDITIONS, Instruction
from engine.model.costs import Cost
from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.state import Obj, State
from engine.model.text import name, t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.costs import can_pay, pay
from engine.rules.moment import perform_effect
from engine.rules.occasions import buff_spent
from engine.rules.reading import Context, here, meets, objects_named, run

if TYPE_CHECKING:
    from engine.record.game import Game


class Pay(Instruction):
    __slots__ = ()
    op, main = "pay", "cost"
    optional = {"may": "bool"}
    title = ("Pay", "Payer")
    says = ("pay {value}", "payer {value}")

    @property
    def cost(self) -> Cost:
        return self.value if isinstance(self.value, Cost) else Cost()

    def price(self) -> Cost | None:
        return self.cost

    def sentence(self, state: State) -> dict[str, str]:
        words = self.cost.words()
        return t(f"pay {words['en']}", f"payer {words['fr']}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        by = ctx.controller
        words = self.cost.words()
        source = state.objects.get(ctx.source or "")
        what = source.card.name if source is not None else t("an effect", "un effet")
        if not state.economy:
            ctx.did = True
            game.step(
                "pay",
                ("205",),
                t(
                    f"{by} pays {words['en']}: treated as paid (this scenario gives no runes).",
                    f"{by} paie {words['fr']} : considéré comme payé (ce scénario ne donne pas "
                    "de runes).",
                ),
            )
            return []
        if self.arg("may", False):
            if not can_pay(state, by, self.cost):
                ctx.did = False
                game.step(
                    "pay",
                    ("205",),
                    t(
                        f"{by} cannot pay {words['en']}, so does not.",
                        f"{by} ne peut pas payer {words['fr']}, et ne le fait donc pas.",
                    ),
                )
                return []
            decision = Decision(
                "accept",
                by,
                "205",
                t(f"{by} may pay {words['en']}.", f"{by} peut payer {words['fr']}."),
                (
                    Option("accept:yes", t("Pay", "Payer")),
                    Option("accept:no", t("Do not pay", "Ne pas payer")),
                ),
            )
            if game.decide(decision) != "accept:yes":
                ctx.did = False
                return []
        ctx.did = pay(
            game, by, self.cost, what, "205" if self.arg("may", False) else "357", ctx.source
        )
        if not ctx.did:
            game.step(
                "pay",
                ("357",),
                t(
                    f"{by} cannot pay {words['en']}.",
                    f"{by} ne peut pas payer {words['fr']}.",
                ),
            )
        return []


class NextCardCostsLess(Instruction):
    """`{next_card_costs_less: {energy: 2, power: {any: 2}}, cards: spells}`: a one-use discount
    (356.4, 390.4) for its controller's next card (or spell, or unit) played this turn. It is spent
    as that card's total cost is determined, whatever then happens to the card (even countered);
    unspent, it ends with the turn."""

    __slots__ = ()
    op, main = "next_card_costs_less", "cost"
    optional = {"cards": "string"}
    title = ("Next card costs less", "Carte suivante moins chère")
    says = ("your next card costs {value} less", "votre prochaine carte coûte {value} de moins")

    @property
    def cost(self) -> Cost:
        return self.value if isinstance(self.value, Cost) else Cost()

    def sentence(self, state: State) -> dict[str, str]:
        words = self.cost.words()
        return t(
            f"your next card this turn costs {words['en']} less",
            f"votre prochaine carte ce tour-ci coûte {words['fr']} de moins",
        )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        cards = str(self.arg("cards", "cards"))
        source = state.objects.get(ctx.source or "")
        what = source.card.name if source is not None else "an effect"
        state.one_use_discounts.append((ctx.controller, self.cost, cards, ctx.source or "", what))
        words = self.cost.words()
        kind = {
            "cards": ("card", "La prochaine carte"),
            "spells": ("spell", "Le prochain sort"),
            "units": ("unit", "La prochaine unité"),
        }
        en, fr = kind.get(cards, (cards, cards))
        game.step(
            "effect",
            ("356.4", "390.4"),
            t(
                f"{ctx.controller}'s next {en} this turn will cost {words['en']} less.",
                f"{fr} de {ctx.controller} ce tour-ci coûtera {words['fr']} de moins.",
            ),
        )
        return []


class Costs(Instruction):
    """`{costs: [{pay: {energy: 1}}, {return_chosen: friendly unit here}]}`: "[pay X and do Y]
    to [do Z]" — several actions that together are a triggered ability's cost, as the first
    instruction of its effect (after its "you may"). All are paid as the ability finalizes, before
    anyone may react (383.3.b, 383.3.b.1); when any part cannot be paid, none is and the ability
    is removed (404.2). Elsewhere its parts simply run in order."""

    __slots__ = ()
    op, main = "costs", "list"
    title = ("Costs", "Coûts")
    says = ("pay these costs", "payer ces coûts")

    def price(self) -> Cost | None:
        total = Cost()
        for part in self.body:
            total = total.plus(part.price() or Cost())
        return total

    def payable(self, game: Game, ctx: Context) -> bool:
        """Can every part other than Energy and Power be done now?"""
        return all(part.possible(game, ctx) for part in self.body if isinstance(part, ReturnChosen))

    def actions(self) -> tuple[Instruction, ...]:
        """The parts that are not Energy or Power."""
        return tuple(part for part in self.body if part.price() is None)

    def sentence(self, state: State) -> dict[str, str]:
        parts = [part.sentence(state) for part in self.body]
        return t(" and ".join(p["en"] for p in parts), " et ".join(p["fr"] for p in parts))

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        run(game, self.body, ctx)
        return []


class ReturnChosen(Instruction):
    """`{return_chosen: friendly unit here}`: its controller picks one object of that kind (a
    target kind's words, read for them and the source's location) and returns it to its owner's
    hand. The pick is not a target (355.10.c.1: what pays a cost is not targeted): nothing that
    reacts to being chosen sees it. Several: a `target` decision, rule 357."""

    __slots__ = ()
    op, main = "return_chosen", "string"
    title = ("Return a chosen object", "Renvoyer un objet choisi")
    says = ("return a {value} to its owner's hand", "renvoyer un(e) {value} dans la main")

    def candidates(self, game: Game, ctx: Context) -> list[str]:
        state = game.state
        at = here(state, ctx) or (ctx.source if ctx.source in state.battlefields else None)
        return [
            o.pid
            for o in state.objects.values()
            if o.on_board and meets(state, o, str(self.value), ctx.controller, at)
        ]

    def possible(self, game: Game, ctx: Context) -> bool:
        return bool(self.candidates(game, ctx))

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = self.candidates(game, ctx)
        if not found:
            ctx.did = False
            return []
        pid = found[0]
        if len(found) > 1:
            decision = Decision(
                "target",
                ctx.controller,
                "357",
                t(
                    f"{ctx.controller} chooses which {self.value} to return.",
                    f"{ctx.controller} choisit quel(le) {self.value} renvoyer.",
                ),
                tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found),
                objects=tuple(found),
            )
            pid = game.decide(decision).split(":", 1)[1]
        ctx.moved_on_to(pid)
        return perform_effect(
            game,
            [ctx.event("return_to_hand", obj=pid)],
            ctx,
            lambda e: e.kind == "return_to_hand",
        )


class CounterUnlessPays(Instruction):
    """`{counter_unless_pays: {energy: 2}, of: $target}` (Hard Bargain): the spell's controller may
    pay that amount as this resolves; if they do not (or cannot), the spell is countered. The
    payment is part of this effect, not a cost of playing their spell (158.1): Energy kept for
    playing spells cannot pay it, and no Add ability is used for it."""

    __slots__ = ()
    op, main = "counter_unless_pays", "cost"
    required = {"of": "ref"}
    title = ("Counter unless paid", "Contrer sauf paiement")
    says = (
        "counter it unless its controller pays {value}",
        "le contrer sauf si son contrôleur paie {value}",
    )

    @property
    def cost(self) -> Cost:
        return self.value if isinstance(self.value, Cost) else Cost()

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        words = self.cost.words()
        spells = objects_named(game, (str(self.arg("of")),), ctx, self.label())
        spells = [o for o in spells if o.zone == "chain"]
        if not spells:
            ctx.did = False
            return []
        spell = spells[0]
        who = spell.controller
        paid = False
        if can_pay(state, who, self.cost):
            decision = Decision(
                "accept",
                who,
                "158.1",
                t(
                    f"{who} may pay {words['en']} so that {name(state, spell.pid)} is not "
                    "countered.",
                    f"{who} peut payer {words['fr']} pour que {name(state, spell.pid)} ne soit "
                    "pas contré.",
                ),
                (
                    Option("accept:yes", t("Pay", "Payer")),
                    Option("accept:no", t("Do not pay", "Ne pas payer")),
                ),
            )
            if game.decide(decision) == "accept:yes":
                paid = pay(game, who, self.cost, name(state, spell.pid), "158.1", ctx.source)
                if not state.economy:
                    game.step(
                        "pay",
                        ("158.1",),
                        t(
                            f"{who} pays {words['en']}: treated as paid (this scenario gives no "
                            "runes).",
                            f"{who} paie {words['fr']} : considéré comme payé (ce scénario ne "
                            "donne pas de runes).",
                        ),
                    )
        else:
            game.step(
                "pay",
                ("158.1",),
                t(
                    f"{who} cannot pay {words['en']} (Energy kept for playing spells does not "
                    "count): the spell is countered.",
                    f"{who} ne peut pas payer {words['fr']} (l'énergie réservée aux sorts ne "
                    "compte pas) : le sort est contré.",
                ),
            )
        if paid:
            ctx.did = False
            return []
        counter = Instruction.make("counter", str(self.arg("of")))
        return counter.execute(game, ctx)


def _pick(game: Game, by: str, found: list[str], prompt: dict[str, str]) -> str:
    """One of `found`, picked by `by` with a `pick` decision (rule 357) when there is a choice:
    what pays a cost is picked, not targeted (355.10.c.1)."""
    if len(found) == 1:
        return found[0]
    state = game.state
    options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found)
    return game.decide(Decision("pick", by, "357", prompt, options, objects=tuple(found))).split(
        ":", 1
    )[1]


class RecycleFromYourTrash(Instruction):
    """`{recycle_from_your_trash: 3}` (optionally `kind: unit`): as a cost (357), its controller
    recycles that many cards (of that kind) from their own trash, each to the bottom of their
    Main Deck (416), picking which when there are more; with fewer there, the cost cannot be
    paid and the ability cannot be used (Vi, Destructive; Garbage Grabber; Assembly Rig)."""

    __slots__ = ()
    op, main = "recycle_from_your_trash", "int"
    optional = {"kind": "string"}
    title = ("Recycle from your trash", "Recycler depuis votre défausse")
    says = (
        "recycle {value} card(s) from your trash",
        "recycler {value} carte(s) de votre défausse",
    )

    def candidates(self, state: State, player: str) -> list[str]:
        kind = self.arg("kind", None)
        return [
            p
            for p in state.players[player].trash
            if kind is None or state.objects[p].card.type == kind
        ]

    def _what(self) -> tuple[str, str]:
        kind = self.arg("kind", None)
        return ("unit(s)", "unité(s)") if kind == "unit" else ("card(s)", "carte(s)")

    def sentence(self, state: State) -> dict[str, str]:
        en, fr = self._what()
        return t(
            f"recycle {self.value} {en} from your trash",
            f"recycler {self.value} {fr} de votre défausse",
        )

    def refusal(self, state: State, player: str) -> IllegalAction | None:
        have = len(self.candidates(state, player))
        if have >= int(self.value):
            return None
        en, fr = self._what()
        return IllegalAction(
            "357",
            f"{player} cannot recycle {self.value} {en} from their trash: it holds {have}.",
            f"{player} ne peut pas recycler {self.value} {fr} de sa défausse : elle en contient "
            f"{have}.",
        )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        by = ctx.controller
        done = 0
        for _ in range(int(self.value)):
            found = self.candidates(state, by)
            if not found:
                break
            en, fr = self._what()
            pid = _pick(
                game,
                by,
                found,
                t(
                    f"{by} picks a card to recycle from their trash.",
                    f"{by} choisit une carte à recycler de sa défausse.",
                ),
            )
            obj = state.objects[pid]
            put(state, obj, "deck")
            deck = state.players[obj.owner].deck
            deck.remove(pid)
            deck.append(pid)  # recycled: to the bottom (416)
            done += 1
            game.step(
                "recycle",
                ("357", "416"),
                t(
                    f"{by} recycles {name(state, pid)} from their trash to pay the cost.",
                    f"{by} recycle {name(state, pid)} de sa défausse pour payer le coût.",
                ),
                [pid],
            )
        ctx.did = done == int(self.value)
        return []


class SpendMyBuff(Instruction):
    """`{spend_my_buff: 1}` ("spend my buff: ..."): as a cost (357), the ability's own source
    loses its buff (705); an unbuffed source cannot pay it, so the ability cannot be used
    (Sett, Brawler; Udyr, Wildman)."""

    __slots__ = ()
    op, main = "spend_my_buff", "int"
    title = ("Spend my buff", "Dépenser mon renfort")
    says = ("spend my buff", "dépenser mon renfort")

    def sentence(self, state: State) -> dict[str, str]:
        return t("spend my buff", "dépenser mon renfort")

    def refusal_for(self, state: State, player: str, source: str) -> IllegalAction | None:
        obj = state.objects.get(source)
        if obj is not None and obj.buffed:
            return None
        who = name(state, source)
        return IllegalAction(
            "705",
            f"{who} has no buff to spend: its cost cannot be paid.",
            f"{who} n'a pas de renfort à dépenser : son coût ne peut pas être payé.",
        )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        obj = state.objects.get(ctx.source or "")
        if obj is None or not obj.buffed:
            ctx.did = False
            return []
        obj.buffed = False
        obj.might_bonus -= 1  # the buff's +1 Might goes with it (705)
        ctx.did = True
        game.step(
            "buff",
            ("357", "705"),
            t(
                f"{ctx.controller} spends the buff of {name(state, obj.pid)} to pay the cost (now "
                f"{state.might(obj)} Might).",
                f"{ctx.controller} dépense le renfort de {name(state, obj.pid)} pour payer le coût "
                f"(maintenant {state.might(obj)} en puissance).",
            ),
            [obj.pid],
        )
        buff_spent(game, obj, ctx.controller)
        return []


class DiscardChosen(Instruction):
    """`{discard_chosen: 1}` ("discard 1" as a cost) or `{discard_chosen: gear}` ("discard a
    gear: ...", Sky Cruiser), rule 357: its player picks which card(s) of their hand to discard,
    any card or one of that type, never the card being paid for; a `pick` decision, asked only
    when the candidates differ. With too few in hand the cost cannot be paid: `possible` (optional
    and triggered costs) and `refusal_for` (activated abilities) say so."""

    __slots__ = ()
    op, main = "discard_chosen", "string"
    title = ("Discard", "Défausse")
    says = ("discard {value}", "défausser {value}")

    def _wanted(self) -> tuple[int, str | None]:
        """How many cards, and of which type (None: any card)."""
        value = str(self.value)
        return (int(value), None) if value.isdigit() else (1, value)

    def candidates(self, state: State, player: str, source: str | None) -> list[str]:
        kind = self._wanted()[1]
        return [
            p
            for p in state.players[player].hand
            if p != source and (kind is None or state.objects[p].card.type == kind)
        ]

    def _enough(self, state: State, player: str, source: str | None) -> bool:
        count, kind = self._wanted()
        hidden = state.players[player].hand_hidden if kind is None else 0
        return hidden + len(self.candidates(state, player, source)) >= count

    def possible(self, game: Game, ctx: Context) -> bool:
        return self._enough(game.state, ctx.controller, ctx.source)

    def refusal_for(self, state: State, player: str, source: str) -> IllegalAction | None:
        if self._enough(state, player, source):
            return None
        count, kind = self._wanted()
        what = f"a {kind}" if kind else f"{count} card(s)"
        quoi = f"de carte {kind}" if kind else f"{count} carte(s)"
        return IllegalAction(
            "357",
            f"{player} has not {what} in hand to discard: the cost cannot be paid.",
            f"{player} n'a pas {quoi} en main à défausser : le coût ne peut pas être payé.",
        )

    def refusal(self, state: State, player: str) -> IllegalAction | None:
        return self.refusal_for(state, player, "")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        count, kind = self._wanted()
        if not self.possible(game, ctx):
            ctx.did = False
            return []
        named = self.candidates(state, ctx.controller, ctx.source)
        if kind is None and (
            player.hand_hidden or len({state.objects[p].card.name for p in named}) <= 1
        ):
            discarded = Instruction.make("discard", count).execute(game, ctx)
            gone = [p for p in named if p not in player.hand]
            if gone:  # "that card" of a following instruction (Get Excited!)
                ctx.moved_on_to(gone[0])
            return discarded
        prompt = t(
            f"{ctx.controller} chooses a card of their hand to discard.",
            f"{ctx.controller} choisit une carte de sa main à défausser.",
        )
        happened: list[Event] = []
        for _ in range(count):
            left = [p for p in named if p in player.hand]
            pid = _pick(game, ctx.controller, left, prompt)
            ctx.moved_on_to(pid)
            happened += perform_effect(
                game, [ctx.event("discard", obj=pid)], ctx, lambda e: e.kind == "discard"
            )
        return happened


class PayLessPer(Instruction):
    """`{pay_less_per: {energy: 4}, per: your_temporary_units}` ("pay 4 Energy: ...; this costs 1
    Energy less for each ...", Lillia, Bashful Bloom): as an ability's cost (357), that Energy
    less one per count (engine/vocabulary/counts.py), read for its controller and source as it is
    used, never below 0 (356.6). One its controller cannot pay refuses the ability (358)."""

    __slots__ = ()
    op, main = "pay_less_per", "cost"
    required = {"per": "string"}
    title = ("Pay, less per count", "Payer, moins par compte")
    says = ("pay {value}, less per count", "payer {value}, moins par compte")

    def due(self, state: State, player: str, source: str | None) -> tuple[Cost, int]:
        base = self.value if isinstance(self.value, Cost) else Cost()
        obj = state.objects.get(source or "")
        count = COUNTS[str(self.arg("per"))].of(state, obj, player) if obj is not None else 0
        return Cost(max(0, base.energy - count), base.power), count

    def refusal_for(self, state: State, player: str, source: str) -> IllegalAction | None:
        cost, _ = self.due(state, player, source)
        if can_pay(state, player, cost):
            return None
        return IllegalAction(
            "358",
            f"{player} cannot pay {cost.words()['en']}.",
            f"{player} ne peut pas payer {cost.words()['fr']}.",
        )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        cost, count = self.due(state, ctx.controller, ctx.source)
        en, fr = COUNTS[str(self.arg("per"))].words
        game.step(
            "cost",
            ("356", "356.6"),
            t(
                f"The ability costs {cost.words()['en']}: {count} less ({en}).",
                f"La compétence coûte {cost.words()['fr']} : {count} de moins ({fr}).",
            ),
        )
        return Instruction.make("pay", cost).execute(game, ctx)


class _PayWithChosen(ReturnChosen):
    """A cost that acts on one object its player picks as they pay it (357): not a target
    (355.10.c.1), so nothing that reacts to being chosen sees it. `possible` says whether it can
    be paid now; the play that offers it refuses it otherwise."""

    __slots__ = ()
    op = ""  # not a word itself (it would take `return_chosen`'s place)
    event_kind: ClassVar[str] = ""
    verb: ClassVar[tuple[str, str]] = ("", "")

    def fits(self, obj: Obj) -> bool:
        return True

    def candidates(self, game: Game, ctx: Context) -> list[str]:
        state = game.state
        return [p for p in super().candidates(game, ctx) if self.fits(state.objects[p])]

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = self.candidates(game, ctx)
        if not found:
            ctx.did = False
            return []
        pid = found[0]
        if len(found) > 1:
            en, fr = self.verb
            decision = Decision(
                "target",
                ctx.controller,
                "357",
                t(
                    f"{ctx.controller} chooses which {self.value} to {en} to pay the cost.",
                    f"{ctx.controller} choisit quel(le) {self.value} {fr} pour payer le coût.",
                ),
                tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found),
                objects=tuple(found),
            )
            pid = game.decide(decision).split(":", 1)[1]
        ctx.moved_on_to(pid)
        return self.act(game, ctx, pid)

    def act(self, game: Game, ctx: Context, pid: str) -> list[Event]:
        return perform_effect(
            game,
            [ctx.event(self.event_kind, obj=pid)],
            ctx,
            lambda e: e.kind == self.event_kind,
        )


class ExhaustChosen(_PayWithChosen):
    """`{exhaust_chosen: friendly unit}` ("you may exhaust a friendly unit as an additional
    cost", Meditation): its player picks a ready one and exhausts it."""

    __slots__ = ()
    op, main = "exhaust_chosen", "string"
    event_kind = "exhaust"
    verb = ("exhaust", "épuiser")
    title = ("Exhaust a chosen object", "Épuiser un objet choisi")
    says = ("exhaust a {value}", "épuiser un(e) {value}")

    def fits(self, obj: Obj) -> bool:
        return not obj.exhausted


class KillChosen(_PayWithChosen):
    """`{kill_chosen: friendly gear}` ("you may kill a friendly gear as an additional cost",
    Zaun Punk): its player picks one and kills it."""

    __slots__ = ()
    op, main = "kill_chosen", "string"
    event_kind = "die"
    verb = ("kill", "éliminer")
    title = ("Kill a chosen object", "Éliminer un objet choisi")
    says = ("kill a {value}", "éliminer un(e) {value}")


class SpendBuffChosen(_PayWithChosen):
    """`{spend_buff_chosen: friendly unit}` ("you may spend a buff as an additional cost",
    Wallop): its player picks one of their buffed units, which loses its buff (705)."""

    __slots__ = ()
    op, main = "spend_buff_chosen", "string"
    verb = ("spend the buff of", "dont dépenser le renfort")
    title = ("Spend a buff", "Dépenser un renfort")
    says = ("spend the buff of a {value}", "dépenser le renfort d'un(e) {value}")

    def fits(self, obj: Obj) -> bool:
        return obj.is_unit and obj.buffed

    def act(self, game: Game, ctx: Context, pid: str) -> list[Event]:
        state = game.state
        unit = state.objects[pid]
        unit.buffed = False
        unit.might_bonus -= 1  # the buff was its +1 Might (705)
        game.step(
            "buff",
            ("705", "357"),
            t(
                f"{ctx.controller} spends the buff of {name(state, pid)} to pay the cost (now "
                f"{state.might(unit)} Might).",
                f"{ctx.controller} dépense le renfort de {name(state, pid)} pour payer le coût "
                f"(maintenant {state.might(unit)} en puissance).",
            ),
            [pid],
        )
        buff_spent(game, unit, ctx.controller)
        return []


class Require(Instruction):
    """`{require: you_played_a_spell_this_turn}` inside an optional cost's actions: that optional
    cost is offered only while the condition holds ("once you've played a spell this turn, you
    may pay ..."); paying it does nothing more."""

    __slots__ = ()
    op, main = "require", "name"
    title = ("Only if", "Seulement si")
    says = ("only if the condition holds", "seulement si la condition est remplie")

    def possible(self, game: Game, ctx: Context) -> bool:
        return CONDITIONS[str(self.value)].holds(game, ctx)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        return []


class PayLowered(Pay):
    """`{pay_lowered: {energy: 12}, less_energy: 1, per: runes_you_control}` ("[Empower] 12
    Energy, 1 Energy less per rune you control"), or with `lowered_if:` a condition instead of
    `per:` ("5 Energy, 3 Energy less if you control 4 runes or fewer"): an activated ability's
    Energy cost lowered by its own text, read as it is paid (357), never below 0 (356.6). What
    the ability can afford is judged on the lowered cost (358)."""

    __slots__ = ()
    op, main = "pay_lowered", "cost"
    optional = {"less_energy": "minimum", "per": "per", "lowered_if": "condition_name"}
    title = ("Pay (lowered)", "Payer (réduit)")
    says = ("pay {value}, lowered", "payer {value}, réduit")

    def lowered_by(self, game: Game, ctx: Context) -> int:
        off = int(self.arg("less_energy", 0))
        condition, per = self.arg("lowered_if"), self.arg("per")
        if condition is not None and not CONDITIONS[condition].holds(game, ctx):
            return 0
        if per is not None:
            source = game.state.objects.get(ctx.source or "")
            off *= COUNTS[per].of(game.state, source, ctx.controller) if source else 0
        return min(off, self.cost.energy)

    def price_in(self, game: Game, ctx: Context) -> Cost | None:
        return Cost(self.cost.energy - self.lowered_by(game, ctx), self.cost.power)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        off = self.lowered_by(game, ctx)
        lowered = Cost(self.cost.energy - off, self.cost.power)
        full, now = self.cost.words(), lowered.words()
        game.step(
            "pay",
            ("357", "356.6"),
            t(
                f"The cost {full['en']} is lowered by {off} Energy by its own text: "
                f"{now['en']} to pay.",
                f"Le coût {full['fr']} est réduit de {off} énergie par son propre texte : "
                f"{now['fr']} à payer.",
            ),
        )
        return Pay(lowered).execute(game, ctx)


ANY_MOST = 4  # "any number", offered from 0 to this when the scenario leaves the economy out


class PayAny(Instruction):
    """`{pay_any: energy}` or `{pay_any: power}` ("pay any number of runes of any type", "pay any
    amount of Energy"): its controller picks how much (a `pick` decision, rule 357, answered
    `{pick: [amount2]}`: from 0 to what they can pay, or to 4 when the scenario gives no runes)
    and pays that much Energy, or Power of any domain. A following `{add: "X Energy"}` adds as
    much (Hextech Anomaly, Ancient Henge)."""

    __slots__ = ()
    op, main = "pay_any", "name"
    title = ("Pay any amount", "Payer un montant au choix")
    says = ("pay any amount of {value}", "payer autant de {value} que voulu")

    def _cost(self, n: int) -> Cost:
        return Cost(n) if self.value == "energy" else Cost(0, (("any", n),) if n else ())

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        by = ctx.controller
        most = ANY_MOST
        if state.economy:
            most = 0
            while most < 20 and can_pay(state, by, self._cost(most + 1), source=ctx.source):
                most += 1
        what = ("Energy", "énergie") if self.value == "energy" else ("Power", "puissance")
        options = tuple(
            Option(f"pick:amount{n}", t(f"{n} {what[0]}", f"{n} {what[1]}"))
            for n in range(most + 1)
        )
        key = game.decide(
            Decision(
                "pick",
                by,
                "357",
                t(
                    f"{by} chooses how much {what[0]} to pay.",
                    f"{by} choisit combien de {what[1]} payer.",
                ),
                options,
            )
        )
        n = int(key.removeprefix("pick:amount"))
        state.uses_this_turn[f"paid_any:{ctx.source}"] = n
        if n:
            Instruction.make("pay", self._cost(n)).execute(game, ctx)
        ctx.did = True
        return []


class CostsMoreThisTurn(Instruction):
    """`{costs_more_this_turn: {energy: 1}, cards: units}` (Vaults of Helia: "playing your
    non-token units costs 1 Energy more this turn"): an increase (356.3) on the cards of that type
    its controller plays for the rest of the turn; it ends with the turn (317.2)."""

    __slots__ = ()
    op, main = "costs_more_this_turn", "cost"
    optional = {"cards": "string"}
    title = ("Costs more this turn", "Coûte plus ce tour-ci")
    says = ("your cards cost {value} more this turn", "vos cartes coûtent {value} de plus")

    @property
    def cost(self) -> Cost:
        return self.value if isinstance(self.value, Cost) else Cost()

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        cards = str(self.arg("cards", "cards"))
        source = state.objects.get(ctx.source or "")
        # a battlefield's own ability has no source object: its place is "here" (190.6)
        bf = state.battlefields.get(ctx.source or here(state, ctx) or "")
        what = source.card.name if source is not None else bf.card.name if bf else "an effect"
        state.turn_cost_increases.append((ctx.controller, self.cost, cards, what))
        words = self.cost.words()
        en, fr = {
            "units": ("non-token units", "unités (hors créations)"),
            "spells": ("spells", "sorts"),
            "gear": ("non-token gear", "Objets (hors créations)"),
        }.get(cards, ("cards", "cartes"))
        game.step(
            "effect",
            ("356.3",),
            t(
                f"For the rest of this turn, {ctx.controller}'s {en} cost {words['en']} more.",
                f"Jusqu'à la fin du tour, les {fr} de {ctx.controller} coûtent {words['fr']} de "
                "plus.",
            ),
        )
        return []


class SpendAnyBuffs(Instruction):
    """`{spend_any_buffs: [instructions]}` ("for each of your units, you may spend its buff to
    ready it", Overt Operation; "spend as many buffs as you like; per buff spent, channel 1 rune",
    Albus Ferros): its controller decides, unit by unit among their buffed units, whether to spend
    its buff (705: it loses the buff and its +1 Might); for each spent, the instructions run with
    `it` naming that unit."""

    __slots__ = ()
    op, main = "spend_any_buffs", "list"
    title = ("Spend any number of buffs", "Dépenser des renforts")
    says = ("spend any number of buffs", "dépenser autant de renforts que voulu")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        buffed = [
            o.pid
            for o in state.objects.values()
            if o.on_board and o.is_unit and o.buffed and o.controller == ctx.controller
        ]
        happened: list[Event] = []
        for pid in buffed:
            unit = state.objects[pid]
            if not (unit.on_board and unit.buffed):
                continue
            decision = Decision(
                "accept",
                ctx.controller,
                "705",
                t(
                    f"{ctx.controller} may spend the buff of {name(state, pid)}.",
                    f"{ctx.controller} peut dépenser le renfort de {name(state, pid)}.",
                ),
                (
                    Option("accept:yes", t("Spend it", "Le dépenser")),
                    Option("accept:no", t("Keep it", "Le garder")),
                ),
                objects=(pid,),
            )
            if game.decide(decision) != "accept:yes":
                continue
            unit.buffed = False
            unit.might_bonus -= 1  # the buff was its +1 Might (705)
            game.step(
                "buff",
                ("705",),
                t(
                    f"{ctx.controller} spends the buff of {name(state, pid)} (now "
                    f"{state.might(unit)} Might).",
                    f"{ctx.controller} dépense le renfort de {name(state, pid)} (maintenant "
                    f"{state.might(unit)} en puissance).",
                ),
                [pid],
            )
            ctx.it = pid
            happened += run(game, self.body, ctx)
        return happened
