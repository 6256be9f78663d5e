"""A run in progress: the state, the steps recorded so far and the answers still to use.

Rules modules (zones, replacement, triggers, cleanup, chain, instructions) act on a Game and
record what they do with `game.step(...)`; decisions go through `game.decide(...)`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable

from engine.errors import AnswerError, StepBudgetExceeded
from engine.snapshot import snapshot
from engine.state import State
from engine.timeline import MAX_STEPS, Decision, NeedDecision, Step, t


class Game:
    def __init__(self, state: State, answers: Iterable[str]) -> None:
        self.state = state
        self.steps: list[Step] = []
        self.pending_answers = list(answers)
        self.used_answers: list[str] = []
        self.last_answer = ""
        self.preferences: dict[str, list[str]] = {}   # a chooser's stated order, for the rest of a moment

    def step(self, kind: str, rules: Iterable[str], text: dict[str, str], objects: Iterable[str] = (),
             explain: dict[str, str] | None = None, decision: Decision | None = None) -> None:
        """Record one atomic thing the rules did, with a snapshot of the state after it."""
        if len(self.steps) >= MAX_STEPS:
            raise StepBudgetExceeded(f"more than {MAX_STEPS} steps")
        self.steps.append(Step(
            index=len(self.steps), kind=kind, rules=tuple(rules), text=text,
            explain=explain or t("", ""), objects=tuple(dict.fromkeys(objects)),
            state=copy.deepcopy(snapshot(self.state)), decision=decision,
        ))

    def decide(self, decision: Decision, normalize: Callable[[str], str | None] | None = None) -> str:
        """The chosen option key. A decision with one option is taken without asking (format: Choices).

        `normalize` maps another accepted spelling of an answer (e.g. an order naming more
        effects than are candidates now) to an option key.
        """
        keys = decision.keys()
        if len(keys) == 1:
            return keys[0]
        if not self.pending_answers:
            raise NeedDecision(decision)
        answer = self.pending_answers.pop(0)
        self.last_answer = answer
        key = answer if answer in keys else (normalize(answer) if normalize else None)
        key = key if key in keys else None
        if key is None:
            raise AnswerError(f"answer {answer!r} is not an option of the {decision.kind} decision; "
                              f"expected one of: {', '.join(keys)}")
        self.used_answers.append(key)
        chosen = decision.answered(key)
        label = next(o.label for o in decision.options if o.key == key)
        self.step("decision", (decision.rule,),
                  t(f"{decision.player} chooses: {label['en']}", f"{decision.player} choisit : {label['fr']}"),
                  decision=chosen, explain=decision.prompt)
        return key
