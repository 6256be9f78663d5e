"""What most words share: naming objects, proposing one event each, and the moment that follows."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import Obj
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, objects_named

if TYPE_CHECKING:
    from engine.record.game import Game


class ObjectWord(Instruction):
    """A word about the objects its main value names (or its `to`, see `names`): it proposes an
    event for each, as one moment; 'it' then names the last of them (format: Instructions)."""

    __slots__ = ()
    names: ClassVar[str] = "value"  # which value names the objects: "value" or "to"
    own: ClassVar[str | None] = (
        None  # the event kind that counts as "did it" (359.3.e.14); default: op
    )

    def refs(self) -> tuple[str, ...]:
        refs = self.value if self.names == "value" else self.arg("to")
        return tuple(refs) if isinstance(refs, tuple) else (refs,)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        targets = objects_named(game, self.refs(), ctx, self.label())
        return self.propose(game, ctx, targets, self.events(game, ctx, targets))

    def propose(
        self, game: Game, ctx: Context, targets: list[Obj], events: list[Event]
    ) -> list[Event]:
        """'It' moves on to the last object named; the events, if any, happen as one moment."""
        if targets:
            ctx.moved_on_to(targets[-1].pid)
        if not events:
            ctx.did = False
            return []
        own = self.own or self.op
        return perform_effect(game, events, ctx, lambda e: e.kind == own)

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        raise NotImplementedError(self.op)


class NotYetWord(ObjectWord):
    """A word of the format this engine cannot perform yet: the run stops with a clear refusal."""

    __slots__ = ()

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        raise IllegalAction(
            "—",
            f"The instruction '{self.title[0]}' is part of the scenario format but this engine "
            "cannot perform it yet.",
            f"L'instruction « {self.title[1]} » fait partie du format mais ce moteur ne sait pas "
            "encore l'exécuter.",
        )
