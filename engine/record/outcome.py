"""What each option of a decision leads to, found by replaying the branch (the run is a pure
function).

Used to word options by their outcome ("Tactical Retreat first: hero to B's base, exhausted;
angel stays") and to notice when the order cannot change the outcome.
"""

from __future__ import annotations

from typing import Any

from engine.model.text import t

COMPARED = (
    "zone",
    "location",
    "controller",
    "damage",
    "exhausted",
    "stunned",
    "attached_to",
    "exists",
    "might",
)


def fingerprint(state: dict[str, Any]) -> tuple[Any, ...]:
    """The parts of a state that make an outcome different (not identity counters such as rules
    ids)."""
    objects = tuple(
        sorted(
            (pid, tuple(o[k] for k in COMPARED))
            for pid, o in state["objects"].items()
            if not o["token"]
        )
    )
    tokens = tuple(
        sorted(
            (o["name"], str(o["zone"]), o["exhausted"], o["exists"])  # a gone token: None
            for o in state["objects"].values()
            if o["token"]
        )
    )
    players = tuple(
        (
            p["id"],
            p["score"],
            len(p["hand"]) + p["hand_hidden"],
            p["deck"],
            len(p["trash"]),
            len(p["banishment"]),
            # the economy's runes and pool, when the scenario has them (rules/costs.py)
            repr(p.get("runes")),
            repr(p.get("pool")),
        )
        for p in state["players"]
    )
    chain = tuple((c["label"]["en"], c["status"]) for c in state["chain"])
    battlefields = tuple(
        (b["id"], b["name"], b["controller"], tuple(b["scored_this_turn"]))
        for b in state["battlefields"]
    )
    return objects, tokens, players, chain, battlefields


def labels(state: dict[str, Any]) -> dict[str, str]:
    """Each object of a snapshot as texts name it: its name, numbered when several share it."""
    by_name: dict[str, list[str]] = {}
    for pid, obj in state["objects"].items():
        by_name.setdefault(obj["name"], []).append(pid)
    return {
        pid: name if len(same) == 1 else f"{name} ({same.index(pid) + 1})"
        for name, same in by_name.items()
        for pid in same
    }


def _where(obj: dict[str, Any], places: dict[str, str]) -> tuple[str, str]:
    if not obj["exists"]:
        return "ceases to exist", "cesse d'exister"
    zone = obj["zone"]
    if zone == "base":
        return f"to {obj['location']}'s base", f"dans la base de {obj['location']}"
    words = {
        "trash": ("to the trash", "à la défausse"),
        "hand": ("to hand", "en main"),
        "banishment": ("banished", "banni"),
        "deck": ("to the deck", "dans le deck"),
    }
    place = places.get(zone, zone)
    return words.get(zone, (f"to {place}", f"à {place}"))


def describe(
    before: dict[str, Any], after: dict[str, Any], focus: tuple[str, ...]
) -> dict[str, str]:
    """'hero: to B's base, exhausted; angel: stays' — what changed for the objects in focus, and
    draws."""
    en: list[str] = []
    fr: list[str] = []
    named = labels(after)
    places = {b["id"]: b["name"] for b in after["battlefields"]}
    for pid in dict.fromkeys(focus):
        old, new = before["objects"].get(pid), after["objects"].get(pid)
        if old is None or new is None:
            continue
        parts_en, parts_fr = [], []
        carried = old["attached_to"] is not None and new["attached_to"] == old["attached_to"]
        if carried:
            parts_en.append("stays attached")
            parts_fr.append("reste attaché")
        elif (old["zone"], old["location"], old["exists"]) != (
            new["zone"],
            new["location"],
            new["exists"],
        ):
            where_en, where_fr = _where(new, places)
            parts_en.append(where_en)
            parts_fr.append(where_fr)
        if new["exists"] and new["zone"] not in ("trash", "hand", "banishment", "deck"):
            if new["exhausted"] and not old["exhausted"]:
                parts_en.append("exhausted")
                parts_fr.append("épuisé")
            if old["attached_to"] and not new["attached_to"]:
                parts_en.append("detached")
                parts_fr.append("détaché")
            if old["damage"] and not new["damage"]:
                parts_en.append("healed")
                parts_fr.append("soigné")
        en.append(f"{named[pid]} {', '.join(parts_en) if parts_en else 'stays'}")
        fr.append(f"{named[pid]} {', '.join(parts_fr) if parts_fr else 'reste'}")
    old_places = {b["id"]: b for b in before["battlefields"]}
    for b in after["battlefields"] if not focus else []:
        old = old_places.get(b["id"])
        if old is not None and (old["name"], old["controller"]) != (b["name"], b["controller"]):
            now = "is now " if old["name"] != b["name"] else "stays "
            now_fr = "est maintenant " if old["name"] != b["name"] else "reste "
            en.append(f"{old['name']} {now}{b['name']} ({b['controller'] or 'uncontrolled'})")
            fr.append(f"{old['name']} {now_fr}{b['name']} ({b['controller'] or 'non contrôlé'})")
    old_players = {p["id"]: p for p in before["players"]}
    for p in after["players"]:
        drawn = (len(p["hand"]) + p["hand_hidden"]) - (
            len(old_players[p["id"]]["hand"]) + old_players[p["id"]]["hand_hidden"]
        )
        if drawn > 0:
            en.append(f"{p['id']} +{drawn} card{'s' if drawn > 1 else ''}")
            fr.append(f"{p['id']} +{drawn} carte{'s' if drawn > 1 else ''}")
    return t("; ".join(en) or "no change", "; ".join(fr) or "aucun changement")
