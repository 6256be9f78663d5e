"""The chain and priority (rules 332-359): playing, finalizing, passing and resolving, activated
abilities, and the timing rules (307-313).

The task loop (334): handle outstanding tasks (the cleanup), finalize the oldest pending item,
then priority; when everyone passes, the newest finalized item resolves. Passing with an empty
chain during a showdown ends it (348).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import (
    CONDITIONS,
    ActivatedSpec,
    CardDef,
    Instruction,
    ReplacementSpec,
    StaticSpec,
    referenced_targets,
)
from engine.model.costs import Cost
from engine.model.events import LeaveChain
from engine.model.keywords import quick_draw_given
from engine.model.state import ActiveReplacement, ChainItem, LogEvent, Obj, State
from engine.model.targets import target_kind
from engine.model.text import name, place, t, where
from engine.model.zones import base_of, put
from engine.record.timeline import Decision, Option
from engine.rules.battlefield_tokens import entry_replaced, put_as_played
from engine.rules.bonus_damage import bind_next_spell_bonus
from engine.rules.chain_targets import is_item_ref, item_of, label_of, resolve_script_refs
from engine.rules.choices import deferred_targets, make_play_choices, unchosen_modes_refused
from engine.rules.cleanup import cleanup
from engine.rules.combat import deal_combat_damage
from engine.rules.costs import (
    _own_power,
    add,
    added,
    announce_total,
    can_pay,
    refuse_unpayable,
    spend_one_use_discount,
    total_cost,
)
from engine.rules.costs import pay as pay_cost
from engine.rules.entry import choose_pet_tag, ready_by_another
from engine.rules.gaps import reach, reach_objects
from engine.rules.granted import activated
from engine.rules.moment import perform
from engine.rules.occasions import ability_used, card_played, chosen, combat_result
from engine.rules.permissions import ZONES_FR, permitted_from, refuse_if_barred
from engine.rules.play_places import permitted_place
from engine.rules.reading import Context, meets, run
from engine.rules.showdown import conclude
from engine.rules.triggers import played

if TYPE_CHECKING:
    from engine.record.game import Game


def refuse_unmodelled(card: CardDef) -> None:
    """A released card whose text the engine cannot run yet is not played or used (engine/cards):
    a clear refusal naming what is missing, never a silent half-effect."""
    if card.unmodelled:
        missing = ", ".join(card.unmodelled)
        raise IllegalAction(
            "—",
            f"{card.name} is not modelled by the engine yet (missing: {missing}).",
            f"{card.name} n'est pas encore modélisée par le moteur (il manque : {missing}).",
        )


def _verify_targets(
    state: State,
    obj: Obj,
    by: str,
    targets: dict[str, str],
    hidden: bool,
    pay: tuple[str, ...] = (),
) -> None:
    """Rule 355: each target the card chooses as it is played is there and legal."""
    card = obj.card
    chosen_now = referenced_targets(
        card.effect + card.cost
    )  # a permanent's abilities choose theirs later
    deferred = deferred_targets(card.effect)  # only a mode uses it: asked if that mode is (355)
    if unchosen_modes_refused(card.effect, targets, dict(card.targets)):
        raise IllegalAction(
            "355",
            f"{card.name} needs the targets of one of its modes.",
            f"{card.name} a besoin des cibles de l'un de ses modes.",
        )
    for target_name, kind in card.targets:
        if target_name not in chosen_now:
            continue
        pid = targets.get(target_name)
        if pid is None and (kind.startswith("up to one ") or target_name in deferred):
            continue
        if pid is None:
            raise IllegalAction(
                "355",
                f"{card.name} needs a target ({kind}).",
                f"{card.name} a besoin d'une cible ({kind}).",
            )
        if is_item_ref(pid):  # an ability on the chain (rules/chain_targets.py)
            ability = item_of(state, pid)
            if (
                ability is None
                or not target_kind(kind).admits_item(state, ability, by)
                or not target_kind(kind).fits_item(state, ability, card, targets)
            ):
                raise IllegalAction(
                    "355",
                    f"{label_of(state, pid) or pid} is not a legal target: {card.name} needs "
                    f"a {kind}.",
                    f"{label_of(state, pid, 'fr') or pid} n'est pas une cible légale : "
                    f"{card.name} demande : {kind}.",
                )
            continue
        if pid not in state.objects:  # a token id written before that token exists
            raise IllegalAction(
                "355",
                f"There is no {pid} (yet): {card.name} needs a {kind}.",
                f"Il n'y a pas (encore) de {pid} : {card.name} demande : {kind}.",
            )
        target = state.objects[pid]
        if (
            not target_kind(kind).where_it_must_be(target)
            or not meets(state, target, kind, by)
            or not target_kind(kind).fits_with(state, target, card, targets)
            or not target_kind(kind).fits_paid(state, target, card, pay)
        ):
            raise IllegalAction(
                "355",
                f"{name(state, pid)} is not a legal target: {card.name} needs a {kind}.",
                f"{name(state, pid)} n'est pas une cible légale : {card.name} demande : {kind}.",
            )
        hidden_at = obj.zone.split(":", 1)[1] if hidden else None
        if (
            hidden_at is not None
            and target.on_board
            and "base" not in kind  # its own restriction makes that battlefield impossible
            and state.location(target) != hidden_at
        ):
            raise IllegalAction(
                "811.1.d.2",
                f"{card.name} is played from facedown at {place(state, hidden_at)}: its targets "
                f"must be chosen there, and {name(state, pid)} is not.",
                f"{card.name} est jouée face cachée à {place(state, hidden_at)} : ses cibles "
                f"doivent y être choisies, et {name(state, pid)} n'y est pas.",
            )
    together = {
        state.location(state.objects[targets[n]])
        for n in card.together
        if n in targets and not is_item_ref(targets[n])
    }
    if len(together) > 1 or (together and not together <= set(state.battlefields)):
        raise IllegalAction(
            "355.9.b",
            f"{card.name}'s targets must be at the same battlefield.",
            f"Les cibles de {card.name} doivent être sur le même champ de bataille.",
        )


def verify_play(
    game: Game,
    obj: Obj,
    by: str,
    targets: dict[str, str],
    at: str | None,
    pay: tuple[str, ...] = (),
    repeat_targets: dict[str, str] | None = None,
) -> tuple[Cost, list[dict[str, str]]]:
    """Raise IllegalAction, citing the rule, when `by` may not play `obj` now (D4); else its total
    cost (356) and how it was reached. `repeat_targets` are the choices of a Repeat spell's second
    run (820.2), made with the first run's as it is played."""
    state = game.state
    card = obj.card
    targets = resolve_script_refs(state, targets)
    refuse_unmodelled(card)
    reach(
        state, card, "play", paid=pay, player=by
    )  # a partly modelled card's missing part (rules/gaps.py)
    reach_objects(state, targets.values(), "chosen")
    for cost in pay:
        # a keyword an effect gave it counts too ("gains [Flow] this turn": Kennen)
        if not state.has_keyword(obj, cost) and cost not in card.optional_costs:
            raise IllegalAction(
                "356",
                f"{card.name} has no optional cost {cost!r}.",
                f"{card.name} n'a pas de coût optionnel « {cost} ».",
            )
    _optional_actions(game, obj, by, pay, check_only=True)
    flow = obj.zone == "trash" and "Flow" in pay and obj.owner == by
    # 811.6: a Hidden card is played from facedown by the player who hid it, with Reaction
    hidden = (
        obj.zone.startswith("facedown:") and card.has_keyword("Hidden") and obj.controller == by
    )
    allowed = permitted_from(state, obj, by)  # an effect lets them play it from there
    own_trash = (  # its own text: "you may play me from your trash for ..." (002)
        obj.zone == "trash"
        and card.from_trash is not None
        and obj.owner == by
        and not flow
        and _from_trash_allowed(game, obj, by)
    )
    allowed = allowed or own_trash
    if not hidden and ((obj.zone != "hand" and not flow and not allowed) or obj.owner != by):
        raise IllegalAction(
            "353",
            f"{by} cannot play {name(state, obj.pid)}: it is not in their hand, nor a Hidden "
            "card they hid facedown.",
            f"{by} ne peut pas jouer {name(state, obj.pid)} : cette carte n'est ni dans sa "
            "main, ni une carte Cachée qu'il a placée face cachée.",
        )
    saboteur = next(
        (
            o
            for o in state.objects.values()
            if hidden
            and o.on_board
            and o.controller != by
            and o.card.static("opponents_hidden_cant_be_revealed_here")
            and state.location(o) == obj.zone.removeprefix("facedown:")
        ),
        None,
    )
    if saboteur is not None:  # "your opponents' Hidden cards can't be revealed here" (002)
        raise IllegalAction(
            "002",
            f"{card.name} can't be revealed at {place(state, obj.zone[9:])} while "
            f"{name(state, saboteur.pid)} is there: it can't be played from facedown.",
            f"{card.name} ne peut pas être révélée à {place(state, obj.zone[9:])} tant que "
            f"{name(state, saboteur.pid)} s'y trouve : elle ne peut pas être jouée face cachée.",
        )
    if hidden and obj.pid in state.hidden_this_turn:
        raise IllegalAction(
            "811",
            f"{card.name} was hidden this turn: it can be played from facedown from the next turn.",
            f"{card.name} a été cachée ce tour-ci : elle pourra être jouée face cachée dès le "
            "tour suivant.",
        )
    refuse_if_barred(state, obj, by)
    # 822.1.b: Ambush lets a unit be played to a battlefield where its player controls units, with
    # Reaction while it is played there
    ambush = (
        card.type == "unit"
        and card.has_keyword("Ambush")
        and at not in (None, "base")
        and str(at) in state.battlefields
        and any(u.controller == by for u in state.units_at(str(at)))
    )
    # "the Equipment cards in your hand have [Quick-Draw]" (Jax, Unmatched): Reaction (819.1.b)
    quick = obj.zone == "hand" and quick_draw_given(state, obj, by)
    timing = "reaction" if hidden or ambush or quick else card.timing
    if state.chain and timing != "reaction":
        raise IllegalAction(
            "309.1.a",
            f"{card.name} cannot be played now: the chain is open (a closed state) and "
            "only Reactions can be played then.",
            f"{card.name} ne peut pas être joué maintenant : la chaîne existe (état fermé) et "
            "seules les Réactions peuvent l'être.",
        )
    if state.showdown is not None and timing == "default":
        raise IllegalAction(
            "308.1.a",
            f"{card.name} cannot be played during a showdown: only Actions and Reactions can.",
            f"{card.name} ne peut pas être joué pendant une confrontation : seules les "
            "Actions et les Réactions le peuvent.",
        )
    if not state.chain and state.showdown is None and by != state.turn_player:
        raise IllegalAction(
            "312.2",
            f"{by} does not have priority: in a neutral open state only the turn player "
            f"({state.turn_player}) may play cards.",
            f"{by} n'a pas la priorité : dans un état neutre ouvert, seul le joueur du tour "
            f"({state.turn_player}) peut jouer des cartes.",
        )
    _verify_targets(state, obj, by, targets, hidden, pay)
    if repeat_targets is not None:
        if "Repeat" not in pay:
            raise IllegalAction(
                "820.2",
                f"{card.name}'s second run has its own choices only when its Repeat cost is paid.",
                f"La seconde exécution de {card.name} n'a ses propres choix que si son coût de "
                "Répétition est payé.",
            )
        _verify_targets(state, obj, by, repeat_targets, hidden, pay)
    unit_elsewhere = card.type == "unit" and at not in (None, "base")
    warden = next(
        (
            o
            for o in state.objects.values()
            if o.on_board
            and o.controller != by
            and o.card.static("opponents_play_units_only_to_base")
            and state.location(o) in state.battlefields
        ),
        None,
    )
    if unit_elsewhere and warden is not None:
        raise IllegalAction(
            "002",
            f"While {name(state, warden.pid)} is at a battlefield, {by} may play units only to "
            "their base.",
            f"Tant que {name(state, warden.pid)} est sur un champ de bataille, {by} ne peut jouer "
            "d'unités que dans sa base.",
        )
    turns = state.players[by].turns
    if (
        card.static("cant_be_played_in_your_first_three_turns")
        and by == state.turn_player
        and turns is not None
        and turns <= 3
    ):  # "I can't be played on your first, second, or third turns" (Ol' Poro, 002)
        raise IllegalAction(
            "002",
            f"{card.name} can't be played during {by}'s first three turns (this is turn {turns}).",
            f"{card.name} ne peut pas être jouée pendant les trois premiers tours de {by} (c'est "
            f"son tour {turns}).",
        )
    if card.static("only_to_battlefield_conquered_this_turn") and (
        at in (None, "base") or (by, str(at)) not in state.conquered_this_turn
    ):  # "play me only to a battlefield you conquered this turn" (Perched Grimwyrm, 002)
        raise IllegalAction(
            "002",
            f"{card.name} can be played only to a battlefield {by} conquered this turn.",
            f"{card.name} ne peut être jouée que sur un champ de bataille que {by} a conquis ce "
            "tour-ci.",
        )
    # "I may be played to an open battlefield": one nobody controls (its own text, 002)
    open_ok = card.static("to_open_battlefield") and at in state.battlefields
    if open_ok and state.battlefields[str(at)].controller is None:
        unit_elsewhere = False
    if (
        card.type == "unit"
        and at in state.battlefields
        and state.battlefields[str(at)].card.static("no_units_played_here")
    ):
        raise IllegalAction(
            "002",
            f"No unit can be played at {place(state, str(at))}.",
            f"Aucune unité ne peut être jouée à {place(state, str(at))}.",
        )
    # a card's text lets it be played there ("... to a battlefield occupied by enemies", 002)
    if unit_elsewhere and permitted_place(state, obj, by, str(at)) is not None:
        unit_elsewhere = False
    if unit_elsewhere and state.battlefields[str(at)].controller != by and not ambush:
        raise IllegalAction(
            "355",
            f"A unit is played to its controller's base or to a battlefield they "
            f"control (with Ambush, also where they have units, 822.1.b); {by} does not control "
            f"{place(state, str(at))}.",
            f"Une unité se joue dans la base ou sur un champ de bataille contrôlé (avec "
            f"[Ambush], aussi là où l'on a des unités, 822.1.b) ; {by} ne contrôle pas "
            f"{place(state, str(at))}.",
        )
    if "Repeat" in pay and card.repeat is None:
        raise IllegalAction(
            "820",
            f"{card.name} has no Repeat cost.",
            f"{card.name} n'a pas de coût de Répétition.",
        )
    # 356-358: with the economy on, the total cost must be payable, or nothing happens (358.5)
    total, lines = total_cost(
        game,
        obj,
        by,
        base="ignored" if hidden else "flow" if flow else "from_trash" if own_trash else "printed",
        paid=pay,
        targets=tuple(targets.values()),
        chosen=targets,
    )
    refuse_unpayable(
        state, by, total, card.name, lines, for_spell=card.type == "spell", source=obj.pid
    )
    return total, lines


