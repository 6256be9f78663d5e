"""Activated abilities an object has beyond its own printed ones (381): abilities a battlefield
gives the units there or the legends of its controller (`static: {grants_abilities: 1, to:
"units here" | "your legends"}` with the abilities in the battlefield card's `grants`), those an
effect granted it this turn (`grant_ability`, Dominus), and the exhaust abilities Heimerdinger,
Inventor has of his controller's other legends, units and gear (`static:
{has_exhaust_abilities: 1}`). Each comes with the card whose targets it chooses from; "me" and
"self" in it are the object that has it."""

from __future__ import annotations

from dataclasses import replace

from engine.model.card import ActivatedSpec, CardDef, StaticSpec
from engine.model.state import Obj, State


def _activated(card: CardDef, abilities: tuple) -> list[ActivatedSpec]:  # type: ignore[type-arg]
    return [a for a in abilities if isinstance(a, ActivatedSpec)]


def _with_targets(holder: CardDef, source: CardDef) -> CardDef:
    """The holder's card, choosing the targets the granting card names (the holder's own
    first)."""
    names = {n for n, _ in holder.targets}
    extra = tuple((n, k) for n, k in source.targets if n not in names)
    return replace(holder, targets=holder.targets + extra) if extra else holder


def _exhausts_itself(spec: ActivatedSpec) -> bool:
    return any(c.op == "exhaust" and c.value == "self" for c in spec.cost)


def activated(state: State, obj: Obj) -> list[tuple[ActivatedSpec, CardDef]]:
    """Every activated ability `obj` has now, numbered from 1 in this order: its own, then those
    granted; each with the card whose targets it uses."""
    own = [(a, obj.card) for a in _activated(obj.card, obj.card.abilities)]
    if not obj.on_board:
        return own
    granted: list[tuple[ActivatedSpec, CardDef]] = []
    where = state.location(obj)
    for bf in state.battlefields.values():
        for spec in bf.card.abilities:
            if not isinstance(spec, StaticSpec) or spec.effect != "grants_abilities":
                continue
            here = spec.to == "units here" and obj.is_unit and where == bf.id
            legends = (
                spec.to == "your legends"
                and obj.card.type == "legend"
                and bf.controller is not None
                and bf.controller == obj.controller
            )
            if here or legends:
                card = _with_targets(obj.card, bf.card)
                granted += [(a, card) for a in _activated(bf.card, bf.card.grants)]
    for pid, rules_id, source in state.granted_abilities:
        giver = state.objects.get(source)
        if pid == obj.pid and rules_id == obj.rules_id and giver is not None:
            card = _with_targets(obj.card, giver.card)
            granted += [(a, card) for a in _activated(giver.card, giver.card.grants)]
    if obj.card.static("has_exhaust_abilities"):
        for other in state.objects.values():
            if (
                other.pid == obj.pid
                or not other.on_board
                or other.controller != obj.controller
                or not (other.is_unit or other.card.type in ("gear", "legend"))
            ):
                continue
            card = _with_targets(obj.card, other.card)
            # a copied ability keeps the [Action]/[Reaction] its card gives it (806, 813)
            timing = "" if other.card.timing == "default" else other.card.timing
            granted += [
                (replace(a, timing=a.timing or timing), card)
                for a in _activated(other.card, other.card.abilities)
                if _exhausts_itself(a)
            ]
    return own + granted
