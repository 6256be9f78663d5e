"""Status words for objects on the board: exhaust and ready (414, 415), stun (423), buff (705)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event, cant_move_key
from engine.model.state import Obj
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform_effect
from engine.rules.reading import Context, objects_for, objects_named
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
                kept.append(ctx.event("ready", obj=o.pid, player=ctx.controller))
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


class ReadyExhausted(Ready):
    """`{ready_exhausted: 4, what: "units gear runes", other: true}` ("ready up to four units,
    gear and runes, in any mix", Acceleration Gate; "you may ready something else that's
    exhausted", Miss Fortune, Captain): its controller picks, one at a time and up to that many,
    among the exhausted things on the board of the kinds `what` names (`units`, `gear`,
    `legends`, `runes`; all four by default), `none` to stop. `other: true` leaves out the
    source. Which rune of a player cannot matter (an exhausted rune is like any other of its
    player's for Energy, and recycling ignores exhaustion), so a rune is offered per player, keyed
    by the player's id (`{pick: [A]}`: one of A's exhausted runes)."""

    __slots__ = ()
    op, main = "ready_exhausted", "int"
    # among: it (Arise!: "then ready two of them", the tokens just played); exactly: true (no
    # "up to": that many, or all there are)
    optional = {"what": "string", "other": "bool", "among": "ref", "exactly": "bool"}
    title = ("Ready", "Redressement")
    says = ("ready up to {value} exhausted things", "redresser jusqu'à {value} choses épuisées")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        kinds = str(self.arg("what", "units gear legends runes")).split()
        happened: list[Event] = []
        readied = 0
        among = self.arg("among")
        allowed = (
            {o.pid for o in objects_for(game, str(among), ctx, self.label())}
            if among is not None
            else None
        )
        for _ in range(int(self.value)):
            found = [
                o.pid
                for o in state.objects.values()
                if o.on_board
                and o.exhausted
                and not (self.arg("other", False) and o.pid == ctx.source)
                and (allowed is None or o.pid in allowed)
                and (
                    ("units" in kinds and o.is_unit)
                    or ("gear" in kinds and o.card.type == "gear")
                    or ("legends" in kinds and o.zone.startswith("legend:"))
                )
            ]
            tired = [
                p
                for p in state.turn_order
                if "runes" in kinds
                and allowed is None
                and any(r.exhausted for r in state.players[p].runes)
            ]
            if not found and not tired:
                break
            options = (
                *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in found),
                *(
                    Option(
                        f"pick:{p}",
                        t(f"one of {p}'s exhausted runes", f"une des runes épuisées de {p}"),
                    )
                    for p in tired
                ),
                *(
                    ()
                    if self.arg("exactly", False)
                    else (Option("pick:none", t("Nothing more", "Rien de plus")),)
                ),
            )
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "415",
                    t(
                        f"{ctx.controller} may ready something exhausted.",
                        f"{ctx.controller} peut redresser quelque chose d'épuisé.",
                    ),
                    options,
                    objects=tuple(found),
                )
            )
            chosen = key.split(":", 1)[1]
            if chosen == "none":
                break
            readied += 1
            if chosen in state.players:  # a rune of that player's, keyed by the player
                player = chosen
                rune = next(r for r in state.players[player].runes if r.exhausted)
                rune.exhausted = False
                game.step(
                    "ready",
                    ("415",),
                    t(
                        f"{ctx.controller} readies one of {player}'s exhausted runes.",
                        f"{ctx.controller} redresse une des runes épuisées de {player}.",
                    ),
                )
                continue
            obj = state.objects[chosen]
            ctx.moved_on_to(chosen)
            events = self.events(game, ctx, [obj])
            if events:
                happened += perform_effect(game, events, ctx, lambda e: e.kind == "ready")
        ctx.did = readied > 0
        return happened


class ItsPlayerCantMoveItThisTurn(ObjectWord):
    """`{its_player_cant_move_it_this_turn: it}` ("and that opponent can't move it this turn",
    Vex, Apathetic): until the turn ends, the unit's controller as it resolves can neither make a
    standard move with it (rules/turn.py) nor move it with a spell or ability they control
    (model/events.py Move); another player's effects still can (002). Noted in
    `uses_this_turn`, which ends with the turn (383.1.b)."""

    __slots__ = ()
    op, main = "its_player_cant_move_it_this_turn", "ref"
    title = ("Can't move it this turn", "Ne peut pas la déplacer ce tour-ci")
    says = (
        "its controller can't move {value} this turn",
        "son contrôleur ne peut pas déplacer {value} ce tour-ci",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        targets = [o for o in objects_named(game, self.refs(), ctx, self.label()) if o.on_board]
        for o in targets:
            game.state.uses_this_turn[cant_move_key(o.controller, o)] = 1
            game.step(
                "effect",
                ("002",),
                t(
                    f"{o.controller} can't move {name(game.state, o.pid)} this turn.",
                    f"{o.controller} ne peut pas déplacer {name(game.state, o.pid)} ce tour-ci.",
                ),
                [o.pid],
            )
        ctx.did = bool(targets)
        return []