def play(
    game: Game,
    obj: Obj,
    by: str,
    targets: dict[str, str],
    at: str | None = None,
    pay: tuple[str, ...] = (),
    add_with: tuple[str, ...] = (),
    repeat_targets: dict[str, str] | None = None,
) -> None:
    """Rules 353-354: the card goes to the chain as a pending item; then tasks, then finalize.
    With the economy on, its total cost (356) is paid as it is played (357), with the help of
    the Add abilities its player uses during the payment (`add_with`, 429.3). With Repeat paid,
    the second run's choices are made now too (820.2.a): its own targets, the first run's if the
    player names none."""
    targets = resolve_script_refs(game.state, targets)
    if repeat_targets is not None:
        repeat_targets = resolve_script_refs(game.state, repeat_targets)
    state = game.state
    printed = _gains_repeat(game, obj, by)  # "the next spell you play this turn gains [Repeat]"
    adds = [_payment_add(game, state.objects[pid], by) for pid in add_with]
    player = state.players[by]
    before = (player.energy, dict(player.power), player.spell_energy)
    for _, spec in adds:  # 429.3: what they will add counts in the check
        energy, power = added_by(spec)
        add(state, by, energy, power, spells_only=_spells_only(spec))
    try:
        cost, lines = verify_play(game, obj, by, targets, at, pay, repeat_targets)
    finally:
        player.energy, player.power, player.spell_energy = before
    # a permanent played on an empty chain during a showdown resolves at once: the chain it
    # opened is empty again, so focus passes (346.1; the Ambush ruling on focus)
    opens_and_empties = (
        not state.chain and state.showdown is not None and obj.card.type in ("unit", "gear")
    )
    from_trash = obj.zone == "trash" and "Flow" in pay  # 829: Flow's own way from the trash
    elsewhere = obj.zone if obj.zone in ("trash", "deck", "banishment") and not from_trash else None
    from_facedown = obj.zone.startswith("facedown:")
    # "you may play me from your trash" (its own text) rather than an effect's permission
    own_text = obj.zone == "trash" and obj.card.from_trash is not None
    came_from = obj.zone
    played_from = came_from
    put(state, obj, "chain")
    if printed is not None:  # its printed card is back once it becomes a new object (124.1)
        state.copied[obj.pid] = printed
    state.next_chain_id += 1
    item = ChainItem(
        id=f"c{state.next_chain_id - 1}",
        kind="spell" if obj.card.type == "spell" else obj.card.type,
        label=t(obj.card.name, obj.card.name),
        controller=by,
        source=obj.pid,
        effect=obj.card.effect,
        card=obj.card,
        targets={
            n: (pid, 0 if is_item_ref(pid) else state.objects[pid].rules_id)
            for n, pid in targets.items()
        },
    )
    item.snapshot = {"at": at} if at else None
    if obj.card.cost and obj.card.type in ("unit", "gear") and came_from in ZONES_FR:
        item.snapshot = {**(item.snapshot or {}), "from": came_from}  # 358.5: where it goes back
    item.paid = tuple(pay)
    item.played_by, item.played_from = by, played_from
    if "Repeat" in pay and obj.card.repeat is not None and obj.card.type == "spell":
        again = targets if repeat_targets is None else repeat_targets
        item.repeat_targets = {
            n: (pid, 0 if is_item_ref(pid) else state.objects[pid].rules_id)
            for n, pid in again.items()
        }
    state.chain.append(item)
    state.played_this_turn[by] = state.played_this_turn.get(by, 0) + 1
    state.plays_this_turn.append((by, obj.pid, cost.energy))
    aimed = ", ".join(label_of(state, pid) or name(state, pid) for pid in targets.values())
    if repeat_targets is not None and item.repeat_targets:  # named by the player: shown
        again_names = ", ".join(name(state, pid) for pid, _ in item.repeat_targets.values())
        aimed_fr = aimed + f" (puis {again_names} pour la seconde exécution, 820.2)"
        aimed += f" (then {again_names} for the second run, 820.2)"
    else:
        aimed_fr = aimed
    game.step(
        "play",
        ("353", "354", "355"),
        t(
            f"{by} plays {obj.card.name}"
            + (" from facedown, with Reaction (811.6)" if from_facedown else "")
            + (
                f" from their {elsewhere}, as "
                + ("its own text" if own_text else "an effect")
                + " allows"
                if elsewhere
                else ""
            )
            + (f", targeting {aimed}" if aimed else "")
            + ": it goes to the chain as a pending item.",
            f"{by} joue {obj.card.name}"
            + (" depuis la face cachée, avec Réaction (811.6)" if from_facedown else "")
            + (
                f" depuis {ZONES_FR[elsewhere]}, comme "
                + ("son propre texte" if own_text else "un effet")
                + " le permet"
                if elsewhere
                else ""
            )
            + (f", en ciblant {aimed_fr}" if aimed else "")
            + " : la carte va sur la chaîne comme objet en attente.",
        ),
        [obj.pid, *(pid for pid in targets.values() if not is_item_ref(pid))],
        explain=t(
            "The state is now closed: only Reactions can be played until the chain is empty (309).",
            "L'état est maintenant fermé : seules les Réactions peuvent être jouées jusqu'à ce "
            "que la chaîne soit vide (309).",
        ),
    )
    put_as_played(game, item, obj, by)  # 187.9: "when you play me, put ... on the board"
    bind_next_spell_bonus(game, item)  # "your next spell this turn deals 1 Bonus Damage"
    announce_total(game, obj.card.name, cost, lines)
    spend_one_use_discount(game, obj, by)
    for source, spec in adds:
        _activate_during_payment(game, source, spec, by)
    pay_cost(game, by, cost, obj.card.name, source=obj.pid, for_spell=obj.card.type == "spell")
    _optional_actions(game, obj, by, pay)
    if from_trash:
        _flow(game, obj)
    settle(game)
    if opens_and_empties and state.showdown is not None and not state.chain:
        _pass_focus(game)


