"""The game state: players, zones, objects, battlefields, the chain and the effects in force.

Zones are strings: `base:A` (player A's base), a battlefield id, `facedown:<bf>`, `hand`,
`deck`, `trash`, `banishment`, `chain`, or `gone` (a token that ceased to exist, 186.1).
Non-board zones are the owner's (rule 056).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.model import keywords
from engine.model.card import CardDef, Instruction, ReplacementSpec, TriggerSpec
from engine.model.costs import Rune

OFF_BOARD = ("hand", "deck", "trash", "banishment", "chain", "gone")


def is_board(zone: str) -> bool:
    """Rule 107: bases, battlefields and facedown zones are the board."""
    return zone not in OFF_BOARD


@dataclass
class Obj:
    """A physical card or token. `pid` is the scenario's id and never changes; `rules_id` changes
    whenever the object moves to or from a non-board zone, because it is then a new object (124)."""

    pid: str
    card: CardDef
    owner: str
    controller: str
    zone: str
    rules_id: int
    since: int = 0
    damage: int = 0
    exhausted: bool = False
    stunned: bool = False
    buffed: bool = False
    might_bonus: int = 0
    attached_to: str | None = None
    token: bool = False
    new_object: bool = False
    empowered: bool = False  # Empowered (441, 827): a status, lost when it leaves the board
    times_empowered: int = 0  # "I may be Empowered as many as three times" (441.1.c.1, Kayle)

    def __setattr__(self, name: str, value: Any) -> None:
        board: Board | None = self.__dict__.get("_board")
        if board is None:
            object.__setattr__(self, name, value)
            return
        old = self.__dict__.get(name)
        object.__setattr__(self, name, value)
        board.changed(self, name, old)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def on_board(self) -> bool:
        return is_board(self.zone)

    @property
    def exists(self) -> bool:
        return self.zone != "gone"

    @property
    def is_unit(self) -> bool:
        return self.card.type == "unit"


class Board:
    """Indexes over the objects, kept as they change: each zone's objects, each unit's gear, the
    order objects came into the game in; and what changed since the snapshot last looked, so a
    step's snapshot shares everything else with the step before (record/snapshot.py)."""

    def __init__(self) -> None:
        self.order: dict[str, int] = {}
        self.zones: dict[str, dict[str, None]] = {}
        self.carried: dict[str, dict[str, None]] = {}
        self.changed_objects: set[str] = set()
        self.changed_zones: set[str] = set()
        # the objects whose card has a replacement ability, in order
        self.replacing: list[str] = []
        # trigger condition -> the objects whose card has it
        self.triggers: dict[str, list[str]] = {}
        # the objects attached to another
        self.attached: set[str] = set()
        # zones whose objects are no longer in the order they came in
        self.unsorted: set[str] = set()
        # card name -> the objects with that name, in order; an object's number among them
        self.named: dict[str, list[str]] = {}
        self.ordinal: dict[str, int] = {}
        # the objects that are not units (gear, runes, ...), in order
        self.non_units: list[str] = []
        # the objects whose card has a static Might or keyword aura (model/keywords.py), in order
        self.auras: list[str] = []
        # bumped by every change, so a read of the board can be kept until the board changes
        self.version = 0
        self.kept: dict[tuple[str, str], tuple[int, Any]] = {}
        # (gear, unit) attachments made this turn ("if this was attached to me this turn",
        # Brutalizer); emptied as the turn ends (rules/turn.py)
        self.attachments_made: list[tuple[str, str]] = []

    def added(self, obj: Obj) -> None:
        if obj.pid not in self.order:
            same = self.named.setdefault(obj.card.name, [])
            same.append(obj.pid)
            self.ordinal[obj.pid] = len(same)
            if obj.card.type != "unit":
                self.non_units.append(obj.pid)
            self._index_abilities(obj)
        self.version += 1
        self.order.setdefault(obj.pid, len(self.order))
        self._enter(obj.zone, obj.pid)
        if obj.attached_to is not None:
            self.attached.add(obj.pid)
            self.carried.setdefault(obj.attached_to, {})[obj.pid] = None
            self.changed_objects.add(obj.attached_to)
        self.changed_objects.add(obj.pid)
        self.changed_zones.add(obj.zone)

    def _index_abilities(self, obj: Obj) -> None:
        """Index what its card's abilities wait for (kept when a copy effect changes its card:
        the lists only grow, and each reader checks the card it finds)."""
        pid = obj.pid
        if obj.card.replacements() and pid not in self.replacing:
            self.replacing.append(pid)
        for when in dict.fromkeys(a.when for a in obj.card.abilities if isinstance(a, TriggerSpec)):
            holders = self.triggers.setdefault(when, [])
            if pid not in holders:
                holders.append(pid)
        if pid not in self.auras and any(
            getattr(a, "effect", None) in ("might_aura", "keyword_aura")
            for a in obj.card.abilities + obj.card.grants  # an Equipment's too (136.2)
        ):
            self.auras.append(pid)

    def changed(self, obj: Obj, name: str, old: Any) -> None:
        """Every change of an object touches it, the unit carrying it and the gear it carries."""
        pid = obj.pid
        self.version += 1
        self.changed_objects.add(pid)
        if name == "card":
            self._index_abilities(obj)
        if name == "zone":
            self.zones.get(old, {}).pop(pid, None)
            self._enter(obj.zone, pid)
            self.changed_zones.update((old, obj.zone))
        elif name == "attached_to":
            if obj.attached_to is not None:
                self.attachments_made.append((pid, obj.attached_to))
            if old is not None:
                self.carried.get(old, {}).pop(pid, None)
                self.changed_objects.add(old)
            self.attached.discard(pid)
            if obj.attached_to is not None:
                self.attached.add(pid)
                self.carried.setdefault(obj.attached_to, {})[pid] = None
            self.changed_zones.add(obj.zone)
        if obj.attached_to is not None:
            self.changed_objects.add(obj.attached_to)
        self.changed_objects.update(self.carried.get(pid, ()))

    def label(self, obj: Obj) -> str:
        """Its card's name, numbered when several objects share it ("Watchful Sentry (2)")."""
        if len(self.named.get(obj.card.name, ())) <= 1:
            return obj.card.name
        return f"{obj.card.name} ({self.ordinal[obj.pid]})"

    def _enter(self, zone: str, pid: str) -> None:
        members = self.zones.setdefault(zone, {})
        if members and self.order[next(reversed(members))] > self.order[pid]:
            self.unsorted.add(zone)
        members[pid] = None

    def in_zone(self, zone: str) -> tuple[str, ...]:
        """The objects in a zone, in the order they came into the game."""
        members = self.zones.get(zone)
        if not members:
            return ()
        if zone in self.unsorted:
            members = self.zones[zone] = dict.fromkeys(sorted(members, key=self.order.__getitem__))
            self.unsorted.discard(zone)
        return tuple(members)

    def unattached(self, zone: str) -> tuple[str, ...]:
        """The objects in a zone that are not attached to another, in the order they came in."""
        members = self.in_zone(zone)
        return (
            members
            if self.attached.isdisjoint(members)
            else tuple(p for p in members if p not in self.attached)
        )

    def triggering(self, whens: tuple[str, ...], objects: Mapping[str, Obj]) -> list[Obj]:
        """The objects whose card has a triggered ability on one of these conditions, in order."""
        pids = {p for when in whens for p in self.triggers.get(when, ())}
        return [objects[p] for p in sorted(pids, key=self.order.__getitem__)]

    def gear_of(self, pid: str) -> list[str]:
        return sorted(self.carried.get(pid, ()), key=self.order.__getitem__)

    def take_changes(self) -> tuple[set[str], set[str]]:
        """(objects, zones) changed since the last call."""
        changes = self.changed_objects, self.changed_zones
        self.changed_objects, self.changed_zones = set(), set()
        return changes


