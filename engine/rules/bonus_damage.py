"""Bonus Damage: "your spells and abilities deal 1 Bonus Damage" (Annie, Fiery), "while this is
attached, your spells and abilities deal 3 Bonus Damage" (Rabadon's Deathcrown), "spells and
abilities affecting units here each deal 1 Bonus Damage" (Void Gate).

Each instance of damage a spell or ability deals (one `damage` event to one unit) is increased by
every such bonus in force as it is dealt, before prevention (437.1.a.1); combat damage is neither a
spell's nor an ability's and is never increased. The bonuses add up.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.model.text import name, place, t

if TYPE_CHECKING:
    from engine.model.state import ChainItem
    from engine.record.game import Game
    from engine.rules.reading import Context


def with_bonus_damage(game: Game, events: list[Event], ctx: Context) -> list[Event]:
    """The events, each `damage` one increased by the Bonus Damage in force for the spell or
    ability on the chain that deals it (its controller's, and the damaged unit's battlefield's)."""
    state = game.state
    item = state.item(ctx.cause or "") if ctx.cause else None
    if item is None or not any(e.kind == "damage" and e.amount > 0 for e in events):
        return events
    yours = [
        (o, o.card.static("bonus_damage") + o.card.static("bonus_damage_while_attached"))
        for o in state.objects.values()
        if o.on_board and o.controller == item.controller
    ]
    yours = [
        (o, n)
        for o, n in yours
        if n and (not o.card.static("bonus_damage_while_attached") or o.attached_to is not None)
    ]
    out = []
    for event in events:
        unit = state.objects.get(event.obj or "")
        if event.kind != "damage" or event.amount <= 0 or unit is None:
            out.append(event)
            continue
        where = state.location(unit)
        field = state.battlefields.get(where or "")
        here = field.card.static("bonus_damage_here") if field is not None else 0
        bound = state.uses_this_turn.get(f"spell_bonus:{item.id}", 0)  # Ravenborn Tome
        extra = sum(n for _, n in yours) + here + bound
        if not extra:
            out.append(event)
            continue
        sources = [name(state, o.pid) for o, _ in yours]
        if here and field is not None:
            sources.append(place(state, field.id))
        who, why = name(state, unit.pid), ", ".join(sources)
        why_fr = why
        if bound:  # Ravenborn Tome: bound to it as the next spell played this turn
            why = ", ".join([*sources, "as the next spell played this turn"])
            why_fr = ", ".join([*sources, "comme prochain sort joué ce tour-ci"])
        game.step(
            "condition",
            ("437.1.a.1",),
            t(
                f"{item.label['en']} deals {extra} Bonus Damage to {who} ({why}): "
                f"{event.amount} becomes {event.amount + extra}.",
                f"{item.label['fr']} inflige {extra} dégât(s) bonus à {who} ({why_fr}) : "
                f"{event.amount} devient {event.amount + extra}.",
            ),
            [unit.pid, *(o.pid for o, _ in yours)],
        )
        out.append(replace(event, amount=event.amount + extra))
    return out


def bind_next_spell_bonus(game: Game, item: ChainItem) -> None:
    """Binds every "your next spell this turn deals N Bonus Damage" (Ravenborn Tome,
    `next_spell_bonus_damage`) its player has left to the spell just played: every instance of
    damage that spell deals, on any of its runs, is increased by it (437.1.a.1)."""
    state = game.state
    key = f"next_spell_bonus:{item.controller}"
    bonus = state.uses_this_turn.get(key, 0)
    if item.kind != "spell" or not bonus:
        return
    state.uses_this_turn[key] = 0
    state.uses_this_turn[f"spell_bonus:{item.id}"] = bonus
    game.step(
        "effect",
        ("437.1.a.1",),
        t(
            f"{item.label['en']} is the next spell {item.controller} plays this turn: each "
            f"instance of damage it deals gets {bonus} Bonus Damage.",
            f"{item.label['fr']} est le prochain sort que {item.controller} joue ce tour-ci : "
            f"chaque dégât qu'il inflige reçoit {bonus} dégât(s) bonus.",
        ),
        [item.source or ""],
    )
