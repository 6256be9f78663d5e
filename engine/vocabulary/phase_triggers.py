"""Triggers on the turn's moments (rule 315-317) and on a showdown's start (345, 464.1): one class
per kind. The turn (engine/rules/turn.py) announces `beginning_phase` at the start of the turn
player's Beginning phase, before they score their holds (315.2, 816: Temporary's kill is one),
and `ending_step` at the start of the End of turn phase, before its Expiration step (317.1);
showdowns announce `showdown_begins` (and combats `combat_begins`) at their battlefield."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.trigger_kinds import Occasion, TriggerKind

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Obj, State


class _YourTurnMoment(TriggerKind):
    holder = "observer"
    yours = True  # the turn player's own moment (a battlefield's: its controller's)

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and holder.controller == occasion.player


class AtTheStartOfYourBeginningPhase(_YourTurnMoment):
    name, occasion = "at_the_start_of_your_beginning_phase", "beginning_phase"
    words = (
        "at the start of your Beginning phase",
        "au début de votre phase de début",
    )


class AtTheStartOfEachBeginningPhase(TriggerKind):
    name, occasion, holder = "at_the_start_of_each_beginning_phase", "beginning_phase", "observer"
    words = ("at the start of each Beginning phase", "au début de chaque phase de début")


class AtTheEndOfYourTurn(_YourTurnMoment):
    name, occasion = "at_the_end_of_your_turn", "ending_step"
    words = ("at the end of your turn", "à la fin de votre tour")


class AtTheEndOfEachTurn(TriggerKind):
    name, occasion, holder = "at_the_end_of_each_turn", "ending_step", "observer"
    words = ("at the end of each turn", "à la fin de chaque tour")


class WhenAShowdownBeginsHere(TriggerKind):
    """`occasion.player` carries the battlefield's id (the subject is the holder itself)."""

    name, occasion, holder = "a_showdown_begins_here", "showdown_begins", "observer"
    words = ("when a showdown begins here", "quand une confrontation commence ici")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and state.location(holder) == occasion.player


class AtTheStartOfYourMainPhase(_YourTurnMoment):
    """Bottled Constellation: once the turn player's Beginning phase (and, with `end_turn: full`,
    their Channel and Draw phases) is over and its chain empty, their Main phase begins (316.1)."""

    name, occasion = "at_the_start_of_your_main_phase", "main_phase"
    words = ("at the start of your Main phase", "au début de votre phase principale")


class AtTheStartOfEachPlayersFirstBeginningPhase(TriggerKind):
    """A battlefield's "at the start of each player's first Beginning Phase, that player ..."
    (Obelisk of Power, The Arena's Greatest): met only at the Beginning phase of a player's first
    turn, which a scenario says with the player's `turns:` (the turns they have begun, the current
    one included: 0 for a player yet to take one); the ability is that player's."""

    name, occasion, holder = (
        "at_the_start_of_each_players_first_beginning_phase",
        "beginning_phase",
        "observer",
    )
    first = True
    words = (
        "at the start of each player's first Beginning phase",
        "au début de la première phase de début de chaque joueur",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return False  # a battlefield's ability only (rules/occasions.py)
