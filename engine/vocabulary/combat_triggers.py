"""Combat-result triggers (466.3): "when I win a combat" on a unit at the battlefield whose
controller won it (its units inherit the result, 466.3.c), and "when you win a combat" on any of
the winner's permanents or their legend. A player wins a combat when they were its attacker or
defender and are the only player with units left there once combat damage and the combat cleanup
are over; a combat that ends with both sides, or nobody, has no result (466.3.d). They are
announced by rules/occasions.py (`combat_won`) before the winner establishes control, so they
go on the chain before any conquest's triggers (466.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


class IWinACombat(TriggerKind):
    name, occasion, holder = "i_win_a_combat", "combat_won", "self"
    words = ("when I win a combat", "quand je gagne un combat")


class YouWinACombat(TriggerKind):
    name, occasion, holder = "you_win_a_combat", "combat_won", "observer"
    words = ("when you win a combat", "quand vous gagnez un combat")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and holder.controller == occasion.player


class ACombatITookPartInEnds(TriggerKind):
    """'When a combat I took part in ends' (Mournful Witness): a unit that was an attacker or a
    defender in that combat and is still on the board as it ends (466.7), whatever its result
    (a combat with no result ends too, 466.3.d). Announced by rules/occasions.py
    (`combat_ended`)."""

    name, occasion, holder = "a_combat_i_took_part_in_ends", "combat_ended", "self"
    words = (
        "when a combat I took part in ends",
        "quand un combat auquel j'ai participé se termine",
    )
