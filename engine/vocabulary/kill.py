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
    optional = {"what": "string"}  # `gear`: "every player kills one gear of their own"
    title = ("Each player kills", "Chaque joueur élimine")
    says = ("each player kills one of their units", "chaque joueur élimine une de ses unités")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        chosen = []
        gear = self.arg("what") == "gear"
        for player in state.turn_order:
            units = [
                o
                for o in state.objects.values()
                if (o.card.type == "gear" if gear else o.is_unit)
                and o.on_board
                and o.controller == player
                and not o.zone.startswith("legend:")
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
                        f"{player} chooses which of their {'gear' if gear else 'units'} they kill.",
                        f"{player} choisit "
                        + ("lequel de ses équipements" if gear else "laquelle de ses unités")
                        + " il élimine.",
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


class EachPlayerKeeps(Instruction):
    """`{each_player_keeps: 1}` (Cataclysmic Duel): each player, in turn order from the turn player
    (303.2.a), chooses one unit of their own to keep; every other unit is killed, all at once."""

    __slots__ = ()
    op, main = "each_player_keeps", "int"
    title = ("Each player keeps a unit", "Chaque joueur garde une unité")
    says = (
        "each player keeps one of their units; the others are killed",
        "chaque joueur garde une de ses unités ; les autres sont éliminées",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        kept: set[str] = set()
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
                    "303.2.a",
                    t(
                        f"{player} chooses the unit of theirs to keep.",
                        f"{player} choisit celle de ses unités qu'il garde.",
                    ),
                    options,
                    objects=tuple(u.pid for u in units),
                )
            )
            kept.add(key.split(":", 1)[1])
        doomed = [
            o.pid for o in state.objects.values() if o.is_unit and o.on_board and o.pid not in kept
        ]
        return perform_effect(
            game,
            [ctx.event("die", obj=pid, active=True) for pid in doomed],
            ctx,
            lambda e: e.kind == "die",
        )


class KillYours(Instruction):
    """`{kill_yours: 3}` ("you may kill 3 other units and/or gear of yours to ...", Bottled
    Constellation): the controller picks that many of their other units and gear on the board, one
    at a time, and they are killed at once (an active kill, 428.1.a); with fewer than that many,
    none is killed and an `if_you_do` after it does not run."""

    __slots__ = ()
    op, main = "kill_yours", "int"
    title = ("Kill some of yours", "Éliminer des vôtres")
    says = (
        "kill {value} other units and/or gear of yours",
        "éliminer {value} autres unités et/ou objets à vous",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        wanted = int(self.value)
        mine = [
            o
            for o in state.objects.values()
            if (o.is_unit or o.card.type == "gear")
            and o.on_board
            and o.controller == ctx.controller
            and o.pid != ctx.source
            and not o.zone.startswith("legend:")
        ]
        if len(mine) < wanted:
            ctx.did = False
            game.step(
                "skip",
                ("428.1.a",),
                t(
                    f"{ctx.controller} has fewer than {wanted} other units and gear: nothing is "
                    "killed.",
                    f"{ctx.controller} a moins de {wanted} autres unités et objets : rien n'est "
                    "éliminé.",
                ),
            )
            return []
        chosen: list[Obj] = []
        for _ in range(wanted):
            left = [o for o in mine if o not in chosen]
            if len(left) == wanted - len(chosen):
                chosen += left  # no choice left
                break
            options = tuple(
                Option(f"pick:{o.pid}", t(name(state, o.pid), name(state, o.pid))) for o in left
            )
            prompt = t(
                f"{ctx.controller} picks one of their units or gear to kill "
                f"({len(chosen) + 1} of {wanted}).",
                f"{ctx.controller} choisit une de ses unités ou un de ses objets à éliminer "
                f"({len(chosen) + 1} sur {wanted}).",
            )
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "428.1.a",
                    prompt,
                    options,
                    objects=tuple(o.pid for o in left),
                )
            )
            chosen.append(state.objects[key.split(":", 1)[1]])
        events = [ctx.event("die", obj=o.pid, active=True) for o in chosen]
        ctx.moved_on_to(chosen[-1].pid)
        return perform_effect(game, events, ctx, lambda e: e.kind == "die")


class OpponentsKill(Instruction):
    """`{opponents_kill: 1}` ("each opponent must kill one of their units", Shard of Undoing): each
    opponent of the controller, in turn order, picks one of their own units; the kills are one
    simultaneous set (411.1). An opponent without units kills nothing."""

    __slots__ = ()
    op, main = "opponents_kill", "int"
    title = ("Each opponent kills", "Chaque adversaire élimine")
    says = (
        "each opponent kills one of their units",
        "chaque adversaire élimine une de ses unités",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        chosen = []
        for player in (p for p in state.turn_order if p != ctx.controller):
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
            prompt = t(
                f"{player} chooses which of their units they kill.",
                f"{player} choisit laquelle de ses unités il élimine.",
            )
            key = game.decide(
                Decision(
                    "pick", player, "411.1", prompt, options, objects=tuple(u.pid for u in units)
                )
            )
            chosen.append(key.split(":", 1)[1])
        return perform_effect(
            game,
            [ctx.event("die", obj=pid, active=True) for pid in chosen],
            ctx,
            lambda e: e.kind == "die",
        )
