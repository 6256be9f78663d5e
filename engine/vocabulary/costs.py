"""Cost words (rules/costs.py): `{pay: {energy: 1, power: {Fury: 1}}}` pays Energy and Power — as
an activated ability's cost (checked before it is used, 358), or inside an effect, where "you may
pay X. If you do ..." (`may: true`, then `if_you_do`) is an instruction, not a cost (205)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.costs import Cost
from engine.model.events import Event
from engine.model.state import State
from engine.model.text import t
from engine.record.timeline import Decision, Option
from engine.rules.costs import can_pay, pay
from engine.rules.moment import perform_effect
from engine.rules.reading import Context

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


class BanishMeAsCost(Instruction):
    """`{banish_me_as_cost: self}` at the start of a triggered ability's effect ("you may banish me
    to ..."): a cost, paid as the ability finalizes, after its "you may" is accepted (383.3.b);
    if its source is no longer on the board it cannot be paid and the ability is removed."""

    __slots__ = ()
    op, main = "banish_me_as_cost", "ref"
    paid_as_it_finalizes = True
    title = ("Banish me (cost)", "Me bannir (coût)")
    says = ("banish me", "me bannir")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        source = game.state.objects.get(ctx.source or "")
        if source is None or not source.on_board:
            ctx.did = False
            return []
        return perform_effect(
            game, [ctx.event("banish", obj=source.pid)], ctx, lambda e: e.kind == "banish"
        )
