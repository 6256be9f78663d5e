"""Events: the small frozen records of what an instruction or a cleanup step proposes to do.

A batch of events proposed together is simultaneous (370.1.a.2). Each event carries the
replacements already applied to it and to the events it replaced (370.2).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

# Which event kind a replacement's `would` watches.
WOULD = {"die": "die", "be_dealt_damage": "damage", "draw": "draw", "recall": "recall", "move": "move",
         "banish": "banish", "enter": "create", "score": "score", "leave_chain": "leave_chain"}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str                      # die, damage, heal, exhaust, ready, stun, recall, move, banish,
                                   # return_to_hand, discard, draw, create
    obj: str | None = None         # the physical id of the object it happens to
    player: str | None = None      # for draw and create: who
    amount: int = 0
    to: str | None = None          # move destination; token name for create
    cause: str | None = None       # what proposed it, for the step text
    active: bool = False           # an active kill (428.1.a): an instruction or a cost
    exhausted: bool = False        # create: enters exhausted (an inheritable modification, 375)
    applied: frozenset[str] = frozenset()

    def with_applied(self, replacement_id: str) -> Event:
        return replace(self, applied=self.applied | {replacement_id})
