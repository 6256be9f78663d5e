"""Battlefields in play: contested status, showdowns, combat and scoring (rules 190, 323.8-323.14,
341-348, 459-472).

The cleanup stages and starts showdowns and combats; the script ends them by passing
(`pass: until_showdown_ends`). A showdown's lone player establishes control and conquers; a
combat deals damage, runs the combat cleanup, then settles who holds the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.events import Event
from engine.rules.moment import perform
from engine.model.state import Battlefield, ChainItem, LogEvent, Obj, State
from engine.model.text import name
from engine.record.timeline import Decision, Option, t
from engine.rules.triggers import add_to_chain, fire_delayed, order_new_items, trigger_name

if TYPE_CHECKING:
    from engine.record.game import Game

VICTORY_SCORE = 8
FRENCH_VERBS = {"you_conquer_here": "conquérez", "you_hold_here": "tenez", "you_score_here": "marquez"}


def units_of(state: State, bf: Battlefield, player: str) -> list[Obj]:
    return [u for u in state.units_at(bf.id) if u.controller == player]


def players_at(state: State, bf: Battlefield) -> list[str]:
    present = {u.controller for u in state.units_at(bf.id)}
    return [p for p in state.turn_order if p in present]


def contest(game: Game, bf: Battlefield, player: str) -> None:
    """Rule 190.3/450: a unit of a player who does not control the battlefield arrives: it is contested."""
    if bf.controller != player and bf.contested_by is None:
        bf.contested_by = player
        game.step("contested", ("190.3", "450"),
                  t(f"{bf.id} is contested by {player}.", f"{bf.id} est contesté par {player}."))


def cleanup_steps(game: Game) -> bool:
    """Cleanup steps 6 to 10 (323.8-323.13); True when they changed something."""
    state = game.state
    changed = False
    for bf in state.battlefields.values():
        running = state.showdown is not None and state.showdown["bf"] == bf.id
        # 323.11: a controller with units at a battlefield they do not control applies Contested.
        if bf.contested_by is None and not running:
            outsiders = [p for p in players_at(state, bf) if p != bf.controller]
            if outsiders:
                contest(game, bf, outsiders[0])
                changed = True
        elif bf.contested_by is not None and not running and not units_of(state, bf, bf.contested_by):
            game.step("contested", ("323.11",),
                      t(f"{bf.contested_by} no longer has units at {bf.id}: it is no longer contested.",
                        f"{bf.contested_by} n'a plus d'unités à {bf.id} : il n'est plus contesté."))
            bf.contested_by = None
            bf.staged = None
            changed = True
        if bf.contested_by is not None and not running:
            staged = "combat" if len(players_at(state, bf)) > 1 else "showdown"   # 323.8, 323.9
            if bf.staged != staged:
                bf.staged = staged
                french = "Un combat est préparé" if staged == "combat" else "Une confrontation est préparée"
                game.step("staged", ("323.8",) if staged == "showdown" else ("323.9",),
                          t(f"A {staged} is staged at {bf.id}.", f"{french} à {bf.id}."))
                changed = True
    if state.showdown is None and not state.chain:
        waiting = [bf for bf in state.battlefields.values() if bf.staged]
        if waiting:
            showdowns = [bf for bf in waiting if bf.staged == "showdown"]
            start(game, _pick(game, showdowns or waiting))   # 323.12 before 323.13
            changed = True
    return changed


def _pick(game: Game, battlefields: list[Battlefield]) -> Battlefield:
    if len(battlefields) == 1:
        return battlefields[0]
    state = game.state
    options = tuple(Option(f"pick:{bf.id}", t(bf.id, bf.id)) for bf in battlefields)
    key = game.decide(Decision("battlefield", state.turn_player, "323.12",
                               t("The turn player picks where the next showdown or combat starts.",
                                 "Le joueur du tour choisit où commence la prochaine confrontation ou le prochain "
                                 "combat."), options))
    return state.battlefields[key.split(":", 1)[1]]


def start(game: Game, bf: Battlefield) -> None:
    """Rules 344-345 and 463-464: the contesting player gets focus; a combat's attack and defend
    triggers go on the chain, the attacker's first and the defender's last (464.2.e.1)."""
    state = game.state
    attacker = bf.contested_by or state.turn_player
    combat = bf.staged == "combat"
    bf.staged = None
    if not combat:
        state.showdown = {"bf": bf.id, "combat": False, "attacker": attacker, "defender": None, "focus": attacker}
        game.step("showdown", ("344", "345"),
                  t(f"A showdown begins at {bf.id}; {attacker}, who contested it, has focus.",
                    f"Une confrontation commence à {bf.id} ; {attacker}, qui l'a contesté, a la focalisation."))
        return
    defender = next(p for p in players_at(state, bf) if p != attacker)
    state.showdown = {"bf": bf.id, "combat": True, "attacker": attacker, "defender": defender, "focus": attacker,
                      "attackers": [u.pid for u in units_of(state, bf, attacker)],
                      "defenders": [u.pid for u in units_of(state, bf, defender)]}
    game.step("combat", ("462", "464"),
              t(f"Combat begins at {bf.id}: {attacker} attacks ({', '.join(state.showdown['attackers'])}), "
                f"{defender} defends ({', '.join(state.showdown['defenders'])}).",
                f"Un combat commence à {bf.id} : {attacker} attaque ({', '.join(state.showdown['attackers'])}), "
                f"{defender} défend ({', '.join(state.showdown['defenders'])})."),
              [*state.showdown["attackers"], *state.showdown["defenders"]])
    items: list[ChainItem] = []
    for side, when in ((state.showdown["attackers"], "i_attack"), (state.showdown["defenders"], "i_defend")):
        for pid in side:
            obj = state.objects[pid]
            for spec in obj.card.triggers(when):
                from engine.rules.triggers import _item

                items.append(_item(state, obj, spec, obj.controller, None, provisional=False))
    if items:
        state.chain.extend(items)   # attacker's first, defender's last (464.2.e.1)
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
            game.step("trigger", ("464.2.e", "383.4.e"),
                      t(f"{item.label['en']} triggers and becomes a pending chain item.",
                        f"{item.label['fr']} se déclenche et devient un objet de chaîne en attente."),
                      [item.source or ""])
        order_new_items(game, items)


def end(game: Game) -> None:
    """Everyone passes in sequence with an empty chain: the showdown or the combat ends (348, 465-466)."""
    from engine.rules.cleanup import cleanup

    state = game.state
    showdown = state.showdown
    assert showdown is not None
    bf = state.battlefields[showdown["bf"]]
    if showdown["combat"]:
        game.step("pass", ("348", "465"),
                  t("Every player passes in sequence with an empty chain: combat damage is dealt.",
                    "Chaque joueur passe à la suite avec une chaîne vide : les dégâts de combat sont infligés."))
        _combat_damage(game, bf, showdown)
        cleanup(game, special="combat")
    else:
        game.step("pass", ("348",),
                  t("Every player passes in sequence with an empty chain: the showdown ends.",
                    "Chaque joueur passe à la suite avec une chaîne vide : la confrontation se termine."))
    present = players_at(state, bf)
    state.showdown = None
    bf.contested_by = None
    if len(present) == 1 and bf.controller != present[0]:
        establish_control(game, bf, present[0])


def establish_control(game: Game, bf: Battlefield, player: str) -> None:
    """Rules 190.2, 348.2.a, 466.5: the lone player takes control and conquers if they have not scored
    there this turn (469.1)."""
    bf.controller = player
    game.step("control", ("348.2.a", "466.5"), t(f"{player} establishes control of {bf.id}.",
                                                 f"{player} établit le contrôle de {bf.id}."))
    score(game, bf, player, "conquer")


def score(game: Game, bf: Battlefield, player: str, how: str) -> None:
    """Rules 469-471: once per battlefield per turn; the final point needs every battlefield scored
    this turn, otherwise the player draws instead (471.1.b); conquer/score triggers still happen."""
    state = game.state
    if player in bf.scored_this_turn:
        game.step("score", ("470",),
                  t(f"{player} already scored {bf.id} this turn: no point (470).",
                    f"{player} a déjà marqué {bf.id} ce tour-ci : pas de point (470)."))
        return
    bf.scored_this_turn.append(player)
    p = state.players[player]
    final = p.score + 1 >= VICTORY_SCORE and not all(player in b.scored_this_turn for b in state.battlefields.values())
    if final:
        perform(game, [Event("draw", player=player, amount=1, cause=f"score-{bf.id}")])
        game.step("score", ("471.1.b",),
                  t(f"{player} {how}s {bf.id}, but the final point needs every battlefield scored this turn: "
                    f"{player} draws instead.",
                    f"{player} marque {bf.id}, mais le point final exige d'avoir marqué tous les champs de bataille "
                    f"ce tour-ci : {player} pioche à la place."))
    else:
        p.score += 1
        state.log.append(LogEvent("score", player, at=bf.id, amount=1))
        game.step("score", ("469.1" if how == "conquer" else "469.2", "471"),
                  t(f"{player} {how}s {bf.id} and scores 1 point (now {p.score}).",
                    f"{player} {'conquiert' if how == 'conquer' else 'tient'} {bf.id} et marque 1 point "
                    f"(maintenant {p.score})."))
    if how == "conquer":
        fire_delayed(game, "you_conquer", player=player)
    else:
        for other in state.turn_order:
            if other != player:
                fire_delayed(game, "an_opponent_holds", player=other)
    legends = [o for o in state.objects.values() if o.zone == f"legend:{player}" and not o.exhausted]
    for legend in legends:   # "when you conquer or hold" on a legend: that battlefield is "here" for it
        for spec in legend.card.triggers("you_conquer_or_hold"):
            state.next_chain_id += 1
            items_from_legend = ChainItem(
                id=f"c{state.next_chain_id - 1}", kind="ability", controller=player, source=legend.pid,
                label=t(f"{legend.card.name}: when you conquer or hold", f"{legend.card.name} : quand vous "
                        "conquérez ou tenez"), effect=spec.effect, card=legend.card, trigger=legend.card.name,
                snapshot={"location": bf.id}, optional=spec.optional)
            add_to_chain(game, [items_from_legend])
            state.log.append(LogEvent("trigger", legend.card.name, of=legend.pid))
            game.step("trigger", ("383.4.c",), t(f"{items_from_legend.label['en']} triggers for {bf.id}.",
                                                 f"{items_from_legend.label['fr']} se déclenche pour {bf.id}."),
                      [legend.pid])
    whens = ("you_conquer_here", "you_score_here") if how == "conquer" else ("you_hold_here", "you_score_here")
    items = []
    for when in whens:
        for spec in bf.card.triggers(when):
            state.next_chain_id += 1
            items.append(ChainItem(
                id=f"c{state.next_chain_id - 1}", kind="ability", controller=player, source=None,
                label=t(f"{bf.card.name}: when you {when.split('_')[1]} here",
                        f"{bf.card.name} : quand vous {FRENCH_VERBS[when]} ici"),
                effect=spec.effect, card=bf.card, trigger=bf.card.name, snapshot={"location": bf.id},
                optional=spec.optional))
    if items:
        add_to_chain(game, items)
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=bf.id))
            game.step("trigger", ("383.4.c", "190.6"),
                      t(f"{item.label['en']} triggers, controlled by {player}, who controls {bf.id} (190.6).",
                        f"{item.label['fr']} se déclenche, contrôlée par {player}, qui contrôle {bf.id} (190.6)."))


def _assign(state: State, total: int, targets: list[Obj]) -> dict[str, int]:
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


def _combat_damage(game: Game, bf: Battlefield, showdown: dict[str, object]) -> None:
    """Rule 465: each side deals the sum of its Might (stunned units deal none), all at once."""
    state = game.state
    attacker, defender = str(showdown["attacker"]), str(showdown["defender"])
    attackers, defenders = units_of(state, bf, attacker), units_of(state, bf, defender)
    if not attackers or not defenders:
        game.step("combat", ("465.1",), t("One side has no units left: no combat damage.",
                                          "Un camp n'a plus d'unité : pas de dégâts de combat."))
        return
    dealt_by = {side: sum(max(state.might(u) or 0, 0) for u in units if not u.stunned)
                for side, units in ((attacker, attackers), (defender, defenders))}
    assignment = {**_assign(state, dealt_by[attacker], defenders), **_assign(state, dealt_by[defender], attackers)}
    batch = [Event("damage", obj=pid, amount=n, cause="combat") for pid, n in assignment.items()]
    shown = ", ".join(f"{n} to {pid}" for pid, n in assignment.items()) or "nothing"
    shown_fr = ", ".join(f"{n} à {pid}" for pid, n in assignment.items()) or "rien"
    state.showdown = {**showdown, "assignment": assignment}
    game.step("combat", ("465.2", "465.2.c", "465.3"),
              t(f"Combat damage: {attacker}'s units deal {dealt_by[attacker]}, {defender}'s deal "
                f"{dealt_by[defender]}, the attacker's assigned first, lethal damage to one unit before the next "
                f"({shown}); all of it is dealt at once.",
                f"Dégâts de combat : les unités de {attacker} infligent {dealt_by[attacker]}, celles de {defender} "
                f"{dealt_by[defender]}, ceux de l'attaquant répartis d'abord, des dégâts mortels à une unité avant "
                f"la suivante ({shown_fr}) ; tout est infligé en même temps."),
              list(assignment))
    perform(game, batch)


def combat_cleanup_steps(game: Game) -> bool:
    """Rule 466.1: 3c heal all units; 3d recall the attackers still there if defenders remain."""
    from engine.model.zones import base_of, put

    state = game.state
    showdown = state.showdown
    if showdown is None or not showdown.get("combat"):
        return False
    bf = state.battlefields[showdown["bf"]]
    healed = [u for u in state.objects.values() if u.is_unit and u.on_board and u.damage]
    for unit in healed:
        unit.damage = 0
    game.step("cleanup", ("466.1",), t("Combat cleanup, 3c: all units are healed.",
                                       "Nettoyage de combat, 3c : toutes les unités sont soignées."),
              [u.pid for u in healed])
    if units_of(state, bf, str(showdown["defender"])):
        recalled = units_of(state, bf, str(showdown["attacker"]))
        for unit in recalled:
            put(state, unit, base_of(unit.controller))
            state.log.append(LogEvent("recall", unit.pid))
        if recalled:
            game.step("recall", ("466.1",),
                      t(f"Combat cleanup, 3d: defenders remain, so the attackers are recalled "
                        f"({', '.join(name(state, u.pid) for u in recalled)}).",
                        f"Nettoyage de combat, 3d : des défenseurs restent, les attaquants sont rappelés "
                        f"({', '.join(name(state, u.pid) for u in recalled)})."), [u.pid for u in recalled])
    return bool(healed)


__all__ = ["cleanup_steps", "contest", "end", "establish_control", "score", "trigger_name"]
