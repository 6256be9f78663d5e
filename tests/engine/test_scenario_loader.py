"""A malformed scenario is reported with the file, the line and what was expected; never a
traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine

GOOD_BODY = """\
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: sentry, card: Watchful Sentry, owner: B, zone: bf1}
  - {id: ray, card: Hextech Ray, owner: A, zone: hand}
script:
  - {play: ray, by: A, targets: [sentry]}
  - {pass: until_empty}
"""


def error_of(
    write, body: str, name: str = "scenario.yaml", header: bool = True
) -> engine.ScenarioError:  # type: ignore[no-untyped-def]
    path = write(body, name, header)
    with pytest.raises(engine.ScenarioError) as caught:
        engine.load_scenario(path)
    assert str(caught.value).startswith(f"{path}:")
    return caught.value


def test_a_good_scenario_loads(write) -> None:  # type: ignore[no-untyped-def]
    scenario = engine.load_scenario(write(GOOD_BODY))
    assert scenario.id == "test-scenario"
    assert scenario.title == {"en": "A test scenario", "fr": "A test scenario"}
    assert [o.id for o in scenario.objects] == ["sentry", "ray"]


def test_unknown_key_names_its_line_and_the_expected_keys(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY.replace("zone: bf1}", "zone: bf1, damge: 1}"))
    assert error.line == 8
    assert "unknown key 'damge'" in error.message and "damage" in error.message


def test_unknown_top_level_key(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY + "expected: {}\n")
    assert error.line == 13
    assert "unknown key 'expected'" in error.message


def test_reference_to_a_missing_object(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY.replace("targets: [sentry]", "targets: [sentinel]"))
    assert error.line == 11
    assert "no object with id 'sentinel'" in error.message


def test_unknown_card_suggests_the_nearest_name(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY.replace("card: Watchful Sentry", "card: Watchful Sentri"))
    assert error.line == 8
    assert "unknown card 'Watchful Sentri'" in error.message and "Watchful Sentry" in error.message


def test_wrong_type_says_what_was_expected_and_found(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY.replace("zone: bf1}", "zone: bf1, damage: lots}"))
    assert error.line == 8
    assert "expected a whole number" in error.message and "'lots'" in error.message


def test_invalid_yaml_reports_the_line(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY.replace("  - {pass: until_empty}", "  - {pass: until_empty"))
    assert error.line is not None and error.line >= 12
    assert "invalid YAML" in error.message


def test_missing_required_key(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY.replace("players: [A, B]\n", ""))
    assert "missing key 'players'" in error.message


def test_duplicate_key_is_an_error(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY + "players: [A]\n")
    assert error.line == 13 and "appears twice" in error.message


def test_bad_event_pattern_in_expect(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, GOOD_BODY + "expect:\n  happened: [{dies: sentry}]\n")
    assert error.line == 14
    assert "expected exactly one of die" in error.message


def test_on_is_a_key_not_a_boolean(write) -> None:  # type: ignore[no-untyped-def]
    """YAML 1.1 reads `on` as true; the format's `{replacement: X, on: id}` needs it as a key."""
    path = write(
        GOOD_BODY + "expect:\n  not_happened: [{replacement: Tactical Retreat, on: sentry}]\n"
    )
    scenario = engine.load_scenario(path)
    assert scenario.expect is not None
    assert scenario.expect.not_happened[0] == {"replacement": "Tactical Retreat", "on": "sentry"}


def test_a_battlefield_controlled_without_a_unit_there_is_not_an_open_position(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(
        write, GOOD_BODY.replace("{id: bf1, controller: B}", "{id: bf1, controller: A}")
    )
    assert error.line == 6
    assert "323.6" in error.message


def test_json_scenario_loads_and_its_errors_have_lines(write) -> None:  # type: ignore[no-untyped-def]
    import yaml

    data = yaml.safe_load("format: rulesviz/1\nid: test-json\ntitle: J\n" + GOOD_BODY)
    good = write(json.dumps(data, indent=2), "good.json", header=False)
    assert engine.load_scenario(good).id == "test-json"
    text = json.dumps(data, indent=2).replace('"owner": "B"', '"owner": "C"', 1)
    error = error_of(write, text, "bad.json", header=False)
    assert "no player 'C'" in error.message
    assert (
        error.line
        == text.splitlines().index(next(ln for ln in text.splitlines() if '"C"' in ln)) + 1
    )
    broken = error_of(write, '{"format": "rulesviz/1",\n "id": }', "broken.json", header=False)
    assert broken.line == 2 and "invalid JSON" in broken.message


def test_invalid_utf8_is_reported_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(b"format: rulesviz/1\nid: x\ntitle: caf\xe9\n")
    with pytest.raises(engine.ScenarioError) as caught:
        engine.load_scenario(path)
    assert caught.value.line == 3 and "UTF-8" in caught.value.message


def test_empty_and_non_mapping_files(write) -> None:  # type: ignore[no-untyped-def]
    assert "empty" in error_of(write, "", "empty.yaml", header=False).message
    assert "expected a mapping" in error_of(write, "- 1\n- 2\n", "list.yaml", header=False).message


def test_deep_nesting_is_refused_cleanly(write) -> None:  # type: ignore[no-untyped-def]
    error = error_of(write, "players: " + "[" * 200 + "]" * 200 + "\n")
    assert "nest" in error.message


def test_engine_check_exits_2_with_file_line_message(write) -> None:  # type: ignore[no-untyped-def]
    path = write(GOOD_BODY.replace("targets: [sentry]", "targets: [sentinel]"))
    result = subprocess.run(
        [sys.executable, "-m", "engine", "check", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.strip() == f"{path}:11: target: no object with id 'sentinel'"
    assert "Traceback" not in result.stderr


def test_engine_check_exits_1_when_the_outcome_differs(write) -> None:  # type: ignore[no-untyped-def]
    path = write(GOOD_BODY + "expect:\n  objects:\n    sentry: {zone: bf1}\n")
    result = subprocess.run(
        [sys.executable, "-m", "engine", "check", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert "FAIL test-scenario" in result.stdout
    assert "sentry.zone: expected 'bf1', found 'trash'" in result.stdout