def _from_trash_allowed(game: Game, obj: Obj, by: str) -> bool:
    """Whether the condition of "you may play me from your trash" holds as it is played; Legion
    (812) counts the card itself among the cards played this turn, as its discounts do."""
    condition = obj.card.from_trash_if
    if not condition:
        return True
    state = game.state
    counted = state.played_this_turn.get(by, 0)
    state.played_this_turn[by] = counted + 1
    try:
        return CONDITIONS[condition].holds(game, Context(controller=by, source=obj.pid))
    finally:
        if counted:
            state.played_this_turn[by] = counted
        else:
            del state.played_this_turn[by]


def _optional_actions(
    game: Game, obj: Obj, by: str, pay: tuple[str, ...], check_only: bool = False
) -> None:
    """Rules 356.2.b.1, 356.7, 357: a named optional additional cost made of actions ("you may
    discard 1 as an additional cost") that the play pays is paid with the rest of its cost; one
    that cannot be paid now cannot be chosen (the play is refused)."""
    for cost_name, actions in obj.card.optional_actions:
        if cost_name not in pay:
            continue
        ctx = Context(controller=by, source=obj.pid, cause=f"cost-{obj.pid}")
        if check_only:
            if not all(getattr(a, "possible", lambda g, c: True)(game, ctx) for a in actions):
                raise IllegalAction(
                    "357",
                    f"{by} cannot pay {obj.card.name}'s optional additional cost ({cost_name}) "
                    "now.",
                    f"{by} ne peut pas payer maintenant le coût supplémentaire optionnel de "
                    f"{obj.card.name} ({cost_name}).",
                )
            continue
        game.step(
            "cost",
            ("356.2.b.1", "357"),
            t(
                f"{by} pays {obj.card.name}'s optional additional cost ({cost_name}).",
                f"{by} paie le coût supplémentaire optionnel de {obj.card.name} ({cost_name}).",
            ),
            [obj.pid],
        )
        run(game, actions, ctx)


def settle(game: Game) -> None:
    """Handle outstanding tasks, then finalize pending items oldest first (334, 337), then
    priority."""
    state = game.state
    cleanup(game)
    while True:
        pending = [i for i in state.chain if i.status == "pending"]
        if not pending:
            break
        finalize(game, pending[0])
        cleanup(game)
    state.priority = state.chain[-1].controller if state.chain else state.turn_player


def finalize(game: Game, item: ChainItem) -> None:
    """Rule 337: the oldest pending item completes its play steps; units and gear resolve at once
    (337.2)."""
    state = game.state
    item.status = "finalized"
    if item.kind in ("unit", "gear") and item.card is not None:
        obj = state.objects[item.source or ""]
        replayed = "replay" in (item.snapshot or {})
        at = replay_location(game, item, obj) if replayed else (item.snapshot or {}).get("at")
        if item.card.cost and not _permanent_additional_cost(game, item, obj):
            return
        if replayed:
            if not _replay_power_due(game, item, obj):
                return
            _replay_accelerate(game, item, obj)
            if not _replay_costs(game, item, obj):
                return
        # read on the chain: a keyword it has only as it is played (Rek'Sai, Breacher's grant)
        has_accelerate = state.has_keyword(obj, "Accelerate")
        zone = entry_replaced(game, item, at if at else base_of(item.controller))  # 369.3
        state.chain.remove(item)
        put(state, obj, zone)
        obj.controller = item.controller  # who played it, even when not its owner (Blind Fury)
        # 359.2: a unit enters exhausted, gear ready, unless its own text says otherwise (002);
        # 805: a unit whose Accelerate cost was paid enters ready
        accelerated = obj.is_unit and "Accelerate" in item.paid and has_accelerate
        ready = enters_ready(game, obj, item.controller, item.paid)
        # another card's text: "other friendly units enter ready" (engine/rules/entry.py)
        other = None if ready else ready_by_another(state, obj, item.controller)
        ready = ready or other is not None
        says = ready or obj.card.static("enters_exhausted")
        # "the next unit you play this turn comes in ready" (Sun Disc): used up by this unit
        readied = obj.is_unit and not says and not accelerated and _next_unit_ready(state, item)
        obj.exhausted = bool(obj.card.static("enters_exhausted")) or (
            obj.is_unit and not ready and not accelerated and not readied
        )
        own = (
            (f" ({other})", f" ({other})")
            if other
            else (" (its own text)", " (son propre texte)")
            if says
            else (" (Accelerate)", " (Accélération)")
            if accelerated
            else (
                " (an effect readies the next unit played this turn)",
                " (un effet redresse la prochaine unité jouée ce tour-ci)",
            )
            if readied
            else ("", "")
        )
        game.step(
            "finalize",
            ("337.2", "359", *(("805",) if accelerated else ())),
            t(
                f"{obj.card.name} finalizes and resolves at once: it enters "
                f"{where(state, zone)['en']}"
                + (
                    " exhausted"
                    if obj.exhausted
                    else " ready"
                    if says or accelerated or readied
                    else ""
                )
                + own[0]
                + ".",
                f"{obj.card.name} est finalisé et se résout aussitôt : il entre dans "
                f"{where(state, zone)['fr']}"
                + (
                    " épuisé"
                    if obj.exhausted
                    else " redressé"
                    if says or accelerated or readied
                    else ""
                )
                + own[1]
                + ".",
            ),
            [obj.pid],
        )
        choose_pet_tag(game, obj, item.controller)  # "as you play me, choose ... I gain that tag"
        played(game, obj, item.paid, item.played_from)
        card_played(game, obj, item.controller, item.played_from)  # 419.4.a: its play is complete
        return
    if item.optional and not _accepted(game, item):
        return
    if (
        item.kind == "spell"
        and item.card is not None
        and "replay" in (item.snapshot or {})
        and not item.targets
        and referenced_targets(item.effect) & {n for n, _ in item.card.targets}
    ) and not _replayed_spell_targets(game, item):
        return
    if (
        item.kind == "spell"
        and "replay" in (item.snapshot or {})
        and item.card is not None
        and not _replay_costs(game, item, state.objects[item.source or ""])
    ):
        return
    if (
        item.kind == "ability"
        and item.card is not None
        and not item.targets
        and referenced_targets(item.effect) & {n for n, _ in item.card.targets}
    ) and not choose_trigger_targets(game, item):
        return
    make_play_choices(game, item)  # 355: modes and move destinations (rules/choices.py)
    if (
        item.kind == "spell"
        and item.source in state.objects
        and not _replay_power_due(game, item, state.objects[item.source])
    ):
        return
    if item.kind == "ability" and item.effect and not _trigger_cost(game, item):
        return
    aimed = ", ".join(label_of(state, pid) or name(state, pid) for pid, _ in item.targets.values())
    if item.kind == "spell" and item.card is not None and item.card.cost:
        # 357: an additional cost is paid for real; a cost whose action was replaced is still paid
        # (357.2.a)
        game.step(
            "cost",
            ("357",),
            t(
                f"{item.controller} pays {item.label['en']}'s additional cost.",
                f"{item.controller} paie le coût supplémentaire de {item.label['fr']}.",
            ),
            [item.source or ""],
        )
        run(
            game,
            item.card.cost,
            Context(
                controller=item.controller,
                source=item.source,
                targets=dict(item.targets),
                target_kinds=dict(item.card.targets),
                cause=f"cost-{item.id}",
            ),
        )
    game.step(
        "finalize",
        ("337", "357"),
        t(
            f"{item.label['en']} is finalized: its choices are made"
            + (f" (targeting {aimed})" if aimed else "")
            + " and its costs paid.",
            f"{item.label['fr']} est finalisé : ses choix sont faits"
            + (f" (cible : {aimed})" if aimed else "")
            + " et ses coûts payés.",
        ),
        [item.source or "", *(pid for pid, _ in item.targets.values() if not is_item_ref(pid))],
        explain=t(
            "Pending items finalize in the order they were added (337.1.b); then the controller "
            "of the newest item gets priority (337.4).",
            "Les objets en attente sont finalisés dans l'ordre où ils ont été ajoutés (337.1.b) ; "
            "puis le contrôleur du plus récent reçoit la priorité (337.4).",
        ),
    )
    if item.targets or item.repeat_targets:
        chosen(game, item)  # 383.4.b: what it chose sets off its targeting triggers


