"""Combat-result triggers (466.3): "when I win a combat" on a unit at the battlefield whose
controller won it (its units inherit the result, 466.3.c), and "when you win a combat" on any of
the winner's permanents or their legend. A player wins a combat when they were its attacker or
defender and are the only player with units left there once combat damage and the combat cleanup
are over; a combat that ends with both sides, or nobody, has no result (466.3.d). They are
announced by rules/occasions.py (`combat_won`) before the winner establishes control, so they
go on the chain before any conquest's triggers (466.5)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.trigger_kinds import Occasion, TriggerKind
from engine.rules.reading import Context, run

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State
    from engine.record.game import Game


class IWinACombat(TriggerKind):
    name, occasion, holder = "i_win_a_combat", "combat_won", "self"
    words = ("when I win a combat", "quand je gagne un combat")


class YouWinACombat(TriggerKind):
    name, occasion, holder = "you_win_a_combat", "combat_won", "observer"
    words = ("when you win a combat", "quand vous gagnez un combat")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and holder.controller == occasion.player


class AttackerAndDefender(Instruction):
    """`{attacker_and_defender: [...]}` ("both the attacker and the defender [Add] 1 Energy",
    Threshold of the Gray): the instructions run once for the combat's attacker, then once for
    its defender, each time as that player's ("you" is them); nothing without a combat."""

    __slots__ = ()
    op, main = "attacker_and_defender", "list"
    title = ("The attacker and the defender", "L'attaquant et le défenseur")
    says = (
        "the attacker, then the defender, does this",
        "l'attaquant, puis le défenseur, fait ceci",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        showdown = game.state.showdown
        if showdown is None or not showdown.combat:
            return []
        happened: list[Event] = []
        for player in (showdown.attacker, showdown.defender):
            if player is not None:
                happened += run(game, self.body, replace(ctx, controller=player, did=True))
        return happened
