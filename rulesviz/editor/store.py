"""Saving scenarios and rulings, and finding them again. No rules here: the engine decides.

Content addressing: a saved scenario is found by the sha256 of its normalized text (line
endings, trailing spaces and blank lines at the end do not count); its short id is 12 hex
digits of that digest keyed with the site's secret (`public_digest`), more if another text
already has that prefix. The player knows it as `x_<short>`.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import hmac
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import IntegrityError, transaction

import engine
from engine.format.source import MAX_FILE_BYTES
from rulesviz import library
from rulesviz.position import BadPosition, resolve_timeline

from .models import RULING_SHORT_LENGTH, SAVED_PREFIX, SHORT_LENGTH, Ruling, SavedScenario

if TYPE_CHECKING:
    from engine import Scenario, Timeline

SAVED_ID_RE = re.compile(re.escape(SAVED_PREFIX) + rf"([0-9a-f]{{{SHORT_LENGTH},64}})")
SHORT_RE = re.compile(rf"[0-9a-f]{{{min(SHORT_LENGTH, RULING_SHORT_LENGTH)},64}}")
QUESTION_MAX = 300
ANSWER_MAX = 2000

__all__ = ["MAX_FILE_BYTES", "normalize", "save", "resolve", "share"]


def normalize(text: str) -> str:
    """The text whose hash is the scenario's id: Unix line endings, no byte-order mark, no
    trailing spaces, no blank lines at the end, one final newline."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip(" \t") for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def load(text: str, syntax: str = "yaml", name: str = "") -> Scenario:
    """Check a scenario text with the engine; raises `engine.ScenarioError` (line, message)."""
    return engine.load_text(text, name or f"scenario.{syntax}")


def public_digest(digest: str) -> str:
    """What a short id is cut from: the content's digest hashed again with the site's secret
    key (HMAC). The same text still gets the same id on this site, but knowing a text (every
    library file is public) does not tell its id, so no one can list the saved copies of the
    library and the rulings made on them (#19)."""
    key = settings.SECRET_KEY.encode()
    return hmac.new(key, digest.encode(), hashlib.sha256).hexdigest()


def _short(model: type[SavedScenario] | type[Ruling], digest: str, length: int) -> str:
    """The shortest prefix of `public_digest(digest)` (from `length` hex digits) that no
    other row has."""
    public = public_digest(digest)
    for n in range(length, 65, 4):
        prefix = public[:n]
        other = model.objects.filter(short=prefix).exclude(sha256=digest).exists()
        if not other:
            return prefix
    return public


def save(
    text: str, *, origin: str = SavedScenario.EDITOR, forked_from: str = "", syntax: str = "yaml"
) -> tuple[SavedScenario, bool]:
    """Store a valid scenario (raises `engine.ScenarioError` otherwise); the same text gives
    the same row back, so saving is idempotent. Returns (row, created)."""
    text = normalize(text)
    scenario = load(text, syntax)
    digest = sha256(text)
    existing = SavedScenario.objects.filter(sha256=digest).first()
    if existing is not None:
        return existing, False
    fields = {
        "text": text,
        "syntax": syntax,
        "scenario_id": scenario.id,
        "title": (scenario.title.get("en") or scenario.id)[:300],
        "forked_from": forked_from,
        "origin": origin,
    }
    try:
        with transaction.atomic():
            row = SavedScenario.objects.create(
                sha256=digest, short=_short(SavedScenario, digest, SHORT_LENGTH), **fields
            )
    except IntegrityError:  # saved at the same moment by someone else
        return SavedScenario.objects.get(sha256=digest), False
    return row, True


def saved(player_id: str) -> SavedScenario | None:
    match = SAVED_ID_RE.fullmatch(player_id)
    if match is None:
        return None
    return SavedScenario.objects.filter(short=match.group(1)).first()


@functools.lru_cache(maxsize=128)
def _parsed(digest: str, text: str, syntax: str, player_id: str) -> Scenario:
    del digest  # the cache key: the same text always parses the same
    return dataclasses.replace(load(text, syntax), id=player_id)


def scenario_of(row: SavedScenario) -> Scenario:
    """The saved scenario as the player runs it: its id is the saved id, not the file's."""
    return _parsed(row.sha256, row.text, row.syntax, row.player_id)


def resolve(player_id: str) -> Scenario | None:
    """The library's resolver for saved ids (`x_<short>`); None for any other id."""
    row = saved(player_id)
    if row is None:
        return None
    try:
        return scenario_of(row)
    except engine.ScenarioError:
        # Saved with an engine that accepted it; this one does not. `recheck` lists it.
        return None


# --------------------------------------------------------------------------- any scenario


@dataclass(frozen=True)
class Source:
    """The text of a scenario the player knows: a library file or a saved scenario."""

    player_id: str
    text: str
    filename: str
    syntax: str
    saved: SavedScenario | None


