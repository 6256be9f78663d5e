"""Helpers for engine tests: write a scenario to a temporary file and load or run it."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

import engine

LIBRARY = Path(__file__).resolve().parents[2] / "engine" / "scenarios"

HEADER = """\
format: rulesviz/1
id: test-scenario
title: A test scenario
"""


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    """Write a scenario body (YAML, dedented) under a standard header; returns its path."""

    def _write(body: str, name: str = "scenario.yaml", header: bool = True) -> Path:
        path = tmp_path / name
        path.write_text((HEADER if header else "") + textwrap.dedent(body), encoding="utf-8")
        return path

    return _write


@pytest.fixture
def scenario(write: Callable[[str, str], Path]) -> Callable[[str], engine.Scenario]:
    def _load(body: str) -> engine.Scenario:
        return engine.load_scenario(write(body, "scenario.yaml"))

    return _load
