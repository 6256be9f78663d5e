"""Turn engine values into what the templates show.

Presentation only: names, labels in the chosen language, which tile sits under which,
and the URL of every step and branch. No rules are decided here; everything shown comes
from the engine's timeline and the state snapshot of each step.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import get_language, ngettext
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
    "return_to_hand": _("return to hand"),
    "counter": _("counter"),
    "combat": _("combat"),
    "removed": _("removed"),
    "condition": _("condition"),
    "ready": _("ready"),
    "null": _("null read"),
    "focus": _("focus"),
    "activate": _("activation"),
}
# Step kinds drawn apart in the step panel and the timeline: the rules read no information
# (a null read) or read it as it was just before (a look-back).
READ_KINDS = frozenset({"null", "lookback"})
# Steps after which chain items that vanished are still drawn, crossed out, for that step.
GHOST_KINDS = frozenset({"capture_removed", "removed"})
EFFECT_KINDS: dict[str, _StrPromise] = {
    "replacement": _("replacement effect"),
    "delayed_trigger": _("delayed ability"),
}
# What an effect in force waits for: "next time it would die".
WOULD: dict[str, _StrPromise] = {
    "die": _("it would die"),
    "be_dealt_damage": _("it would be dealt damage"),
    "leave_chain": _("it would leave the chain"),
    "draw": _("a player would draw"),
    "enter": _("it would enter the board"),
    "score": _("a player would score"),
    "move": _("it would move"),
    "you_conquer": _("its controller conquers"),
    "you_score": _("its controller scores"),
}
DURATIONS: dict[str, _StrPromise] = {
    "this_turn": _("this turn"),
    "while_active": _("while its source is active"),
    "permanent": _("for the rest of the game"),
}
STAGED: dict[str, _StrPromise] = {"showdown": _("showdown staged"), "combat": _("combat staged")}
ROLES: dict[str, _StrPromise] = {"attacker": _("attacker"), "defender": _("defender")}


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


def compare_url(
    scenario_id: str, variant_id: str | None, a: Sequence[str], b: Sequence[str]
) -> str:
    """`/s/<id>/compare/?v=<variant>&a=<answer>...&b=<answer>...`: two branches' ends."""
    query: list[tuple[str, str]] = []
    if variant_id:
        query.append(("v", variant_id))
    query.extend(("a", x) for x in a)
    query.extend(("b", x) for x in b)
    return f"{reverse('compare', args=[scenario_id])}?{urlencode(query)}"


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
class LinkTag:
    """One end of a banishment link (427.3): the card at the other end and the effect."""

    pid: str | None
    name: str
    effect: str


@dataclass
class CardView:
    pid: str
    name: str
    type: str
    type_label: str
    owner: PlayerRef | None
    controller: PlayerRef | None
    zone: str = ""
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
    # what the page draws around the tile
    role: str = ""  # "attacker" | "defender" in the current showdown or combat
    role_label: str = ""
    banished_by: list[LinkTag] = field(default_factory=list)
    banished: list[LinkTag] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)  # names of effects in force on it
    differs: list[str] = field(default_factory=list)  # compare view: fields unlike the other branch

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
class OriginalView:
    """A battlefield card waiting in banishment after a Replace (438.5)."""

    pid: str
    name: str


@dataclass
class BattlefieldView:
    id: str
    name: str
    controller: PlayerRef | None
    facedown: CardView | None
    units: list[CardView]
    scored_this_turn: list[PlayerRef]
    owner: PlayerRef | None = None
    token: bool = False
    text: str = ""
    card_pid: str | None = None  # the physical battlefield card standing there, when known
    contested_by: PlayerRef | None = None
    staged: str = ""
    staged_label: str = ""
    replaced: list[OriginalView] = field(default_factory=list)
    showdown: bool = False  # the current showdown or combat is here
    combat: bool = False
    change: str = ""  # "replace" | "swap_back": what this step did to the battlefield
    differs: bool = False  # compare view: controller unlike the other branch


@dataclass
class SnapshotView:
    """What a captured Deathknell noted at the death (808): read later, not live."""

    location: str
    might: int | None
    controller: PlayerRef | None
    attachments: list[str]
    alone: bool | None


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
    target_pids: list[str] = field(default_factory=list)
    provisional: bool = False
    snapshot: SnapshotView | None = None
    trigger: str = ""
    removed: bool = False  # drawn crossed out on the step that removed it


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
class EffectView:
    """An effect in force: "Tactical Retreat (B) on hero: next time it would die, this turn"."""

    id: str
    kind: str
    kind_label: str
    name: str
    controller: PlayerRef | None
    target_pid: str | None
    target: str
    summary: str


@dataclass
class ShowdownView:
    bf_id: str
    bf_name: str
    combat: bool
    attacker: PlayerRef | None
    defender: PlayerRef | None
    focus: PlayerRef | None
    attackers: list[str]
    defenders: list[str]


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
    turn_state_key: str = ""
    effects: list[EffectView] = field(default_factory=list)
    showdown: ShowdownView | None = None
    links: list[tuple[str, str]] = field(default_factory=list)  # (source pid, banished pid)


