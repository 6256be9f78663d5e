"""Wording shared by the rules: a text in English and French, and how objects and zones are
named."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.model.state import State


def t(en: str, fr: str) -> dict[str, str]:
    """A user-facing text in English and French."""
    return {"en": en, "fr": fr}


def name(state: State, pid: str | None) -> str:
    if pid is None:
        return "?"
    obj = state.objects.get(pid)
    return f"{obj.card.name} ({pid})" if obj is not None and obj.card.name != pid else pid


def where(state: State, zone: str) -> dict[str, str]:
    if zone.startswith("base:"):
        return t(f"{zone[5:]}'s base", f"la base de {zone[5:]}")
    if zone in state.battlefields:
        return t(zone, zone)
    words = {
        "hand": ("hand", "main"),
        "deck": ("deck", "deck"),
        "trash": ("trash", "défausse"),
        "banishment": ("banishment", "zone de bannissement"),
        "chain": ("chain", "chaîne"),
    }
    en, fr = words.get(zone, (zone, zone))
    return t(en, fr)
