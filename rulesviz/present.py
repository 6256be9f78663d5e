"""Turn engine values into what the templates show.

Presentation only: names, labels in the chosen language, which tile sits under which,
and the URL of every step and branch. No rules are decided here; everything shown comes
from the engine's timeline and the state snapshot of each step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from django.utils.functional import _StrPromise

    from engine import Decision, Scenario, Step, Timeline

# Words of the engine's vocabulary, in the interface language (glossary-fr.md for French).
CARD_TYPES: dict[str, _StrPromise] = {
    "unit": _("Unit"),
    "gear": _("Gear"),
    "spell": _("Spell"),
    "battlefield": _("Battlefield"),
    "legend": _("Legend"),
    "rune": _("Rune"),
}
CHAIN_KINDS: dict[str, _StrPromise] = {"spell": _("Spell"), "ability": _("Ability")}
CHAIN_STATUSES: dict[str, _StrPromise] = {
    "pending": _("pending"),
    "finalized": _("finalized"),
    "resolving": _("resolving"),
}
CANDIDATE_STATUSES: dict[str, _StrPromise] = {
    "candidate": _("candidate"),
    "applied": _("applied"),
    "used": _("used up"),
    "ineligible": _("does not apply"),
}
TURN_STATES: dict[str, _StrPromise] = {
    "neutral-open": _("Neutral Open"),
    "neutral-closed": _("Neutral Closed"),
    "showdown-open": _("Showdown Open"),
    "showdown-closed": _("Showdown Closed"),
}
STEP_KINDS: dict[str, _StrPromise] = {
    "start": _("start"),
    "start_turn": _("start of turn"),
    "end_turn": _("end of turn"),
    "play": _("play"),
    "act": _("action"),
    "effect": _("effect"),
    "finalize": _("finalize"),
    "pass": _("pass"),
    "resolve": _("resolve"),
    "leave_chain": _("leaves the chain"),
    "damage": _("damage"),
    "prevent": _("prevent"),
    "heal": _("heal"),
    "exhaust": _("exhaust"),
    "might": _("Might"),
    "cleanup": _("cleanup"),
    "die": _("death"),
    "kill": _("kill"),
    "queue": _("replacement queue"),
    "replacement": _("replacement"),
    "skip": _("skip"),
    "capture": _("capture"),
    "capture_removed": _("capture removed"),
    "trigger": _("trigger"),
    "draw": _("draw"),
    "create": _("create"),
    "decision": _("decision"),
    "move": _("move"),
    "recall": _("recall"),
    "banish": _("banish"),
    "control": _("control"),
    "contested": _("contested"),
    "staged": _("staged"),
    "showdown": _("showdown"),
    "hidden": _("hidden card"),
    "lookback": _("look-back"),
    "replace": _("Replace"),
    "swap_back": _("swap back"),
    "score": _("score"),
    "victory": _("victory"),
    "refused": _("refused"),
}


def current_lang() -> str:
    """The interface language as one of the engine's text keys ("en" or "fr")."""
    return "fr" if (get_language() or "en").lower().startswith("fr") else "en"


def loc(text: Mapping[str, str] | str | None, lang: str | None = None) -> str:
    """Pick the language's text from an engine `{"en", "fr"}` dict (English as fallback)."""
    if not text:
        return ""
    if isinstance(text, str):
        return text
    lang = lang or current_lang()
    return text.get(lang) or text.get("en") or ""


def word(table: Mapping[str, Any], key: str | None) -> str:
    """A translated label for an engine vocabulary word; the word itself if unknown."""
    if key is None:
        return ""
    return str(table.get(key, key))


# --------------------------------------------------------------------------- URLs


def player_url(
    scenario_id: str,
    variant_id: str | None = None,
    answers: Sequence[str] | None = None,
    step: int | None = None,
) -> str:
    """The canonical URL of a step: `/s/<id>/?v=<variant>&c=<answer>...&step=<n>`."""
    query: list[tuple[str, str]] = []
    if variant_id:
        query.append(("v", variant_id))
    query.extend(("c", answer) for answer in answers or ())
    if step is not None:
        query.append(("step", str(step)))
    base = reverse("player", args=[scenario_id])
    return f"{base}?{urlencode(query)}" if query else base


# --------------------------------------------------------------------------- board


@dataclass
class PlayerRef:
    """A player as shown everywhere: a letter plus a colour slot (never colour alone)."""

    id: str
    name: str
    slot: int

    @property
    def letter(self) -> str:
        return self.id


@dataclass
class CardView:
    pid: str
    name: str
    type: str
    type_label: str
    owner: PlayerRef | None
    controller: PlayerRef | None
    might: int | None = None
    printed_might: int | None = None
    damage: int = 0
    exhausted: bool = False
    stunned: bool = False
    token: bool = False
    new_object: bool = False
    exists: bool = True
    facedown: bool = False
    keywords: list[str] = field(default_factory=list)
    text: str = ""
    attachments: list[CardView] = field(default_factory=list)
    involved: bool = False
    affected: bool = False

    @property
    def might_modified(self) -> bool:
        return (
            self.might is not None
            and self.printed_might is not None
            and self.might != self.printed_might
        )

    @property
    def owner_differs(self) -> bool:
        return (
            self.owner is not None
            and self.controller is not None
            and self.owner.id != self.controller.id
        )


