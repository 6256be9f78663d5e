"""The built-in scenario library and its replays, cached.

The engine is pure and deterministic: a timeline is a function of the library files,
the scenario, the variant and the answers. The library is keyed by a signature of the
files (path, mtime, size), so an edited scenario is picked up on the next request; replays
and renderings are keyed by the objects they come from, so they follow.
"""

from __future__ import annotations

import functools
import hashlib
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.cache import cache

import engine
from engine.record import budget

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine import Scenario, Timeline

SCENARIO_SUFFIXES = frozenset({".yaml", ".yml", ".json"})

Signature = tuple[tuple[str, int, int], ...]


def library_dir() -> Path:
    return Path(settings.RULESVIZ_SCENARIO_DIR)


def _signature(root: Path) -> Signature:
    """(path, mtime, size) of every scenario file under `root`: one stat per file (this runs
    on every request, so it walks with `os.scandir` rather than `Path.rglob`)."""
    found: list[tuple[str, int, int]] = []
    folders = [str(root)]
    while folders:
        try:
            entries = os.scandir(folders.pop())
        except (FileNotFoundError, NotADirectoryError):
            continue
        with entries:
            for entry in entries:
                if entry.is_dir():
                    folders.append(entry.path)
                elif entry.is_file() and os.path.splitext(entry.name)[1] in SCENARIO_SUFFIXES:
                    st = entry.stat()
                    found.append((entry.path, st.st_mtime_ns, st.st_size))
    return tuple(sorted(found))


@functools.lru_cache(maxsize=4)
def _load(root: str, signature: Signature) -> tuple[Scenario, ...]:
    del signature  # only part of the cache key
    with budget.paused():  # read once per process (and per change): no request's cost
        return tuple(engine.load_library(root))


# The ids of the library as last loaded, per folder: `replay` tells library scenarios from
# resolved ones by them without reading the folder again.
_LIBRARY_IDS: dict[str, frozenset[str]] = {}


def signature() -> Signature:
    """(path, mtime, size) of every file of the library: what its pages are made from."""
    return _signature(library_dir())


def library() -> list[Scenario]:
    """All scenarios of the library, sorted by id. Raises `engine.ScenarioError`."""
    root = library_dir()
    scenarios = _load(str(root), _signature(root))
    _LIBRARY_IDS[str(root)] = frozenset(s.id for s in scenarios)
    return list(scenarios)


def get_scenario(scenario_id: str) -> Scenario | None:
    for scenario in library():
        if scenario.id == scenario_id:
            return scenario
    return _resolve(scenario_id)


# Scenarios kept outside the library folder (the editor's saved ones), found by id when the
# library has no such id. A resolver returns None for ids that are not its own. Its ids
# must name their content for good (content-addressed): replays are cached by id alone.
Resolver = Callable[[str], "Scenario | None"]
_RESOLVERS: list[Resolver] = []


def add_resolver(resolver: Resolver) -> None:
    if resolver not in _RESOLVERS:
        _RESOLVERS.append(resolver)


def _resolve(scenario_id: str) -> Scenario | None:
    for resolver in _RESOLVERS:
        scenario = resolver(scenario_id)
        if scenario is not None:
            return scenario
    return None


def engine_seconds() -> float:
    """The wall time one request may give the engine for a scenario anyone could write."""
    return float(getattr(settings, "RULESVIZ_ENGINE_SECONDS", 1.0))


@functools.lru_cache(maxsize=256)
def _replay_resolved(
    scenario_id: str, variant_id: str | None, answers: tuple[str, ...] | None
) -> Timeline:
    """A replay of a resolved (saved, so anyone's) scenario, within `engine_seconds()`. Raises
    `engine.BudgetExceeded` (not cached here: no timeline), and remembers for a while that
    this path is too costly, so asking again costs nothing."""
    scenario = _resolve(scenario_id)
    if scenario is None:
        raise LookupError(scenario_id)
    costly = (
        "rulesviz:costly:"
        + hashlib.sha256(repr((scenario_id, variant_id, answers)).encode()).hexdigest()
    )
    seconds = engine_seconds()
    if cache.get(costly):
        raise engine.BudgetExceeded(seconds)
    try:
        with budget.limit(seconds):
            return engine.run(
                scenario, variant=variant_id, answers=None if answers is None else list(answers)
            )
    except engine.BudgetExceeded:
        cache.set(costly, True, timeout=3600)
        raise


# Replays of library scenarios, keyed by the scenario object (a changed file is loaded into
# a new object, so it never meets an old replay); each entry keeps its scenario alive.
_REPLAYS: OrderedDict[tuple[int, str | None, tuple[str, ...] | None], tuple[Scenario, Timeline]]
_REPLAYS = OrderedDict()
_REPLAYS_MAX = 512
_replays_lock = threading.Lock()


def replay(scenario: Scenario, variant_id: str | None, answers: Sequence[str] | None) -> Timeline:
    """`engine.run`, cached. Raises `engine.AnswerError` for an answer that is no option, and
    `engine.BudgetExceeded` past the engine's time budget: `engine_seconds()` for a saved
    scenario, whoever asks; for a request, its own budget (rulesviz/security.py) covers all
    but the library's own scenarios, which run unbounded (their paths are finite and ours)."""
    answers_key = None if answers is None else tuple(answers)
    root = str(library_dir())
    if root not in _LIBRARY_IDS:
        library()
    if scenario.id not in _LIBRARY_IDS[root]:
        return _replay_resolved(scenario.id, variant_id, answers_key)
    key = (id(scenario), variant_id, answers_key)
    with _replays_lock:
        hit = _REPLAYS.get(key)
        if hit is not None and hit[0] is scenario:
            _REPLAYS.move_to_end(key)
            return hit[1]
    # The library is ours: its paths are few, known and cheap, so a busy machine never turns
    # one into a "too costly" page; the request's budget is for texts anyone may write.
    with budget.unlimited():
        timeline = engine.run(
            scenario, variant=variant_id, answers=None if answers is None else list(answers)
        )
    with _replays_lock:
        _REPLAYS[key] = (scenario, timeline)
        while len(_REPLAYS) > _REPLAYS_MAX:
            _REPLAYS.popitem(last=False)
    return timeline


# Rendered pieces of pages, per replay: the player partial of a step in a language holds
# nothing that depends on the request, so it is rendered once. Entries are keyed by the
# timeline's identity and keep the timeline alive, so a changed library (a new timeline)
# never meets an old rendering.
_RENDERED: OrderedDict[tuple[int, Hashable], tuple[Timeline, str]] = OrderedDict()
_RENDERED_MAX = 2048
_rendered_lock = threading.Lock()


def rendered(timeline: Timeline, key: Hashable, render: Callable[[], str]) -> str:
    """`render()`, cached for this timeline and key (least recently used dropped first)."""
    full = (id(timeline), key)
    with _rendered_lock:
        hit = _RENDERED.get(full)
        if hit is not None and hit[0] is timeline:
            _RENDERED.move_to_end(full)
            return hit[1]
    html = render()
    with _rendered_lock:
        _RENDERED[full] = (timeline, html)
        _RENDERED.move_to_end(full)
        while len(_RENDERED) > _RENDERED_MAX:
            _RENDERED.popitem(last=False)
    return html
