"""The picture of a state that every step carries (the web layer renders only this).

A `Snapshot` is typed and immutable, and costs what changed: the board tells which objects and
zones a step touched (model/state.py's `Board`), so each step makes new views only for those
and shares every other object's view with the step before. `Snapshot.to_dict()` materialises the
plain mapping that `Step.state` has always been (same keys, same order, same values), on demand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.model import keywords
from engine.model.state import Obj, Player, State


def zone_name(obj: Obj) -> str:
    """The scenario format's zone word: `base` for any base (its player is the location),
    `legend`."""
    return obj.zone.split(":")[0] if obj.zone.startswith(("base:", "legend:")) else obj.zone


class Frozen(Mapping[str, Any]):
    """A read-only mapping (unlike Frozen, it can be pickled and deep-copied, so a
    timeline can be too)."""

    __slots__ = ("_data",)

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        return f"Frozen({self._data!r})"

    def __reduce__(self) -> tuple[type[Frozen], tuple[dict[str, Any]]]:
        return Frozen, (dict(self._data),)


def freeze(value: Any) -> Any:
    """A read-only copy of plain data: mappings become read-only mappings, lists tuples."""
    if isinstance(value, dict):
        return Frozen({k: freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """The plain data a frozen value was made from (fresh, so a reader may change it)."""
    if isinstance(value, Frozen):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class ObjectView:
    id: str
    name: str
    type: str
    owner: str
    controller: str
    zone: str | None
    location: str | None
    might: int | None
    printed_might: int | None
    damage: int
    exhausted: bool
    stunned: bool
    buffed: bool
    attached_to: str | None
    attachments: tuple[str, ...]
    token: bool
    exists: bool
    rules_id: int
    new_object: bool
    keywords: tuple[str, ...]
    text: Mapping[str, str]
    empowered: bool = False

    @classmethod
    def of(cls, state: State, obj: Obj) -> ObjectView:
        return cls(
            id=obj.pid,
            name=obj.card.name,
            type=obj.card.type,
            owner=obj.owner,
            controller=obj.controller,
            zone=None if obj.zone == "gone" else zone_name(obj),
            location=state.location(obj),
            might=state.might(obj) if obj.exists else None,
            printed_might=obj.card.might,
            damage=obj.damage,
            exhausted=obj.exhausted,
            stunned=obj.stunned,
            buffed=obj.buffed,
            attached_to=obj.attached_to,
            attachments=tuple(g.pid for g in state.attachments(obj)),
            token=obj.token,
            exists=obj.exists,
            rules_id=obj.rules_id,
            new_object=obj.new_object,
            keywords=state.keywords(obj),
            text=Frozen(obj.card.text or {"en": "", "fr": ""}),
            empowered=obj.empowered,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "owner": self.owner,
            "controller": self.controller,
            "zone": self.zone,
            "location": self.location,
            "might": self.might,
            "printed_might": self.printed_might,
            "damage": self.damage,
            "exhausted": self.exhausted,
            "stunned": self.stunned,
            "buffed": self.buffed,
            "attached_to": self.attached_to,
            "attachments": list(self.attachments),
            "token": self.token,
            "exists": self.exists,
            "rules_id": self.rules_id,
            "new_object": self.new_object,
            "keywords": list(self.keywords),
            "text": dict(self.text),
        } | ({"empowered": True} if self.empowered else {})


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The state after a step. Small parts are frozen copies; `objects` maps each physical id to its
    view, the unchanged ones being the very views of the step before."""

    turn_player: str
    turn_state: str
    priority: str | None
    players: tuple[Mapping[str, Any], ...]
    battlefields: tuple[Mapping[str, Any], ...]
    objects: Mapping[str, ObjectView]
    chain: tuple[Mapping[str, Any], ...]
    queue: Mapping[str, Any] | None
    cleanup: Mapping[str, Any] | None
    winner: str | None
    showdown: Mapping[str, Any] | None
    effects: tuple[Mapping[str, Any], ...]
    links: tuple[Mapping[str, Any], ...]

    def to_dict(self) -> dict[str, Any]:
        """The plain mapping a step's `state` is: fresh each call."""
        return {
            "turn_player": self.turn_player,
            "turn_state": self.turn_state,
            "priority": self.priority,
            "players": thaw(self.players),
            "battlefields": thaw(self.battlefields),
            "objects": {pid: view.to_dict() for pid, view in self.objects.items()},
            "chain": thaw(self.chain),
            "queue": thaw(self.queue),
            "cleanup": thaw(self.cleanup),
            "winner": self.winner,
            "showdown": thaw(self.showdown),
            "effects": thaw(self.effects),
            "links": thaw(self.links),
        }


class Camera:
    """Takes the snapshots of one run: each one shares the views of what did not change."""

    def __init__(self) -> None:
        self.objects: dict[str, ObjectView] = {}
        self.zones: dict[str, tuple[str, ...]] = {}
        self.derived = False  # the last snapshot had Might or keywords from elsewhere

    def _unattached(self, state: State, zone: str) -> tuple[str, ...]:
        """The objects in a zone that are not attached to another (cached until the zone
        changes)."""
        found = self.zones.get(zone)
        if found is None:
            found = self.zones[zone] = state.board.unattached(zone)
        return found

    def take(self, state: State) -> Snapshot:
        changed, zones = state.board.take_changes()
        derived, self.derived = self.derived, keywords.derived(state)
        if derived or self.derived:
            # Might and keywords worked out from the board (Assault, Shield, auras, grants) can
            # change without the unit changing: look at every unit on the board again
            changed = changed | {
                pid
                for pid, obj in state.objects.items()
                if obj.is_unit
                and obj.on_board
                and self.objects.get(pid) != ObjectView.of(state, obj)
            }
        if changed:
            objects = dict(self.objects)
            for pid in sorted(changed, key=state.board.order.__getitem__):
                objects[pid] = ObjectView.of(state, state.objects[pid])
            self.objects = objects
        for zone in zones:
            self.zones.pop(zone, None)
        return snapshot(state, self.objects, self._unattached)


