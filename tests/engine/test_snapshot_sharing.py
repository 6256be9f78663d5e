"""A timeline costs what changes (#14): each step's snapshot shares the views of the objects it did
not touch with the step before, and is the same as a snapshot taken from scratch."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest

import engine
from engine.model.state import State
from engine.record import snapshot as snapshots
from engine.record.snapshot import Camera, Snapshot

LIBRARY = engine.load_library(Path(__file__).resolve().parents[2] / "engine" / "scenarios")
PATHS = [(s, v) for s in LIBRARY for v in [None, *(x.id for x in s.variants)]]


@pytest.mark.parametrize(
    ("scenario", "variant"), PATHS, ids=[s.id + (f"~{v}" if v else "") for s, v in PATHS]
)
def test_each_shared_snapshot_is_the_snapshot_taken_from_scratch(
    monkeypatch: pytest.MonkeyPatch, scenario: engine.Scenario, variant: str | None
) -> None:
    """The board's record of what changed misses nothing: at every step of every library path, the
    snapshot that reuses the previous views equals one built from the whole state."""
    take = Camera.take
    compared = 0

    def checked(camera: Camera, state: State) -> Snapshot:
        nonlocal compared
        shared = take(camera, state)
        assert shared.to_dict() == snapshots.snapshot(state).to_dict()
        compared += 1
        return shared

    monkeypatch.setattr(Camera, "take", checked)
    timeline = engine.run(scenario, variant, previews=False)
    assert compared == len(timeline.steps)


def test_a_step_shares_the_views_of_the_objects_it_did_not_touch() -> None:
    scenario = next(s for s in LIBRARY if s.id.startswith("s002-04"))
    steps = engine.run(scenario).steps
    damaged = next(s for s in steps if s.kind == "damage")
    before = steps[damaged.index - 1]
    touched = set(damaged.objects)
    for pid, view in damaged.snapshot.objects.items():
        if pid in touched:
            assert view is not before.snapshot.objects[pid]
        else:
            assert view is before.snapshot.objects[pid], pid


def test_a_steps_state_is_its_own_plain_data() -> None:
    """Reading or changing one step's state never changes another's; the snapshot is read-only."""
    steps = engine.run(LIBRARY[0]).steps
    first, second = steps[0].state, steps[1].state
    pid = next(iter(first["objects"]))
    first["objects"][pid]["damage"] = 99
    first["players"][0]["hand"].append("x")
    assert second["objects"][pid]["damage"] != 99 and "x" not in second["players"][0]["hand"]
    assert steps[0].snapshot.to_dict()["objects"][pid]["damage"] != 99
    with pytest.raises(TypeError):
        steps[0].snapshot.objects[pid] = steps[1].snapshot.objects[pid]  # type: ignore[index]


def test_a_timeline_can_be_pickled_and_copied_whole() -> None:
    """Caches and sessions may store a timeline: its snapshots survive pickling and deep copies."""
    timeline = engine.run(LIBRARY[0])
    for again in (pickle.loads(pickle.dumps(timeline)), copy.deepcopy(timeline)):
        assert [s.to_dict() for s in again.steps] == [s.to_dict() for s in timeline.steps]
