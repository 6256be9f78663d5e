"""Experience, Unleashed's resource (rules 728-733, 823, 824): each player has an amount of XP,
public (729.2), not an object (731), never shared (732), with no limit (733). Words: gain XP
(730.1), spend XP (730.2: as a cost, refused when the player has too little, 357; or inside an
effect), and the Level conditions (824: "[Level N]" is short for "while you have N or more XP").

The keyword [Hunt X] (823: "when I conquer or hold, my controller gains X XP", X 1 when omitted)
is expanded by the loader (engine/format/cards.py, `keyword_triggers`) into two triggered
abilities, `i_conquer` and `i_hold`, each `gain_xp: X`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.errors import IllegalAction
from engine.model.card import Condition, Instruction
from engine.model.events import Event
from engine.model.state import LogEvent, State
from engine.model.text import t
from engine.rules.reading import Context, player_of

if TYPE_CHECKING:
    from engine.record.game import Game

# what `gain_xp`'s `per:` may count: the player's units on the board
PER = {"friendly unit": "unit"}


def gained_key(player: str) -> str:
    """Where the XP `player` gained this turn is counted (the per-turn counts, emptied as each
    turn starts: engine/rules/turn.py)."""
    return f"xp-gained:{player}"


class GainXp(Instruction):
    """`{gain_xp: 2}`; `per: friendly unit` ("1 XP per friendly unit"): that many times the
    player's units on the board as it resolves."""

    __slots__ = ()
    op, main, optional = "gain_xp", "int", {"per": "string", "player": "string"}
    title = ("Gain XP", "Gain d'XP")
    says = ("gain {value} XP", "gagner {value} XP")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = player_of(game, self.arg("player"), ctx)
        if player is None:
            return []
        amount = int(self.value)
        per = self.arg("per")
        if per is not None:
            if per not in PER:
                raise IllegalAction(
                    "730.1",
                    f"gain_xp per {per!r}: only {', '.join(PER)} is counted.",
                    f"gain_xp per {per!r} : seul {', '.join(PER)} est compté.",
                )
            count = sum(
                1
                for o in state.objects.values()
                if o.is_unit and o.on_board and o.controller == player
            )
            amount *= count
        p = state.players[player]
        p.xp += amount
        if amount > 0:  # "if you gained XP this turn" reads it (cleared as each turn starts)
            key = gained_key(player)
            state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + amount
        state.log.append(LogEvent("xp", player, amount=amount))
        game.step(
            "xp",
            ("730.1",),
            t(
                f"{player} gains {amount} XP: now {p.xp} XP.",
                f"{player} gagne {amount} XP : maintenant {p.xp} XP.",
            ),
        )
        return []


def too_little_xp(state: State, player: str, amount: int) -> IllegalAction | None:
    """357: a cost of XP the player cannot pay in full is not paid at all."""
    have = state.players[player].xp
    if have >= amount:
        return None
    return IllegalAction(
        "357",
        f"{player} has {have} XP: the cost of {amount} XP cannot be paid.",
        f"{player} a {have} XP : le coût de {amount} XP ne peut pas être payé.",
    )


class SpendXp(Instruction):
    """`{spend_xp: 2}`: as an activated ability's cost, the ability cannot be used with less
    (357); inside an effect ("you may spend 3 XP to ..."), nothing is spent with less, and an
    `if_you_do` after it is skipped."""

    __slots__ = ()
    op, main = "spend_xp", "int"
    title = ("Spend XP", "Dépense d'XP")
    says = ("spend {value} XP", "dépenser {value} XP")

    def refusal(self, state: State, player: str) -> IllegalAction | None:
        return too_little_xp(state, player, int(self.value))

    def possible(self, game: Game, ctx: Context) -> bool:
        """As an optional additional cost ("you may spend 3 XP extra", 356.2.b.1): offered only
        to a player with that much XP (357)."""
        return too_little_xp(game.state, ctx.controller, int(self.value)) is None

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = ctx.controller
        p = state.players[player]
        amount = int(self.value)
        if p.xp < amount:
            ctx.did = False
            game.step(
                "xp",
                ("730.2",),
                t(
                    f"{player} has only {p.xp} XP and cannot spend {amount}.",
                    f"{player} n'a que {p.xp} XP et ne peut pas en dépenser {amount}.",
                ),
            )
            return []
        p.xp -= amount
        ctx.did = True
        state.log.append(LogEvent("spend_xp", player, amount=amount))
        game.step(
            "xp",
            ("730.2",),
            t(
                f"{player} spends {amount} XP: {p.xp} XP left.",
                f"{player} dépense {amount} XP : il reste {p.xp} XP.",
            ),
        )
        return []


class _Level(Condition):
    """824.1.b.1: "[Level N] text" is "while you have N or more XP, this has text"; the XP read is
    the controller's now (824.1.c.1)."""

    xp: ClassVar[int] = 0
    below: ClassVar[bool] = False

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        have = game.state.players[ctx.controller].xp >= cls.xp
        return not have if cls.below else have


class Level3(_Level):
    name, xp = "level_3", 3
    words = ("you have 3 XP or more (Level 3)", "vous avez 3 XP ou plus (Niveau 3)")


class Level6(_Level):
    name, xp = "level_6", 6
    words = ("you have 6 XP or more (Level 6)", "vous avez 6 XP ou plus (Niveau 6)")


class Level11(_Level):
    name, xp = "level_11", 11
    words = ("you have 11 XP or more (Level 11)", "vous avez 11 XP ou plus (Niveau 11)")


class BelowLevel6(_Level):
    """The text a [Level 6] "instead" replaces: what runs while the player has less."""

    name, xp, below = "below_level_6", 6, True
    words = ("you have less than 6 XP", "vous avez moins de 6 XP")


class Level16(_Level):
    name, xp = "level_16", 16
    words = ("you have 16 XP or more (Level 16)", "vous avez 16 XP ou plus (Niveau 16)")


class YouGainedXpThisTurn(Condition):
    """'As long as you gained XP this turn' (Wily Newtfish, 730.1): its controller has gained
    some XP since this turn began, whatever they spent since."""

    name = "you_gained_xp_this_turn"
    words = ("you gained XP this turn", "vous avez gagné de l'XP ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.uses_this_turn.get(gained_key(ctx.controller), 0) > 0
