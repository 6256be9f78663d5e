"""The same scenario and answers give the same timeline, byte for byte (the ruling links rely on
it)."""

import json
import random

import pytest

import engine

from .conftest import LIBRARY

SCENARIOS = engine.load_library(LIBRARY)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_replaying_gives_a_byte_identical_timeline(scenario: engine.Scenario) -> None:
    first = json.dumps(engine.run(scenario).to_dict(), sort_keys=True)
    random.seed(12345)
    random.random()
    again = engine.load_scenario(scenario.path)
    second = json.dumps(engine.run(again).to_dict(), sort_keys=True)
    assert first == second


def test_every_step_snapshot_is_json(scenario) -> None:  # type: ignore[no-untyped-def]
    for s in SCENARIOS:
        for step in engine.run(s).steps:
            json.dumps(step.to_dict())
