"""Replacement effects: which ones could apply to an event, and who orders them (rules 367-375)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.events import WOULD, Event
from engine.model.state import ActiveReplacement, State


@dataclass(frozen=True, slots=True)
class Candidate:
    event: Event
    replacement: ActiveReplacement


def in_force(state: State) -> list[ActiveReplacement]:
    """Every replacement effect in force: delayed ones, then the abilities of permanents on the board.

    A permanent's ability is a new effect when the permanent becomes a new object (124), so its
    id includes the rules id.
    """
    found = [r for r in state.replacements if r.uses_left is None or r.uses_left > 0]
    for obj in state.objects.values():
        for k, spec in enumerate(obj.card.replacements()):
            # a facedown card's abilities are inactive until it is played (hidden, 811)
            active = (obj.on_board and not obj.zone.startswith("facedown:")) if spec.active_in == "board" \
                else obj.zone == spec.active_in
            if active:
                found.append(ActiveReplacement(
                    id=f"{obj.pid}:{obj.rules_id}:{k}", name=obj.card.name, spec=spec, controller=obj.controller,
                    source=obj.pid, created=obj.since,
                ))
    return [r for r in found if r.spec.per_turn is None or state.uses_this_turn.get(r.id, 0) < r.spec.per_turn]


def matches(state: State, rep: ActiveReplacement, event: Event, batch_clock: int) -> bool:
    """Could `rep` apply to `event` as it now is? (369-371, 370.2 apply-once, 370.3 zone-entry timing)"""
    spec = rep.spec
    if WOULD.get(spec.would) != event.kind or rep.id in event.applied:
        return False
    if rep.created >= batch_clock:
        return False  # 370.3: its source was not in its active zone before the event was proposed
    subject = state.objects.get(event.obj) if event.obj else None
    source = state.objects.get(rep.source) if rep.source else None
    if spec.subject in ("you", "opponent"):
        ok = event.player is not None and (event.player == rep.controller) == (spec.subject == "you")
    elif subject is None:
        return False
    elif rep.target is not None:
        ok = (subject.pid, subject.rules_id) == rep.target
    elif spec.subject == "self":
        ok = source is not None and subject.pid == source.pid
    elif spec.subject == "attached_unit":
        ok = source is not None and source.attached_to == subject.pid
    elif spec.subject in ("friendly_unit", "another_friendly_unit"):
        ok = subject.is_unit and subject.controller == rep.controller
        if spec.subject == "another_friendly_unit":
            ok = ok and source is not None and subject.pid != source.pid
    elif spec.subject == "any_unit":
        ok = subject.is_unit
    else:
        ok = False
    if not ok:
        return False
    for key, value in spec.condition:
        if key == "less_might_than" and value == "self":
            mine = state.might(source) if source else None
            theirs = state.might(subject) if subject else None
            if mine is None or theirs is None or not theirs < mine:
                return False
        if key == "at" and value == "my_location":
            if source is None or subject is None or state.location(source) != state.location(subject):
                return False
    return True


def chooser(state: State, event: Event) -> str:
    """Rule 372: the controller of the affected object; the affected player; else the turn player."""
    if event.obj is not None and event.obj in state.objects:
        return state.objects[event.obj].controller
    if event.obj is not None and event.obj in state.battlefields:
        return state.battlefields[event.obj].controller or state.turn_player
    return event.player or state.turn_player


def chooser_reason(state: State, event: Event) -> tuple[str, str]:
    """Why the chooser is the chooser (372), in English and French."""
    if event.obj is not None and event.obj in state.objects:
        return "the controller of the affected object", "contrôleur de l'objet affecté"
    if event.obj is not None and event.obj in state.battlefields:
        return ("the turn player, for an uncontrolled battlefield",
                "joueur du tour, pour un champ de bataille non contrôlé")
    return "the affected player", "le joueur affecté"
