"""Abilities on the chain as targets (355, 425): "counter an enemy spell or ability". A spell on
the chain is its card, an object; an ability is only a chain item, so a target that is an ability
is named by its chain item: `@c4` inside the engine (no object id starts with `@`), and
`<ability>@<object id>` in a script ("deathknell@dk": the oldest item of that ability of that
object now on the chain; several such items, as with Karthus, Eternal, are told apart by
`#2`, `#3`: "deathknell@dk#2")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction

if TYPE_CHECKING:
    from engine.model.state import ChainItem, State

PREFIX = "@"


def is_item_ref(ref: str) -> bool:
    return ref.startswith(PREFIX)


def is_script_ref(ref: str) -> bool:
    """`deathknell@dk` (or `deathknell@dk#2`): an ability of an object, on the chain."""
    ability, at, rest = ref.partition(PREFIX)
    return bool(at and ability and rest)


def script_ref_object(ref: str) -> str:
    """The object id a script's ability reference names (for the loader's id check)."""
    return ref.partition(PREFIX)[2].partition("#")[0]


def item_of(state: State, ref: str) -> ChainItem | None:
    """The ability on the chain an engine reference (`@c4`) names, while it is there."""
    if not is_item_ref(ref):
        return None
    return next((i for i in state.chain if i.id == ref[1:] and i.kind == "ability"), None)


def resolve_script_refs(state: State, targets: dict[str, str]) -> dict[str, str]:
    """A play's targets with each script reference to an ability turned into its chain item."""
    return {n: _resolved(state, ref) if is_script_ref(ref) else ref for n, ref in targets.items()}


def _resolved(state: State, ref: str) -> str:
    ability, _, rest = ref.partition(PREFIX)
    pid, _, nth = rest.partition("#")
    found = [
        i
        for i in state.chain
        if i.kind == "ability" and i.source == pid and (i.trigger or "").lower() == ability.lower()
    ]
    index = int(nth) - 1 if nth.isdigit() else 0
    if not 0 <= index < len(found):
        raise IllegalAction(
            "355",
            f"There is no {ability} ability of {pid} on the chain to choose ({ref}).",
            f"Il n'y a pas de compétence {ability} de {pid} sur la chaîne à choisir ({ref}).",
        )
    return PREFIX + found[index].id


def label_of(state: State, ref: str, lang: str = "en") -> str | None:
    item = item_of(state, ref)
    return item.label[lang] if item is not None else None
