"""Reflexive triggers (386-388): "when you do, ..." / "then do this: ..." inside an effect. When
the action before it happened, its body becomes a new triggered ability, a pending chain item
controlled by the effect's controller; it is finalized once the effect has finished resolving,
with its choices (targets) made then (355.5.b), and resolves on its own, so players may respond
to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction, referenced_targets
from engine.model.events import Event
from engine.model.state import ChainItem, LogEvent
from engine.model.text import name, t
from engine.rules.reading import Context

if TYPE_CHECKING:
    from engine.record.game import Game


class WhenYouDo(Instruction):
    __slots__ = ()
    op, main = "when_you_do", "list"
    title = ("When you do", "Quand vous le faites")
    says = (
        "when you do, a reflexive ability triggers",
        "quand vous le faites, une compétence réflexe se déclenche",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        if not ctx.did:
            game.step(
                "skip",
                ("387.1",),
                t(
                    "'When you do' does not trigger: the previous action did not happen.",
                    "« Quand vous le faites » ne se déclenche pas : l'action précédente n'a pas "
                    "eu lieu.",
                ),
            )
            return []
        source = state.objects.get(ctx.source or "")
        who = name(state, source.pid) if source is not None else ctx.controller
        state.next_chain_id += 1
        chosen_now = referenced_targets(self.body)
        item = ChainItem(
            id=f"c{state.next_chain_id - 1}",
            kind="ability",
            label=t(f"{who}: reflexive ability", f"{who} : compétence réflexe"),
            controller=ctx.controller,
            source=source.pid if source is not None else None,
            effect=self.body,
            card=source.card if source is not None else None,
            trigger=source.card.name if source is not None else "reflexive",
            # the targets it uses that the effect already chose stay chosen; any other is chosen
            # as it finalizes (355.5.b)
            targets={k: v for k, v in ctx.targets.items() if k in chosen_now},
            snapshot={"it": ctx.it} if ctx.it else None,
        )
        state.chain.append(item)
        state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
        game.step(
            "trigger",
            ("387.1", "387.2", "388.1"),
            t(
                f"{item.label['en']} triggers: the action happened, so its 'when you do' becomes "
                "a new pending chain item.",
                f"{item.label['fr']} se déclenche : l'action a eu lieu, donc son « quand vous le "
                "faites » devient un nouvel objet de chaîne en attente.",
            ),
            [item.source] if item.source else [],
        )
        return []
