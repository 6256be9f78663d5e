"""Wording shared by the rules modules: how events and objects are named in English and French."""

from __future__ import annotations

from engine.model.events import Event
from engine.model.state import State
from engine.record.timeline import t


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
    words = {"hand": ("hand", "main"), "deck": ("deck", "deck"), "trash": ("trash", "défausse"),
             "banishment": ("banishment", "zone de bannissement"), "chain": ("chain", "chaîne")}
    en, fr = words.get(zone, (zone, zone))
    return t(en, fr)


def would(state: State, event: Event) -> dict[str, str]:
    """'hero would die' — the event as the replacement queue shows it."""
    who = name(state, event.obj) if event.obj else (event.player or "?")
    phrases = {
        "die": ("would die", "devrait mourir"),
        "damage": (f"would be dealt {event.amount} damage", f"devrait subir {event.amount} dégâts"),
        "draw": (f"would draw {event.amount}", f"devrait piocher {event.amount}"),
        "recall": ("would be recalled", "devrait être rappelé"),
        "move": ("would move", "devrait se déplacer"),
        "banish": ("would be banished", "devrait être banni"),
        "create": (f"would play a {event.to} token", f"devrait invoquer une création {event.to}"),
        "leave_chain": (f"would leave the chain for its owner's {where(state, event.to or 'trash')['en']}",
                        f"devrait quitter la chaîne pour la {where(state, event.to or 'trash')['fr']} de son "
                        "propriétaire"),
    }
    en, fr = phrases.get(event.kind, (f"would {event.kind}", f"devrait {event.kind}"))
    return t(f"{who} {en}", f"{who} {fr}")
