"""The board builder's document: a scenario as the YAML mapping the format reads, and the edits a
click makes to it (no rules here: what is legal is asked of the engine, `engine.legal_actions`).

Every edit is a pure function `apply(doc, op, params) -> doc` on a plain mapping, and `dump`
writes it back as the scenario's text, so the text beside the board is always the whole truth:
editing the text redraws the board, and undo is the text before.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any

import yaml

import engine
from engine.cards import pool

PLAYERS = ("A", "B")
ZONES = ("base", "hand", "trash", "banishment")
FLAGS = ("exhausted", "stunned", "buffed", "token")
MAX_COUNT = 60  # a deck or hidden hand count, a damage: bounded like the format's numbers
# Generic cards, as the library writes them inline: a plain unit of N Might and an abstract kill.
GENERIC: dict[str, dict[str, Any]] = {
    **{
        f"{n}-Might unit": {"name": f"{n}-Might unit", "type": "unit", "might": n}
        for n in range(1, 8)
    },
    "Abstract kill": {
        "name": "Abstract kill",
        "type": "spell",
        "effect": [{"kill": "$target"}],
        "targets": {"target": "unit"},
    },
}


class BadEdit(ValueError):
    """An edit that names nothing the board has (a stale form): the board is left as it was."""


def empty() -> dict[str, Any]:
    return {
        "format": "rulesviz/1",
        "id": "my-board",
        "title": {
            "en": "A scenario built on the board",
            "fr": "Un scénario construit sur le plateau",
        },
        "rules_version": engine.RULES_EDITION,
        "players": [{"id": "A"}, {"id": "B"}],
        "battlefields": [],
        "objects": [],
        "script": [],
    }


def parse(text: str) -> dict[str, Any] | None:
    """The text's mapping, or None when it is not one (the editor's check says why, at its line)."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return None
    return data if isinstance(data, dict) else None


class _Dumper(yaml.SafeDumper):
    pass


