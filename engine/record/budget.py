"""A caller's bound on the wall time of the runs it asks for (#19).

The engine's own bounds are in its units: at most `MAX_STEPS` steps a path, at most
`MAX_OBJECTS` objects. A scenario within them can still ask for seconds of work (199 units
dying at once); a server running texts that anyone may write sets a deadline around its
calls with `limit(seconds)`, and every step recorded checks it. Past the deadline the run
stops with `BudgetExceeded`, which `run()` does not catch: a timeline cut short by the
clock is never returned (it would not be a pure function of the scenario).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from contextvars import ContextVar

_DEADLINE: ContextVar[float | None] = ContextVar("engine_deadline", default=None)


class BudgetExceeded(Exception):
    """The run took longer than its caller allowed."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        super().__init__(f"the engine needed more than {seconds:g} s")


_SECONDS: ContextVar[float] = ContextVar("engine_seconds", default=0.0)


@contextlib.contextmanager
def limit(seconds: float) -> Iterator[None]:
    """Runs inside this block stop once `seconds` have passed since it began (an enclosing
    block's earlier deadline still holds)."""
    deadline = time.monotonic() + seconds
    outer = _DEADLINE.get()
    if outer is not None and outer < deadline:
        deadline, seconds = outer, _SECONDS.get()
    tokens = _DEADLINE.set(deadline), _SECONDS.set(seconds)
    try:
        yield
    finally:
        _DEADLINE.reset(tokens[0])
        _SECONDS.reset(tokens[1])


@contextlib.contextmanager
def unlimited() -> Iterator[None]:
    """Runs inside this block have no deadline, whatever an enclosing block set: for the
    callers' own trusted scenarios, whose cost is known and bounded."""
    tokens = _DEADLINE.set(None), _SECONDS.set(0.0)
    try:
        yield
    finally:
        _DEADLINE.reset(tokens[0])
        _SECONDS.reset(tokens[1])


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """The time spent inside this block is not counted against the caller's deadline: for the
    engine's own set-up (reading the card pool, a server reading its library), done once per
    process, which no one request should pay for."""
    started = time.monotonic()
    try:
        yield
    finally:
        deadline = _DEADLINE.get()
        if deadline is not None:
            _DEADLINE.set(deadline + (time.monotonic() - started))


def check() -> None:
    """Raise `BudgetExceeded` if the caller's deadline has passed (nothing without one)."""
    deadline = _DEADLINE.get()
    if deadline is not None and time.monotonic() > deadline:
        raise BudgetExceeded(_SECONDS.get())
