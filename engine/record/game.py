"""A run in progress: the state, the steps recorded so far and the answers still to use.

Rules modules (zones, replacement, triggers, cleanup, chain, instructions) act on a Game and
record what they do with `game.step(...)`; decisions go through `game.decide(...)`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from engine.errors import AnswerError, StepBudgetExceeded
from engine.model.card import CardDef
from engine.model.events import Event
from engine.model.state import State
from engine.model.text import t
from engine.record import budget
from engine.record.outcome import describe, fingerprint
from engine.record.snapshot import Camera, snapshot
from engine.record.timeline import MAX_STEPS, Decision, NeedDecision, Option, Step
from engine.rules.occasions import recycled

# replays a branch: answers -> the state where that branch stops, and what happened on the way
Preview = Callable[[list[str]], tuple[dict[str, Any], list[dict[str, Any]]] | None]


class Game:
    def __init__(
        self,
        state: State,
        answers: Iterable[str],
        preview: Preview | None = None,
        cards: Mapping[str, CardDef] | None = None,
    ) -> None:
        self.state = state
        self.cards: Mapping[str, CardDef] = cards or {}  # the card library: what tokens are made of
        self.preview = preview
        self.steps: list[Step] = []
        self.camera = (
            Camera()
        )  # each step's snapshot shares what did not change with the one before
        self.pending_answers = list(answers)
        self.used_answers: list[str] = []
        self.last_answer = ""
        # the events an "as" replacement's action proposes, gathered into the event it adds to
        self.gather: list[Event] | None = None
        self.preferences: dict[
            str, list[str]
        ] = {}  # a chooser's stated order, for the rest of a moment
        # the owners of cards recycled (416) and players who recycled a rune, since the last step
        # that was not a recycle: "whenever you recycle ..." is met once the recycling is done
        # (rules/occasions.recycled)
        self.recycled: list[str] = []
        self.runes_recycled: list[str] = []

    def step(
        self,
        kind: str,
        rules: Iterable[str],
        text: dict[str, str],
        objects: Iterable[str] = (),
        explain: dict[str, str] | None = None,
        decision: Decision | None = None,
    ) -> None:
        """Record one atomic thing the rules did, with a snapshot of the state after it."""
        objects = tuple(objects)
        if kind == "recycle":  # whose cards: the objects named, else the resolving effect's player
            owners = [self.state.objects[p].owner for p in objects if p in self.state.objects]
            item = self.state.item(self.state.resolving) if self.state.resolving else None
            self.recycled += owners or ([item.controller] if item is not None else [])
        if len(self.steps) >= MAX_STEPS:
            raise StepBudgetExceeded(f"more than {MAX_STEPS} steps")
        budget.check()  # the caller's deadline, if it set one (record/budget.py)
        self.steps.append(
            Step(
                index=len(self.steps),
                kind=kind,
                rules=tuple(rules),
                text=text,
                explain=explain or t("", ""),
                objects=tuple(dict.fromkeys(objects)),
                snapshot=self.camera.take(self.state),
                decision=decision,
            )
        )
        if kind != "recycle" and (self.recycled or self.runes_recycled):
            cards, runes = self.recycled, self.runes_recycled
            self.recycled, self.runes_recycled = [], []
            recycled(self, cards, runes)

    def decide(
        self, decision: Decision, normalize: Callable[[str], str | None] | None = None
    ) -> str:
        """The chosen option key. A decision with one option is taken without asking (format:
        Choices).

        `normalize` maps another accepted spelling of an answer (e.g. an order naming more
        effects than are candidates now) to an option key.
        """
        keys = decision.keys()
        if len(keys) == 1:
            return keys[0]
        decision = self._with_outcomes(decision)
        answer = self.pending_answers[0] if self.pending_answers else None
        key = None
        if answer is not None:
            key = answer if answer in keys else (normalize(answer) if normalize else None)
            key = key if key in keys else None
        if not decision.matters and key is None:
            # 'When the order cannot change the outcome, say so instead of asking' (architecture);
            # an answer naming one of the options is still taken, so a teacher can pick either.
            key = keys[0]
        else:
            if answer is None:
                raise NeedDecision(decision)
            if key is None:
                raise AnswerError(
                    f"answer {answer!r} is not an option of the {decision.kind} decision; "
                    f"expected one of: {', '.join(keys)}"
                )
            self.pending_answers.pop(0)
            self.last_answer = answer
            self.used_answers.append(key)
        chosen = decision.answered(key)
        label = next(o.label for o in decision.options if o.key == key)
        if decision.matters:
            text = t(
                f"{decision.player} chooses: {label['en']}",
                f"{decision.player} choisit : {label['fr']}",
            )
        else:
            text = t(
                f"{decision.player} is not asked: every option gives the same events in the same "
                f"order, so the choice cannot show in the game; taken: {label['en']}",
                f"{decision.player} n'est pas interrogé : toutes les options donnent les mêmes "
                "événements dans le même ordre, le choix ne peut donc pas se voir dans la partie ; "
                f"retenu : {label['fr']}",
            )
        self.step("decision", (decision.rule,), text, decision=chosen, explain=decision.prompt)
        return key

    def _with_outcomes(self, decision: Decision) -> Decision:
        """Word each option by what its branch leads to, and notice when all give the same timeline.

        A decision matters unless every option gives the same events in the same order (the log
        of what happened) and the same end: two orders of Deathknells that end on the same board
        still resolve in different orders, so their controller is asked (383.3.d, seed 002).
        """
        if self.preview is None:
            return decision
        before = snapshot(self.state).to_dict()
        outcomes = {o.key: self.preview([*self.used_answers, o.key]) for o in decision.options}
        branches = {k: v for k, v in outcomes.items() if v is not None}
        if len(branches) < len(outcomes):
            return decision
        prints = {
            (fingerprint(state), tuple(tuple(sorted(e.items())) for e in log))
            for state, log in branches.values()
        }
        options = []
        for option in decision.options:
            state = branches[option.key][0]
            what = describe(before, state, decision.objects)
            options.append(
                Option(
                    option.key,
                    t(
                        f"{option.label['en']} → {what['en']}",
                        f"{option.label['fr']} → {what['fr']}",
                    ),
                )
            )
        return replace(decision, options=tuple(options), matters=len(prints) > 1)
