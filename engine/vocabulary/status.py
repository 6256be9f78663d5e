"""Status words for objects on the board: exhaust and ready (414, 415), stun (423), buff (705)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.state import Obj
from engine.model.text import name, t
from engine.rules.reading import Context
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class _OnBoard(ObjectWord):
    """One event of the word's own kind for each named object still on the board."""

    __slots__ = ()
    main = "ref"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event(self.op, obj=o.pid) for o in targets if o.on_board]


class Exhaust(_OnBoard):
    """An object already exhausted cannot be exhausted again: nothing happens to it, so "you may
    exhaust me to ..." (`{exhaust: self}` then `if_you_do`) does nothing from an exhausted legend
    (414.1.c; 107.4: a legend is exhausted and readied like any game object)."""

    __slots__ = ()
    op = "exhaust"
    title = ("Exhaust", "Épuisement")
    says = ("exhaust {value}", "épuiser {value}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return super().events(game, ctx, [o for o in targets if not o.exhausted])


class Ready(_OnBoard):
    """Its event names who readies (the instruction's controller): "when you ready me" (415.1)."""

    __slots__ = ()
    op = "ready"
    title = ("Ready", "Redressement")
    says = ("ready {value}", "redresser {value}")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        kept = []
        for o in (o for o in targets if o.on_board):
            # Mageseeker Warden: "spells and abilities can't ready enemy units or gear" while at a
            # battlefield (002: the card's text beats the rule that would ready it)
            barred = next(
                (
                    w
                    for w in state.objects.values()
                    if w.on_board
                    and w.controller != o.controller
                    and w.card.static("no_readying_enemies")
                    and state.location(w) in state.battlefields
                    and o.card.type in ("unit", "gear")
                ),
                None,
            )
            if o.card.static("cannot_be_readied"):  # "nothing can ready me" (002)
                game.step(
                    "ready",
                    ("002",),
                    t(
                        f"{name(state, o.pid)} cannot be readied: its own text forbids it.",
                        f"{name(state, o.pid)} ne peut pas être redressé : son propre texte "
                        "l'interdit.",
                    ),
                    [o.pid],
                )
                continue
            if barred is None:
                kept.append(ctx.event(self.op, obj=o.pid, player=ctx.controller))
                continue
            who, by = name(state, o.pid), name(state, barred.pid)
            game.step(
                "ready",
                ("002",),
                t(
                    f"{who} cannot be readied: {by} is at a battlefield.",
                    f"{who} ne peut pas être redressé : {by} est sur un champ de bataille.",
                ),
                [o.pid, barred.pid],
            )
        return kept


class Stun(_OnBoard):
    __slots__ = ()
    op = "stun"
    title = ("Stun", "Étourdissement")
    says = ("stun {value}", "étourdir {value}")


class Buff(_OnBoard):
    __slots__ = ()
    op = "buff"
    title = ("Buff", "Renfort")
    says = ("buff {value}", "renforcer {value}")
