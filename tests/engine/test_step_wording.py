"""Step texts speak the reader's language (#14): no identifier in any step text of any library path,
in English or French — no snake_case word, no scenario id, no engine word — objects by their
card's name (numbered only where two share it), battlefields by name."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import engine

from .golden import paths

ENGINE = Path(__file__).resolve().parents[2] / "engine"
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def engine_words() -> set[str]:
    """Every word of the engine's own phrasing: an id spelled like one of them ("unit", "target")
    cannot be told apart from the phrase, so only ids that are not such words are looked for."""
    words: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                words |= set(re.findall(r"[A-Za-zÀ-ÿ]+", node.value))
    return words


WORDS = engine_words()
PATHS = list(paths())


def texts(step: engine.Step) -> list[tuple[str, dict[str, str]]]:
    found = [("text", step.text), ("explain", step.explain)]
    if step.decision is not None:
        found.append(("prompt", step.decision.prompt))
        found += [(f"option {o.key}", o.label) for o in step.decision.options]
    return found


def identifiers_in(timeline: engine.Timeline) -> list[str]:
    ids: set[str] = set()
    shown: set[str] = set()
    for step in timeline.steps:
        ids |= set(step.state["objects"]) | {b["id"] for b in step.state["battlefields"]}
        shown |= {o["name"] for o in step.state["objects"].values()}
        shown |= {b["name"] for b in step.state["battlefields"]}
    looked_for = sorted((i for i in ids if i not in WORDS), key=len, reverse=True)
    id_pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, looked_for)) + r")(?![\w-])")
    problems = []
    for step in timeline.steps:
        for where, text in texts(step):
            for lang in ("en", "fr"):
                words = text[lang]
                for card_name in sorted(shown, key=len, reverse=True):  # names may contain ids
                    words = words.replace(card_name, "")
                found = SNAKE.findall(words) + (id_pattern.findall(words) if looked_for else [])
                found += [f"({i})" for i in ids if f"({i})" in text[lang]]
                if found:
                    problems.append(
                        f"step {step.index} ({step.kind}) {where} [{lang}]: {found} in "
                        f"{text[lang]!r}"
                    )
    return problems


@pytest.mark.parametrize(
    ("stem", "scenario", "variant", "answers"), PATHS, ids=[p[0] for p in PATHS]
)
def test_no_identifier_in_any_step_text(
    stem: str, scenario: engine.Scenario, variant: str | None, answers: list[str] | None
) -> None:
    assert identifiers_in(engine.run(scenario, variant, answers)) == []


def test_the_check_finds_an_identifier() -> None:
    """The check is not blind: an id in a text, an engine word, a snake_case word are all found."""
    timeline = engine.run(engine.load_text(TWO_SENTRIES))
    step = timeline.steps[0]
    spoiled = engine.Step(
        step.index,
        step.kind,
        step.rules,
        {"en": "s2 acts: take_control", "fr": "Sentinelle (s1)"},
        step.explain,
        step.objects,
        step.snapshot,
    )
    timeline.steps[0] = spoiled
    found = identifiers_in(timeline)
    assert (
        len(found) == 2 and "take_control" in found[0] and "'s2'" in found[0] and "(s1)" in found[1]
    )


TWO_SENTRIES = """
format: rulesviz/1
id: two-sentries
title: Two cards of one name
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: s1, card: Watchful Sentry, owner: B, zone: bf1}
  - {id: s2, card: Watchful Sentry, owner: B, zone: bf1}
  - {id: ray, card: Hextech Ray, owner: A, zone: hand}
script:
  - {play: ray, by: A, targets: [s2]}
  - {pass: until_empty}
"""


def test_two_objects_of_one_name_are_numbered_and_a_battlefield_is_named() -> None:
    timeline = engine.run(engine.load_text(TWO_SENTRIES))
    said = " ".join(s.text["en"] for s in timeline.steps)
    assert "A plays Hextech Ray, targeting Watchful Sentry (2)" in said
    assert "Watchful Sentry (2) dies: from Battlefield 1 to its owner's (B) trash." in said
    assert "(s2)" not in said and "bf1" not in said
