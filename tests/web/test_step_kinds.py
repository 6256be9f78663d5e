"""Every step kind the engine can emit has a label in English and in French.

The kinds come from three places, so that neither a kind the library never reaches nor one a
refactoring renamed slips through: the engine's source (every `game.step("<kind>", ...)`), its
registry of event kinds (each event class records its steps under its own kind), and every
step of every library path (main lines, variants and each other option of each decision).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from django.utils import translation
from django.utils.translation import trans_real

import engine
from engine.model.events import EVENTS
from rulesviz.present import STEP_KINDS, step_kind_label
from tests.engine.golden import paths

ENGINE = Path(engine.__file__).resolve().parent
LITERAL_STEP = re.compile(r"\.step\(\s*\"([a-z_]+)\"")


@cache
def source_kinds() -> frozenset[str]:
    kinds: set[str] = set(EVENTS)  # `game.step(self.kind, ...)` in each event class
    for path in ENGINE.rglob("*.py"):
        kinds.update(LITERAL_STEP.findall(path.read_text(encoding="utf-8")))
    return frozenset(kinds)


@cache
def library_kinds() -> frozenset[str]:
    kinds: set[str] = set()
    for _stem, scenario, variant, answers in paths():
        kinds.update(s.kind for s in engine.run(scenario, variant, answers=answers).steps)
    return frozenset(kinds)


def test_the_engine_sources_name_their_step_kinds() -> None:
    # A guard for the guard: if the patterns stop matching, the label test would pass vacuously.
    assert len(source_kinds()) > 40
    assert {"die", "heal", "banish", "replacement", "cleanup"} <= source_kinds()


def test_every_step_kind_the_engine_emits_has_a_label() -> None:
    emitted = source_kinds() | library_kinds()
    assert not emitted - set(STEP_KINDS), sorted(emitted - set(STEP_KINDS))


@pytest.mark.parametrize("kind", sorted(STEP_KINDS))
def test_every_step_kind_label_is_translated_to_french(kind: str) -> None:
    with translation.override("en"):
        english = str(STEP_KINDS[kind])
    catalog = trans_real.translation("fr")._catalog
    assert catalog.get(english), f"no French for the label {english!r} of step kind {kind!r}"
    with translation.override("fr"):
        assert step_kind_label(kind) == catalog[english]
    with translation.override("en"):
        assert step_kind_label(kind) == english


def test_no_label_is_an_identifier() -> None:
    with translation.override("en"):
        labels = {kind: step_kind_label(kind) for kind in STEP_KINDS}
    assert not [label for label in labels.values() if "_" in label]
