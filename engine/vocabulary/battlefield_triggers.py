"""A battlefield's own combat triggers (383.4.e, 383.4.f): "when you defend here" is a defend
trigger of the battlefield, controlled by the defending player; its condition is met as combat
opens and the defending player gets that role (464.2.c.3), checked once per combat
(383.4.f.2.a): a unit that takes its role later, even a new object, does not meet it again."""

from __future__ import annotations

from engine.model.trigger_kinds import TriggerKind


class YouDefendAtABattlefield(TriggerKind):
    """A permanent's "when you defend at a battlefield" (Loyal Pup): met as combat opens there
    and its controller gets the defender's role, once per combat; `bring_there` names that
    battlefield."""

    name, occasion, holder = "you_defend_at_a_battlefield", "you_defend", "observer"
    words = ("when you defend at a battlefield", "quand vous défendez sur un champ de bataille")


class YouDefendHere(TriggerKind):
    name, occasion = "you_defend_here", "defend_here"
    words = ("when you defend here", "quand vous défendez ici")