class Objects(dict[str, Obj]):
    """The state's objects by physical id; an object added here is watched by the board."""

    def __init__(self, board: Board, objects: dict[str, Obj]) -> None:
        super().__init__()
        self.board = board
        for pid, obj in objects.items():
            self[pid] = obj

    def __setitem__(self, pid: str, obj: Obj) -> None:
        super().__setitem__(pid, obj)
        obj.__dict__["_board"] = self.board
        self.board.added(obj)


@dataclass
class Player:
    id: str
    name: str
    score: int = 0
    xp: int = 0  # Experience (728-733): gained and spent, public, never below 0
    hand_hidden: int = 0
    deck_hidden: int = 0
    deck: list[str] = field(default_factory=list)  # named cards, top first
    hand: list[str] = field(default_factory=list)
    trash: list[str] = field(default_factory=list)
    banishment: list[str] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)  # rune pool: what Add abilities added
    # The economy (rules/costs.py), when the scenario gives runes: runes on the board, the rune
    # deck (domains, top first), and the rune pool's Energy and Power by domain (161).
    runes: list[Rune] = field(default_factory=list)
    rune_deck: list[str] = field(default_factory=list)
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)
    spell_energy: int = 0  # pool Energy to be spent only on playing spells (Lux, Crownguard)
    # the turns this player has begun, the current one included, when the scenario says (`turns:`);
    # None: unknown, taken as well past the game's first turns
    turns: int | None = None
    # pool Energy and Power an Add kept for one use (429.3): [purpose, "energy" or a domain or
    # "any", amount]; purposes: spells (Power), gear, units, showdowns (rules/costs.py)
    kept: list[list[Any]] = field(default_factory=list)

    def pile(self, zone: str) -> list[str] | None:
        return {
            "deck": self.deck,
            "hand": self.hand,
            "trash": self.trash,
            "banishment": self.banishment,
        }.get(zone)