def effect_summary(effect: Mapping[str, Any]) -> str:
    """ "next time it would die, this turn": when an effect in force acts, and for how long."""
    would = effect.get("would")
    what = word(WOULD, would).replace("_", " ") if would else ""
    duration = word(DURATIONS, effect.get("duration")).replace("_", " ")
    if effect.get("kind") == "delayed_trigger":
        when = _("when %(what)s") % {"what": what} if what else ""
    else:
        uses = effect.get("uses_left")
        if uses == 1:
            when = _("next time %(what)s") % {"what": what}
        elif uses is None:
            when = _("each time %(what)s") % {"what": what}
        else:
            when = ngettext(
                "the next %(n)d time %(what)s", "the next %(n)d times %(what)s", int(uses)
            ) % {"n": int(uses), "what": what}
    return ", ".join(part for part in (str(when), duration) if part)


class BoardReader:
    """Builds a `BoardView` from one `Step.state` snapshot (and the step before, for what
    this step removed or changed)."""

    def __init__(
        self,
        state: Mapping[str, Any],
        involved: Sequence[str],
        lang: str,
        *,
        kind: str = "",
        previous: Mapping[str, Any] | None = None,
    ):
        self.state = state
        self.lang = lang
        self.kind = kind
        self.previous = previous
        self.objects: Mapping[str, Mapping[str, Any]] = state.get("objects") or {}
        self.involved = set(involved)
        queue = state.get("queue") or {}
        self.affected = queue.get("affected")
        self.players = {
            p["id"]: PlayerRef(p["id"], p.get("name") or p["id"], slot)
            for slot, p in enumerate(state.get("players") or [])
        }
        self.shown = self._board_pids()
        showdown = state.get("showdown") or {}
        self.roles: dict[str, str] = {}
        for pid in showdown.get("attackers") or []:
            self.roles[pid] = "attacker"
        for pid in showdown.get("defenders") or []:
            self.roles[pid] = "defender"
        self.banished_by: dict[str, list[LinkTag]] = {}
        self.banished: dict[str, list[LinkTag]] = {}
        for link in state.get("links") or []:
            card, source, effect = (
                link.get("card"),
                link.get("source"),
                str(link.get("effect") or ""),
            )
            if card:
                self.banished_by.setdefault(card, []).append(
                    LinkTag(source, self.name(source) if source else "", effect)
                )
            if source and card:
                self.banished.setdefault(source, []).append(LinkTag(card, self.name(card), effect))
        self.effects_on: dict[str, list[str]] = {}
        for effect in state.get("effects") or []:
            target = effect.get("target")
            if target in self.objects:
                self.effects_on.setdefault(target, []).append(str(effect.get("name") or ""))

    def player(self, pid: str | None) -> PlayerRef | None:
        if pid is None:
            return None
        return self.players.get(pid) or PlayerRef(pid, pid, len(self.players))

    def name(self, pid: str | None) -> str:
        if pid is None:
            return ""
        obj = self.objects.get(pid)
        return str(obj.get("name") or pid) if obj else pid

    def bf_name(self, bf_id: str | None) -> str:
        for bf in self.state.get("battlefields") or []:
            if bf.get("id") == bf_id:
                return str(bf.get("name") or bf_id)
        return bf_id or ""

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
        role = self.roles.get(pid, "")
        return CardView(
            pid=pid,
            name=str(obj.get("name") or pid),
            type=kind,
            type_label=word(CARD_TYPES, kind) if kind else "",
            owner=self.player(obj.get("owner")),
            controller=self.player(obj.get("controller") or obj.get("owner")),
            zone=str(obj.get("zone") or ""),
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
            role=role,
            role_label=str(ROLES[role]) if role else "",
            banished_by=self.banished_by.get(pid, []),
            banished=self.banished.get(pid, []),
            effects=self.effects_on.get(pid, []),
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

    def _changed(self, bf: Mapping[str, Any]) -> str:
        """ "replace" or "swap_back" when this step changed the card standing at `bf`."""
        if self.kind not in ("replace", "swap_back") or self.previous is None:
            return ""
        for before in self.previous.get("battlefields") or []:
            if before.get("id") == bf.get("id"):
                keys = ("name", "token", "replaced")
                return self.kind if any(before.get(k) != bf.get(k) for k in keys) else ""
        return ""

    def battlefield(self, bf: Mapping[str, Any]) -> BattlefieldView:
        facedown = bf.get("facedown")
        bf_id = str(bf["id"])
        showdown = self.state.get("showdown") or {}
        here = showdown.get("bf") == bf_id
        standing = f"battlefield:{bf_id}"
        staged = str(bf.get("staged") or "")
        return BattlefieldView(
            id=bf_id,
            name=str(bf.get("name") or bf_id),
            controller=self.player(bf.get("controller")),
            facedown=self.card(facedown, facedown=True) if facedown else None,
            units=self.cards(bf.get("units")),
            scored_this_turn=[
                ref for ref in (self.player(x) for x in bf.get("scored_this_turn") or []) if ref
            ],
            owner=self.player(bf.get("owner")),
            token=bool(bf.get("token")),
            text=loc(bf.get("text"), self.lang),
            card_pid=next(
                (pid for pid, o in self.objects.items() if o.get("zone") == standing), None
            ),
            contested_by=self.player(bf.get("contested_by")),
            staged=staged,
            staged_label=word(STAGED, staged) if staged else "",
            replaced=[OriginalView(str(pid), self.name(pid)) for pid in bf.get("replaced") or []],
            showdown=here,
            combat=here and bool(showdown.get("combat")),
            change=self._changed(bf),
        )

    def snapshot(self, snap: Mapping[str, Any] | None) -> SnapshotView | None:
        if not snap:
            return None
        location = snap.get("location")
        if location in self.players:
            where = str(_("%(player)s's base") % {"player": location})
        else:
            where = self.bf_name(location) if location else ""
        alone = snap.get("alone")
        return SnapshotView(
            location=where,
            might=snap.get("might"),
            controller=self.player(snap.get("controller")),
            attachments=[self.name(a) for a in snap.get("attachments") or []],
            alone=None if alone is None else bool(alone),
        )

    def chain_item(self, item: Mapping[str, Any], *, removed: bool = False) -> ChainItemView:
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
            target_pids=[t for t in item.get("targets") or [] if t in self.objects],
            has_snapshot=bool(item.get("snapshot")),
            card=self.card(source) if on_chain and source is not None and not removed else None,
            provisional=bool(item.get("provisional")),
            snapshot=self.snapshot(item.get("snapshot")),
            trigger=str(item.get("trigger") or ""),
            removed=removed,
        )

    def chain(self) -> list[ChainItemView]:
        items = list(self.state.get("chain") or [])
        views = [self.chain_item(i) for i in items]
        if self.kind in GHOST_KINDS and self.previous is not None:
            # What this step took off the chain stays in view, crossed out, where it was.
            kept = {i.get("id") for i in items}
            for at, item in enumerate(self.previous.get("chain") or []):
                if item.get("id") not in kept:
                    views.insert(min(at, len(views)), self.chain_item(item, removed=True))
        return views

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

    def effects(self) -> list[EffectView]:
        out = []
        for e in self.state.get("effects") or []:
            target = e.get("target")
            known = target in self.objects
            kind = str(e.get("kind") or "")
            out.append(
                EffectView(
                    id=str(e.get("id") or ""),
                    kind=kind,
                    kind_label=word(EFFECT_KINDS, kind),
                    name=str(e.get("name") or ""),
                    controller=self.player(e.get("controller")),
                    target_pid=target if known else None,
                    target=self.name(target) if known else "",
                    summary=effect_summary(e),
                )
            )
        return out

    def showdown(self) -> ShowdownView | None:
        s = self.state.get("showdown")
        if not s:
            return None
        return ShowdownView(
            bf_id=str(s.get("bf") or ""),
            bf_name=self.bf_name(s.get("bf")),
            combat=bool(s.get("combat")),
            attacker=self.player(s.get("attacker")),
            defender=self.player(s.get("defender")),
            focus=self.player(s.get("focus")),
            attackers=[self.name(p) for p in s.get("attackers") or []],
            defenders=[self.name(p) for p in s.get("defenders") or []],
        )

    def view(self) -> BoardView:
        players = [self.player_view(p) for p in self.state.get("players") or []]
        turn_state = self.state.get("turn_state")
        return BoardView(
            # The first player of the scenario sits at the bottom, the others above the
            # battlefields, so nobody changes seats when the turn passes.
            top=list(reversed(players[1:])),
            bottom=players[:1],
            battlefields=[self.battlefield(bf) for bf in self.state.get("battlefields") or []],
            chain=self.chain(),
            queue=self.queue(),
            cleanup=self.cleanup(),
            turn_player=self.player(self.state.get("turn_player")),
            turn_state=word(TURN_STATES, turn_state),
            priority=self.player(self.state.get("priority")),
            winner=self.player(self.state.get("winner")),
            turn_state_key=str(turn_state or ""),
            effects=self.effects(),
            showdown=self.showdown(),
            links=[
                (str(link["source"]), str(link["card"]))
                for link in self.state.get("links") or []
                if link.get("source") and link.get("card")
            ],
        )


def board(step: Step, lang: str | None = None, previous: Step | None = None) -> BoardView:
    return BoardReader(
        step.state,
        step.objects,
        lang or current_lang(),
        kind=step.kind,
        previous=previous.state if previous is not None else None,
    ).view()


# --------------------------------------------------------------------------- timeline


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
    matters: bool = True  # False: every option gives the same timeline (nobody is asked)
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

    A decision whose options all give the same timeline is taken without asking and
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
                kind_label=word(STEP_KINDS, s.kind),
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
    )