def _pick_target(
    game: Game, item: ChainItem, target_name: str, kind: str, legal: list[Obj], rule: str
) -> None:
    """Its controller chooses one of the legal objects as the item's target `target_name`."""
    state = game.state
    decision = Decision(
        "target",
        item.controller,
        rule,
        t(
            f"{item.controller} chooses the target of {item.label['en']} ({kind}).",
            f"{item.controller} choisit la cible de {item.label['fr']} ({kind}).",
        ),
        tuple(Option(f"pick:{o.pid}", t(name(state, o.pid), name(state, o.pid))) for o in legal),
        objects=tuple(o.pid for o in legal),
    )
    pid = game.decide(decision).split(":", 1)[1]
    item.targets[target_name] = (pid, state.objects[pid].rules_id)


def _replayed_spell_targets(game: Game, item: ChainItem) -> bool:
    """Rule 355: a spell an effect plays (from the trash, say) chooses its targets as it
    finalizes, by its player. With no legal target for one it needs, it cannot be played: the
    play is undone and the card goes back where it came from (358.5)."""
    state = game.state
    assert item.card is not None
    used = referenced_targets(item.effect)
    for target_name, kind in item.card.targets:
        if target_name not in used:
            continue
        legal = [
            o
            for o in state.objects.values()
            if o.pid != item.source
            and target_kind(kind).where_it_must_be(o)
            # a spell on the chain is a target once it has finalized (355.5, 355.8)
            and (
                o.zone != "chain"
                or any(i.source == o.pid and i.status == "finalized" for i in state.chain)
            )
            and meets(state, o, kind, item.controller)
        ]
        if not legal:
            if kind.startswith("up to one "):
                continue
            obj = state.objects[item.source or ""]
            why = t(f"it has no legal target ({kind})", f"il n'a pas de cible légale ({kind})")
            _undo_replay(game, item, obj, why, "355.8", default="trash")
            return False
        _pick_target(game, item, target_name, kind, legal, "355")
    return True


def _replay_power_due(game: Game, item: ChainItem, obj: Obj) -> bool:
    """A card an effect plays "without paying its Energy cost" still pays its Power cost as it
    finalizes (356.1.b.2, 357); with the economy on, a Power it cannot pay then undoes the play
    (358.2, 358.5). False when the play is undone."""
    if not (item.snapshot or {}).get("power_due"):
        return True
    by = item.controller
    whole = bool((item.snapshot or {}).get("cost_due"))  # "paying its costs" (356)
    base = "printed" if whole else "power_only"
    cost, lines = total_cost(game, obj, by, base=base, paid=item.paid)
    if game.state.economy and not can_pay(game.state, by, cost):
        why = (
            t(f"{by} cannot pay its cost", f"{by} ne peut pas payer son coût")
            if whole
            else t(f"{by} cannot pay its Power", f"{by} ne peut pas payer sa Puissance")
        )
        _undo_replay(game, item, obj, why, "358.2")
        return False
    announce_total(game, obj.card.name, cost, lines)
    pay_cost(game, by, cost, obj.card.name, source=obj.pid)
    return True


def _payment_add(game: Game, obj: Obj, by: str) -> tuple[Obj, ActivatedSpec]:
    """Rule 429.3: an Add ability its player may use while paying a cost: an activated ability
    of a permanent they control whose effect adds to the rune pool, with Reaction, its costs
    payable."""
    state = game.state
    specs = [a for a in obj.card.abilities if isinstance(a, ActivatedSpec)]
    index = next((i for i, a in enumerate(specs, 1) if any(x.op == "add" for x in a.effect)), None)
    if index is None or ability_timing(obj.card, specs[index - 1]) != "reaction":
        raise IllegalAction(
            "429.3",
            f"{name(state, obj.pid)} has no Add ability with Reaction to use during a payment.",
            f"{name(state, obj.pid)} n'a pas de compétence Add avec Réaction à utiliser pendant "
            "un paiement.",
        )
    return obj, verify_activate(game, obj, index, by)


def added_by(spec: ActivatedSpec) -> tuple[int, tuple[tuple[str, int], ...]]:
    """What an Add ability's effect puts in the pool."""
    energy, power = 0, Cost()
    for inst in spec.effect:
        if inst.op == "add":
            e, p = added(str(inst.value))
            energy += e
            power = power.plus(Cost(0, p))
    return energy, power.power


def _spells_only(spec: ActivatedSpec) -> bool:
    return any(i.op == "add" and i.arg("only_for", None) == "spells" for i in spec.effect)


def _activate_during_payment(game: Game, obj: Obj, spec: ActivatedSpec, by: str) -> None:
    """Rules 429.2.a, 429.3: used during a payment, an Add ability does not wait on the chain and
    nobody gets priority: its costs are paid and it resolves at once, and the payment goes on."""
    game.step(
        "activate",
        ("429.3", "429.2.a"),
        t(
            f"{by} uses {obj.card.name}'s Add ability during the payment: it resolves at once, "
            "without a chain item and without anyone getting priority.",
            f"{by} utilise la compétence Add de {obj.card.name} pendant le paiement : elle se "
            "résout aussitôt, sans objet de chaîne et sans que personne reçoive la priorité.",
        ),
        [obj.pid],
    )
    ctx = Context(controller=by, source=obj.pid, cause=f"cost-{obj.pid}")
    run(game, spec.cost, ctx)
    run(game, spec.effect, Context(controller=by, source=obj.pid))


