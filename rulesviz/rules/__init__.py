"""The rules index: a short text, in our own words, for each Core Rules number the engine
cites (`index.yaml`, English and French), the rule families a reader can filter by, and
which library scenarios cite each rule.

Presentation only: the engine decides which rules apply; this says what they mean.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import yaml
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from django.utils.functional import _StrPromise

    from engine import Scenario, Timeline

INDEX = Path(__file__).resolve().parent / "index.yaml"
RULE_RE = re.compile(r"[0-9]{3}(\.[0-9a-z]+)*")


@dataclass(frozen=True)
class Family:
    """A run of rule sections a reader thinks of as one subject ("Replacement effects")."""

    key: str
    first: int
    last: int
    name: _StrPromise


# In rulebook order (Core Rules v1.4 numbering).
FAMILIES: tuple[Family, ...] = (
    Family("objects", 0, 199, _("Cards, zones, objects and control")),
    Family("concepts", 200, 299, _("Costs and other game concepts")),
    Family("turn", 300, 317, _("The turn")),
    Family("cleanup", 318, 324, _("Cleanup")),
    Family("chain", 325, 348, _("Chain, priority and showdowns")),
    Family("playing", 349, 366, _("Playing and resolving")),
    Family("replacement", 367, 375, _("Replacement effects")),
    Family("abilities", 376, 399, _("Triggered and delayed abilities")),
    Family("actions", 400, 458, _("Game actions")),
    Family("combat", 459, 466, _("Combat")),
    Family("scoring", 467, 499, _("Scoring and victory")),
    Family("keywords", 700, 899, _("Keywords")),
)


def family_of(number: str) -> Family | None:
    try:
        section = int(number.split(".")[0])
    except ValueError:
        return None
    return next((f for f in FAMILIES if f.first <= section <= f.last), None)


def family(key: str) -> Family | None:
    return next((f for f in FAMILIES if f.key == key), None)


@functools.cache
def index() -> Mapping[str, Mapping[str, str]]:
    with INDEX.open(encoding="utf-8") as f:
        data = yaml.safe_load(f)
    return {str(number): {"en": str(t["en"]), "fr": str(t["fr"])} for number, t in data.items()}


def _key(number: str) -> tuple[tuple[int, str], ...]:
    """Rulebook order: 56 < 124 < 124.1 < 323.3 < 323.11."""
    return tuple((int(p), "") if p.isdigit() else (0, p) for p in number.split("."))


def sorted_rules(numbers: Iterable[str]) -> list[str]:
    return sorted(set(numbers), key=_key)


def text(number: str, lang: str) -> str:
    """The rule's short text; a sub-rule without its own entry reads its parent's."""
    entries = index()
    parts = number.split(".")
    while parts:
        entry = entries.get(".".join(parts))
        if entry is not None:
            return entry.get(lang) or entry["en"]
        parts.pop()
    return ""


def cited(scenario: Scenario, timelines: Iterable[Timeline]) -> set[str]:
    """Every rule number a scenario names or any step of these paths cites."""
    numbers = set(scenario.rules or [])
    for timeline in timelines:
        for step in timeline.steps:
            numbers.update(step.rules)
            if step.decision is not None and step.decision.rule:
                numbers.add(str(step.decision.rule))
            queue = step.state.get("queue") or {}
            if queue.get("rule"):
                numbers.add(str(queue["rule"]))
    return {n for n in numbers if RULE_RE.fullmatch(n)}