Unattached = Callable[[State, str], tuple[str, ...]]


def _economy(player: Player) -> dict[str, Any]:
    """A player's runes and rune pool, shown only when the scenario gives runes (rules/costs.py)."""
    return {
        "runes": tuple(Frozen(r.to_dict()) for r in player.runes),
        "rune_deck": len(player.rune_deck),
        "pool": Frozen(
            {
                "energy": player.energy,
                "power": Frozen({d: n for d, n in player.power.items() if n}),
                **({"spells_only": player.spell_energy} if player.spell_energy else {}),
                **(
                    {"kept": tuple(Frozen({"for": p, what: n}) for p, what, n in player.kept)}
                    if player.kept
                    else {}
                ),
            }
        ),
    }


def _scan_unattached(state: State, zone: str) -> tuple[str, ...]:
    """A zone's unattached objects, read from the whole state (no index, no cache)."""
    return tuple(o.pid for o in state.objects.values() if o.zone == zone and o.attached_to is None)


def snapshot(
    state: State,
    objects: Mapping[str, ObjectView] | None = None,
    unattached: Unattached = _scan_unattached,
) -> Snapshot:
    """The state's snapshot, built from the whole state; a `Camera` passes the object views and
    zone lists it kept instead."""
    if objects is None:
        objects = {pid: ObjectView.of(state, obj) for pid, obj in state.objects.items()}

    # Built frozen directly (lists as tuples): these hold whole zones, so no element-wise copy.
    players = tuple(
        Frozen(
            {
                "id": p.id,
                "name": p.name,
                "score": p.score,
                "base": unattached(state, f"base:{p.id}"),
                "hand": tuple(p.hand),
                "legend": state.board.in_zone(f"legend:{p.id}"),
                "hand_hidden": p.hand_hidden,
                "deck": len(p.deck) + p.deck_hidden,
                "trash": tuple(p.trash),
                "banishment": tuple(p.banishment),
            }
            | (_economy(p) if state.economy else {})
            | ({"xp": p.xp} if p.xp else {})  # Experience (728), once a player has any
        )
        for p in state.players.values()
    )
    battlefields = tuple(
        Frozen(
            {
                "id": bf.id,
                "name": bf.card.name,
                "controller": bf.controller,
                "facedown": bf.facedown,
                "units": unattached(state, bf.id),
                "scored_this_turn": tuple(bf.scored_this_turn),
                "owner": bf.owner,
                "token": bf.card.token,
                "contested_by": bf.contested_by,
                "staged": bf.staged,
                "replaced": tuple(bf.replaced),
                "text": Frozen(dict(bf.card.text or {"en": "", "fr": ""})),
            }
        )
        for bf in state.battlefields.values()
    )
    effects = [
        {
            "id": r.id,
            "kind": "replacement",
            "name": r.name,
            "controller": r.controller,
            "target": r.target[0] if r.target else None,
            "uses_left": r.uses_left,
            "duration": r.spec.duration,
            "would": r.spec.would,
        }
        for r in state.replacements
        if r.uses_left is None or r.uses_left > 0
    ]
    effects += [
        {
            "id": f"d{i}",
            "kind": "delayed_trigger",
            "name": d.name,
            "controller": d.controller,
            "target": None,
            "uses_left": None,
            "duration": d.duration,
            "would": d.when,
        }
        for i, d in enumerate(state.delayed_triggers)
    ]
    effects += [
        {
            "id": f"p{i}",
            "kind": "permission" if r.allow_from else "restriction",
            "name": r.name,
            "controller": r.controller,
            "target": None,
            "uses_left": None,
            "duration": r.duration,
            "would": f"play {r.what}" + (f" from {r.allow_from}" if r.allow_from else ""),
        }
        for i, r in enumerate(state.restrictions)
    ]
    # Linked banishment (427.3): which effect instance banished which card, while the link lasts.
    links = [
        {"effect": key, "source": state.link_sources.get(key), "card": pid}
        for key, cards in state.links.items()
        for pid, rules_id in cards
        if pid in state.objects and state.objects[pid].rules_id == rules_id
    ]
    chain = [
        {
            "id": item.id,
            "label": item.label,
            "kind": item.kind,
            "status": item.status,
            "controller": item.controller,
            "source": item.source,
            "trigger": item.trigger,
            "targets": [pid for pid, _ in item.targets.values()],
            "snapshot": item.snapshot,
            "provisional": item.provisional,
        }
        for item in reversed(state.chain)
    ]
    return Snapshot(
        turn_player=state.turn_player,
        turn_state=state.turn_state,
        priority=state.priority,
        players=players,
        battlefields=battlefields,
        objects=Frozen(dict(objects)) if not isinstance(objects, dict) else Frozen(objects),
        chain=freeze(chain),
        queue=freeze(state.queue),
        cleanup=freeze(state.cleanup),
        winner=state.winner,
        showdown=freeze(state.showdown.to_dict()) if state.showdown else None,
        effects=freeze(effects),
        links=freeze(links),
    )
