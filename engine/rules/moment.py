"""The moment (docs engine-notes): a batch of simultaneous events is proposed, replacement effects
change some of them, what remains happens at once, and triggers notice what happened.

    perform(game, batch)
      1. capture the own-death triggers of units about to die, with their snapshot (808.1.d)
      2. collect the replacements that could apply; the chooser picks the next one (372, 373)
      3. apply it: its actions happen now, before the unchanged events (373.1.a)
      4. execute the remaining events together, as one moment
      5. drop captured triggers whose death was replaced (808.1.d.1); notice new triggers (383.2.c)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.rules import triggers
from engine.rules.bonus_damage import with_bonus_damage
from engine.rules.replacement import replace_events

if TYPE_CHECKING:
    from engine.record.game import Game
    from engine.rules.reading import Context


def perform(game: Game, batch: list[Event]) -> list[Event]:
    """Run one moment; returns the events that really happened.

    While an "as" replacement's action is being gathered (`game.gather`), what it proposes joins
    the event it adds to instead of making a moment of its own."""
    if game.gather is not None:
        game.gather.extend(batch)
        return []
    state = game.state
    batch_clock = state.tick()
    dying = [
        e.obj
        for e in batch
        if e.kind == "die" and e.obj is not None and state.objects[e.obj].on_board
    ]
    triggers.capture_own_death(game, dying, rule="428.1.a.1.b")
    pending = list(batch)
    happened = replace_events(game, pending, batch_clock)
    happened += execute(game, pending)
    triggers.settle_captures(game, dying, happened)
    triggers.notice(game, happened)
    return happened


def execute(game: Game, events: list[Event]) -> list[Event]:
    """Step 4 of the moment: what is left happens, as one moment; each change is a step."""
    state = game.state
    happened = []
    for event in events:
        obj = state.objects.get(event.obj) if event.obj else None
        if obj is not None and not event.reaches_off_board and not obj.on_board:
            continue  # it already left the board in this moment: nothing left to do to it
        if event.happen(game):
            happened.append(event)
    return happened


def perform_effect(
    game: Game, events: list[Event], ctx: Context, own: Callable[[Event], bool]
) -> list[Event]:
    """Run the moment for an effect's word; remember whether the effect did it (359.3.e.14: 'if you
    do') and what it itself moved off the board (for 359.3.e.13)."""
    state = game.state
    events = with_bonus_damage(game, events, ctx)  # a spell's or ability's damage (437.1.a.1)
    happened = perform(game, events) if events else []
    ctx.did = any(own(e) and e.cause == ctx.cause and e.applied == ctx.applied for e in happened)
    for e in happened:
        if (
            e.obj in state.objects
            and e.cause == ctx.cause
            and e.obj in state.last_on_board
            and not state.objects[e.obj].on_board
        ):
            ctx.moved[e.obj] = state.last_on_board[e.obj]
    return happened
