"""Lesson mode: a chapter's scenarios as a self-study course.

At each decision that matters and at a few turning points of each scenario, the learner is
shown the board just before and asked "what happens next?"; the answer is then revealed with
the reason and the rules. Questions come from the engine's own timelines: the right answer
is what the path does next, the wrong ones are what the other options of the same decision
would have done (or what happens later on the same path). Nothing is stored on the server;
the browser keeps the score (static/rulesviz/lesson.js).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from engine import Scenario, Step, Timeline

from . import library
from .present import loc

# Steps worth stopping before: where the rules do something a learner can get wrong.
TURNING_KINDS = frozenset(
    {
        "replacement",
        "skip",
        "prevent",
        "die",
        "capture_removed",
        "removed",
        "victory",
        "swap_back",
        "replace",
        "null",
        "lookback",
        "refused",
        "counter",
        "control",
        "score",
    }
)
MAX_TURNING = 2  # turning points per scenario, besides its decisions
MAX_OPTIONS = 3


@dataclass(frozen=True)
class Checkpoint:
    before: int  # the step shown while asking
    after: int  # the step the answer reveals
    kind: str  # "decision" | "next"
    prompt: dict[str, str]  # for a decision: the name of the option the path takes
    options: tuple[dict[str, str], ...]  # candidate answers, {en, fr}, in display order
    correct: int  # index of the right one in `options`
    why: dict[str, str]
    rules: tuple[str, ...]

    def option_texts(self, lang: str) -> list[str]:
        return [loc(o, lang) for o in self.options]


def _order(key: str, items: list[dict[str, str]]) -> list[int]:
    """A fixed order that does not always put the right answer first."""
    return sorted(
        range(len(items)), key=lambda i: hashlib.sha256(f"{key}:{i}".encode()).hexdigest()
    )


def _option_name(label: dict[str, str]) -> dict[str, str]:
    """An option asked by its name, without the outcome its label announces ("… → …")."""
    return {lang: text.split(" → ")[0].strip() for lang, text in label.items()}


def _first_difference(a: Timeline, b: Timeline, start: int) -> int | None:
    for j in range(start, min(len(a.steps), len(b.steps))):
        if a.steps[j].text != b.steps[j].text:
            return j
    return None


def _build(
    key: str,
    before: int,
    after: Step,
    kind: str,
    prompt: dict[str, str],
    wrong: list[dict[str, str]],
) -> Checkpoint | None:
    unique: list[dict[str, str]] = []
    for text in [dict(after.text), *wrong]:
        if text and text not in unique:
            unique.append(text)
    if len(unique) < 2:
        return None
    unique = unique[:MAX_OPTIONS]
    order = _order(key, unique)
    why = dict(after.explain) if any(after.explain.values()) else dict(after.text)
    return Checkpoint(
        before=before,
        after=after.index,
        kind=kind,
        prompt=prompt,
        options=tuple(unique[i] for i in order),
        correct=order.index(0),
        why=why,
        rules=tuple(after.rules),
    )


def checkpoints(scenario: Scenario) -> list[Checkpoint]:
    """The questions of one scenario's main line, in step order."""
    timeline = library.replay(scenario, None, None)
    steps = timeline.steps
    answers = list(timeline.answers)
    found: list[Checkpoint] = []
    used = 0
    decision_steps = set()
    for s in steps:
        d = s.decision
        if d is None or d.chosen is None:
            continue
        asked = d.matters and used < len(answers)
        if not asked:
            continue
        k = used
        used += 1
        decision_steps.add(s.index)
        main_after = None
        wrong = []
        for option in d.options:
            if option.key == d.chosen:
                continue
            try:
                other = library.replay(scenario, None, [*answers[:k], option.key])
            except Exception:  # noqa: BLE001 - an option that does not replay is no distractor
                continue
            j = _first_difference(timeline, other, s.index + 1)
            if j is None:
                continue
            main_after = j if main_after is None else min(main_after, j)
            wrong.append(dict(other.steps[j].text))
        if main_after is None:
            continue
        chosen = next(o for o in d.options if o.key == d.chosen)
        prompt = _option_name(chosen.label)
        # Asked on the board just before the decision: the decision's own step already
        # says what its option leads to.
        cp = _build(
            f"{scenario.id}:{s.index}", s.index - 1, steps[main_after], "decision", prompt, wrong
        )
        if cp is not None:
            found.append(cp)
    turning = 0
    for s in steps[1:]:
        if turning >= MAX_TURNING:
            break
        if s.kind not in TURNING_KINDS or s.index - 1 in decision_steps:
            continue
        later = [dict(x.text) for x in steps[s.index + 1 :] if x.kind != s.kind][:1]
        earlier_kinds = [dict(x.text) for x in steps[: s.index - 1] if x.kind == s.kind][:1]
        cp = _build(f"{scenario.id}:{s.index}", s.index - 1, s, "next", {}, later + earlier_kinds)
        if cp is not None:
            found.append(cp)
            turning += 1
    found.sort(key=lambda c: c.before)
    return found