@dataclass
class Battlefield:
    """A battlefield's place (rule 190). After a Replace, `card` is the token standing there; the
    place keeps its id, control and score history (438.1.a), and `replaced` lists the originals
    it can swap back to (438.7.b.1)."""

    id: str
    card: CardDef
    owner: str
    controller: str | None = None
    scored_this_turn: list[str] = field(default_factory=list)
    facedown: str | None = None
    contested_by: str | None = None  # 190.3
    staged: str | None = None  # "showdown" or "combat" (323.8, 323.9)
    replaced: list[str] = field(default_factory=list)


@dataclass
class ChainItem:
    """A spell or an ability on the chain (rules 332-359). Abilities keep the controller they had
    when created (191.4.b); a death trigger carries the snapshot taken before the death
    (808.1.d.3)."""

    id: str
    kind: str  # "spell" or "ability"
    label: dict[str, str]
    controller: str
    source: str | None  # the physical id of the card or of the ability's source
    effect: tuple[Instruction, ...]
    card: CardDef | None = None
    trigger: str | None = None  # "deathknell" or the ability's name, for abilities
    status: str = "pending"  # pending | finalized | resolving
    targets: dict[str, tuple[str, int]] = field(default_factory=dict)
    snapshot: dict[str, Any] | None = None
    provisional: bool = False  # a captured death trigger whose death has not happened yet
    optional: bool = False  # "you may": accepted or declined as it finalizes (383.3.a)
    link: str | None = None  # the effect instance its banished cards are linked to (427.3)
    paid: tuple[str, ...] = ()  # optional additional costs paid while it was played (S004-11)
    # a Repeat spell's second run: the targets chosen for it as it was played (820.2)
    repeat_targets: dict[str, tuple[str, int]] | None = None
    # ... and its instructions once that run's own modes are chosen (820.2; None: as the first)
    repeat_effect: tuple[Instruction, ...] | None = None
    # who played it and from where ("hand", "facedown:bf1", "trash"...): taking control of it
    # later changes neither (419.4.b; rules/chain_targets.py, Rebuttal)
    played_by: str | None = None
    played_from: str | None = None


