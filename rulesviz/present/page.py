"""The player page: one step of one path, its timeline, navigation and decisions."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from .board import BoardReader, BoardView, PlayerRef
from .labels import READ_KINDS, current_lang, loc, step_kind_label
from .links import compare_url, player_url

if TYPE_CHECKING:
    from engine import Decision, Scenario, Step, Timeline
    from engine.format.scenario import EffectSpec


@dataclass
class OptionView:
    key: str
    label: str
    url: str
    chosen: bool = False


@dataclass
class CompareLink:
    label: str
    url: str


@dataclass
class DecisionView:
    kind: str
    chooser: PlayerRef | None
    rule: str
    prompt: str
    options: list[OptionView]
    answered: bool
    matters: bool = True  # False: every option leads to the same outcome
    compare: list[CompareLink] = field(default_factory=list)
    objects: list[str] = field(default_factory=list)  # the cards its outcomes speak of


@dataclass
class StepLink:
    index: int
    kind: str
    kind_label: str
    text: str
    url: str
    current: bool
    is_decision: bool
    cleanup_pass: int | None = None  # the cleanup pass this step belongs to (a group)
    cleanup_label: str = ""
    group_start: bool = False  # the first step of its cleanup pass


@dataclass
class Nav:
    first: str | None
    prev: str | None
    next: str | None
    last: str | None


@dataclass
class VariantLink:
    id: str | None
    title: str
    url: str
    current: bool


@dataclass
class OutcomeView:
    """The last step of a finished run: what happened and why, with the rules it went by."""

    text: str  # the last step, in words
    why: str  # the scenario's summary, on its own path; else the last step's explanation
    rules: list[str]  # every rule the path cited, in order of first citation
    winner: PlayerRef | None = None
    refused: str = ""


@dataclass
class PlayerPage:
    """Everything the player template shows for one step of one path."""

    scenario_id: str
    title: str
    rules: list[str]
    rules_version: str | None
    variant_id: str | None
    variants: list[VariantLink]
    index: int
    last_index: int
    step_kind: str
    step_kind_label: str
    step_rules: list[str]
    step_text: str
    step_explain: str
    board: BoardView
    log: list[StepLink]
    nav: Nav
    decision: DecisionView | None
    error: str
    url: str
    choices: list[str] = field(default_factory=list)
    # The question put to the reader (shown above the board at step 0); `question_is_summary`
    # when the scenario has no `question:` and its summary stands in.
    question: str = ""
    question_is_summary: bool = False
    outcome: OutcomeView | None = None
    # Where the scenario's ruling comes from, and the credit its licence asks for (the
    # riftboundfaq collection: CC BY-SA), shown on every step.
    source_url: str = ""
    credit: str = ""
    # Costs are checked only when the scenario gives runes; otherwise they are treated as paid.
    economy: bool = False

    @property
    def choices_json(self) -> str:
        return json.dumps(self.choices, ensure_ascii=False)

    @property
    def read_kind(self) -> bool:
        """A null read or a look-back: the panel says how the information was read."""
        return self.step_kind in READ_KINDS


def _decision_view(
    decision: Decision,
    lang: str,
    players: BoardReader,
    option_url: Any,
    answered: bool,
) -> DecisionView:
    return DecisionView(
        kind=decision.kind,
        chooser=players.player(decision.player),
        rule=str(decision.rule or ""),
        prompt=loc(decision.prompt, lang),
        options=[
            OptionView(
                key=o.key,
                label=loc(o.label, lang) or o.key,
                url=option_url(o.key),
                chosen=answered and o.key == decision.chosen,
            )
            for o in decision.options
        ],
        answered=answered,
        matters=bool(getattr(decision, "matters", True)),
        objects=[pid for pid in getattr(decision, "objects", ()) if pid in players.objects],
    )


def _compare_links(
    decision: DecisionView,
    scenario_id: str,
    variant_id: str | None,
    mine: Sequence[str],
    branch: Any,
) -> list[CompareLink]:
    """Links to the compare view from a decision: this path against each other option's
    branch (an answered decision), or the first option against each other (an open one)."""
    options = decision.options
    if len(options) < 2 or not decision.matters:
        return []
    if decision.answered:
        pairs = [(list(mine), branch(o.key), o) for o in options if not o.chosen]
    else:
        pairs = [(branch(options[0].key), branch(o.key), o) for o in options[1:]]
    if len(pairs) == 1:
        ((a, b, _o),) = pairs
        return [
            CompareLink(str(_("Compare both branches")), compare_url(scenario_id, variant_id, a, b))
        ]
    return [
        CompareLink(
            str(_("Compare with: %(option)s") % {"option": o.label}),
            compare_url(scenario_id, variant_id, a, b),
        )
        for a, b, o in pairs
    ]


def _answers_before(steps: Sequence[Step], answers: Sequence[str]) -> dict[int, int]:
    """For each decision step, how many of the path's answers were used before it.

    A decision whose options all lead to the same outcome is taken without asking and
    uses no answer, unless an answer naming one of its options was given for it.
    """
    used = 0
    before: dict[int, int] = {}
    for s in steps:
        if s.decision is None or s.decision.chosen is None:
            continue
        before[s.index] = used
        asked = getattr(s.decision, "matters", True)
        if used < len(answers) and (asked or answers[used] == s.decision.chosen):
            used += 1
    return before


def _step_links(steps: Sequence[Step], index: int, lang: str, url: Any) -> list[StepLink]:
    links = []
    previous_pass: int | None = None
    for s in steps:
        cleanup = s.state.get("cleanup") or None
        number = int(cleanup.get("pass") or 0) if cleanup else None
        links.append(
            StepLink(
                index=s.index,
                kind=s.kind,
                kind_label=step_kind_label(s.kind),
                text=loc(s.text, lang),
                url=url(s.index),
                current=s.index == index,
                is_decision=s.decision is not None,
                cleanup_pass=number,
                cleanup_label=(
                    str(
                        _("cleanup pass %(n)s, step %(step)s")
                        % {
                            "n": number,
                            "step": loc(cleanup.get("label"), lang) or cleanup.get("step"),
                        }
                    )
                    if cleanup
                    else ""
                ),
                group_start=number is not None and number != previous_pass,
            )
        )
        previous_pass = number
    return links


MIGHT_KINDS = frozenset({"might"})


def settled_captures(steps: Sequence[Step], index: int) -> frozenset[str]:
    """Chain items captured provisionally (a Deathknell noted at the death check) whose unit
    has died by this step: from then on the capture is no longer provisional. The snapshot's
    flag is cleared only when the whole batch of deaths is over, a step or more later."""
    state = steps[index].state
    settled = set()
    for item in state.get("chain") or []:
        if not item.get("provisional") or not item.get("source"):
            continue
        first = next(
            (
                s.index
                for s in steps[: index + 1]
                if any(i.get("id") == item.get("id") for i in s.state.get("chain") or [])
            ),
            index,
        )
        if any(s.kind == "die" and item["source"] in s.objects for s in steps[first : index + 1]):
            settled.add(str(item["id"]))
    return frozenset(settled)


def might_sources(
    steps: Sequence[Step], lang: str, earlier: Sequence[EffectSpec] = ()
) -> dict[str, list[str]]:
    """For each object, the effects that gave it a Might modifier so far: those in force
    from earlier in the turn that change the Might of their targets, then the chain item
    resolving at each "might" step (its card or ability)."""
    sources: dict[str, list[str]] = {}
    for effect in earlier:
        if any(getattr(word, "op", "") == "might" for word in effect.card.effect):
            for _name, pid in effect.targets:
                sources.setdefault(pid, []).append(effect.card.name)
    for s in steps:
        if s.kind not in MIGHT_KINDS:
            continue
        resolving = [
            loc(item.get("label"), lang)
            for item in s.state.get("chain") or []
            if item.get("status") == "resolving"
        ]
        source = resolving[-1] if resolving else ""
        if not source:
            continue
        for pid in s.objects:
            names = sources.setdefault(pid, [])
            if source not in names:
                names.append(source)
    return sources


def player_page(
    scenario: Scenario,
    variant_id: str | None,
    timeline: Timeline,
    index: int,
    lang: str | None = None,
) -> PlayerPage:
    lang = lang or current_lang()
    steps = timeline.steps
    answers = list(timeline.answers)
    last = len(steps) - 1
    step = steps[index]

    def url(i: int, path: Sequence[str] = answers) -> str:
        return player_url(scenario.id, variant_id, path, i)

    answers_before = _answers_before(steps, answers)

    the_board = BoardReader(
        step.state,
        step.objects,
        lang,
        kind=step.kind,
        previous=steps[index - 1].state if index > 0 else None,
        might_sources=might_sources(steps[: index + 1], lang, scenario.effects),
        settled=settled_captures(steps, index),
    )
    decision: DecisionView | None = None
    if step.decision is not None and step.decision.chosen is not None:
        # An answered decision: the other options branch from here (same earlier answers,
        # that one instead, nothing after).
        k = answers_before[step.index]
        decision = _decision_view(
            step.decision,
            lang,
            the_board,
            lambda key: url(index, [*answers[:k], key]),
            answered=True,
        )
        decision.compare = _compare_links(
            decision, scenario.id, variant_id, answers, lambda key: [*answers[:k], key]
        )
    elif index == last and timeline.decision is not None:
        # The run stopped here: each option adds its answer and shows what follows.
        decision = _decision_view(
            timeline.decision,
            lang,
            the_board,
            lambda key: url(last + 1, [*answers, key]),
            answered=False,
        )
        decision.compare = _compare_links(
            decision, scenario.id, variant_id, answers, lambda key: [*answers, key]
        )

    variants = [
        VariantLink(
            None,
            str(_("Main line")),
            player_url(scenario.id, None),
            variant_id is None,
        )
    ] + [
        VariantLink(
            v.id, loc(v.title, lang) or v.id, player_url(scenario.id, v.id), v.id == variant_id
        )
        for v in scenario.variants
    ]

    explain = loc(step.explain, lang)
    if decision is not None and explain.strip() == decision.prompt.strip():
        # The decision panel asks it; the step panel need not say it again word for word.
        explain = ""
    question = loc(scenario.question, lang)
    outcome = None
    if index == last and timeline.decision is None:
        own_path = variant_id is None and list(scenario.choices) == answers
        cited = list(dict.fromkeys(r for s in steps for r in s.rules))
        outcome = OutcomeView(
            text=loc(step.text, lang),
            why=(loc(scenario.summary, lang) if own_path else "") or loc(step.explain, lang),
            rules=cited,
            winner=the_board.player(step.state.get("winner")),
            refused=loc(timeline.error, lang) if timeline.error else "",
        )

    return PlayerPage(
        scenario_id=scenario.id,
        title=loc(scenario.title, lang),
        rules=list(scenario.rules or []),
        rules_version=scenario.rules_version,
        variant_id=variant_id,
        variants=variants,
        index=index,
        last_index=last,
        step_kind=step.kind,
        step_kind_label=step_kind_label(step.kind),
        step_rules=list(step.rules),
        step_text=loc(step.text, lang),
        step_explain=explain,
        board=the_board.view(),
        log=_step_links(steps, index, lang, url),
        nav=Nav(
            first=url(0) if index > 0 else None,
            prev=url(index - 1) if index > 0 else None,
            next=url(index + 1) if index < last else None,
            last=url(last) if index < last else None,
        ),
        decision=decision,
        error=loc(timeline.error, lang) if timeline.error else "",
        url=url(index),
        choices=answers,
        question=question or loc(scenario.summary, lang),
        question_is_summary=not question,
        source_url=(scenario.source or "")
        if (scenario.source or "").startswith("https://")
        else "",
        credit=scenario.credit or "",
        outcome=outcome,
        economy=any(p.economy for p in scenario.players),
    )
