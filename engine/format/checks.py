"""Small validators that turn a wrong value into a ScenarioError naming the file, line and
expectation."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.errors import ScenarioError
from engine.format.source import LDict, LList, line_of

SLUG = re.compile(r"[a-z0-9][a-z0-9-]*")  # matched whole: `fullmatch` (`$` lets a final newline in)


def describe(value: Any) -> str:
    """How a value reads in an error message: its type, and the value when short."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"the boolean {value!r}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    kind = type(value).__name__
    return f"the {kind} {text}" if len(text) <= 40 else f"a {kind}"


class Checker:
    """Reports errors in one file; `where` arguments are (container, key) pairs giving the line."""

    def __init__(self, path: str) -> None:
        self.path = path

    def fail(self, container: Any, key: Any, message: str) -> ScenarioError:
        return ScenarioError(self.path, line_of(container, key), message)

    def mapping(
        self,
        value: Any,
        container: Any,
        key: Any,
        what: str,
        required: Iterable[str] = (),
        optional: Iterable[str] = (),
    ) -> LDict:
        """`value` must be a mapping with exactly the allowed keys."""
        if not isinstance(value, dict):
            raise self.fail(container, key, f"{what}: expected a mapping, found {describe(value)}")
        required = tuple(required)
        allowed = set(required) | set(optional)
        for name in value:
            if name not in allowed:
                raise self.fail(
                    value,
                    name,
                    f"{what}: unknown key {name!r}; expected one of {', '.join(sorted(allowed))}",
                )
        for name in required:
            if name not in value:
                raise self.fail(value, None, f"{what}: missing key {name!r}")
        if isinstance(value, LDict):
            return value
        located = LDict(value)
        located.line = line_of(container, key) or 0
        located.key_lines = {}
        return located

    def seq(self, value: Any, container: Any, key: Any, what: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(container, key, f"{what}: expected a list, found {describe(value)}")
        return value

    def string(self, value: Any, container: Any, key: Any, what: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(
                container, key, f"{what}: expected a non-empty string, found {describe(value)}"
            )
        return value

    def integer(
        self, value: Any, container: Any, key: Any, what: str, minimum: int | None = None
    ) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(
                container, key, f"{what}: expected a whole number, found {describe(value)}"
            )
        if minimum is not None and value < minimum:
            raise self.fail(
                container, key, f"{what}: expected a number of at least {minimum}, found {value}"
            )
        if abs(value) > 10**6:
            raise self.fail(container, key, f"{what}: {value} is out of range")
        return value

    def boolean(self, value: Any, container: Any, key: Any, what: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(
                container, key, f"{what}: expected true or false, found {describe(value)}"
            )
        return value

    def choice(
        self, value: Any, container: Any, key: Any, what: str, options: Iterable[str]
    ) -> str:
        options = tuple(options)
        if not isinstance(value, str) or value not in options:
            raise self.fail(
                container,
                key,
                f"{what}: expected one of {', '.join(options)}, found {describe(value)}",
            )
        return value

    def text(self, value: Any, container: Any, key: Any, what: str) -> dict[str, str]:
        """A user-facing text: a plain string (English) or {en, fr}."""
        if isinstance(value, str) and value.strip():
            return {"en": value, "fr": value}
        found = self.mapping(value, container, key, what, required=("en",), optional=("fr",))
        en = self.string(found["en"], found, "en", f"{what}.en")
        fr = self.string(found["fr"], found, "fr", f"{what}.fr") if "fr" in found else en
        return {"en": en, "fr": fr}

    def strings(self, value: Any, container: Any, key: Any, what: str) -> list[str]:
        items = self.seq(value, container, key, what)
        return [
            self.string(item, items, i, f"{what} item")
            if not isinstance(item, (int, float))
            else str(item)
            for i, item in enumerate(items)
        ]


def items_of(value: list[Any]) -> Iterable[tuple[int, Any]]:
    return enumerate(value)


__all__ = ["SLUG", "Checker", "LDict", "LList", "describe", "items_of"]