def _permanent_additional_cost(game: Game, item: ChainItem, obj: Obj) -> bool:
    """Rules 356.1.b.3, 356.2.a.1, 357, 358.2, 358.5: a unit's or gear's mandatory additional
    cost ("playing me also requires killing a friendly unit") is paid as it finalizes, also when
    an effect plays it "ignoring its cost" (that zeroes only the base cost). What the cost acts on
    is chosen then, if the play has not chosen it already; when it cannot be paid, the play is
    cancelled: the card goes back where it was played from and nothing of its play happens."""
    state = game.state
    assert item.card is not None
    used = referenced_targets(item.card.cost)
    for target_name, kind in item.card.targets:
        if target_name not in used or target_name in item.targets:
            continue
        legal = [
            o
            for o in state.objects.values()
            if o.on_board and o.pid != obj.pid and meets(state, o, kind, item.controller, None)
        ]
        if not legal:
            back = str((item.snapshot or {}).get("from") or "hand")
            state.chain.remove(item)
            put(state, obj, back)
            # 358.5: as if its play never began: it is not one of the cards played this turn
            if state.played_this_turn.get(item.controller):
                state.played_this_turn[item.controller] -= 1
            state.log.append(LogEvent("cancel", obj.pid))
            where_fr = {"hand": "la main", **ZONES_FR}.get(back, back)
            game.step(
                "removed",
                ("358.2", "358.5"),
                t(
                    f"{item.controller} cannot pay {obj.card.name}'s additional cost (it needs: "
                    f"{kind}; there is none): its play is cancelled and it goes back to its "
                    f"owner's {back}.",
                    f"{item.controller} ne peut pas payer le coût supplémentaire de "
                    f"{obj.card.name} (il faut : {kind} ; il n'y en a pas) : son jeu est annulé "
                    f"et la carte retourne dans {where_fr} de son propriétaire.",
                ),
                [obj.pid],
                explain=t(
                    "Ignoring a card's cost sets only its base cost to zero: a mandatory "
                    "additional cost must still be paid to finish playing it (356.1.b.3).",
                    "Ignorer le coût d'une carte ne met à zéro que son coût de base : un coût "
                    "supplémentaire obligatoire doit encore être payé pour finir de la jouer "
                    "(356.1.b.3).",
                ),
            )
            return False
        if len(legal) == 1:
            pid = legal[0].pid
        else:
            decision = Decision(
                "target",
                item.controller,
                "357",
                t(
                    f"{item.controller} chooses what pays {item.label['en']}'s additional cost "
                    f"({kind}).",
                    f"{item.controller} choisit ce qui paie le coût supplémentaire de "
                    f"{item.label['fr']} ({kind}).",
                ),
                tuple(
                    Option(f"pick:{o.pid}", t(name(state, o.pid), name(state, o.pid)))
                    for o in legal
                ),
                objects=tuple(o.pid for o in legal),
            )
            pid = game.decide(decision).split(":", 1)[1]
        item.targets[target_name] = (pid, state.objects[pid].rules_id)
    game.step(
        "cost",
        ("357",),
        t(
            f"{item.controller} pays {item.label['en']}'s additional cost.",
            f"{item.controller} paie le coût supplémentaire de {item.label['fr']}.",
        ),
        [obj.pid, *(pid for pid, _ in item.targets.values())],
    )
    run(
        game,
        item.card.cost,
        Context(
            controller=item.controller,
            source=obj.pid,
            targets=dict(item.targets),
            target_kinds=dict(item.card.targets),
            cause=f"cost-{item.id}",
        ),
    )
    return True


def _replay_accelerate(game: Game, item: ChainItem, obj: Obj) -> None:
    """Rules 356.1.b.1, 356.2.b.1, 805.2: a card played "ignoring its cost" still goes through the
    whole play, so its player may pay an optional additional cost as it finalizes: Accelerate, if
    they can pay it (the base cost alone is ignored)."""
    if not (obj.is_unit and game.state.has_keyword(obj, "Accelerate")):
        return
    by = item.controller
    cost, lines = total_cost(game, obj, by, base="ignored", paid=("Accelerate",))
    if not can_pay(game.state, by, cost):
        return
    decision = Decision(
        "accept",
        by,
        "805.2",
        t(
            f"{by} may pay Accelerate for {name(game.state, obj.pid)} ({cost.words()['en']}).",
            f"{by} peut payer Accelerate pour {name(game.state, obj.pid)} ({cost.words()['fr']}).",
        ),
        (Option("accept:yes", t("Yes", "Oui")), Option("accept:no", t("No", "Non"))),
    )
    if game.decide(decision) != "accept:yes":
        return
    announce_total(game, obj.card.name, cost, lines)
    pay_cost(game, by, cost, obj.card.name, source=obj.pid)
    item.paid = (*item.paid, "Accelerate")


def _replay_costs(game: Game, item: ChainItem, obj: Obj) -> bool:
    """Rules 355.1.a, 356.1.b: a card an effect plays ignoring its (Energy) cost is still
    finalized like any play: its player decides now whether to pay an optional additional cost,
    knowing everything public by then; a cost an effect only reduced ("5 Energy less") is paid now
    (the Power an effect did not waive is paid by _replay_power_due, 356.1.b.2). With the economy
    on, a cost that cannot be paid undoes the play (358.2, 358.5). False when the play is undone."""
    state = game.state
    by = item.controller
    for extra in obj.card.optional_costs:
        decision = Decision(
            "accept",
            by,
            "355.1.a",
            t(
                f"{by} may pay {name(state, obj.pid)}'s optional additional cost ({extra}).",
                f"{by} peut payer le coût supplémentaire optionnel de {name(state, obj.pid)} "
                f"({extra}).",
            ),
            (Option("accept:yes", t("Yes", "Oui")), Option("accept:no", t("No", "Non"))),
            objects=(obj.pid,),
        )
        if game.decide(decision) == "accept:yes":
            item.paid = (*item.paid, extra)
            game.step(
                "cost",
                ("355.1.a", "357"),
                t(
                    f"{by} pays {name(state, obj.pid)}'s optional additional cost ({extra}) as it "
                    "finalizes.",
                    f"{by} paie le coût supplémentaire optionnel de {name(state, obj.pid)} "
                    f"({extra}) pendant sa finalisation.",
                ),
                [obj.pid],
            )
    less = int((item.snapshot or {}).get("energy_less", 0))
    if not less:
        return True  # a Power cost still due is paid by _replay_power_due
    # "play it, reducing its cost by 5 Energy" (Reinforce): the printed cost, less that
    cost, lines = total_cost(game, obj, by, paid=item.paid)
    cost = Cost(max(0, cost.energy - less), cost.power)
    lines.append(t(f"{less} Energy less", f"{less} Énergie de moins"))
    if state.economy and not can_pay(state, by, cost):
        why = t(f"{by} cannot pay its cost", f"{by} ne peut pas payer son coût")
        _undo_replay(game, item, obj, why, "358.2")
        return False
    announce_total(game, obj.card.name, cost, lines)
    pay_cost(game, by, cost, obj.card.name, source=obj.pid)
    return True


def _undo_replay(
    game: Game,
    item: ChainItem,
    obj: Obj,
    why: dict[str, str],
    rule: str,
    default: str = "banishment",
) -> None:
    """Rule 358.5: the play is undone; the card goes back where the effect played it from."""
    state = game.state
    back = str((item.snapshot or {}).get("from") or default)
    if item in state.chain:
        state.chain.remove(item)
    put(state, obj, back)
    game.step(
        "undone",
        (rule, "358.5"),
        t(
            f"{name(state, obj.pid)} cannot be finalized: {why['en']}. Its play is undone and it "
            f"goes back to its {back}.",
            f"{name(state, obj.pid)} ne peut pas être finalisé : {why['fr']}. Son jeu est annulé "
            f"et la carte retourne dans {ZONES_FR.get(back, back)}.",
        ),
        [obj.pid],
    )


def replay_location(game: Game, item: ChainItem, obj: Obj) -> str | None:
    """Rule 355: a card its owner plays again by an effect (354.2-354.3) gets its location as it
    finalizes, chosen by its player: their base or a battlefield they control, unless the card
    that plays it says where ("to their base", "to that same location", "to a battlefield of
    their choice"). None is the base."""
    state = game.state
    noted = item.snapshot or {}
    mode, was = noted.get("replay"), noted.get("was")
    if mode in state.battlefields:  # the effect names that battlefield (Bone Skewer)
        return str(mode)
    if mode == "base":
        return None
    if mode == "same":
        return str(was) if was in state.battlefields else None
    # "also:<battlefield>": "a unit played this way may be played here" (Rek'Sai)
    also = str(mode)[5:] if str(mode).startswith("also:") else None
    places = [
        bf.id
        for bf in state.battlefields.values()
        if (mode == "any_battlefield" or bf.controller == item.controller or bf.id == also)
        and not (obj.is_unit and bf.card.static("no_units_played_here"))
    ]
    if mode != "any_battlefield":
        places = ["base", *places]
    if len(places) == 1:
        return None if places[0] == "base" else places[0]
    options = tuple(
        Option(f"pick:{p}", where(state, base_of(item.controller) if p == "base" else p))
        for p in places
    )
    decision = Decision(
        "pick",
        item.controller,
        "355",
        t(
            f"{item.controller} chooses where {name(state, obj.pid)} is played.",
            f"{item.controller} choisit où {name(state, obj.pid)} est joué.",
        ),
        options,
    )
    chosen = game.decide(decision).split(":", 1)[1]
    return None if chosen == "base" else chosen


def _trigger_cost(game: Game, item: ChainItem) -> bool:
    """Rules 383.3.b, 404.2: a cost at the start of a triggered ability's effect ("[pay X] to [do
    Y]", also after its "you may") is paid as it finalizes, not as it resolves; who cannot pay it
    sees the ability removed. With the economy off the cost stays in the effect (treated as
    paid)."""
    state = game.state
    first = item.effect[0]
    if item.optional and first.op in SELF_COSTS and first.value == "self":
        return _self_cost(game, item)
    price = first.price()
    compound = first.op == "costs"  # "[pay X and do Y] to [do Z]": every part is the cost
    if compound:
        return _compound_trigger_cost(game, item)
    if price is None or not state.economy:
        return True
    if not can_pay(state, item.controller, price):
        state.chain.remove(item)
        game.step(
            "removed",
            ("383.3.b", "404.2"),
            t(
                f"{item.label['en']}: {item.controller} cannot pay its cost "
                f"({price.words()['en']}); it is removed from the chain.",
                f"{item.label['fr']} : {item.controller} ne peut pas payer son coût "
                f"({price.words()['fr']}) ; elle est retirée de la chaîne.",
            ),
            [item.source or ""],
        )
        return False
    pay_cost(game, item.controller, price, item.label, "383.3.b", source=item.source)
    item.effect = item.effect[1:]
    return True