@dataclass
class ActiveReplacement:
    """A replacement effect in force: a permanent's ability, or a delayed one left by a spell
    (390.3)."""

    id: str
    name: str
    spec: ReplacementSpec
    controller: str
    source: str | None  # physical id of the permanent whose ability this is
    target: tuple[str, int] | None = None  # a delayed replacement's chosen object (pid, rules id)
    uses_left: int | None = None
    created: int = 0
    # a battlefield's ability (Altar of Blood): it reaches only units there, for each player
    battlefield: str | None = None


@dataclass(eq=False)
class DelayedAbility:
    """A delayed triggered ability an effect left (389-392): it fires `when` that happens (for the
    object it is bound `on`, if any), for its controller, whatever became of its source."""

    when: str
    duration: str  # "this_turn" or "until_triggered"
    effect: tuple[Instruction, ...]
    controller: str
    link: str | None  # the effect instance whose banished cards it reaches (427.3)
    uses: int | None
    on: tuple[str, int] | None  # (physical id, rules id)
    name: str
    # "this battlefield" as the effect that made it saw it, and the card whose targets its effect
    # chooses as it triggers ("you may move an enemy unit to this battlefield", Iascylla)
    location: str | None = None
    card: CardDef | None = None


@dataclass(frozen=True, slots=True)
class ControlChange:
    """A control effect in force on an object (as `rules_id`: the same object): it gives control
    to `to`, with timestamp `since` (480: the latest in force wins). `before` is who controls the
    object when no control effect applies to it (its base controller, 191.3), where control
    falls back once every effect has ended; `source` (as `source_id`) is what it lasts with."""

    pid: str
    rules_id: int
    before: str
    source: str | None = None
    source_id: int | None = None
    to: str = ""
    since: int = 0


@dataclass
class Showdown:
    """A showdown or combat in progress (341-348, 459-466): where, who contested it (the attacker),
    who has focus; a combat's units on each side as it began, and its damage once assigned."""

    bf: str
    combat: bool
    attacker: str
    defender: str | None
    focus: str
    attackers: list[str] = field(default_factory=list)
    defenders: list[str] = field(default_factory=list)
    assignment: dict[str, int] | None = None  # combat damage as assigned (465.2.c)
    # the (unit, role) pairs whose attack or defend triggers have fired this combat (383.4.e)
    designated: set[tuple[str, str]] = field(default_factory=set)
    # the players with units there once combat damage was dealt, before the combat cleanup's
    # recall: what the combat's result is read from (466.3)
    remaining: list[str] | None = None

    def to_dict(self) -> dict[str, Any]:
        """As a step's state shows it."""
        shown: dict[str, Any] = {
            "bf": self.bf,
            "combat": self.combat,
            "attacker": self.attacker,
            "defender": self.defender,
            "focus": self.focus,
        }
        if self.combat:
            shown |= {"attackers": list(self.attackers), "defenders": list(self.defenders)}
        if self.assignment is not None:
            shown["assignment"] = dict(self.assignment)
        return shown


@dataclass
class LogEvent:
    """Something that happened, as `expect` patterns match it."""

    kind: str
    subject: str
    of: str | None = None
    amount: int | None = None
    at: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """As the timeline's log shows it: the fields that are set."""
        shown: dict[str, Any] = {"kind": self.kind, "subject": self.subject}
        if self.of is not None:
            shown["of"] = self.of
        if self.amount is not None:
            shown["amount"] = self.amount
        if self.at is not None:
            shown["at"] = self.at
        return shown


