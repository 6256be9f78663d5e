"""'When I become Empowered' (828.1.d): a triggered ability of the object itself, met as it gets
the Empowered status (441); an object that left the board before it would be empowered never
gets it, so the ability does not trigger (441.2, 384.2)."""

from __future__ import annotations

from engine.model.trigger_kinds import TriggerKind


class IBecomeEmpowered(TriggerKind):
    name, occasion, holder = "i_become_empowered", "become_empowered", "self"
    words = ("when I become Empowered", "quand je deviens Empowered")
