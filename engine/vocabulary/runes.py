"""Rune words (rules/costs.py): `{add: ...}` adds to its controller's rune pool (161),
`{channel: N, exhausted: true}` channels runes from the rune deck, `{ready_runes: all}` readies
its controller's runes. With the economy off (no runes in the scenario), `add` still records what
it adds, as it always did, and `channel` / `ready_runes` say that runes are not in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import t
from engine.record.timeline import Decision, Option
from engine.rules.costs import add, added, channel, ready_runes
from engine.rules.reading import Context, player_of

if TYPE_CHECKING:
    from engine.record.game import Game


class Add(Instruction):
    __slots__ = ()
    op, main = "add", "any"
    optional = {"only_for": "string"}
    title = ("Add", "Ajout")
    says = ("add {value} to the rune pool", "ajouter {value} à la réserve runique")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        only_for = self.arg("only_for", None)
        value = str(self.value)
        if value.startswith("X "):  # "as much as was paid" (`pay_any`, just before)
            value = f"{state.uses_this_turn.get(f'paid_any:{ctx.source}', 0)} {value[2:]}"
        state.players[ctx.controller].pool.append(value)
        if state.economy:
            energy, power = added(value)
            add(state, ctx.controller, energy, power, only_for=only_for)
        kept = {
            "spells": (
                ", to be spent only on playing spells",
                ", à dépenser uniquement pour jouer des sorts",
            ),
            "gear": (
                ", to be spent only on playing gear or using gear abilities",
                ", à dépenser uniquement pour jouer des Objets ou utiliser leurs compétences",
            ),
            "units": (
                ", to be spent only on playing units or using units' abilities",
                ", à dépenser uniquement pour jouer des unités ou utiliser leurs compétences",
            ),
            "showdowns": (
                ", to be spent only in showdowns",
                ", à dépenser uniquement pendant les affrontements",
            ),
        }.get(str(only_for), ("", ""))
        game.step(
            "add",
            ("161", *(("429.3",) if only_for else ())),
            t(
                f"{ctx.controller} adds {value} to their rune pool" + kept[0] + ".",
                f"{ctx.controller} ajoute {value} à sa réserve runique" + kept[1] + ".",
            ),
        )
        return []


class Channel(Instruction):
    __slots__ = ()
    op, main = "channel", "int"
    optional = {"exhausted": "bool", "player": "string"}  # player: as `draw` (Retreat: its_owner)
    title = ("Channel", "Canaliser")
    says = ("channel {value} rune(s)", "canaliser {value} rune(s)")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        who = player_of(game, self.arg("player", None), ctx)
        if who is None:
            ctx.did = False
            return []
        if not game.state.economy:
            game.step(
                "skip",
                ("161",),
                t(
                    f"{who} would channel {self.value} rune(s): this scenario gives no "
                    "runes, so nothing is channelled.",
                    f"{who} canaliserait {self.value} rune(s) : ce scénario ne donne "
                    "pas de runes, rien n'est canalisé.",
                ),
            )
            ctx.did = False
            return []
        done = channel(game, who, int(self.value), bool(self.arg("exhausted", False)))
        ctx.did = done == int(self.value)
        return []


class ReadyRunes(Instruction):
    __slots__ = ()
    op, main = "ready_runes", "any"
    title = ("Ready runes", "Redresser les runes")
    says = ("ready your runes", "redresser vos runes")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        n = ready_runes(game.state, ctx.controller) if game.state.economy else 0
        game.step(
            "ready",
            ("161",),
            t(
                f"{ctx.controller} readies their runes ({n}).",
                f"{ctx.controller} redresse ses runes ({n}).",
            ),
        )
        return []


class ReadyRunesUpTo(Instruction):
    """Its controller readies up to N of their exhausted runes. Which ones cannot matter: a ready
    rune of any domain gives 1 Energy, and any rune, ready or not, can be recycled for its Power."""

    __slots__ = ()
    op, main = "ready_runes_up_to", "int"
    title = ("Ready runes", "Redresser des runes")
    says = ("ready {value} of your runes", "redresser {value} de vos runes")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        tired = (
            [r for r in state.players[ctx.controller].runes if r.exhausted] if state.economy else []
        )
        readied = tired[: int(self.value)]
        for rune in readied:
            rune.exhausted = False
        ctx.did = bool(readied)
        game.step(
            "ready",
            ("161",),
            t(
                f"{ctx.controller} readies {len(readied)} of their runes (up to {self.value}).",
                f"{ctx.controller} redresse {len(readied)} de ses runes (jusqu'à {self.value}).",
            ),
        )
        return []


class RecycleRunes(Instruction):
    """`{recycle_runes: 1}` (Sigil of the Storm: "recycle one of your runes"): its controller puts
    that many of their runes on the board, one at a time and of their choice, at the bottom of their
    rune deck (416; no Power is added: this is not a payment). Runes alike (same domain, both ready
    or both exhausted) cannot be told apart, so each kind is one option (`{pick: [mode1]}`, in the
    order they stand); with no rune (or the economy off) nothing happens."""

    __slots__ = ()
    op, main = "recycle_runes", "int"
    title = ("Recycle runes", "Recycler des runes")
    says = ("recycle {value} of your runes", "recycler {value} de vos runes")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        done = 0
        for _ in range(int(self.value)):
            kinds = list(dict.fromkeys((r.domain, r.exhausted) for r in player.runes))
            if not state.economy or not kinds:
                break
            options = tuple(
                Option(
                    f"pick:mode{i + 1}",
                    t(
                        f"{'an exhausted' if tired else 'a ready'} {domain} rune",
                        f"une rune {domain} {'épuisée' if tired else 'redressée'}",
                    ),
                )
                for i, (domain, tired) in enumerate(kinds)
            )
            key = game.decide(
                Decision(
                    "pick",
                    ctx.controller,
                    "416",
                    t(
                        f"{ctx.controller} recycles one of their runes.",
                        f"{ctx.controller} recycle une de ses runes.",
                    ),
                    options,
                )
            )
            domain, tired = kinds[int(key.removeprefix("pick:mode")) - 1]
            rune = next(r for r in player.runes if (r.domain, r.exhausted) == (domain, tired))
            player.runes.remove(rune)
            player.rune_deck.append(domain)
            done += 1
            game.step(
                "recycle",
                ("416",),
                t(
                    f"{ctx.controller} recycles a {domain} rune to the bottom of their rune deck.",
                    f"{ctx.controller} recycle une rune {domain} sous son deck de runes.",
                ),
            )
        if not done:
            game.step(
                "skip",
                ("416",),
                t(
                    f"{ctx.controller} has no rune to recycle.",
                    f"{ctx.controller} n'a pas de rune à recycler.",
                ),
            )
        ctx.did = done == int(self.value)
        return []