@dataclass
class Restriction:
    """An effect that bars (or, `allow`, permits) playing cards (e.g. "opponents can't play cards
    this turn"): whose plays it concerns, which cards, and when it ends (a turn, or never)."""

    name: str
    controller: str
    players: tuple[str, ...]  # the players it concerns
    what: str  # "cards", "spells", "units", "gear"
    duration: str = "turn"  # "turn": ends in the Expiration step (317.2); "permanent"
    allow_from: str | None = None  # a permission: they may play those cards from this zone
    source: str | None = None

    def covers(self, card_type: str) -> bool:
        return (
            self.what == "cards"
            or self.what == f"{card_type}s"
            or (self.what == "gear" and card_type == "gear")
        )


@dataclass
class State:
    players: dict[str, Player]
    battlefields: dict[str, Battlefield]
    objects: dict[str, Obj]
    turn_order: list[str]
    chain: list[ChainItem] = field(default_factory=list)  # bottom first
    replacements: list[ActiveReplacement] = field(default_factory=list)
    log: list[LogEvent] = field(default_factory=list)
    clock: int = 1
    next_rules_id: int = 1
    next_chain_id: int = 1
    next_replacement_id: int = 1
    resolving: str | None = None
    queue: dict[str, Any] | None = None
    cleanup: dict[str, Any] | None = None
    winner: str | None = None
    priority: str | None = None
    # What each object was when it last left the board: readable only where the rules allow it
    # (a death trigger's condition, 359.3.f.3; an effect that moved it itself, 359.3.e.13).
    last_on_board: dict[str, dict[str, Any]] = field(default_factory=dict)
    uses_this_turn: dict[str, int] = field(default_factory=dict)
    # where each object's last move started (a base's player or a battlefield id): "when I move
    # from a battlefield" reads it
    moved_from: dict[str, str | None] = field(default_factory=dict)
    # Linked banishment (427.3): per effect instance, the cards it banished (pid, rules id).
    links: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    link_sources: dict[str, str] = field(default_factory=dict)  # effect instance -> its source card
    delayed_triggers: list[DelayedAbility] = field(default_factory=list)  # 389-392
    played_this_turn: dict[str, int] = field(default_factory=dict)  # for Legion
    # cards each player has *played* this turn in a trigger condition's sense: completed by their
    # resolution (350.1, 419.4.a), the count "your first / second card each turn" reads
    completed_plays: dict[str, int] = field(default_factory=dict)
    # what players may not play, and what they may play from elsewhere than their hand
    # (engine/rules/permissions.py)
    restrictions: list[Restriction] = field(default_factory=list)
    # Control changes that end (477, 480): "this turn", and "until <source> leaves the board".
    control_effects: list[ControlChange] = field(default_factory=list)
    control_while: list[ControlChange] = field(default_factory=list)
    showdown: Showdown | None = None  # a showdown or combat in progress (341-348, 459-466)
    this_turn: list[tuple[str, int, int]] = field(
        default_factory=list
    )  # Might changes that end with the turn
    # the printed card of each object a copy effect changed, restored when it becomes new (124.1)
    copied: dict[str, CardDef] = field(default_factory=dict)
    # keywords an effect granted this turn (801.3.a): (physical id, rules id, keyword)
    granted: list[tuple[str, int, str]] = field(default_factory=list)
    # keywords an effect granted with no end (801.3.a.3: "give it [Temporary]"): kept until the
    # object becomes a new one (124.1)
    granted_for_good: list[tuple[str, int, str]] = field(default_factory=list)
    # activated abilities an effect granted this turn ("it gains the ability '...'", Dominus):
    # (physical id, rules id, the id of the object whose card's `grants` holds them)
    granted_abilities: list[tuple[str, int, str]] = field(default_factory=list)

    # Costs are checked and paid only when the scenario gives runes or a rune pool (rules/costs.py);
    # otherwise Energy and Power are treated as paid.
    economy: bool = False
    hidden_this_turn: set[str] = field(default_factory=set)  # 811: playable from the next turn
    # "units you play this turn enter ready" (engine/rules/entry.py): (player, source card name)
    enter_ready_this_turn: list[tuple[str, str]] = field(default_factory=list)
    # "it can't be chosen by enemy spells and abilities this turn" (engine/rules/unchoosable.py)
    unchoosable_this_turn: list[tuple[str, int]] = field(default_factory=list)
    # (player, battlefield) conquered this turn, point or not ("... a battlefield you conquered
    # this turn", engine/rules/play_places.py)
    conquered_this_turn: list[tuple[str, str]] = field(default_factory=list)
    # "its base Might becomes 5 this turn" (Dragon Form): physical id -> (rules id, base Might)
    base_might_this_turn: dict[str, tuple[int, int]] = field(default_factory=dict)
    # "buffs give an additional +1 Might to friendly units this turn" (Stand United): one entry
    # per +1, the player whose buffed units get it
    buff_bonus_this_turn: list[str] = field(default_factory=list)
    # a tag an object gained as it was played (Ivern, Friend to All): physical id -> (rules id,
    # tag); kept until it becomes a new object (124.1)
    gained_tags: dict[str, tuple[int, str]] = field(default_factory=dict)
    # a name an object's text named as it was played (Fallen Feline "name a spell"): physical
    # id -> (rules id, name); kept until it becomes a new object (124.1)
    named: dict[str, tuple[int, str]] = field(default_factory=dict)
    # Might changes "for this combat" (engine/rules/this_combat.py): (pid, rules id, change)
    this_combat: list[tuple[str, int, int]] = field(default_factory=list)
    # One-use discounts an effect created ("your next card costs 2 less", 356.4, 390.4): the
    # player, what comes off, the cards it applies to, the card that made it (id, name); the next
    # such card that player plays spends it; the rest end with the turn (vocabulary/costs.py).
    one_use_discounts: list[tuple[str, Any, str, str, str]] = field(default_factory=list)
    # Additional turns queued after the current one (734-738: "take a turn after this one"), the
    # next first; `resume_with` is the player whose regular turn comes once they are taken
    extra_turns: list[str] = field(default_factory=list)
    # keywords granted "this combat" (also in `granted`): they end as the combat ends (466.7)
    combat_grants: list[tuple[str, int, str]] = field(default_factory=list)
    # the player whose Main phase begins once their Beginning phase's chain is empty (316.1)
    main_phase_due: str | None = None
    # the player whose Beginning phase is going on (315.2), until their Main phase begins (316.1)
    beginning_phase_of: str | None = None
    # the units (physical id, rules id) there as their controller conquered a battlefield this turn
    units_conquered_this_turn: list[tuple[str, int]] = field(default_factory=list)
    resume_with: str | None = None
    # where this turn's part of the log begins: "this turn" history (what died, what was paid)
    # is read from state.log[turn_log_start:] (vocabulary/conditions.py)
    turn_log_start: int = 0
    # every card play begun this turn: (player, card id, the Energy its total cost asked, 356),
    # for "a spell that cost you 4 or more Energy" and "the first gear you play each turn"
    plays_this_turn: list[tuple[str, str, int]] = field(default_factory=list)
    # increases an effect made for the rest of the turn ("playing your non-token units costs 1
    # Energy more this turn", 356.3): the player, what it adds, the cards it reaches, its source
    turn_cost_increases: list[tuple[str, Any, str, str]] = field(default_factory=list)
    # points each player scored by holding this turn (469.2)
    hold_points_this_turn: dict[str, int] = field(default_factory=dict)

    # each unit on the board (physical id, rules id) and whether it was Mighty after the last
    # moment: "when a unit you control becomes [Mighty]" (708) reads the change
    mighty: dict[tuple[str, int], bool] | None = None

    board: Board = field(default_factory=Board, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.objects = Objects(self.board, self.objects)

    @property
    def turn_player(self) -> str:
        return self.turn_order[0]

    def players_from_turn_player(self) -> list[str]:
        return list(self.turn_order)

    def new_rules_id(self) -> int:
        self.next_rules_id += 1
        return self.next_rules_id - 1

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def obj(self, pid: str) -> Obj:
        return self.objects[pid]

    def location(self, obj: Obj) -> str | None:
        """The base's player or the battlefield id; None off the board (and for facedown cards)."""
        if obj.attached_to is not None and obj.attached_to in self.objects:
            return self.location(self.objects[obj.attached_to])
        if obj.zone.startswith("base:"):
            return obj.zone[5:]
        if obj.zone.startswith("battlefield:"):
            return obj.zone[12:]
        if obj.zone in self.battlefields:
            return obj.zone
        return None

    def might(self, obj: Obj) -> int | None:
        """Current Might: printed, plus its own bonus, its attached gear's, its Assault or Shield
        in combat and the static auras in force (on the board, worked out again at each read);
        printed off it (711)."""
        if obj.card.might is None:
            return None
        if not obj.on_board:
            return obj.card.might
        # Gearhead: "each Equipment attached to me gives double its base Might bonus"
        times = 2 if obj.card.static("double_equipment_bonus") else 1
        bonus = obj.might_bonus + times * sum(
            g.card.might_bonus for g in self.attachments(obj) if g.on_board
        )
        if self.showdown is not None:
            bonus += keywords.combat_bonus(self, obj)
        if obj.buffed and self.buff_bonus_this_turn:  # Stand United, this turn
            bonus += self.buff_bonus_this_turn.count(obj.controller or "")
        base = self.base_might_this_turn.get(obj.pid)
        printed = base[1] if base and base[0] == obj.rules_id else obj.card.might
        if self.board.auras or any(b.card.abilities for b in self.battlefields.values()):
            bonus += keywords.aura_bonus(self, obj, printed + bonus)
        return printed + bonus

    def keywords(self, obj: Obj) -> tuple[str, ...]:
        """The keywords `obj` has now, printed and granted (801.3)."""
        return keywords.held(self, obj)

    def has_keyword(self, obj: Obj, word: str) -> bool:
        return keywords.has(self, obj, word)

    def has_lethal_damage(self, obj: Obj) -> bool:
        """Rule 142.4: non-zero damage at least equal to Might (a 0-Might unit needs 1)."""
        if obj.damage <= 0 or not obj.is_unit or not obj.on_board:
            return False
        might = self.might(obj)
        return might is not None and obj.damage >= max(might, 0)

    def units_at(self, location: str) -> list[Obj]:
        """The units on the board at a battlefield or a player's base, in the order they came in.
        (A unit's location is its zone: units never attach.)"""
        board = self.board
        kept = board.kept.get(("units_at", location))
        if kept is not None and kept[0] == board.version:
            return list(kept[1])
        pids = sorted(
            [*board.zones.get(location, ()), *board.zones.get(f"base:{location}", ())],
            key=board.order.__getitem__,
        )
        found = [
            o
            for o in map(self.objects.__getitem__, pids)
            if o.is_unit and o.on_board and self.location(o) == location
        ]
        board.kept[("units_at", location)] = (board.version, tuple(found))
        return found

    def attachments(self, obj: Obj) -> list[Obj]:
        """The gear attached to `obj`, in the order it came in."""
        return [self.objects[g] for g in self.board.gear_of(obj.pid)]

    def item(self, item_id: str) -> ChainItem | None:
        return next((i for i in self.chain if i.id == item_id), None)

    @property
    def turn_state(self) -> str:
        """Rule 307: neutral or showdown, open or closed (a chain exists)."""
        return f"{'showdown' if self.showdown else 'neutral'}-{'closed' if self.chain else 'open'}"


def units_of(state: State, bf: Battlefield, player: str) -> list[Obj]:
    """The units `player` controls at a battlefield."""
    return [u for u in state.units_at(bf.id) if u.controller == player]


def players_at(state: State, bf: Battlefield) -> list[str]:
    """The players with units at a battlefield, in turn order."""
    present = {u.controller for u in state.units_at(bf.id)}
    return [p for p in state.turn_order if p in present]