@dataclass
class PlayerView:
    ref: PlayerRef
    score: int
    is_turn_player: bool
    base: list[CardView]
    hand: list[CardView]
    hand_hidden: int
    deck: int
    trash: list[CardView]
    banishment: list[CardView]

    @property
    def hand_count(self) -> int:
        return len(self.hand) + self.hand_hidden


@dataclass
class BattlefieldView:
    id: str
    name: str
    controller: PlayerRef | None
    facedown: CardView | None
    units: list[CardView]
    scored_this_turn: list[PlayerRef]


@dataclass
class ChainItemView:
    id: str
    label: str
    kind: str
    kind_label: str
    status: str
    status_label: str
    controller: PlayerRef | None
    source: str
    source_pid: str | None
    targets: list[str]
    has_snapshot: bool
    card: CardView | None = None


@dataclass
class CandidateView:
    name: str
    source_pid: str | None
    status: str
    status_label: str
    note: str


@dataclass
class QueueView:
    event: str
    affected: str
    affected_pid: str | None
    chooser: PlayerRef | None
    rule: str
    candidates: list[CandidateView]


@dataclass
class CleanupView:
    number: int
    step: str
    label: str


@dataclass
class BoardView:
    top: list[PlayerView]
    bottom: list[PlayerView]
    battlefields: list[BattlefieldView]
    chain: list[ChainItemView]
    queue: QueueView | None
    cleanup: CleanupView | None
    turn_player: PlayerRef | None
    turn_state: str
    priority: PlayerRef | None
    winner: PlayerRef | None


class _Board:
    """Builds a `BoardView` from one `Step.state` snapshot."""

    def __init__(self, state: Mapping[str, Any], involved: Sequence[str], lang: str):
        self.state = state
        self.lang = lang
        self.objects: Mapping[str, Mapping[str, Any]] = state.get("objects") or {}
        self.involved = set(involved)
        queue = state.get("queue") or {}
        self.affected = queue.get("affected")
        self.players = {
            p["id"]: PlayerRef(p["id"], p.get("name") or p["id"], slot)
            for slot, p in enumerate(state.get("players") or [])
        }
        self.shown = self._board_pids()

    def player(self, pid: str | None) -> PlayerRef | None:
        if pid is None:
            return None
        return self.players.get(pid) or PlayerRef(pid, pid, len(self.players))

    def name(self, pid: str | None) -> str:
        if pid is None:
            return ""
        obj = self.objects.get(pid)
        return str(obj.get("name") or pid) if obj else pid

    def _board_pids(self) -> set[str]:
        pids: set[str] = set()
        for p in self.state.get("players") or []:
            for zone in ("base", "hand", "trash", "banishment"):
                pids.update(p.get(zone) or [])
        for bf in self.state.get("battlefields") or []:
            pids.update(bf.get("units") or [])
        return pids

    def card(self, pid: str, *, facedown: bool = False) -> CardView:
        obj = self.objects.get(pid) or {}
        kind = str(obj.get("type") or "")
        return CardView(
            pid=pid,
            name=str(obj.get("name") or pid),
            type=kind,
            type_label=word(CARD_TYPES, kind) if kind else "",
            owner=self.player(obj.get("owner")),
            controller=self.player(obj.get("controller") or obj.get("owner")),
            might=obj.get("might"),
            printed_might=obj.get("printed_might"),
            damage=int(obj.get("damage") or 0),
            exhausted=bool(obj.get("exhausted")),
            stunned=bool(obj.get("stunned")),
            token=bool(obj.get("token")),
            new_object=bool(obj.get("new_object")),
            exists=obj.get("exists", True) is not False,
            facedown=facedown,
            keywords=[str(k) for k in obj.get("keywords") or []],
            text=loc(obj.get("text"), self.lang),
            attachments=[self.card(a) for a in obj.get("attachments") or [] if a != pid],
            involved=pid in self.involved,
            affected=pid == self.affected,
        )

    def cards(self, pids: Sequence[str] | None) -> list[CardView]:
        """Tiles for a zone; an attached card is shown tucked under its carrier instead."""
        out = []
        for pid in pids or []:
            carrier = (self.objects.get(pid) or {}).get("attached_to")
            if carrier and carrier in self.shown:
                continue
            out.append(self.card(pid))
        return out

    def player_view(self, p: Mapping[str, Any]) -> PlayerView:
        ref = self.player(p["id"])
        assert ref is not None
        return PlayerView(
            ref=ref,
            score=int(p.get("score") or 0),
            is_turn_player=p["id"] == self.state.get("turn_player"),
            base=self.cards(p.get("base")),
            hand=self.cards(p.get("hand")),
            hand_hidden=int(p.get("hand_hidden") or 0),
            deck=int(p.get("deck") or 0),
            trash=self.cards(p.get("trash")),
            banishment=self.cards(p.get("banishment")),
        )

    def battlefield(self, bf: Mapping[str, Any]) -> BattlefieldView:
        facedown = bf.get("facedown")
        return BattlefieldView(
            id=str(bf["id"]),
            name=str(bf.get("name") or bf["id"]),
            controller=self.player(bf.get("controller")),
            facedown=self.card(facedown, facedown=True) if facedown else None,
            units=self.cards(bf.get("units")),
            scored_this_turn=[
                ref for ref in (self.player(x) for x in bf.get("scored_this_turn") or []) if ref
            ],
        )

    def chain_item(self, item: Mapping[str, Any]) -> ChainItemView:
        kind = str(item.get("kind") or "")
        status = str(item.get("status") or "")
        source = item.get("source")
        on_chain = source is not None and (self.objects.get(source) or {}).get("zone") == "chain"
        label = loc(item.get("label"), self.lang)
        return ChainItemView(
            id=str(item.get("id") or ""),
            label=label,
            kind=kind,
            kind_label=word(CHAIN_KINDS, kind),
            status=status,
            status_label=word(CHAIN_STATUSES, status),
            controller=self.player(item.get("controller")),
            # The card itself is on the chain (a spell): its tile says where it came from.
            source="" if on_chain or self.name(source) == label else self.name(source),
            source_pid=source,
            targets=[self.name(t) for t in item.get("targets") or []],
            has_snapshot=bool(item.get("snapshot")),
            card=self.card(source) if on_chain and source is not None else None,
        )

    def queue(self) -> QueueView | None:
        q = self.state.get("queue")
        if not q:
            return None
        return QueueView(
            event=loc(q.get("event"), self.lang),
            affected=self.name(q.get("affected")),
            affected_pid=q.get("affected"),
            chooser=self.player(q.get("chooser")),
            rule=str(q.get("rule") or ""),
            candidates=[
                CandidateView(
                    name=str(c.get("name") or ""),
                    source_pid=c.get("source"),
                    status=str(c.get("status") or ""),
                    status_label=word(CANDIDATE_STATUSES, c.get("status")),
                    note=loc(c.get("note"), self.lang),
                )
                for c in q.get("candidates") or []
            ],
        )

    def cleanup(self) -> CleanupView | None:
        c = self.state.get("cleanup")
        if not c:
            return None
        return CleanupView(
            number=int(c.get("pass") or 0),
            step=str(c.get("step") or ""),
            label=loc(c.get("label"), self.lang),
        )

    def view(self) -> BoardView:
        players = [self.player_view(p) for p in self.state.get("players") or []]
        return BoardView(
            # The first player of the scenario sits at the bottom, the others above the
            # battlefields, so nobody changes seats when the turn passes.
            top=list(reversed(players[1:])),
            bottom=players[:1],
            battlefields=[self.battlefield(bf) for bf in self.state.get("battlefields") or []],
            chain=[self.chain_item(i) for i in self.state.get("chain") or []],
            queue=self.queue(),
            cleanup=self.cleanup(),
            turn_player=self.player(self.state.get("turn_player")),
            turn_state=word(TURN_STATES, self.state.get("turn_state")),
            priority=self.player(self.state.get("priority")),
            winner=self.player(self.state.get("winner")),
        )


