"""Steps, decisions and the timeline: what a run of a scenario produces (architecture: "steps are
the product")."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from engine.record.snapshot import Snapshot

RULES_EDITION = "1.4"
# Bumped whenever a change can alter a timeline; a ruling link records it with the rules edition.
ENGINE_VERSION = "1.5"
MAX_STEPS = 2000


@dataclass(frozen=True, slots=True)
class Option:
    key: str
    label: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label}


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the rules give a player (D5): the engine stops here until an answer names an
    option."""

    kind: str
    player: str
    rule: str
    prompt: dict[str, str]
    options: tuple[Option, ...]
    chosen: str | None = None
    objects: tuple[str, ...] = ()  # what the outcome wording looks at
    matters: bool = True  # False: every option leads to the same outcome

    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def answered(self, key: str) -> Decision:
        return replace(self, chosen=key)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "rule": self.rule,
            "prompt": self.prompt,
            "options": [o.to_dict() for o in self.options],
            "chosen": self.chosen,
            "matters": self.matters,
        }


@dataclass(frozen=True, slots=True)
class Step:
    """One atomic thing the rules did, with the snapshot of the state after it."""

    index: int
    kind: str
    rules: tuple[str, ...]
    text: dict[str, str]
    explain: dict[str, str]
    objects: tuple[str, ...]
    snapshot: Snapshot
    decision: Decision | None = None
    _state: dict[str, Any] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def state(self) -> dict[str, Any]:
        """The snapshot as plain data (what the web layer reads), materialised once, on demand."""
        if self._state is None:
            object.__setattr__(self, "_state", self.snapshot.to_dict())
        assert self._state is not None
        return self._state

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "kind": self.kind,
            "rules": list(self.rules),
            "edition": RULES_EDITION,
            "text": self.text,
            "explain": self.explain,
            "objects": list(self.objects),
            "decision": self.decision.to_dict() if self.decision else None,
            "state": self.state,
        }


@dataclass
class Timeline:
    scenario: str
    variant: str | None
    steps: list[Step] = field(default_factory=list)
    decision: Decision | None = None
    answers: list[str] = field(default_factory=list)
    unused_answers: list[str] = field(default_factory=list)
    error: dict[str, str] | None = None
    refused_rule: str | None = None  # the rule that refused the script's play, when one was refused
    log: list[dict[str, Any]] = field(default_factory=list)

    @property
    def final_state(self) -> dict[str, Any]:
        return self.steps[-1].state

    def to_dict(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "variant": self.variant,
            "edition": RULES_EDITION,
            "engine_version": ENGINE_VERSION,
            "steps": [s.to_dict() for s in self.steps],
            "decision": self.decision.to_dict() if self.decision else None,
            "answers": self.answers,
            "error": self.error,
            "refused_rule": self.refused_rule,
            "log": self.log,
            "state": self.final_state,
        }


class NeedDecision(Exception):
    """Raised inside a run when a decision has no answer yet; the run stops there."""

    def __init__(self, decision: Decision) -> None:
        self.decision = decision
        super().__init__(decision.kind)
