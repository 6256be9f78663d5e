"""'When I become Empowered' (828.1.d): a triggered ability of the object itself, met as it gets
the Empowered status (441); an object that left the board before it would be empowered never
gets it, so the ability does not trigger (441.2, 384.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


class IBecomeEmpowered(TriggerKind):
    name, occasion, holder = "i_become_empowered", "become_empowered", "self"
    words = ("when I become Empowered", "quand je deviens Empowered")


class YouEmpowerSomethingElse(TriggerKind):
    """'Whenever you empower something else' (Mel, Soul's Reflection; 383.2): an object other
    than the holder becomes Empowered by its controller's spell, ability or cost (who did it:
    `rules/triggers.acting_player`); `it` is that object. Announced with the players' acts after
    the moment (`become_empowered_by`)."""

    name, occasion, holder = "you_empower_something_else", "become_empowered_by", "observer"
    words = (
        "whenever you empower something else",
        "chaque fois que vous rendez autre chose Empowered",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        subject = occasion.subject
        return (
            holder.on_board
            and subject is not None
            and subject.pid != holder.pid
            and occasion.player == holder.controller
        )


class YouBanishACardYouOwn(TriggerKind):
    """'Whenever you banish a card you own' (Zed, Master of Shadows; 383.2): a card of its
    holder's controller's is banished by that player's spell, ability or cost
    (`rules/triggers.acting_player`); `it` is the card. Announced with the players' acts after the
    moment (`banish_by`)."""

    name, occasion, holder = "you_banish_a_card_you_own", "banish_by", "observer"
    words = (
        "whenever you banish a card you own",
        "chaque fois que vous bannissez une carte qui vous appartient",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        subject = occasion.subject
        return (
            holder.on_board
            and subject is not None
            and subject.owner == holder.controller
            and occasion.player == holder.controller
        )
