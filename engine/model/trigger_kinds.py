"""Trigger kinds: what a triggered ability's `when:` may wait for, one class each
(engine/vocabulary/triggers.py).

A kind is its loader name ("i_attack"), its words in English and French ("when I attack"), the
occasion it waits for (a kind of event, or a moment the rules announce: "move", "attack",
"conquer", ...) and the check that it fires for an object holding it (383.2). The rule that meets
an occasion asks the registry which kinds wait for it. Defining a subclass with a `name`
registers it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.events import Event
    from engine.model.state import Obj, State

# Every trigger kind of the format, by its loader name: filled once, by each kind's class.
TRIGGER_KINDS: dict[str, type[TriggerKind]] = {}


@dataclass(frozen=True, slots=True)
class Occasion:
    """What just happened, as a trigger condition reads it (383.2.c): its kind, the object it
    happened to, and the player concerned (a dead unit's controller as it died, 359.3.f.3)."""

    kind: str
    subject: Obj | None = None
    player: str | None = None
    played_from: str | None = None  # a completed play: the zone it was played from (facedown:…)
    at: str | None = None  # the battlefield it happened at, when the occasion names one
    event: Event | None = None  # a `<kind>_seen` occasion: the event itself (rules/triggers.py)
    amount: int | None = None  # an activated ability used: the Energy of its cost


class TriggerKind:
    """One trigger condition: its name in the format, its words, the occasion it waits for and
    whether an ability of this kind on `holder` fires for it."""

    name: ClassVar[str] = ""
    words: ClassVar[tuple[str, str]] = ("", "")
    occasion: ClassVar[str] = ""
    # "self": the object the occasion happened to holds it (when I move); "observer": another
    # object on the board sees it (when another unit dies); otherwise its own rule finds holders
    holder: ClassVar[str] = ""

    def __init_subclass__(cls) -> None:
        if cls.name:
            TRIGGER_KINDS[cls.name] = cls

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        """By default: the holder is on the board (383.2.c.2: one that left does not trigger)."""
        return holder.on_board


def waiting_for(occasion: str, holder: str | None = None) -> tuple[type[TriggerKind], ...]:
    """The kinds that wait for this occasion (and hold it this way), in the order defined."""
    return tuple(
        k
        for k in TRIGGER_KINDS.values()
        if k.occasion == occasion and (holder is None or k.holder == holder)
    )
