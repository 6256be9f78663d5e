"""`python -m engine run|cards` as the format page describes them."""

import json
import subprocess
import sys
from pathlib import Path

import engine

from .conftest import LIBRARY

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_run_json_prints_steps_decision_and_state_keyed_by_object_id() -> None:
    result = cli("run", str(LIBRARY / "s002-04-watchful-sentry.yaml"), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert (
        data["scenario"] == "s002-04-watchful-sentry"
        and data["variant"] is None
        and data["decision"] is None
    )
    sentry = data["state"]["objects"]["sentry"]
    assert {k: sentry[k] for k in ("zone", "location", "owner", "controller", "exists")} == {
        "zone": "trash",
        "location": None,
        "owner": "B",
        "controller": "B",
        "exists": True,
    }
    assert all(
        step["rules"] and step["text"]["en"] and step["text"]["fr"] for step in data["steps"][1:]
    )


def test_run_a_variant_and_an_unknown_variant() -> None:
    path = str(LIBRARY / "s000-05-guardian-angel-and-tactical-retreat.yaml")
    ok = cli("run", path, "--variant", "guardian-angel-first")
    assert ok.returncode == 0 and "Guardian Angel first" in ok.stdout
    bad = cli("run", path, "--variant", "nope")
    assert bad.returncode == 2 and "no variant 'nope'" in bad.stderr


def test_run_stops_at_an_open_decision_and_lists_its_options(write) -> None:  # type: ignore[no-untyped-def]
    text = (LIBRARY / "s000-05-guardian-angel-and-tactical-retreat.yaml").read_text(
        encoding="utf-8"
    )
    path = write(
        text.replace("choices:\n  - {order: [Tactical Retreat, Guardian Angel]}\n", ""),
        "open.yaml",
        header=False,
    )
    result = cli("run", str(path))
    assert result.returncode == 0
    assert "open decision (replacement_order, B chooses, rule 372)" in result.stdout
    assert "order:Guardian Angel>Tactical Retreat" in result.stdout


def test_cards_lists_the_library_with_functional_text() -> None:
    result = cli("cards")
    assert result.returncode == 0
    for name in (
        "Watchful Sentry",
        "Hextech Ray",
        "Vengeance",
        "Void Seeker",
        "Tactical Retreat",
        "Recruit",
        "Gold",
    ):
        assert name in result.stdout
    assert "OGN-096 Watchful Sentry (unit, Might 1) full" in result.stdout
    assert "[Deathknell] — You draw 1." in result.stdout


def test_cards_coverage_counts_each_set_and_tallies_what_is_missing() -> None:
    result = cli("cards", "--coverage")
    assert result.returncode == 0
    for line in (
        "OGN Origins: 298 cards",
        "OGS Proving Grounds: 24 cards",
        "SFD Spiritforged: 222",
        "UNL Unleashed: 227",
        "VEN Vendetta: 167",
        "all sets: 938 cards",
    ):
        assert line in result.stdout
    assert "  costs" in result.stdout


def test_the_worked_examples_of_the_format_page_load() -> None:
    for path in sorted((ROOT / "docs" / "examples").glob("*.yaml")):
        assert engine.load_scenario(path).id == path.stem