def _compound_trigger_cost(game: Game, item: ChainItem) -> bool:
    """Rules 383.3.b, 383.3.b.1, 404.1, 404.2: a cost of several parts opening a triggered
    ability's effect (`costs`) is paid whole as it finalizes — its Energy and Power, then its
    other actions — or not at all: the ability is removed if any part cannot be paid."""
    state = game.state
    first = item.effect[0]
    price = first.price() or Cost()
    ctx = Context(
        controller=item.controller,
        source=item.source,
        targets=dict(item.targets),
        target_kinds=dict(item.card.targets) if item.card is not None else {},
        snapshot=item.snapshot,
        cause=f"cost-{item.id}",
    )
    payable = first.payable(game, ctx) and (  # type: ignore[attr-defined]
        not state.economy or can_pay(state, item.controller, price)
    )
    if not payable:
        state.chain.remove(item)
        words = first.sentence(state)
        game.step(
            "removed",
            ("383.3.b", "404.2"),
            t(
                f"{item.label['en']}: {item.controller} cannot pay its whole cost "
                f"({words['en']}); none of it is paid and it is removed from the chain.",
                f"{item.label['fr']} : {item.controller} ne peut pas payer tout son coût "
                f"({words['fr']}) ; rien n'en est payé et elle est retirée de la chaîne.",
            ),
            [item.source or ""],
        )
        return False
    if state.economy and not price.free:
        pay_cost(game, item.controller, price, item.label, "383.3.b", source=item.source)
    elif not price.free:
        game.step(
            "pay",
            ("383.3.b",),
            t(
                f"{item.controller} pays {price.words()['en']}: treated as paid (this scenario "
                "gives no runes).",
                f"{item.controller} paie {price.words()['fr']} : considéré comme payé (ce "
                "scénario ne donne pas de runes).",
            ),
        )
    run(game, first.actions(), ctx)  # type: ignore[attr-defined]
    item.effect = item.effect[1:]
    return True


# what a triggered ability's source may do to itself as its cost, after its "you may"
SELF_COSTS = ("exhaust", "banish")


def _self_cost(game: Game, item: ChainItem) -> bool:
    """ "You may exhaust me to ...", "you may banish me to ...": after the "you may", doing that to
    its source is the ability's cost (383.3.b), paid as it finalizes, apart from its effect (so
    `it` there still names what the trigger condition named); a source that has left the board,
    or is already exhausted for an exhaust cost, cannot pay it, and the ability is removed
    (404.2)."""
    state = game.state
    source = state.objects.get(item.source or "")
    first = item.effect[0]
    if source is None or not source.on_board or (first.op == "exhaust" and source.exhausted):
        state.chain.remove(item)
        game.step(
            "removed",
            ("383.3.b", "404.2"),
            t(
                f"{item.label['en']}: its source cannot pay its cost ({first.label()['en']}); "
                "it is removed from the chain.",
                f"{item.label['fr']} : sa source ne peut pas payer son coût "
                f"({first.label()['fr']}) ; elle est retirée de la chaîne.",
            ),
            [item.source or ""],
        )
        return False
    run(
        game, item.effect[:1], Context(controller=item.controller, source=source.pid, cause=item.id)
    )
    item.effect = item.effect[1:]
    return True


def _accepted(game: Game, item: ChainItem) -> bool:
    """Rule 383.3.a: a 'you may' trigger is decided as it finalizes; declined, it is removed as if
    it never triggered."""
    state = game.state
    decision = Decision(
        "accept",
        item.controller,
        "383.3.a",
        t(
            f"{item.label['en']}: {item.controller} may do this.",
            f"{item.label['fr']} : {item.controller} peut le faire.",
        ),
        (Option("accept:yes", t("Yes", "Oui")), Option("accept:no", t("No", "Non"))),
    )
    if game.decide(decision) == "accept:yes":
        return True
    state.chain.remove(item)
    game.step(
        "removed",
        ("383.3.a",),
        t(
            f"{item.controller} declines: {item.label['en']} is removed.",
            f"{item.controller} refuse : {item.label['fr']} est retirée.",
        ),
    )
    return False


def choose_trigger_targets(game: Game, item: ChainItem) -> bool:
    """Rule 355.5.b: a triggered ability's targets are chosen as it finalizes, by its controller;
    with no legal target it is removed from the chain, not countered (402.4)."""
    state = game.state
    assert item.card is not None
    used = referenced_targets(item.effect)
    for target_name, kind in item.card.targets:
        if target_name not in used:
            continue
        source = state.objects.get(item.source or "")
        here = (
            state.location(source)
            if source is not None and source.on_board and state.location(source) is not None
            else (item.snapshot or {}).get("location")  # a legend's: that battlefield (383.4.c)
        )
        legal = [
            o
            for o in state.objects.values()
            if target_kind(kind).where_it_must_be(o)
            and meets(state, o, kind, item.controller, here)
            and not (target_kind(kind).another and o.pid == item.source)  # "another": not me
            and target_kind(kind).fits_source(state, o, source)  # "... at most my Might"
        ]
        if not legal:
            if kind.startswith("up to one "):
                continue
            state.chain.remove(item)
            game.step(
                "removed",
                ("402.4",),
                t(
                    f"{item.label['en']} has no legal target ({kind}) and is removed from the "
                    "chain (not countered).",
                    f"{item.label['fr']} n'a pas de cible légale ({kind}) et est retirée de la "
                    "chaîne (elle n'est pas contrée).",
                ),
                [item.source or ""],
            )
            return False
        _pick_target(game, item, target_name, kind, legal, "355.5.b")
    return True


def pass_once(game: Game) -> None:
    """Every player passes once (339): the newest finalized item resolves, and play goes on."""
    state = game.state
    if not state.chain:
        raise IllegalAction(
            "339",
            "The chain is empty: there is nothing to resolve.",
            "La chaîne est vide : rien à résoudre.",
        )
    top = state.chain[-1]
    game.step(
        "pass",
        ("339", "340.1"),
        t(
            f"Every player passes once: {top.label['en']} resolves.",
            f"Chaque joueur passe une fois : {top.label['fr']} se résout.",
        ),
        [top.source or ""],
    )
    resolve(game, top)
    settle(game)


def pass_until_empty(game: Game) -> None:
    """Everyone passes in turn until the chain is empty; each time, the newest item resolves (339,
    340)."""
    state = game.state
    started_by_player = bool(state.chain) and state.chain[0].kind == "spell"
    while state.chain:
        top = state.chain[-1]
        order = (
            state.turn_order[state.turn_order.index(state.priority or state.turn_player) :]
            + state.turn_order[: state.turn_order.index(state.priority or state.turn_player)]
        )
        game.step(
            "pass",
            ("339", "340.1"),
            t(
                f"{', then '.join(order)} pass{'es' if len(order) == 1 else ''} in turn: "
                f"{top.label['en']} resolves.",
                f"{', puis '.join(order)} passe{'nt' if len(order) > 1 else ''} à tour de rôle : "
                f"{top.label['fr']} se résout.",
            ),
            [top.source or ""],
        )
        resolve(game, top)
        settle(game)
    if state.showdown is not None and started_by_player:
        _pass_focus(game)


def _pass_focus(game: Game) -> None:
    """Rule 346.1: in a showdown, when a chain a player started empties, focus passes to the next
    player; not after a chain started by a triggered or Add ability."""
    state = game.state
    assert state.showdown is not None
    order = state.turn_order
    focus = order[(order.index(state.showdown.focus) + 1) % len(order)]
    state.showdown.focus = focus
    state.priority = focus
    game.step(
        "focus",
        ("346.1", "313"),
        t(
            f"The chain is empty: focus passes to {focus}.",
            f"La chaîne est vide : la focalisation passe à {focus}.",
        ),
    )


def pass_until_showdown_ends(game: Game) -> None:
    """Players pass focus until the showdown or combat is over (348): the chain empties, then
    everyone passes in sequence and it ends."""
    state = game.state
    if state.showdown is None:
        raise IllegalAction(
            "348",
            "There is no showdown or combat to pass through.",
            "Il n'y a pas de confrontation ni de combat à passer.",
        )
    while state.showdown is not None:
        pass_until_empty(game)
        if state.showdown is not None:
            _showdown_ends(game)
            settle(game)


