"""Combat damage (rule 465): each side deals the sum of its Might, assigned lethal damage to one
unit before the next, all of it dealt at once as one moment."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.model import keywords
from engine.model.events import Damage, Event
from engine.model.state import Battlefield, LogEvent, Obj, Showdown, State, units_of
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform
from engine.rules.replacement import doublers

if TYPE_CHECKING:
    from engine.record.game import Game


def lethal(state: State, unit: Obj) -> int:
    """Lethal damage for a unit: what it still needs to have damage equal to its Might (at least
    1). A replacement that doubles the damage it would take applies to the assignment itself
    (465.2.c.5), so the least amount that becomes lethal once doubled is enough (465.2.c.4.a)."""
    need: int = max((state.might(unit) or 0) - unit.damage, 1)
    factor: int = 2 ** len(doublers(state, Damage(obj=unit.pid, amount=need, cause="combat")))
    return -(-need // factor)


def fold_doubling(game: Game, assignment: dict[str, int]) -> list[Event]:
    """Rule 465.2.c.5: a replacement that would apply to the resulting damage applies to the
    assignment; the damage dealt afterwards carries it as already applied, so it is not doubled
    again (465.2.d)."""
    state = game.state
    batch: list[Event] = []
    for pid, raw in assignment.items():
        event: Event = Damage(obj=pid, amount=raw, cause="combat")
        for rep in doublers(state, event):
            state.uses_this_turn[rep.id] = state.uses_this_turn.get(rep.id, 0) + 1
            state.log.append(LogEvent("replacement", rep.name, of=pid))
            game.step(
                "replacement",
                ("465.2.c.5", "370.1"),
                t(
                    f"{rep.name} applies as the damage is assigned: the {event.amount} combat "
                    f"damage assigned to {name(state, pid)} becomes {event.amount * 2}. It is not "
                    "doubled again when it is dealt.",
                    f"{rep.name} s'applique dès la répartition : les {event.amount} dégâts de "
                    f"combat répartis sur {name(state, pid)} deviennent {event.amount * 2}. Ils ne "
                    "sont pas doublés une seconde fois quand ils sont infligés.",
                ),
                [pid],
            )
            event = replace(event.with_applied(rep.id), amount=event.amount * 2)
        batch.append(event)
    return batch


def rank(state: State, unit: Obj, tank: bool = True) -> int:
    """465.2.c: a unit that must be assigned combat damage first (Tank, 815.1.b, printed or
    granted) comes before the others; one that must be assigned it last (Backline, 826.3; Soraka,
    Wanderer) after them. Several with the same rank: the assigning player picks (815.1.c.2,
    826.4.b). `tank=False`: the assigning player does not have to respect Tank (Dune Surfer)."""
    card = unit.card
    if (tank and state.has_keyword(unit, "Tank")) or card.static("assigned_first"):
        return 0
    if state.has_keyword(unit, "Backline") or card.static("assigned_last"):
        return 2
    return 1


def assign(game: Game, player: str, total: int, targets: list[Obj]) -> dict[str, int]:
    """Rule 465.2.c: `player` (the controller of the units dealing it) assigns `total`: lethal
    damage to one unit before moving on to the next, Tank units first and 'assigned last'
    units last; what is left once every unit has lethal damage goes to the last one. When the
    damage cannot give every unit lethal damage, which unit gets it is the player's choice
    (a decision of kind `assign`, answered with `pick`)."""
    state = game.state
    assigned: dict[str, int] = {}
    left = list(targets)
    last: Obj | None = None
    here = state.location(targets[0]) if targets else None
    tank = not any(  # "when you assign combat damage here, you don't have to respect [Tank]"
        o.on_board
        and o.controller == player
        and state.location(o) == here
        and o.card.static("ignores_tank_here")
        for o in state.objects.values()
    )
    while total > 0 and left:
        if sum(lethal(state, u) for u in left) <= total:
            group = left  # everyone gets lethal damage: the order is the listed one
            unit = sorted(group, key=lambda u: rank(state, u, tank))[0]
        else:
            first = min(rank(state, u, tank) for u in left)
            group = [u for u in left if rank(state, u, tank) == first]
            unit = group[0] if len(group) == 1 else _pick(game, player, total, group, targets, tank)
        amount = min(total, lethal(state, unit))
        assigned[unit.pid] = amount
        total -= amount
        left.remove(unit)
        last = unit
    if total > 0 and last is not None:
        assigned[last.pid] += total  # no overkill unless nothing else is left (465.2.c)
    return assigned


def _pick(
    game: Game, player: str, total: int, group: list[Obj], everyone: list[Obj], tank: bool
) -> Obj:
    state = game.state
    options = tuple(
        Option(
            f"pick:{u.pid}",
            t(
                f"{name(state, u.pid)} (lethal damage: {lethal(state, u)})",
                f"{name(state, u.pid)} (dégâts mortels : {lethal(state, u)})",
            ),
        )
        for u in group
    )
    order_en = " (a unit that must be assigned damage first comes before the others)"
    order_fr = " (une unité qui doit recevoir les dégâts en premier passe avant les autres)"
    tanks = any(rank(state, u, tank) == 0 for u in group)
    decision = Decision(
        "assign",
        player,
        "465.2.c",
        t(
            f"{player} assigns {total} combat damage: lethal damage to one unit before moving on "
            f"to the next{order_en if tanks else ''}. Which unit gets it next?",
            f"{player} répartit {total} dégâts de combat : des dégâts mortels à une unité avant "
            f"de passer à la suivante{order_fr if tanks else ''}. Quelle unité les reçoit "
            "ensuite ?",
        ),
        options,
        objects=tuple(u.pid for u in everyone),
    )
    key = game.decide(decision)
    return next(u for u in group if f"pick:{u.pid}" == key)


def deal_combat_damage(game: Game, bf: Battlefield, showdown: Showdown) -> None:
    """Rule 465: each side deals the sum of its Might (stunned units deal none), all at once."""
    state = game.state
    attacker, defender = showdown.attacker, str(showdown.defender)
    attackers, defenders = units_of(state, bf, attacker), units_of(state, bf, defender)
    if not attackers or not defenders:
        game.step(
            "combat",
            ("465.1",),
            t(
                "One side has no units left: no combat damage.",
                "Un camp n'a plus d'unité : pas de dégâts de combat.",
            ),
        )
        return
    dealt_by = {
        side: sum(
            max(state.might(u) or 0, 0)
            for u in units
            if not u.stunned and not keywords.deals_no_combat_damage(state, u)
        )
        for side, units in ((attacker, attackers), (defender, defenders))
    }
    # the attacker assigns first, then the defender (465.2)
    by_attacker = assign(game, attacker, dealt_by[attacker], defenders)
    by_defender = assign(game, defender, dealt_by[defender], attackers)
    for side, given in ((attacker, by_attacker), (defender, by_defender)):
        showdown.excess[side] = sum(
            max(0, amount - lethal(state, state.objects[pid])) for pid, amount in given.items()
        )
    assignment = {**by_attacker, **by_defender}
    batch = fold_doubling(game, assignment)
    assignment = {e.obj: e.amount for e in batch if e.obj}
    shown = ", ".join(f"{n} to {name(state, pid)}" for pid, n in assignment.items()) or "nothing"
    shown_fr = ", ".join(f"{n} à {name(state, pid)}" for pid, n in assignment.items()) or "rien"
    showdown.assignment = assignment
    game.step(
        "combat",
        ("465.2", "465.2.c", "465.3"),
        t(
            f"Combat damage: {attacker}'s units deal {dealt_by[attacker]}, {defender}'s deal "
            f"{dealt_by[defender]}; each player assigns their units' damage, the attacker first, "
            f"lethal damage to one unit before the next ({shown}); all of it is dealt at once.",
            f"Dégâts de combat : les unités de {attacker} infligent {dealt_by[attacker]}, celles "
            f"de {defender} {dealt_by[defender]} ; chaque joueur répartit les dégâts de ses "
            "unités, l'attaquant d'abord, des dégâts mortels à une unité avant la suivante "
            f"({shown_fr}) ; tout est infligé en même temps.",
        ),
        list(assignment),
    )
    perform(game, batch)
