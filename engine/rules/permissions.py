"""Play restrictions and permissions (engine/model/state.py `Restriction`): an effect that bars
players from playing cards ("opponents can't play cards this turn", "can't play spells") and
one that lets them play cards from somewhere other than their hand (the trash, the deck,
banishment). To play means to put the card on the chain (419.1): a restriction stops later plays,
never a card already on the chain (Brynhir Thundersong's ruling)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.text import name

if TYPE_CHECKING:
    from engine.model.state import Obj, State

ZONES_FR = {"trash": "la défausse", "deck": "le deck", "banishment": "le bannissement"}


def refuse_if_barred(state: State, obj: Obj, by: str) -> None:
    """A restriction in force on `by` for this kind of card refuses the play (the card's text
    overrides the rules that would allow it, 002)."""
    barred = named_spell_barred_by(state, obj, by)
    if barred is not None:
        raise IllegalAction(
            "002",
            f"{by} cannot play {name(state, obj.pid)}: {barred} named it and is at a battlefield.",
            f"{by} ne peut pas jouer {name(state, obj.pid)} : {barred} l'a nommé et est sur un "
            "champ de bataille.",
        )
    for r in state.restrictions:
        if r.allow_from is None and by in r.players and r.covers(obj.card.type):
            what = {"cards": "cards", "spells": "spells", "units": "units", "gear": "gear"}
            fr = {
                "cards": "de cartes",
                "spells": "de sorts",
                "units": "d'unités",
                "gear": "d'équipements",
            }
            raise IllegalAction(
                "002",
                f"{by} cannot play {name(state, obj.pid)}: {r.name} bars them from playing "
                f"{what[r.what]}" + (" this turn." if r.duration == "turn" else "."),
                f"{by} ne peut pas jouer {name(state, obj.pid)} : {r.name} lui interdit de jouer "
                f"{fr[r.what]}" + (" ce tour-ci." if r.duration == "turn" else "."),
            )


def named_spell_barred_by(state: State, obj: Obj, by: str) -> str | None:
    """The name of a card barring `by` from playing spell `obj` by its name: a unit of an
    opponent's at a battlefield with `opponents_cant_play_the_named_spell` that named it (Fallen
    Feline: "as long as I'm at a battlefield, opponents can't play spells of that name")."""
    if obj.card.type != "spell":
        return None
    for other in state.objects.values():
        named = state.named.get(other.pid)
        if (
            named is not None
            and named == (other.rules_id, obj.card.name)
            and other.on_board
            and other.controller not in (None, by)
            and other.card.static("opponents_cant_play_the_named_spell")
            and state.location(other) in state.battlefields
        ):
            return other.card.name
    return None


def permitted_from(state: State, obj: Obj, by: str) -> bool:
    """Is `by` allowed, by an effect in force, to play this card of theirs from where it is?"""
    return obj.owner == by and any(
        r.allow_from == obj.zone and by in r.players and r.covers(obj.card.type)
        for r in state.restrictions
    )
