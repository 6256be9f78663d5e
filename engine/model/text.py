"""Wording shared by the rules: a text in English and French, and how objects and zones are
named."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.model.state import State


def t(en: str, fr: str) -> dict[str, str]:
    """A user-facing text in English and French."""
    return {"en": en, "fr": fr}


def name(state: State, pid: str | None) -> str:
    """How a text names an object: by its card's name, numbered only when several objects share that
    name ("Watchful Sentry (2)"); a battlefield by its name. Never by the scenario's ids."""
    if pid is None:
        return "?"
    obj = state.objects.get(pid)
    if obj is None:
        return place(state, pid) if pid in state.battlefields else pid
    return state.board.label(obj)


def names(state: State, pids: Iterable[str]) -> str:
    return ", ".join(name(state, pid) for pid in pids)


def listed(items: list[str], conjunction: str) -> str:
    """'a, b and c'."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def place(state: State, bf_id: str) -> str:
    """A battlefield by the name of the card standing there (numbered if two share it)."""
    bf = state.battlefields[bf_id]
    same = [b.id for b in state.battlefields.values() if b.card.name == bf.card.name]
    return bf.card.name if len(same) == 1 else f"{bf.card.name} ({same.index(bf_id) + 1})"


def located(state: State, location: object) -> dict[str, str]:
    """A location as a death snapshot or a step notes it: a battlefield id or a base's player."""
    if isinstance(location, str) and location in state.battlefields:
        return t(place(state, location), place(state, location))
    if isinstance(location, str) and location in state.players:
        return where(state, f"base:{location}")
    return t("nowhere on the board", "nulle part sur le plateau")


def where(state: State, zone: str) -> dict[str, str]:
    if zone.startswith("base:"):
        return t(f"{zone[5:]}'s base", f"la base de {zone[5:]}")
    if zone in state.battlefields:
        return t(place(state, zone), place(state, zone))
    words = {
        "hand": ("hand", "main"),
        "deck": ("deck", "deck"),
        "trash": ("trash", "défausse"),
        "banishment": ("banishment", "zone de bannissement"),
        "chain": ("chain", "chaîne"),
    }
    en, fr = words.get(zone, (zone, zone))
    return t(en, fr)


SELECTOR_FR = {
    "units": "unités",
    "unit": "unité",
    "gear": "équipements",
    "friendly": "alliées",
    "enemy": "ennemies",
    "other": "autres",
}


def refer(state: State, ref: object) -> dict[str, str]:
    """How a step names what an instruction refers to: an object or battlefield by its name, a
    selector in words ("all units at Battlefield 1"), a reference word as itself."""
    if isinstance(ref, (tuple, list)):
        parts = [refer(state, r) for r in ref]
        return t(listed([p["en"] for p in parts], "and"), listed([p["fr"] for p in parts], "et"))
    text = str(ref)
    if text in state.objects or text in state.battlefields:
        return t(name(state, text), name(state, text))
    words = {
        "it": ("it", "celui-ci"),
        "self": ("this", "ceci"),
        "here": ("here", "ici"),
        "linked": ("the linked cards", "les cartes liées"),
        "base": ("its base", "sa base"),
    }
    if text in words:
        return t(*words[text])
    if text.startswith("$"):
        return t("the chosen target", "la cible choisie")
    if " " in text:
        tokens = text.split()
        en = " ".join(place(state, w) if w in state.battlefields else w for w in tokens)
        noun = next((w for w in tokens if w in ("units", "unit", "gear")), "units")
        adjectives = [SELECTOR_FR[w] for w in tokens if w in ("friendly", "enemy", "other")]
        fr = ("toutes les " if noun != "gear" else "tous les ") if "all" in tokens else ""
        fr += " ".join([SELECTOR_FR[noun], *adjectives])
        if "at" in tokens:
            at = tokens[tokens.index("at") + 1]
            fr += f" à {place(state, at) if at in state.battlefields else at}"
        if "here" in tokens:
            fr += " ici"
        return t(en, fr)
    return t(text, text)
