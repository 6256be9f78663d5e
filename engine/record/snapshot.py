"""The serializable picture of a state that every step carries (the web layer renders only this)."""

from __future__ import annotations

from typing import Any

from engine.model.state import Obj, State


def zone_name(obj: Obj) -> str:
    """The scenario format's zone word: `base` for any base (its player is the location), `legend`."""
    return obj.zone.split(":")[0] if obj.zone.startswith(("base:", "legend:")) else obj.zone


def object_view(state: State, obj: Obj) -> dict[str, Any]:
    return {
        "id": obj.pid,
        "name": obj.card.name,
        "type": obj.card.type,
        "owner": obj.owner,
        "controller": obj.controller,
        "zone": None if obj.zone == "gone" else zone_name(obj),
        "location": state.location(obj),
        "might": state.might(obj) if obj.exists else None,
        "printed_might": obj.card.might,
        "damage": obj.damage,
        "exhausted": obj.exhausted,
        "stunned": obj.stunned,
        "buffed": obj.buffed,
        "attached_to": obj.attached_to,
        "attachments": [g.pid for g in state.attachments(obj)],
        "token": obj.token,
        "exists": obj.exists,
        "rules_id": obj.rules_id,
        "new_object": obj.new_object,
        "keywords": list(obj.card.keywords),
        "text": obj.card.text or {"en": "", "fr": ""},
    }


def snapshot(state: State) -> dict[str, Any]:
    players = []
    for p in state.players.values():
        base = [o.pid for o in state.objects.values() if o.zone == f"base:{p.id}" and o.attached_to is None]
        players.append({
            "id": p.id, "name": p.name, "score": p.score, "base": base, "hand": list(p.hand),
            "legend": [o.pid for o in state.objects.values() if o.zone == f"legend:{p.id}"],
            "hand_hidden": p.hand_hidden, "deck": len(p.deck) + p.deck_hidden, "trash": list(p.trash),
            "banishment": list(p.banishment),
        })
    battlefields = [{
        "id": bf.id, "name": bf.card.name, "controller": bf.controller, "facedown": bf.facedown,
        "units": [o.pid for o in state.objects.values() if o.zone == bf.id and o.attached_to is None],
        "scored_this_turn": list(bf.scored_this_turn), "owner": bf.owner, "token": bf.card.token,
        "contested_by": bf.contested_by, "staged": bf.staged, "replaced": list(bf.replaced),
        "text": bf.card.text or {"en": "", "fr": ""},
    } for bf in state.battlefields.values()]
    effects = [{
        "id": r.id, "kind": "replacement", "name": r.name, "controller": r.controller,
        "target": r.target[0] if r.target else None, "uses_left": r.uses_left, "duration": r.spec.duration,
        "would": r.spec.would,
    } for r in state.replacements if r.uses_left is None or r.uses_left > 0]
    effects += [{
        "id": f"d{i}", "kind": "delayed_trigger", "name": d["name"], "controller": d["controller"],
        "target": None, "uses_left": None, "duration": d["duration"], "would": d["when"],
    } for i, d in enumerate(state.delayed_triggers)]
    # Linked banishment (427.3): which effect instance banished which card, while the link lasts.
    links = [{"effect": key, "source": state.link_sources.get(key), "card": pid}
             for key, cards in state.links.items() for pid, rules_id in cards
             if pid in state.objects and state.objects[pid].rules_id == rules_id]
    chain = [{
        "id": item.id, "label": item.label, "kind": item.kind, "status": item.status,
        "controller": item.controller, "source": item.source, "trigger": item.trigger,
        "targets": [pid for pid, _ in item.targets.values()], "snapshot": item.snapshot,
        "provisional": item.provisional,
    } for item in reversed(state.chain)]
    return {
        "turn_player": state.turn_player,
        "turn_state": state.turn_state,
        "priority": state.priority,
        "players": players,
        "battlefields": battlefields,
        "objects": {pid: object_view(state, obj) for pid, obj in state.objects.items()},
        "chain": chain,
        "queue": state.queue,
        "cleanup": state.cleanup,
        "winner": state.winner,
        "showdown": dict(state.showdown) if state.showdown else None,
        "effects": effects,
        "links": links,
    }
