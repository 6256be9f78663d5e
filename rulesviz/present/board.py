"""The board: one step's state snapshot read into what the templates draw.

Presentation only: which tile sits under which, names, labels. No rules are decided here;
everything shown comes from the engine's state snapshot of the step (and the step before,
for what it removed or changed).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from .labels import (
    CANDIDATE_STATUSES,
    CARD_TYPES,
    CHAIN_KINDS,
    CHAIN_STATUSES,
    EFFECT_KINDS,
    GHOST_KINDS,
    KEYWORDS,
    ROLES,
    STAGED,
    TURN_STATES,
    current_lang,
    effect_summary,
    loc,
    word,
)

if TYPE_CHECKING:
    from engine import Step


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
    empowered: bool = False
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
    might_why: str = ""  # where a changed Might comes from: "buff, Guardian Angel, Rally"

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
    xp: int  # Experience (728): shown once the player has any
    is_turn_player: bool
    base: list[CardView]
    hand: list[CardView]
    hand_hidden: int
    deck: int
    trash: list[CardView]
    banishment: list[CardView]

    # The economy (engine rules/costs.py): None when the scenario gives no runes.
    runes: list[RuneView] | None = None
    pool: str = ""
    rune_deck: int = 0

    @property
    def hand_count(self) -> int:
        return len(self.hand) + self.hand_hidden

    @property
    def ready_runes(self) -> int:
        return sum(1 for r in self.runes or [] if not r.exhausted)


@dataclass
class RuneView:
    domain: str
    exhausted: bool


def pool_words(pool: Mapping[str, Any]) -> str:
    """'1 Energy, 1 Fury Power' in the interface language; '—' when empty."""
    parts = []
    energy = int(pool.get("energy") or 0)
    if energy:
        parts.append(str(_("%(n)s Energy") % {"n": energy}))
    for domain, n in (pool.get("power") or {}).items():
        if domain == "any":
            parts.append(str(_("%(n)s Power of any domain") % {"n": n}))
        else:
            parts.append(str(_("%(n)s %(domain)s Power") % {"n": n, "domain": domain}))
    return ", ".join(parts) or "—"


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


# A battlefield with no card of its own is named by its place in the scenario ("Battlefield 1").
UNNAMED_BATTLEFIELD = re.compile(r"Battlefield ([0-9]+)")


def battlefield_name(name: str) -> str:
    """A battlefield's name as shown: the engine's "Battlefield 1" for one without a card
    reads in the interface language; a card's name is the card's."""
    unnamed = UNNAMED_BATTLEFIELD.fullmatch(name)
    return str(_("Battlefield %(n)s") % {"n": unnamed[1]}) if unnamed else name


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
        might_sources: Mapping[str, Sequence[str]] | None = None,
        settled: frozenset[str] = frozenset(),
    ):
        self.state = state
        self.settled = settled  # chain items whose death has happened by this step
        self.might_sources = might_sources or {}
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

    def target_name(self, pid: str) -> str:
        """A target by its name; an ability chosen on the chain (`@c4`, engine/rules/
        chain_targets.py) by that chain item's label."""
        if pid.startswith("@"):
            for other in self.state.get("chain") or []:
                if other.get("id") == pid[1:]:
                    return loc(other.get("label"), self.lang)
        return self.name(pid)

    def bf_name(self, bf_id: str | None) -> str:
        for bf in self.state.get("battlefields") or []:
            if bf.get("id") == bf_id:
                return battlefield_name(str(bf.get("name") or bf_id))
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
            empowered=bool(obj.get("empowered")),
            token=bool(obj.get("token")),
            new_object=bool(obj.get("new_object")),
            exists=obj.get("exists", True) is not False,
            facedown=facedown,
            keywords=[word(KEYWORDS, str(k)) for k in obj.get("keywords") or []],
            text=loc(obj.get("text"), self.lang),
            attachments=[self.card(a) for a in obj.get("attachments") or [] if a != pid],
            involved=pid in self.involved,
            affected=pid == self.affected,
            role=role,
            role_label=str(ROLES[role]) if role else "",
            banished_by=self.banished_by.get(pid, []),
            banished=self.banished.get(pid, []),
            effects=self.effects_on.get(pid, []),
            might_why=self.might_why(pid, obj),
        )

    def might_why(self, pid: str, obj: Mapping[str, Any]) -> str:
        """What changed a Might from its printed value: a buff, attached gear, and the
        effects whose steps gave it a modifier (the page passes those in)."""
        might, printed = obj.get("might"), obj.get("printed_might")
        if might is None or printed is None or might == printed:
            return ""
        reasons: list[str] = []
        if obj.get("buffed"):
            reasons.append(str(_("buff")))
        reasons.extend(self.name(a) for a in obj.get("attachments") or [] if a != pid)
        reasons.extend(self.might_sources.get(pid, ()))
        delta = int(might) - int(printed)
        sign = f"+{delta}" if delta > 0 else str(delta)
        if not reasons:
            return sign
        return f"{sign}: {', '.join(dict.fromkeys(reasons))}"

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
            xp=int(p.get("xp") or 0),
            is_turn_player=p["id"] == self.state.get("turn_player"),
            base=self.cards(p.get("base")),
            hand=self.cards(p.get("hand")),
            hand_hidden=int(p.get("hand_hidden") or 0),
            deck=int(p.get("deck") or 0),
            trash=self.cards(p.get("trash")),
            banishment=self.cards(p.get("banishment")),
            runes=[RuneView(str(r["domain"]), bool(r["exhausted"])) for r in p["runes"]]
            if "runes" in p
            else None,
            pool=pool_words(p.get("pool") or {}) if "runes" in p else "",
            rune_deck=int(p.get("rune_deck") or 0),
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
            name=battlefield_name(str(bf.get("name") or bf_id)),
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
            targets=[self.target_name(t) for t in item.get("targets") or []],
            target_pids=[t for t in item.get("targets") or [] if t in self.objects],
            has_snapshot=bool(item.get("snapshot")),
            card=self.card(source) if on_chain and source is not None and not removed else None,
            provisional=bool(item.get("provisional")) and item.get("id") not in self.settled,
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
