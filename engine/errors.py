"""Errors the engine reports to its callers: each one says what went wrong in words a judge
understands."""

from __future__ import annotations


class ScenarioError(Exception):
    """A scenario file that cannot be loaded: names the file, the line and what was expected."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = path
        self.line = line
        self.message = message
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {message}")


class AnswerError(ValueError):
    """An answer that is not one of the options of the decision it answers."""


class IllegalAction(Exception):
    """A player action that the rules forbid; carries the rule that forbids it (D4)."""

    def __init__(self, rule: str, en: str, fr: str) -> None:
        self.rule = rule
        self.text = {"en": en, "fr": fr}
        super().__init__(f"{en} (rule {rule})")


class StepBudgetExceeded(Exception):
    """A scenario that runs away: more steps than any ruling needs."""


class GameOver(Exception):
    """A player has won (323.1): nothing more happens."""
