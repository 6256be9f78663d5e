"""The built-in scenario library and its replays, cached.

The engine is pure and deterministic: a timeline is a function of the library files,
the scenario, the variant and the answers. Both caches are keyed by a signature of the
files (path, mtime, size), so an edited scenario is picked up on the next request.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING

from django.conf import settings

import engine

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine import Scenario, Timeline

SCENARIO_SUFFIXES = frozenset({".yaml", ".yml", ".json"})

Signature = tuple[tuple[str, int, int], ...]


def library_dir() -> Path:
    return Path(settings.RULESVIZ_SCENARIO_DIR)


def _signature(root: Path) -> Signature:
    files = sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in SCENARIO_SUFFIXES)
    return tuple((str(p), st.st_mtime_ns, st.st_size) for p in files for st in [p.stat()])


@functools.lru_cache(maxsize=4)
def _load(root: str, signature: Signature) -> tuple[Scenario, ...]:
    del signature  # only part of the cache key
    return tuple(engine.load_library(root))


def library() -> list[Scenario]:
    """All scenarios of the library, sorted by id. Raises `engine.ScenarioError`."""
    root = library_dir()
    return list(_load(str(root), _signature(root)))


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


@functools.lru_cache(maxsize=256)
def _replay_resolved(
    scenario_id: str, variant_id: str | None, answers: tuple[str, ...] | None
) -> Timeline:
    scenario = _resolve(scenario_id)
    if scenario is None:
        raise LookupError(scenario_id)
    return engine.run(
        scenario, variant=variant_id, answers=None if answers is None else list(answers)
    )


@functools.lru_cache(maxsize=256)
def _replay(
    root: str,
    signature: Signature,
    scenario_id: str,
    variant_id: str | None,
    answers: tuple[str, ...] | None,
) -> Timeline:
    (scenario,) = [s for s in _load(root, signature) if s.id == scenario_id]
    return engine.run(
        scenario, variant=variant_id, answers=None if answers is None else list(answers)
    )


def replay(scenario: Scenario, variant_id: str | None, answers: Sequence[str] | None) -> Timeline:
    """`engine.run`, cached. Raises `engine.AnswerError` for an answer that is no option."""
    root = library_dir()
    signature = _signature(root)
    key = None if answers is None else tuple(answers)
    if not any(s.id == scenario.id for s in _load(str(root), signature)):
        return _replay_resolved(scenario.id, variant_id, key)
    return _replay(str(root), signature, scenario.id, variant_id, key)


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
