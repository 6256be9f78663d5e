"""Cards taken back from the trash: a unit returned to its owner's hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context

if TYPE_CHECKING:
    from engine.record.game import Game


class ReturnFromTrash(Instruction):
    """`{return_from_trash: unit}`: the controller picks a card of that type in their own trash and
    it goes back to their hand (a named card: a scenario's unnamed cards are never in a trash). With
    none there, nothing happens."""

    __slots__ = ()
    op, main = "return_from_trash", "name"
    title = ("Back from the trash", "Retour depuis la défausse")
    says = (
        "put a {value} from your trash into your hand",
        "remettre une carte {value} de votre défausse dans votre main",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = [
            o.pid
            for o in state.objects.values()
            if o.zone == "trash" and o.owner == ctx.controller and o.card.type == self.value
        ]
        if not found:
            game.step(
                "condition",
                ("359.3.e.12",),
                t(
                    f"{ctx.controller} has no {self.value} in their trash: nothing returns.",
                    f"{ctx.controller} n'a aucune carte {self.value} dans sa défausse : rien ne "
                    "revient.",
                ),
            )
            ctx.did = False
            return []
        options = tuple(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found)
        prompt = t(
            f"{ctx.controller} picks a {self.value} in their trash to return to their hand.",
            f"{ctx.controller} choisit une carte {self.value} de sa défausse à remettre en main.",
        )
        key = game.decide(
            Decision("pick", ctx.controller, "359.3.e", prompt, options, objects=tuple(found))
        )
        pid = key.split(":", 1)[1]
        ctx.moved_on_to(pid)
        return perform_effect(
            game,
            [ctx.event("return_to_hand", obj=pid)],
            ctx,
            lambda e: e.kind == "return_to_hand",
        )