def _flow_items(dumper: yaml.SafeDumper, data: Mapping[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=True)


class _Flow(dict):  # type: ignore[type-arg]
    """A mapping written on one line: each object, battlefield, step and choice."""


_Dumper.add_representer(_Flow, _flow_items)


def dump(doc: Mapping[str, Any]) -> str:
    out = {}
    for key, value in doc.items():
        if key in (
            "players",
            "battlefields",
            "objects",
            "effects",
            "script",
            "choices",
        ) and isinstance(value, list):
            value = [_Flow(v) if isinstance(v, dict) else v for v in value]
        if key == "expect" and isinstance(value, dict):
            value = _flow_expect(value)
        out[key] = value
    return yaml.dump(out, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def _flow_expect(expect: Mapping[str, Any]) -> dict[str, Any]:
    """An expect block with one line per object, battlefield, player and pattern."""
    out: dict[str, Any] = {}
    for key, value in expect.items():
        if isinstance(value, dict):
            value = {k: _Flow(v) if isinstance(v, dict) else v for k, v in value.items()}
        elif isinstance(value, list):
            value = [_Flow(v) if isinstance(v, dict) else v for v in value]
        out[key] = value
    return out


# --------------------------------------------------------------------------- reading the doc


def _list(doc: Mapping[str, Any], key: str) -> list[Any]:
    """A list of the document, or none when the text has something else there (the check says
    what, at its line)."""
    value = doc.get(key)
    return value if isinstance(value, list) else []


def number(value: Any) -> int:
    """A count as the text writes it, 0 when it is not a whole number (the check says why)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def players(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [p if isinstance(p, dict) else {"id": str(p)} for p in _list(doc, "players")]


def player_ids(doc: Mapping[str, Any]) -> list[str]:
    return [str(p.get("id")) for p in players(doc)]


def objects(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [o for o in _list(doc, "objects") if isinstance(o, dict)]


def battlefields(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [b for b in _list(doc, "battlefields") if isinstance(b, dict)]


def card_name(card: Any) -> str:
    return str(card.get("name", "?")) if isinstance(card, dict) else str(card)


def _obj(doc: dict[str, Any], oid: str) -> dict[str, Any]:
    found = next((o for o in objects(doc) if str(o.get("id")) == oid), None)
    if found is None:
        raise BadEdit(f"no object {oid!r}")
    return found


def _bf(doc: dict[str, Any], bid: str) -> dict[str, Any]:
    found = next((b for b in battlefields(doc) if str(b.get("id")) == bid), None)
    if found is None:
        raise BadEdit(f"no battlefield {bid!r}")
    return found


def _player(doc: dict[str, Any], pid: str) -> str:
    if pid not in player_ids(doc):
        raise BadEdit(f"no player {pid!r}")
    return pid


def _slug(text: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")[:24].strip("-")
    return slug or "card"


def _fresh_id(doc: Mapping[str, Any], base: str) -> str:
    taken = {str(o.get("id")) for o in objects(doc)} | {str(b.get("id")) for b in battlefields(doc)}
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def _int(value: Any, low: int = 0, high: int = MAX_COUNT) -> int:
    try:
        number = int(str(value).strip() or 0)
    except ValueError:
        raise BadEdit(f"not a number: {value!r}") from None
    return max(low, min(high, number))


def _card_value(name: str) -> Any:
    """A card as a scenario names it: a pool card by name, a generic card inline."""
    if name in GENERIC:
        return copy.deepcopy(GENERIC[name])
    if name not in pool().by_name:
        raise BadEdit(f"no card named {name!r}")
    return name


# --------------------------------------------------------------------------- edits


def _set_or_drop(mapping: dict[str, Any], key: str, value: Any, default: Any) -> None:
    if value == default:
        mapping.pop(key, None)
    else:
        mapping[key] = value


def _ensure_zone(zone: str, doc: Mapping[str, Any]) -> str:
    if zone in ZONES:
        return zone
    bf_ids = {str(b.get("id")) for b in battlefields(doc)}
    if zone in bf_ids or (zone.startswith("facedown:") and zone[9:] in bf_ids):
        return zone
    raise BadEdit(f"no zone {zone!r}")


def apply(doc: Mapping[str, Any], op: str, p: Mapping[str, str]) -> dict[str, Any]:
    """The document after one edit; BadEdit when the edit names nothing the board has."""
    new = copy.deepcopy(dict(doc))
    for key in ("players", "battlefields", "objects", "script"):
        if not isinstance(new.get(key), list):
            raise BadEdit(f"fix the text first: {key} is not a list")
    new["players"] = players(new)
    handler = OPS.get(op)
    if handler is None:
        raise BadEdit(f"no edit {op!r}")
    handler(new, p)
    return new


def _turn_player(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    pid = _player(doc, p.get("player", ""))
    doc["players"].sort(key=lambda x: x.get("id") != pid)


def _player_counts(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    pid = _player(doc, p.get("player", ""))
    entry = next(x for x in doc["players"] if x.get("id") == pid)
    for key in ("deck", "hand", "score"):
        if key in p:
            _set_or_drop(entry, key, _int(p[key]), 0)


def _add_bf(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    bid = _fresh_id(doc, f"bf{len(battlefields(doc)) + 1}")
    entry: dict[str, Any] = {"id": bid}
    doc["battlefields"].append(entry)


def _set_bf(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    bf = _bf(doc, p.get("battlefield", ""))
    if "card" in p:  # a battlefield card of the pool, chosen from the card search, or none
        name = p["card"].strip()[:80]
        card = pool().by_name.get(name)
        if name and (card is None or card.type != "battlefield"):
            raise BadEdit(f"{name!r} is not a battlefield card of the pool")
        _set_or_drop(bf, "card", name, "")
    for key in ("owner", "controller"):
        if key in p:
            value = p[key]
            _set_or_drop(bf, key, _player(doc, value) if value else "", "")
    if "facedown" in p:
        value = p["facedown"]
        if value:
            obj = _obj(doc, value)
            obj["zone"] = f"facedown:{bf['id']}"
            obj.pop("attached_to", None)
        _set_or_drop(bf, "facedown", value, "")


def _bf_card(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    if not p.get("card", "").strip():
        raise BadEdit("no card chosen: choose a battlefield card in the search")
    _set_bf(doc, {"battlefield": p.get("battlefield", ""), "card": p["card"]})


def _remove_bf(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    bf = _bf(doc, p.get("battlefield", ""))
    bid = str(bf["id"])
    doc["battlefields"] = [b for b in battlefields(doc) if b is not bf]
    for obj in objects(doc):  # what stood there goes back to its owner's base
        if obj.get("zone") in (bid, f"facedown:{bid}"):
            obj["zone"] = "base"


def _place(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    name = p.get("card", "").strip()
    if not name:
        raise BadEdit("no card chosen")
    owner = _player(doc, p.get("player", ""))
    zone = _ensure_zone(p.get("zone", ""), doc)
    oid = _fresh_id(doc, _slug(name))
    entry: dict[str, Any] = {"id": oid, "card": _card_value(name), "owner": owner, "zone": zone}
    doc["objects"].append(entry)
    if zone.startswith("facedown:"):
        _bf(doc, zone[9:])["facedown"] = oid


def _set_obj(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    obj = _obj(doc, p.get("object", ""))
    if "damage" in p:
        _set_or_drop(obj, "damage", _int(p["damage"]), 0)
    for flag in FLAGS:
        if f"has_{flag}" in p:  # the form says which flags it shows; unchecked ones are absent
            _set_or_drop(obj, flag, p.get(flag) in ("on", "true", "1"), False)
    if "controller" in p:
        value = p["controller"]
        owner = str(obj.get("owner"))
        _set_or_drop(obj, "controller", _player(doc, value) if value else owner, owner)
    if "attached_to" in p:
        carrier = p["attached_to"]
        if carrier:
            _obj(doc, carrier)
            obj["attached_to"] = carrier
            obj.pop("zone", None)
        elif "attached_to" in obj:
            del obj["attached_to"]
            obj["zone"] = "base"
    if "zone" in p and p["zone"] and "attached_to" not in obj:
        obj["zone"] = _ensure_zone(p["zone"], doc)
    new_id = p.get("new_id", "").strip()
    if new_id and new_id != obj["id"]:
        _rename(doc, str(obj["id"]), new_id)


_ID = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,39}")


def _rename(doc: dict[str, Any], old: str, new: str) -> None:
    if not _ID.fullmatch(new):
        raise BadEdit(f"not an id: {new!r}")
    if _fresh_id(doc, new) != new:
        raise BadEdit(f"{new!r} is taken")
    for obj in objects(doc):
        if obj.get("id") == old:
            obj["id"] = new
        if obj.get("attached_to") == old:
            obj["attached_to"] = new
    for bf in battlefields(doc):
        if bf.get("facedown") == old:
            bf["facedown"] = new
    for effect in _list(doc, "effects"):
        if isinstance(effect, dict) and isinstance(effect.get("targets"), list):
            effect["targets"] = [new if t == old else t for t in effect["targets"]]
    doc["script"] = [_renamed_step(s, old, new) for s in _list(doc, "script")]
    if isinstance(doc.get("expect"), dict):
        doc["expect"] = _renamed_step(doc["expect"], old, new)


def _renamed_step(step: Any, old: str, new: str) -> Any:
    if isinstance(step, str):
        return new if step == old else step
    if isinstance(step, list):
        return [_renamed_step(s, old, new) for s in step]
    if isinstance(step, dict):
        return {k: _renamed_step(v, old, new) for k, v in step.items()}
    return step


def _remove_obj(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    obj = _obj(doc, p.get("object", ""))
    oid = obj["id"]
    doc["objects"] = [o for o in objects(doc) if o is not obj]
    for other in objects(doc):
        if other.get("attached_to") == oid:
            del other["attached_to"]
            other["zone"] = "base"
    for bf in battlefields(doc):
        if bf.get("facedown") == oid:
            del bf["facedown"]


def _add_effect(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    name = p.get("card", "").strip()
    if not name:
        raise BadEdit("no card chosen")
    entry: dict[str, Any] = {
        "card": _card_value(name),
        "controller": _player(doc, p.get("player", "")),
    }
    target = p.get("target", "")
    if target:
        _obj(doc, target)
        entry["targets"] = [target]
    if not isinstance(doc.get("effects", []), list):
        raise BadEdit("fix the text first: effects is not a list")
    doc.setdefault("effects", []).append(entry)


def _remove_effect(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    effects = _list(doc, "effects")
    index = _int(p.get("index", "-1"), -1, len(effects))
    if not 0 <= index < len(effects):
        raise BadEdit("no such effect")
    del effects[index]
    if not effects:
        doc.pop("effects", None)


def _add_step(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    step = p.get("step", "")
    data = parse(step) if step.startswith("{") else None
    if data is None:
        raise BadEdit("not a script step")
    doc["script"].append(data)


def _undo_step(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    if doc["script"]:
        doc["script"].pop()


def _answer(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    if not isinstance(doc.get("choices", []), list):
        raise BadEdit("fix the text first: choices is not a list")
    doc.setdefault("choices", []).append(choice_entry(p.get("key", "")))


def _unanswer(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    if _list(doc, "choices"):
        doc["choices"].pop()
    if not doc.get("choices"):
        doc.pop("choices", None)


def _expect(doc: dict[str, Any], p: Mapping[str, str]) -> None:
    captured = parse(p.get("expect", ""))
    if captured is None:
        raise BadEdit("nothing to capture")
    doc["expect"] = captured


def choice_entry(key: str) -> dict[str, Any]:
    """An option key as `run` names it (order:X>Y, accept:yes, pick:u1,u2) as a `choices` entry."""
    kind, _, rest = key.partition(":")
    if not kind or not rest:
        raise BadEdit(f"not an answer: {key!r}")
    if kind == "accept":
        return {"accept": rest == "yes"}
    if kind == "order":
        return {"order": rest.split(">")}
    return {kind: rest.split(",")}


OPS = {
    "turn_player": _turn_player,
    "player": _player_counts,
    "add_battlefield": _add_bf,
    "battlefield": _set_bf,
    "battlefield_card": _bf_card,
    "remove_battlefield": _remove_bf,
    "place": _place,
    "object": _set_obj,
    "remove_object": _remove_obj,
    "add_effect": _add_effect,
    "remove_effect": _remove_effect,
    "step": _add_step,
    "undo_step": _undo_step,
    "answer": _answer,
    "unanswer": _unanswer,
    "expect": _expect,
}
