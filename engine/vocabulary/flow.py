"""Words that order other words: `if` a condition (383.2.a), `if_you_do` (359.3.e.14.c), `then`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import CONDITIONS, Instruction
from engine.model.events import Event
from engine.model.text import t
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context, run

if TYPE_CHECKING:
    from engine.record.game import Game


class If(Instruction):
    """`{if: i_died_alone, do: [...]}`: a condition checked on resolution (383.2.a: a later 'if'
    clause is not part of the trigger condition)."""

    __slots__ = ()
    op, main, required = "if", "condition", {"do": "do"}
    title = ("If", "Si")
    says = ("if the condition holds, do the rest", "si la condition est remplie, faire la suite")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        condition = CONDITIONS[str(self.value)]
        holds = condition.holds(game, ctx)
        game.step(
            "condition",
            ("383.2.a",),
            t(
                f"Condition '{condition.words[0]}': {'met' if holds else 'not met'}"
                + (
                    " (from the information noted at the death, 808.1.d.3)."
                    if ctx.snapshot
                    else "."
                ),
                f"Condition « {condition.words[1]} » : "
                f"{'remplie' if holds else 'non remplie'}"
                + (
                    " (d'après les informations notées à la mort, 808.1.d.3)."
                    if ctx.snapshot
                    else "."
                ),
            ),
            [ctx.source] if ctx.source else [],
        )
        return run(game, self.body, ctx) if holds else []


class IfYouDo(Instruction):
    __slots__ = ()
    op, main = "if_you_do", "list"
    title = ("If you do", "Si vous le faites")
    says = ("if you do, do the rest", "si vous le faites, faire la suite")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        if ctx.did:
            return run(game, self.body, ctx)
        game.step(
            "skip",
            ("359.3.e.14.c",),
            t(
                "'If you do' is skipped: the previous action did not happen.",
                "« Si vous le faites » est ignoré : l'action précédente n'a pas eu lieu.",
            ),
        )
        return []


class Then(Instruction):
    __slots__ = ()
    op, main = "then", "list"
    title = ("Then", "Puis")
    says = ("then do the rest", "puis faire la suite")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        return run(game, self.body, ctx)


class YouMay(Instruction):
    """`{you_may: [...]}` ("you may move an enemy unit to this battlefield", Iascylla): as it
    resolves, the controller accepts or declines (an `accept` decision); declined, nothing of it
    happens and an `if_you_do` after it does not run."""

    __slots__ = ()
    op, main = "you_may", "list"
    title = ("You may", "Vous pouvez")
    says = ("you may do this", "vous pouvez faire ceci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        decision = Decision(
            "accept",
            ctx.controller,
            "383.3.a",
            t(f"{ctx.controller} may do it.", f"{ctx.controller} peut le faire."),
            (Option("accept:yes", t("Yes", "Oui")), Option("accept:no", t("No", "Non"))),
        )
        if game.decide(decision) != "accept:yes":
            ctx.did = False
            return []
        ctx.did = True
        return run(game, self.body, ctx)
