"""Malformed scenario files, made from the library's own files by mutation or from scratch.

Shared by the bounded Hypothesis test and the long run in bench/fuzz_loader.py.
"""

from __future__ import annotations

import random
from pathlib import Path

import yaml

import engine

LIBRARY = Path(__file__).resolve().parents[2] / "engine" / "scenarios"
SOURCES = [p.read_text(encoding="utf-8") for p in sorted(LIBRARY.glob("*.yaml"))]
JUNK = [
    "",
    "~",
    "null",
    "[]",
    "{}",
    "-1",
    "3.5",
    "yes",
    "'x'",
    "[[[",
    "}",
    "&a",
    "*a",
    "!!python/object:os.system",
    '"\\xff"',
    "999999999999",
    "$target",
    "it",
    "bf9",
    "zzz",
    "{kill: nobody}",
    "- -",
    ":",
    "'",
    "\t",
]
KEYS = [
    "id",
    "card",
    "zone",
    "owner",
    "script",
    "expect",
    "players",
    "objects",
    "targets",
    "choices",
    "order",
    "variants",
    "effect",
    "abilities",
    "replacement",
    "would",
    "subject",
    "instead",
    "kill",
    "damage",
    "to",
]


def mutate(text: str, rng: random.Random) -> str:
    """One to four random edits of a valid file: lines dropped, doubled, swapped, values
    replaced."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(lines))
        kind = rng.randrange(7)
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[i])
        elif kind == 2 and ":" in lines[i]:
            head, _, _ = lines[i].partition(":")
            lines[i] = f"{head}: {rng.choice(JUNK)}"
        elif kind == 3:
            lines.insert(i, " " * rng.randrange(6) + f"{rng.choice(KEYS)}: {rng.choice(JUNK)}")
        elif kind == 4:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 5:
            cut = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:cut]
        else:
            lines[i] = lines[i].replace(
                rng.choice(["A", "B", "bf1", "sentry", "unit", "3"]), rng.choice(JUNK), 1
            )
        if not lines:
            lines = [""]
    return "\n".join(lines)


def random_document(rng: random.Random, depth: int = 0) -> object:
    """A random YAML-able value, sometimes deep or wide, with the format's key names."""
    roll = rng.random()
    if depth > 6 or roll < 0.35:
        return rng.choice(
            [None, True, 0, -3, 2.5, "A", "x" * rng.randrange(40), "$target", "bf1", ""]
        )
    if roll < 0.65:
        return {rng.choice(KEYS): random_document(rng, depth + 1) for _ in range(rng.randrange(5))}
    return [random_document(rng, depth + 1) for _ in range(rng.randrange(5))]


def example(rng: random.Random) -> tuple[str, str]:
    """A (name, text) pair to feed the loader."""
    roll = rng.random()
    if roll < 0.7:
        return "mutated.yaml", mutate(rng.choice(SOURCES), rng)
    if roll < 0.85:
        top = {
            "format": "rulesviz/1",
            "id": "fuzz",
            "title": "t",
            "players": ["A", "B"],
            "script": [],
        }
        top.update({k: random_document(rng) for k in rng.sample(KEYS, rng.randrange(4))})
        name = rng.choice(["doc.yaml", "doc.json"])
        import json

        text = json.dumps(top, default=str) if name.endswith(".json") else yaml.safe_dump(top)
        return name, text
    if roll < 0.95:
        return "deep.yaml", "players: " + "[" * rng.randrange(10, 400) + "]" * rng.randrange(0, 400)
    return (
        "huge.yaml",
        "objects:\n"
        + "  - {id: u, card: Vengeance, owner: A, zone: hand}\n" * rng.randrange(200, 30000),
    )


def feed(name: str, text: str) -> str | None:
    """Load and run one document; returns a description of a crash, or None when it was handled
    cleanly."""
    try:
        scenario = engine.load_text(text, name)
    except engine.ScenarioError as error:
        message = str(error)
        if not message.startswith(f"{name}") or "Traceback" in message:
            return f"unclear error: {message[:200]}"
        return None
    except Exception as crash:  # noqa: BLE001 - anything else is exactly what the fuzzer looks for
        return f"loader crashed: {type(crash).__name__}: {crash}"
    try:
        for variant in [None, *(v.id for v in scenario.variants)]:
            engine.run(scenario, variant)
    except engine.AnswerError:
        return None
    except Exception as crash:  # noqa: BLE001
        return f"engine crashed: {type(crash).__name__}: {crash}"
    return None