def source(player_id: str) -> Source | None:
    """The text behind a player id, or None. Raises `engine.ScenarioError` for a broken library."""
    row = saved(player_id)
    if row is not None:
        return Source(row.player_id, row.text, row.filename, row.syntax, row)
    scenario = None
    for candidate in library.library():
        if candidate.id == player_id:
            scenario = candidate
    if scenario is None:
        return None
    path = Path(scenario.path)
    root = library.library_dir().resolve()
    if not path.resolve().is_relative_to(root):
        return None
    syntax = "json" if path.suffix == ".json" else "yaml"
    return Source(scenario.id, path.read_text(encoding="utf-8"), path.name, syntax, None)


def snapshot(player_id: str) -> SavedScenario | None:
    """The saved scenario for a player id: itself, or a library scenario copied in as it is
    now, so that what points at it keeps its meaning when the library changes."""
    found = source(player_id)
    if found is None:
        return None
    if found.saved is not None:
        return found.saved
    row, _created = save(
        found.text, origin=SavedScenario.SNAPSHOT, forked_from=player_id, syntax=found.syntax
    )
    return row


# --------------------------------------------------------------------------- rulings


def _digest(value: Any) -> str:
    data = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return sha256(data)[:16]


def outcome(timeline: Timeline, step: int) -> dict[str, Any]:
    """What a ruling's step shows, reduced to what `recheck` compares (wording may change;
    the board, the rules cited and where the path ends may not)."""
    s = timeline.steps[step]
    return {
        "steps": len(timeline.steps),
        "kind": s.kind,
        "rules": list(s.rules),
        "state": _digest(s.state),
        "final": _digest(timeline.final_state),
        "decision": timeline.decision.keys() if timeline.decision is not None else None,
        "error": _digest(timeline.error) if timeline.error else None,
    }


OUTCOME_WORDS = {
    "steps": "the number of steps",
    "kind": "what the step is",
    "rules": "the rules the step cites",
    "state": "the board at the step",
    "final": "the board at the end",
    "decision": "the decision the path stops at",
    "error": "the refusal",
}


def clean_text(text: str, limit: int) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    return "\n".join(line.rstrip() for line in text.split("\n"))[:limit]


class BadRuling(ValueError):
    """The step cannot be shared (its scenario, path or step does not replay)."""


def replay(row: SavedScenario, variant_id: str | None, answers: list[str] | None) -> Timeline:
    """A saved scenario's path, replayed (through the library's cache). Raises `BadRuling`."""
    scenario = resolve(row.player_id)
    if scenario is None:
        raise BadRuling("the scenario does not load")
    try:
        return resolve_timeline(scenario, variant_id, answers)
    except BadPosition as error:
        raise BadRuling(str(error)) from None


def share(
    player_id: str,
    variant_id: str | None,
    answers: list[str] | None,
    step: int,
    question: str = "",
    answer: str = "",
    *,
    listed: bool = False,
) -> tuple[Ruling, bool]:
    """A ruling link for this step; the same step, texts, edition and engine give the same
    link back. Raises `BadRuling`."""
    row = snapshot(player_id)
    if row is None:
        raise BadRuling("unknown scenario")
    timeline = replay(row, variant_id, answers)
    if not 0 <= step < len(timeline.steps):
        raise BadRuling("no such step")
    question, answer = clean_text(question, QUESTION_MAX), clean_text(answer, ANSWER_MAX)
    key = {
        "scenario": row.sha256,
        "variant": variant_id,
        "answers": answers,
        "step": step,
        "question": question,
        "answer": answer,
        "listed": listed,
        "edition": engine.RULES_EDITION,
        "engine": engine.ENGINE_VERSION,
    }
    digest = sha256(json.dumps(key, sort_keys=True, ensure_ascii=False))
    existing = Ruling.objects.filter(sha256=digest).first()
    if existing is not None:
        return existing, False
    try:
        with transaction.atomic():
            ruling = Ruling.objects.create(
                short=_short(Ruling, digest, RULING_SHORT_LENGTH),
                sha256=digest,
                scenario=row,
                library_id="" if player_id == row.player_id else player_id,
                variant=variant_id or "",
                answers=answers,
                step=step,
                question=question,
                answer=answer,
                listed=listed,
                rules_edition=engine.RULES_EDITION,
                engine_version=engine.ENGINE_VERSION,
                outcome=outcome(timeline, step),
            )
    except IntegrityError:
        return Ruling.objects.get(sha256=digest), False
    return ruling, True


def recheck(ruling: Ruling) -> list[str]:
    """What differs when the ruling's step is replayed with this engine (empty: nothing)."""
    try:
        timeline = replay(ruling.scenario, ruling.variant_id, ruling.answers)
    except BadRuling as error:
        return [str(error)]
    if ruling.step >= len(timeline.steps):
        return ["the step no longer exists"]
    now = outcome(timeline, ruling.step)
    before = ruling.outcome or {}
    return [
        OUTCOME_WORDS.get(key, key)
        for key in OUTCOME_WORDS
        if key in before and before.get(key) != now.get(key)
    ]
