"""The loader's bounds on hostile input (#19): nothing a scenario file holds may cost more
than bounded time and memory, and every refusal names the file and the line.

- YAML aliases of aliases (`&b [*a, *a, ...]`, a "billion laughs") stand for exponentially
  many values; the loader measures the expanded document on its composed nodes and refuses
  one over `MAX_VALUES` before building anything (the library itself uses one plain alias).
- Python refuses to read integers of more than 4,300 digits; the loader says so at the line.
- A lone surrogate escape (`"\\ud800"`) is no character: no UTF-8 text can hold it.
"""

from __future__ import annotations

import time
import tracemalloc

import pytest

import engine
from engine.format.source import MAX_VALUES, parse_text
from tests.editor.helpers import VALID


def alias_ladder(levels: int, width: int = 9) -> str:
    """The attack of #19: each level lists the previous one `width` times (366 bytes at 7)."""
    names = [f"l{i}" for i in range(levels + 1)]
    lines = [f"{names[0]}: &{names[0]} [{', '.join(['lol'] * width)}]"]
    for prev, name in zip(names, names[1:], strict=False):
        lines.append(f"{name}: &{name} [{', '.join(['*' + prev] * width)}]")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("levels", [7, 8, 12])
def test_an_alias_ladder_is_refused_at_its_line_in_bounded_time_and_memory(levels: int) -> None:
    text = alias_ladder(levels)
    assert len(text) < 1000
    tracemalloc.start()
    started = time.perf_counter()
    with pytest.raises(engine.ScenarioError) as refused:
        engine.load_text(text, "ladder.yaml")
    elapsed = time.perf_counter() - started
    _current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert refused.value.path == "ladder.yaml"
    assert refused.value.line == 6  # l5 is the first level past MAX_VALUES (9**6 > 100,000)
    assert "aliases" in refused.value.message and f"{MAX_VALUES:,}" in refused.value.message
    assert elapsed < 1.0
    assert peak < 20 * 1024 * 1024


def test_a_self_referring_alias_is_refused_at_its_line() -> None:
    with pytest.raises(engine.ScenarioError) as refused:
        parse_text("a: 1\nb: &loop\n  - *loop\n", "loop.yaml")
    assert refused.value.line == 2  # where the anchored value starts
    assert "refers to the value that contains it" in refused.value.message


def test_a_plain_alias_still_loads_as_the_anchored_value() -> None:
    data = parse_text("card: &c Watchful Sentry\nagain: *c\nlist: &l [1, 2]\ncopy: *l\n", "ok.yaml")
    assert data["again"] == "Watchful Sentry"
    assert data["copy"] == [1, 2]


def test_an_integer_of_more_than_4300_digits_is_refused_at_its_line() -> None:
    text = VALID.replace("rules: []", "rules: []\nscore_note: " + "9" * 5000)
    line = text.split("\n").index("score_note: " + "9" * 5000) + 1
    with pytest.raises(engine.ScenarioError) as refused:
        engine.load_text(text, "big.yaml")
    assert refused.value.line == line
    assert "4,300 digits" in refused.value.message


def test_an_integer_of_more_than_4300_digits_in_json_is_refused() -> None:
    with pytest.raises(engine.ScenarioError) as refused:
        engine.load_text('{"format": "rulesviz/1", "n": ' + "9" * 5000 + "}", "big.json")
    assert "4,300 digits" in refused.value.message


@pytest.mark.parametrize("escape", ["\\ud800", "\\udfff", "\\ud83d"])
def test_a_lone_surrogate_escape_is_refused_at_its_line(escape: str) -> None:
    text = VALID.replace("en: A new scenario", f'en: "A new {escape} scenario"')
    line = text.split("\n").index(f'  en: "A new {escape} scenario"') + 1
    with pytest.raises(engine.ScenarioError) as refused:
        engine.load_text(text, "s.yaml")
    assert refused.value.line == line
    assert "surrogate" in refused.value.message


def test_a_lone_surrogate_escape_in_json_is_refused() -> None:
    with pytest.raises(engine.ScenarioError) as refused:
        engine.load_text('{"format": "rulesviz/1", "id": "a\\ud800"}', "s.json")
    assert "surrogate" in refused.value.message


def test_a_surrogate_pair_escape_is_one_character_and_loads() -> None:
    assert parse_text('a: "\\ud83d\\udca5"\n', "ok.yaml")["a"] == "\U0001f4a5"
