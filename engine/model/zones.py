"""Moving objects between zones, and what identity a move keeps (rules 056, 124, 186.1, 719.5)."""

from __future__ import annotations

from engine.model.state import Obj, State, is_board


def put(state: State, obj: Obj, zone: str) -> list[str]:
    """Put `obj` into `zone`; returns what else changed (detached gear, a token ceasing to exist).

    Rule 124: a move to or from a non-board zone makes a new object and ends its temporary
    modifications; board to board (base and battlefield) keeps everything.
    """
    notes: list[str] = []
    old = obj.zone
    owner = state.players[obj.owner]
    old_pile = owner.pile(old)
    if old_pile is not None and obj.pid in old_pile:
        old_pile.remove(obj.pid)
    for bf in state.battlefields.values():
        if bf.facedown == obj.pid and zone != f"facedown:{bf.id}":
            # another card may still be hidden there (Bandle Tree)
            bf.facedown = next(
                (
                    o.pid
                    for o in state.objects.values()
                    if o.pid != obj.pid and o.zone == f"facedown:{bf.id}"
                ),
                None,
            )
    if old == "chain" and zone != "chain":
        state.chain[:] = [i for i in state.chain if not (i.kind == "spell" and i.source == obj.pid)]
    leaving_board = is_board(old) and not is_board(zone)
    if leaving_board:
        state.last_on_board[obj.pid] = {
            "controller": obj.controller,
            "location": state.location(obj),
            "might": state.might(obj),
            "rules_id": obj.rules_id,
            "stunned": obj.stunned,
            "buffed": obj.buffed,  # "a buffed friendly unit dies" (Vanguard Helm)
        }
        for gear in state.attachments(obj):
            gear.attached_to = None
            gear.zone = old
            notes.append(gear.pid)
        obj.attached_to = None
    if is_board(old) != is_board(zone) or (not is_board(old) and old != zone):
        obj.rules_id = state.new_rules_id()
        obj.new_object = True
        obj.damage = 0
        obj.exhausted = False
        obj.stunned = False
        obj.buffed = False
        obj.empowered = False
        obj.times_empowered = 0
        obj.might_bonus = 0
        printed = state.copied.pop(obj.pid, None)
        if printed is not None:  # a copy effect ends with the object (124.1)
            obj.card = printed
        if zone != "chain":
            obj.controller = obj.owner  # off the board, a card is its owner's (056, 191.4.a.1)
    if is_board(old) != is_board(zone) or old != zone and not is_board(zone):
        obj.since = (
            state.tick()
        )  # entering its zone now: too late for events already proposed (370.3)
    obj.zone = zone
    if is_board(zone):
        for gear in state.attachments(obj):
            gear.zone = zone
    if obj.token and zone not in ("chain",) and not is_board(zone):
        obj.zone = "gone"
        return notes
    pile = owner.pile(zone)
    if pile is not None:
        if zone == "deck":
            pile.insert(0, obj.pid)
        else:
            pile.append(obj.pid)
    if zone.startswith("facedown:"):
        state.battlefields[zone[9:]].facedown = obj.pid
    return notes


def base_of(player: str) -> str:
    return f"base:{player}"
