"""Malformed and hostile scenario files always get a clear `file:line: message`, never a
traceback."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .fuzzing import example, feed


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_mutated_or_random_scenario_is_loaded_or_refused_clearly(seed: int) -> None:
    name, text = example(random.Random(seed))
    assert feed(name, text) is None


def test_invalid_utf8_and_binary_input_are_refused_clearly(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import engine

    for i, blob in enumerate(
        [b"\xff\xfe\x00\x01", b"format: rulesviz/1\n\x00\x01\x02", b"id: \xc3\x28\n"]
    ):
        path = tmp_path / f"bad{i}.yaml"
        path.write_bytes(blob)
        try:
            engine.load_scenario(path)
        except engine.ScenarioError as error:
            assert str(error).startswith(f"{path}:") and error.line is not None
        else:
            raise AssertionError(f"{blob!r} was accepted")
