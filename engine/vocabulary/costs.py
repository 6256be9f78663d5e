"""Cost words (rules/costs.py): `{pay: {energy: 1, power: {Fury: 1}}}` pays Energy and Power — as
an activated ability's cost (checked before it is used, 358), or inside an effect, where "you may
pay X. If you do ..." (`may: true`, then `if_you_do`) is an instruction, not a cost (205)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import CONDITIONS, Instruction
from engine.model.costs import Cost
from engine.model.counts import COUNTS
from engine.model.events import Event
from engine.model.state import State
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.costs import can_pay, pay
from engine.rules.moment import perform_effect
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