def board(step: Step, lang: str | None = None) -> BoardView:
    return _Board(step.state, step.objects, lang or current_lang()).view()


# --------------------------------------------------------------------------- timeline


@dataclass
class OptionView:
    key: str
    label: str
    url: str
    chosen: bool = False


@dataclass
class DecisionView:
    kind: str
    chooser: PlayerRef | None
    rule: str
    prompt: str
    options: list[OptionView]
    answered: bool


@dataclass
class StepLink:
    index: int
    kind: str
    kind_label: str
    text: str
    url: str
    current: bool
    is_decision: bool


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


def _decision_view(
    decision: Decision,
    lang: str,
    players: _Board,
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
    )


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

    the_board = _Board(step.state, step.objects, lang)
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
    elif index == last and timeline.decision is not None:
        # The run stopped here: each option adds its answer and shows what follows.
        decision = _decision_view(
            timeline.decision,
            lang,
            the_board,
            lambda key: url(last + 1, [*answers, key]),
            answered=False,
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
        step_kind_label=word(STEP_KINDS, step.kind),
        step_rules=list(step.rules),
        step_text=loc(step.text, lang),
        step_explain=loc(step.explain, lang),
        board=the_board.view(),
        log=[
            StepLink(
                index=s.index,
                kind=s.kind,
                kind_label=word(STEP_KINDS, s.kind),
                text=loc(s.text, lang),
                url=url(s.index),
                current=s.index == index,
                is_decision=s.decision is not None,
            )
            for s in steps
        ],
        nav=Nav(
            first=url(0) if index > 0 else None,
            prev=url(index - 1) if index > 0 else None,
            next=url(index + 1) if index < last else None,
            last=url(last) if index < last else None,
        ),
        decision=decision,
        error=loc(timeline.error, lang) if timeline.error else "",
        url=url(index),
    )
