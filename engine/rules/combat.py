"""Combat damage (rule 465): each side deals the sum of its Might, assigned lethal damage to one
unit before the next, all of it dealt at once as one moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Damage, Event
from engine.model.state import Battlefield, Obj, Showdown, State, units_of
from engine.model.text import name, t
from engine.rules.moment import perform

if TYPE_CHECKING:
    from engine.record.game import Game


def assign(state: State, total: int, targets: list[Obj]) -> dict[str, int]:
    """Rule 465.2.c: lethal damage to one unit before the next, the rest on the last."""
    assigned: dict[str, int] = {}
    for i, unit in enumerate(targets):
        if total <= 0:
            break
        need = max((state.might(unit) or 0) - unit.damage, 1)
        amount = total if i == len(targets) - 1 else min(total, need)
        assigned[unit.pid] = amount
        total -= amount
    return assigned


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
        side: sum(max(state.might(u) or 0, 0) for u in units if not u.stunned)
        for side, units in ((attacker, attackers), (defender, defenders))
    }
    assignment = {
        **assign(state, dealt_by[attacker], defenders),
        **assign(state, dealt_by[defender], attackers),
    }
    batch: list[Event] = [
        Damage(obj=pid, amount=n, cause="combat") for pid, n in assignment.items()
    ]
    shown = ", ".join(f"{n} to {name(state, pid)}" for pid, n in assignment.items()) or "nothing"
    shown_fr = ", ".join(f"{n} à {name(state, pid)}" for pid, n in assignment.items()) or "rien"
    showdown.assignment = assignment
    game.step(
        "combat",
        ("465.2", "465.2.c", "465.3"),
        t(
            f"Combat damage: {attacker}'s units deal {dealt_by[attacker]}, {defender}'s deal "
            f"{dealt_by[defender]}, the attacker's assigned first, lethal damage to one unit "
            f"before the next ({shown}); all of it is dealt at once.",
            f"Dégâts de combat : les unités de {attacker} infligent {dealt_by[attacker]}, celles "
            f"de {defender} {dealt_by[defender]}, ceux de l'attaquant répartis d'abord, des dégâts "
            f"mortels à une unité avant la suivante ({shown_fr}) ; tout est infligé en même temps.",
        ),
        list(assignment),
    )
    perform(game, batch)
