"""Empower (441, 827): `{empower: self}` gives an object on the board the Empowered status (a
card's "[Empower] cost" is an activated ability `cost: [{pay: ...}], effect: [{empower: self}]`,
which uses the chain, 827.1); the condition `i_am_empowered` reads it. An object that is not on
the board when the instruction executes does not become Empowered (441.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Condition, Instruction
from engine.model.events import Event
from engine.model.state import LogEvent
from engine.model.text import name, t
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, objects_named

if TYPE_CHECKING:
    from engine.record.game import Game


class Empower(Instruction):
    __slots__ = ()
    op, main = "empower", "ref"
    title = ("Empower", "Empower")
    says = ("empower {value}", "rendre {value} Empowered")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        events: list[Event] = []
        for obj in objects_named(game, (self.value,), ctx, self.label()):
            if not obj.on_board:
                ctx.did = False
                game.step(
                    "skip",
                    ("441.2",),
                    t(
                        f"{name(state, obj.pid)} is not on the board: it does not become "
                        "Empowered.",
                        f"{name(state, obj.pid)} n'est pas sur le plateau : il ne devient pas "
                        "Empowered.",
                    ),
                    [obj.pid],
                )
                continue
            events.append(ctx.event("become_empowered", obj=obj.pid))
        return perform_effect(game, events, ctx, lambda e: e.kind == "become_empowered")


class BecomeEmpowered(Event):
    """The object becomes Empowered (441): an event, so that its own "when I become Empowered"
    abilities (828) see it happen; one no longer on the board has left before (441.2)."""

    __slots__ = ()
    kind = "become_empowered"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or not obj.on_board:
            return False
        state = game.state
        obj.empowered = True
        # once, unless its card lets it be Empowered several times (441.1.c.1: Kayle)
        obj.times_empowered = min(
            obj.times_empowered + 1, max(1, obj.card.static("empowered_up_to"))
        )
        state.log.append(LogEvent("empower", obj.pid))
        game.step(
            "empower",
            ("441", "827.1"),
            t(
                f"{name(state, obj.pid)} becomes Empowered.",
                f"{name(state, obj.pid)} devient Empowered.",
            ),
            [obj.pid],
        )
        return True


class Disempower(Instruction):
    """`{disempower: <ref>}`: the object loses the Empowered status (441). As a cost of an activated
    ability ("Disempower this, exhaust: ..."), only an Empowered object can pay it (357; checked
    before the ability is used, engine/rules/chain.py); as an instruction, an object that is not
    Empowered is left as it is and a following `if_you_do` does not run."""

    __slots__ = ()
    op, main = "disempower", "ref"
    title = ("Disempower", "Désempouvoir")
    says = ("disempower {value}", "retirer le statut Empowered de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        ctx.did = False
        for obj in objects_named(game, (self.value,), ctx, self.label()):
            if not obj.on_board or not obj.empowered:
                continue
            obj.empowered = False
            obj.times_empowered = 0
            ctx.did = True
            state.log.append(LogEvent("disempower", obj.pid))
            game.step(
                "disempower",
                ("441",),
                t(
                    f"{name(state, obj.pid)} is no longer Empowered.",
                    f"{name(state, obj.pid)} n'est plus Empowered.",
                ),
                [obj.pid],
            )
        return []


class IAmEmpowered(Condition):
    name = "i_am_empowered"
    words = ("I am Empowered", "je suis Empowered")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        source = game.state.objects.get(ctx.source or "")
        return source is not None and source.on_board and source.empowered


class TargetIsEmpowered(Condition):
    """`{if: target_is_empowered, do: [...]}` ("+4 instead if it is [Empowered]"): the card's
    target `target` is on the board, still the object chosen, and has the Empowered status (441),
    read as the effect resolves."""

    name = "target_is_empowered"
    words = ("its target is Empowered", "sa cible est Empowered")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        chosen = ctx.targets.get("target")
        if chosen is None:
            return False
        obj = game.state.objects.get(chosen[0])
        return obj is not None and obj.on_board and obj.rules_id == chosen[1] and obj.empowered


class TargetIsNotEmpowered(Condition):
    """`{if: target_is_not_empowered, do: [...]}` ("if it is [Empowered], disempower it;
    otherwise kill it", Tomb-Raider Barbara): the card's target `target` is on the board, still
    the object chosen, and does not have the Empowered status (441), read as the effect resolves.
    Written before the `target_is_empowered` branch, so disempowering cannot make it true."""

    name = "target_is_not_empowered"
    words = ("its target is not Empowered", "sa cible n'est pas Empowered")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        chosen = ctx.targets.get("target")
        if chosen is None:
            return False
        obj = game.state.objects.get(chosen[0])
        return obj is not None and obj.on_board and obj.rules_id == chosen[1] and not obj.empowered