def _showdown_ends(game: Game) -> None:
    """Rule 348: everyone passes in sequence with an empty chain, so the showdown or the combat
    ends; a combat first deals its damage (465) and runs the combat cleanup (466.1)."""
    state = game.state
    showdown = state.showdown
    assert showdown is not None
    bf = state.battlefields[showdown.bf]
    if showdown.combat and showdown.remaining is not None:
        game.step(  # the second time: the combat result's abilities have resolved (466.4)
            "pass",
            ("466.4", "466.5"),
            t(
                "The abilities the combat's result set off have resolved: the combat goes on.",
                "Les compétences déclenchées par le résultat du combat sont résolues : le combat "
                "continue.",
            ),
        )
    elif showdown.combat:
        game.step(
            "pass",
            ("348", "465"),
            t(
                "Every player passes in sequence with an empty chain: combat damage is dealt.",
                "Chaque joueur passe à la suite avec une chaîne vide : les dégâts de combat sont "
                "infligés.",
            ),
        )
        deal_combat_damage(game, bf, showdown)
        cleanup(game, special="combat")
        if state.chain:
            # 466.2: what the combat made pending (a Deathknell) finalizes and resolves before
            # the combat result is determined (466.3)
            settle(game)
            pass_until_empty(game)
        if combat_result(game, bf, showdown):  # they resolve before control (466.4-466.5)
            return
    else:
        game.step(
            "pass",
            ("348",),
            t(
                "Every player passes in sequence with an empty chain: the showdown ends.",
                "Chaque joueur passe à la suite avec une chaîne vide : la confrontation se "
                "termine.",
            ),
        )
    conclude(game)


def resolve(game: Game, item: ChainItem) -> None:
    """Rule 340/359.3: the item executes top to bottom; a spell then goes to its owner's trash."""
    state = game.state
    item.status = "resolving"
    state.resolving = item.id
    ctx = Context(
        controller=item.controller,
        source=item.source,
        targets=dict(item.targets),
        it=(item.snapshot or {}).get("it") if item.kind == "ability" else None,
        target_kinds=dict(item.card.targets) if item.card else {},
        cause=item.link or item.id,
        snapshot=item.snapshot if item.kind == "ability" else None,
        paid=item.paid,
    )
    game.step(
        "resolve",
        ("340", "359.3"),
        t(
            f"{item.label['en']} resolves: its instructions run top to bottom.",
            f"{item.label['fr']} se résout : ses instructions s'exécutent de haut en bas.",
        ),
        [item.source or ""],
        explain=_resolve_explain(item),
    )
    ctx.check_targets(state)
    if item.kind == "ability":
        reach(state, item.card, "use", player=item.controller)
    run(game, item.effect, ctx)
    if item.kind == "spell" and "Repeat" in item.paid and item.card and item.card.repeat:
        # 820.1.d.1: Repeat executes the instructions once more; costs are not paid again
        game.step(
            "repeat",
            ("820.1.d.1",),
            t(
                f"{item.label['en']}'s Repeat cost was paid: its instructions run once more.",
                f"Le coût de Répétition de {item.label['fr']} a été payé : ses instructions "
                "s'exécutent une fois de plus.",
            ),
            [item.source or ""],
        )
        if item.repeat_targets is not None:
            # 820.2: the second run has the choices made for it as the spell was played
            ctx = replace(ctx, targets=dict(item.repeat_targets), illegal=None, did=True, made=())
            ctx.check_targets(state)
        run(game, item.effect if item.repeat_effect is None else item.repeat_effect, ctx)
    state.resolving = None
    state.log.append(LogEvent("resolve", item.trigger or item.source or item.id, of=item.source))
    card = state.objects.get(item.source or "")
    if item.kind == "spell" and card is not None and card.zone == "chain":
        # 359.3.d: to its owner's trash, an exit from the chain that replacements may change (Flow,
        # 829)
        perform(game, [LeaveChain(obj=card.pid, to="trash", cause="resolution")])
        card_played(
            game, card, item.controller, item.played_from
        )  # 350.1, 419.4.a: played once it has resolved
    elif item.kind == "spell":
        game.step(
            "leave_chain",
            ("359.3.e.15",),
            t(
                f"{item.label['en']} has already left the chain.",
                f"{item.label['fr']} a déjà quitté la chaîne.",
            ),
        )
        if card is not None and card.zone != "hand":
            # its own last instruction took it off the chain ("banish this"): it has resolved,
            # so it has been played (350.1; Arcane Shift's ruling); a spell returned to its
            # owner's hand mid-way is not considered played here
            card_played(game, card, item.controller, item.played_from)
    if item in state.chain:
        state.chain.remove(item)
    if item.kind != "spell":
        game.step(
            "leave_chain",
            ("340",),
            t(
                f"{item.label['en']} has resolved and leaves the chain.",
                f"{item.label['fr']} est résolue et quitte la chaîne.",
            ),
            [item.source or ""],
        )


def _resolve_explain(item: ChainItem) -> dict[str, str]:
    if item.snapshot and "might" in item.snapshot:
        return t(
            f"Controlled by {item.controller}, who controlled the unit when it died (191.4.a); it "
            "uses the information noted at the death (808.1.d.3).",
            f"Contrôlée par {item.controller}, qui contrôlait l'unité à sa mort (191.4.a) ; elle "
            "utilise les informations notées lors de la mort (808.1.d.3).",
        )
    return t("", "")


def cast(game: Game, card: CardDef, by: str, targets: dict[str, str]) -> None:
    """A `cast` script step: an inline spell the player has, played like any card."""
    state = game.state
    n = sum(1 for pid in state.objects if pid.startswith("cast-")) + 1
    pid = f"cast-{n}"
    state.objects[pid] = Obj(
        pid=pid,
        card=card,
        owner=by,
        controller=by,
        zone="hand",
        rules_id=state.new_rules_id(),
        since=state.tick(),
    )
    state.players[by].hand.append(pid)
    play(game, state.objects[pid], by, targets)


def act(game: Game, instruction: Instruction, by: str) -> None:
    """An abstract game action outside the chain ("an effect kills ..."), then the tasks it
    causes."""
    game.step(
        "act",
        ("319",),
        t(
            f"An effect controlled by {by} acts: {instruction.sentence(game.state)['en']}.",
            f"Un effet contrôlé par {by} agit : {instruction.sentence(game.state)['fr']}.",
        ),
    )
    run(game, (instruction,), Context(controller=by, cause=f"act-{len(game.steps)}"))
    settle(game)


def verify_activate(game: Game, obj: Obj, index: int, by: str) -> ActivatedSpec:
    """Rules 145.2, 381: an activated ability of a permanent; by default in its controller's main
    phase in an open state; a Reaction ability also in closed states (813)."""
    state = game.state
    refuse_unmodelled(obj.card)
    reach(state, obj.card, "use", player=by)
    abilities = [a for a, _ in activated(state, obj)]  # its own, then granted ones (381)
    if (
        1 <= index <= len(abilities)
        and abilities[index - 1].only_unattached
        and obj.attached_to is not None
    ):
        raise IllegalAction(
            "381",
            f"{obj.card.name}'s ability works only while it is unattached.",
            f"La compétence de {obj.card.name} ne fonctionne que tant qu'il n'est pas attaché.",
        )
    if not 1 <= index <= len(abilities):
        raise IllegalAction(
            "381",
            f"{obj.card.name} has no activated ability {index}.",
            f"{obj.card.name} n'a pas de compétence activée {index}.",
        )
    if not obj.on_board or obj.controller != by:
        raise IllegalAction(
            "381",
            f"{by} does not control {name(state, obj.pid)} on the board.",
            f"{by} ne contrôle pas {name(state, obj.pid)} sur le plateau.",
        )
    timing = ability_timing(obj.card, abilities[index - 1])
    reaction = timing == "reaction"
    if state.chain and not reaction:
        raise IllegalAction(
            "309.1.a",
            "Only Reactions can be used in a closed state.",
            "Seules les Réactions peuvent être utilisées dans un état fermé.",
        )
    if state.showdown is not None and timing == "default":
        raise IllegalAction(
            "308.1.a",
            f"{obj.card.name}'s ability cannot be used during a showdown: only Actions and "
            "Reactions can.",
            f"La compétence de {obj.card.name} ne peut pas être utilisée pendant une "
            "confrontation : seules les Actions et les Réactions le peuvent.",
        )
    if not state.chain and by != state.turn_player:
        raise IllegalAction(
            "312.2",
            f"{by} does not have priority in a neutral open state.",
            f"{by} n'a pas la priorité dans un état neutre ouvert.",
        )
    spec = abilities[index - 1]
    refuse_limited(game, obj, index, spec, by)
    if obj.exhausted and any(c.op == "exhaust" and c.value == "self" for c in spec.cost):
        raise IllegalAction(  # an exhaust cost needs a ready permanent
            "357",
            f"{name(state, obj.pid)} is already exhausted: its exhaust cost cannot be paid.",
            f"{name(state, obj.pid)} est déjà épuisé : son coût d'épuisement ne peut pas être "
            "payé.",
        )
    if (
        obj.empowered
        and [(i.op, i.value) for i in spec.effect] == [("empower", "self")]
        and obj.times_empowered >= max(1, obj.card.static("empowered_up_to"))  # 441.1.c.1
    ):
        raise IllegalAction(  # an [Empower] ability: "use only if not Empowered"
            "827",
            f"{name(state, obj.pid)} is already Empowered: its Empower ability cannot be used.",
            f"{name(state, obj.pid)} est déjà Empowered : sa compétence Empower ne peut pas être "
            "utilisée.",
        )
    if not obj.empowered and any(c.op == "disempower" and c.value == "self" for c in spec.cost):
        raise IllegalAction(  # "disempower this" is a cost only an Empowered object can pay
            "357",
            f"{name(state, obj.pid)} is not Empowered: its disempower cost cannot be paid.",
            f"{name(state, obj.pid)} n'est pas Empowered : son coût de désempouvoir ne peut pas "
            "être payé.",
        )
    for inst in spec.cost:  # a cost the player cannot pay in full (357): spend_xp
        refused = inst.refusal_for(state, by, obj.pid)
        if refused is not None:
            raise refused
    # 358: with the economy on, the Energy and Power of its cost must be payable
    price = Cost()
    here_and_now = Context(controller=by, source=obj.pid)  # a lowered cost is read now
    for inst in spec.cost:
        price = price.plus(inst.price_in(game, here_and_now) or Cost())
    refuse_unpayable(state, by, price, obj.card.name, source=obj.pid)
    return spec


