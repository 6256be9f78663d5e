"""Kill words (411, 428): kill named units; each player kills one of their own units."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import Obj
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game


class Kill(ObjectWord):
    """`{kill: $target}` or `{kill: [a, b]}`: an active kill (428.1.a), all at once."""

    __slots__ = ()
    op, main = "kill", "refs"
    title = ("Kill", "Élimination")
    says = ("kill {value}", "éliminer {value}")
    own = "die"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        return [ctx.event("die", obj=o.pid, active=True) for o in targets if o.on_board]


class EachPlayerKills(Instruction):
    """'Each player kills one of their units' (Cull the Weak): each player, in turn order, picks one
    of their own units; the kills are one simultaneous set, each player responsible for their own
    (411.1)."""

    __slots__ = ()
    op, main = "each_player_kills", "int"
    title = ("Each player kills", "Chaque joueur élimine")
    says = ("each player kills one of their units", "chaque joueur élimine une de ses unités")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        chosen = []
        for player in state.turn_order:
            units = [
                o
                for o in state.objects.values()
                if o.is_unit and o.on_board and o.controller == player
            ]
            if not units:
                continue
            options = tuple(
                Option(f"pick:{u.pid}", t(name(state, u.pid), name(state, u.pid))) for u in units
            )
            key = game.decide(
                Decision(
                    "pick",
                    player,
                    "411.1",
                    t(
                        f"{player} chooses which of their units they kill.",
                        f"{player} choisit laquelle de ses unités il élimine.",
                    ),
                    options,
                    objects=tuple(u.pid for u in units),
                )
            )
            chosen.append(key.split(":", 1)[1])
        return perform_effect(
            game,
            [ctx.event("die", obj=pid, active=True) for pid in chosen],
            ctx,
            lambda e: e.kind == "die",
        )