def ability_timing(card: CardDef, spec: ActivatedSpec) -> str:
    """An ability's own "[Action]"/"[Reaction]" (806, 813), else its card's timing."""
    return spec.timing or card.timing


def _use_key(obj: Obj, index: int) -> str:
    return f"act:{obj.pid}#{obj.rules_id}:{index}"  # a new object is a new ability (191)


def refuse_limited(game: Game, obj: Obj, index: int, spec: ActivatedSpec, by: str) -> None:
    """381: an ability's own limits: "usable only if/while ..." (its condition, read now for its
    controller and source) and "only once per turn" (per_turn)."""
    state = game.state
    if spec.condition:
        condition = CONDITIONS[spec.condition]
        if not condition.holds(game, Context(controller=by, source=obj.pid)):
            en, fr = condition.words
            raise IllegalAction(
                "381",
                f"{obj.card.name}'s ability is usable only if {en}, and that is not so now.",
                f"La compétence de {obj.card.name} n'est utilisable que si {fr}, ce qui n'est "
                "pas le cas maintenant.",
            )
    if spec.per_turn is not None and state.uses_this_turn.get(_use_key(obj, index), 0) >= (
        spec.per_turn
    ):
        raise IllegalAction(
            "381",
            f"{obj.card.name}'s ability has already been used this turn as often as it may be "
            f"({spec.per_turn}).",
            f"La compétence de {obj.card.name} a déjà été utilisée ce tour-ci autant de fois "
            f"qu'elle le peut ({spec.per_turn}).",
        )


def activate(game: Game, obj: Obj, index: int, by: str, targets: dict[str, str]) -> None:
    """Rules 398-406: pay the costs for real (a replaced cost still counts as paid, 357.2.a), then
    the ability goes to the chain; an Add ability resolves as it finalizes (337.2)."""
    spec = verify_activate(game, obj, index, by)
    state = game.state
    used = referenced_targets(spec.cost + spec.effect)
    card = activated(state, obj)[index - 1][1]  # whose targets it chooses from
    for target_name, kind in card.targets:
        if target_name not in used:
            continue
        pid = targets.get(target_name)
        if pid is None and not kind.startswith("up to one "):
            raise IllegalAction(
                "355",
                f"{obj.card.name}'s ability needs a target ({kind}).",
                f"La compétence de {obj.card.name} a besoin d'une cible ({kind}).",
            )
        if pid is not None and (
            pid not in state.objects  # a token id written before that token exists
            or not target_kind(kind).where_it_must_be(state.objects[pid])  # board, facedown...
            # 'here' is the ability's source's place (359.3.f.2)
            or not meets(state, state.objects[pid], kind, by, state.location(obj))
            or (target_kind(kind).another and pid == obj.pid)  # "another": never the source
            or not target_kind(kind).fits_source(state, state.objects[pid], obj)  # The List
        ):
            raise IllegalAction(
                "355",
                f"{name(state, pid)} is not a legal target ({kind}).",
                f"{name(state, pid)} n'est pas une cible légale ({kind}).",
            )
    game.step(
        "activate",
        ("398", "357"),
        t(
            f"{by} activates {obj.card.name}'s ability and pays its costs.",
            f"{by} active la compétence de {obj.card.name} et en paie les coûts.",
        ),
        [obj.pid],
    )
    chosen = {n: (pid, state.objects[pid].rules_id) for n, pid in targets.items()}
    for inst in spec.cost:  # 414.4: an exhaust cost must be possible ("exhaust a friendly unit")
        ref = str(inst.value)
        if inst.op == "exhaust" and ref.startswith("$") and ref[1:] in chosen:
            payer = state.objects[chosen[ref[1:]][0]]
            if payer.exhausted:
                raise IllegalAction(
                    "414.4",
                    f"{name(state, payer.pid)} is already exhausted: it cannot pay "
                    f"{obj.card.name}'s cost.",
                    f"{name(state, payer.pid)} est déjà épuisé : il ne peut pas payer le coût de "
                    f"{obj.card.name}.",
                )
    link = f"{obj.pid}#{obj.rules_id}"  # its linked abilities share what they banished (395, 397)
    # the costs act on what the player chose for them ("kill a friendly unit: ...", 357)
    run(
        game,
        spec.cost,
        Context(
            controller=by,
            source=obj.pid,
            targets=dict(chosen),
            target_kinds=dict(card.targets),
            cause=f"cost-{obj.pid}",
        ),
    )
    state.next_chain_id += 1
    item = ChainItem(
        id=f"c{state.next_chain_id - 1}",
        kind="ability",
        label=t(f"{obj.card.name}: activated ability", f"{obj.card.name} : compétence activée"),
        controller=by,
        source=obj.pid,
        effect=spec.effect,
        card=card,
        trigger=obj.card.name,
        targets=chosen,
        link=link,
    )
    state.chain.append(item)
    if spec.per_turn is not None:
        key = _use_key(obj, index)
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
    energy = sum((inst.price() or Cost()).energy for inst in spec.cost)
    ability_used(game, obj, by, energy)  # "when you use a gear's activated ability" (383.2)
    if any(i.op == "add" for i in spec.effect):
        item.status = "finalized"
        resolve(game, item)
        settle(game)
        return
    settle(game)


def _flow(game: Game, obj: Obj) -> None:
    """Rule 829: a spell played from the trash for its Flow cost is banished instead of leaving the
    chain any other way (a delayed replacement, 829.1.b.1)."""
    state = game.state
    state.next_replacement_id += 1
    spec = ReplacementSpec(
        would="leave_chain", subject="$card", instead=(Instruction.make("banish", "it"),), uses=1
    )
    state.replacements.append(
        ActiveReplacement(
            id=f"r{state.next_replacement_id - 1}",
            name="Flow",
            spec=spec,
            controller=obj.controller,
            source=None,
            target=(obj.pid, obj.rules_id),
            uses_left=1,
            created=state.tick() - 1,
        )
    )
    game.step(
        "effect",
        ("829", "829.1.b.1"),
        t(
            f"{obj.card.name} is played from the trash with Flow: if it would leave the chain, it "
            "is banished instead.",
            f"{obj.card.name} est joué depuis la défausse avec Flux : s'il devait quitter la "
            "chaîne, il est banni à la place.",
        ),
        [obj.pid],
    )


def _gains_repeat(game: Game, obj: Obj, by: str) -> CardDef | None:
    """Uses up one "the next spell you play this turn gains [Repeat] equal to its cost" (Temporal
    Portal) its player has left: as it is played, the spell has Repeat priced at its printed cost
    (206, 820), until it becomes a new object (124.1). A spell with its own Repeat keeps it."""
    state = game.state
    key = f"next_spell_repeat:{by}"
    card = obj.card
    if card.type != "spell" or not state.uses_this_turn.get(key):
        return None
    state.uses_this_turn[key] -= 1
    if card.repeat is not None:
        return None
    energy, power = card.printed_cost or (0, 0)
    repeat = Cost(energy).plus(_own_power(card, power))
    obj.card = replace(card, repeat=repeat, optional_costs=(*card.optional_costs, "Repeat"))
    game.step(
        "effect",
        ("820",),
        t(
            f"{card.name} gains [Repeat] {repeat.words()['en']} (its cost) as it is played: the "
            "next spell played this turn.",
            f"{card.name} gagne [Repeat] {repeat.words()['fr']} (son coût) en étant joué : le "
            "prochain sort joué ce tour-ci.",
        ),
        [obj.pid],
    )
    return state.copied.pop(obj.pid, card)


def _next_unit_ready(state: State, item: ChainItem) -> bool:
    """Uses up one "the next unit you play this turn comes in ready" its player has left."""
    key = f"next_unit_ready:{item.controller}"
    if not state.uses_this_turn.get(key):
        return False
    state.uses_this_turn[key] -= 1
    return True


def enters_ready(game: Game, obj: Obj, controller: str, paid: tuple[str, ...] = ()) -> bool:
    """359.2 overridden by the card's own text (002): "I come into play ready", perhaps "if ..."
    (a condition read as it enters, for its controller; "if you paid the additional cost" reads
    the optional costs its play paid)."""
    for spec in obj.card.abilities:
        if not isinstance(spec, StaticSpec) or spec.effect != "enters_ready":
            continue
        condition = CONDITIONS.get(spec.condition) if spec.condition else None
        if condition is None or condition.holds(
            game, Context(controller=controller, source=obj.pid, paid=paid)
        ):
            return True
    return False
