"""Triggered abilities: own-death capture with its snapshot (808.1.d), observers noticing what
happened (383.2.c), and the order simultaneous triggers go on the chain (383.3.d)."""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from typing import TYPE_CHECKING, Any

from engine.model import keywords
from engine.model.card import Instruction, StaticSpec, TriggerSpec
from engine.model.events import Event
from engine.model.keywords import value as keyword_value
from engine.model.state import Battlefield, ChainItem, LogEvent, Obj, State
from engine.model.text import located, name, place, t
from engine.model.trigger_kinds import Occasion, waiting_for
from engine.record.timeline import Decision, Option

if TYPE_CHECKING:
    from engine.record.game import Game


def death_snapshot(state: State, obj: Obj) -> dict[str, Any]:
    """What the game notes about a dying unit for its own death triggers (808.1.d.3, 323.4)."""
    location = state.location(obj)
    others = (
        [
            u.pid
            for u in state.units_at(location)
            if u.pid != obj.pid and u.controller == obj.controller
        ]
        if location
        else []
    )
    return {
        "location": location,
        "might": state.might(obj),
        "controller": obj.controller,
        "owner": obj.owner,
        "attachments": [g.pid for g in state.attachments(obj)],
        "alone": not others,
        "rules_id": obj.rules_id,
    }


def trigger_name(obj: Obj, spec: TriggerSpec) -> str:
    return (
        "deathknell"
        if spec.when == "i_die" and obj.card.has_keyword("Deathknell")
        else obj.card.name
    )


def trigger_item(
    state: State,
    obj: Obj,
    spec: TriggerSpec,
    controller: str,
    snapshot: dict[str, Any] | None,
    provisional: bool,
) -> ChainItem:
    state.next_chain_id += 1
    keyword = "Deathknell" if trigger_name(obj, spec) == "deathknell" else None
    # a keyword that is short for a 'when you play me' ability (Vision 817, Weaponmaster 821)
    short_for = (
        spec.effect[0].title[0]
        if len(spec.effect) == 1 and spec.effect[0].op in ("vision", "weaponmaster", "quick_draw")
        else None
    )
    who = name(state, obj.pid)  # numbered when two share the card's name: which one triggered
    label = t(
        f"{keyword} — {who}"
        if keyword
        else f"{short_for} — {who}"
        if short_for
        else f"{who}: triggered ability",
        f"Agonie — {who}"
        if keyword
        else f"{short_for} — {who}"
        if short_for
        else f"{who} : compétence déclenchée",
    )
    return ChainItem(
        id=f"c{state.next_chain_id - 1}",
        kind="ability",
        label=label,
        controller=controller,
        source=obj.pid,
        effect=spec.effect,
        card=obj.card,
        trigger=trigger_name(obj, spec),
        snapshot=snapshot,
        provisional=provisional,
        optional=spec.optional,
    )


def held_triggers(state: State, obj: Obj, when: str) -> list[tuple[TriggerSpec, Obj | None]]:
    """The triggered abilities of that kind `obj` has: its card's, then those its attached
    Equipment's effect text gives it (136.2: "Equipped unit: when I conquer, ..."), each with the
    gear it comes from (None for its own)."""
    own: list[tuple[TriggerSpec, Obj | None]] = [
        (s, None) for s in obj.card.triggers(when) if holder_condition_holds(state, obj, s)
    ]
    return own + [
        (spec, gear)
        for gear in state.attachments(obj)
        if gear.on_board
        for spec in gear.card.grants
        if isinstance(spec, TriggerSpec) and spec.when == when
    ]


def held_item(
    state: State,
    obj: Obj,
    spec: TriggerSpec,
    gear: Obj | None,
    controller: str,
    snapshot: dict[str, Any] | None = None,
) -> ChainItem:
    """The chain item of one of `obj`'s triggered abilities; one an Equipment grants is the
    unit's ability ('I' and 'me' are the unit, 136.2) written on the gear's card (its targets)."""
    item = trigger_item(state, obj, spec, controller, snapshot, provisional=False)
    if gear is not None:
        item.card = gear.card
        item.label = t(
            f"{name(state, obj.pid)}: triggered ability (from {name(state, gear.pid)})",
            f"{name(state, obj.pid)} : compétence déclenchée (de {name(state, gear.pid)})",
        )
    return item


def capture_own_death(game: Game, pids: list[str], rule: str) -> list[ChainItem]:
    """Rules 323.4 (cleanup) and 428.1.a.1.b (a kill instruction or cost): before a unit dies, its
    own death triggers become pending chain items, with a snapshot of the unit. Provisional:
    removed if the death is replaced (808.1.d.1)."""
    state = game.state
    own = tuple(k.name for k in waiting_for("own_death"))
    items = []
    for pid in pids:
        obj = state.objects[pid]
        if any(i.provisional and i.source == pid for i in state.chain):
            continue  # already captured by cleanup step 3a
        granted = [
            (spec, gear)
            for gear in state.attachments(obj)
            for spec in gear.card.grants
            if isinstance(spec, TriggerSpec) and spec.when in own
        ]
        dying = Occasion("own_death", obj, obj.controller)
        mine = [
            (spec, None)
            for kind in waiting_for("own_death")
            for spec in obj.card.triggers(kind.name)
            if kind.fires(state, obj, spec, dying)  # "when I die in combat": read as it dies
        ]
        for spec, gear in mine + granted:
            deathknell = trigger_name(obj, spec) == "deathknell" or gear is not None
            if gear is None and not holder_condition_holds(state, obj, spec):
                continue  # an [Empowered] Deathknell: read before it dies (828.1.c, 808.1.d.3)
            extra = (
                sum(
                    o.card.static("deathknell_extra")
                    for o in state.objects.values()
                    if o.on_board and o.controller == obj.controller
                )
                if deathknell
                else 0
            )
            for _ in range(1 + extra):
                item = trigger_item(
                    state, obj, spec, obj.controller, death_snapshot(state, obj), provisional=True
                )
                if (
                    gear is not None
                ):  # a linked ability granted by the gear (395, 397): its cards are the gear's
                    item.trigger = "deathknell"
                    item.label = t(
                        f"Deathknell — {name(state, obj.pid)} (from {name(state, gear.pid)})",
                        f"Agonie — {name(state, obj.pid)} (de {name(state, gear.pid)})",
                    )
                    item.link = f"{gear.pid}#{gear.rules_id}"
                    state.link_sources[item.link] = gear.pid
                items.append(item)
    if not items:
        return []
    add_to_chain(game, items)
    for item in items:
        snap = item.snapshot or {}
        game.step(
            "capture",
            (rule, "808.1.d.3"),
            t(
                f"{item.label['en']} is captured as a pending chain item before "
                f"{name(state, item.source)} dies; noted: location "
                f"{located(state, snap.get('location'))['en']}, Might {snap.get('might')}, "
                f"controller {snap.get('controller')}.",
                f"{item.label['fr']} est capturée comme objet de chaîne en attente avant que "
                f"{name(state, item.source)} meure ; noté : lieu "
                f"{located(state, snap.get('location'))['fr']}, puissance "
                f"{snap.get('might')}, contrôleur {snap.get('controller')}.",
            ),
            [item.source or ""],
            explain=t(
                "Provisional: if the death is replaced, the ability is removed (808.1.d.1). Its "
                "controller is the unit's controller now (191.4.a).",
                "Provisoire : si la mort est remplacée, la compétence est retirée (808.1.d.1). Son "
                "contrôleur est le contrôleur actuel de l'unité (191.4.a).",
            ),
        )
    order_new_items(game, items)
    return items


def settle_captures(game: Game, dying: list[str], happened: list[Event]) -> None:
    """After the moment: keep the captured triggers of units that died, remove the others
    (808.1.d.1)."""
    state = game.state
    died = {e.obj for e in happened if e.kind == "die"}
    for item in [i for i in state.chain if i.provisional and i.source in dying]:
        if item.source in died:
            item.provisional = False
            state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
        else:
            state.chain.remove(item)
            game.step(
                "capture_removed",
                ("808.1.d.1",),
                t(
                    f"{item.label['en']} is removed from the chain: {name(state, item.source)} did "
                    "not die.",
                    f"{item.label['fr']} est retirée de la chaîne : {name(state, item.source)} "
                    "n'est pas mort.",
                ),
                [item.source or ""],
                explain=t(
                    "The death was replaced, so nothing that waits for a death happens "
                    "(370.1.a.1).",
                    "La mort a été remplacée : rien de ce qui attend une mort n'a lieu "
                    "(370.1.a.1).",
                ),
            )


def _condition_holds(spec: TriggerSpec, subject: Obj) -> bool:
    """The part of a trigger condition written right after it (383.2.a.1), e.g. 'another
    non-Recruit unit'."""
    for key, value in spec.condition:
        if key == "not_tag" and value in subject.card.tags:
            return False
        if key == "tag" and value not in subject.card.tags:
            return False
    return True


def holder_condition_holds(state: State, holder: Obj, spec: TriggerSpec) -> bool:
    """The part of a trigger condition about the ability's own card and its controller, checked
    as the condition is met (383.2.a.1): `holder_at: battlefield` ("if I'm at a battlefield") and
    `min_xp: N` (a [Level N] ability exists only while its controller has N XP, 824.1.c) and
    `while: empowered` (an [Empowered] ability exists only while its card has the status, 441)."""
    for key, value in spec.condition:
        if key == "holder_at" and state.location(holder) not in state.battlefields:
            return False
        if key == "min_xp" and state.players[holder.controller].xp < int(value):
            return False
        if key == "while" and value == "empowered" and not holder.empowered:
            return False
    return True


def within_limit(state: State, obj: Obj, spec: TriggerSpec) -> bool:
    """'The first time ... each turn' (383.1.b): count the turn's triggers of this ability."""
    if spec.per_turn is None:
        return True
    key = f"{obj.pid}:{obj.rules_id}:{obj.card.abilities.index(spec)}"
    if state.uses_this_turn.get(key, 0) >= spec.per_turn:
        return False
    state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
    return True


def acting_player(state: State, event: Event) -> str | None:
    """Who did it: the controller of the cost's object, or of the spell or ability resolving; a
    standard move is its units' controller's (the turn player's action, 445)."""
    cause = event.cause or ""
    if cause.startswith("cost-") and cause[5:] in state.objects:
        return state.objects[cause[5:]].controller
    if cause == "standard move" and event.obj in state.objects:
        return state.objects[event.obj].controller
    item = state.item(state.resolving) if state.resolving else None
    return item.controller if item is not None else None


def _players_acts_seen(state: State, happened: list[Event]) -> list[ChainItem]:
    """A player's action seen by a permanent (engine/vocabulary/act_triggers.py): "when you stun an
    enemy unit", "when you buff me". The occasion is `<event kind>_by`, its player whoever did it
    (`acting_player`), its subject what it was done to, `it` in the effect; a kind that says
    `once_per_moment` ("one enemy unit or more") triggers once for the whole moment."""
    items: list[ChainItem] = []
    done: set[tuple[str, str]] = set()
    for event in happened:
        kinds = waiting_for(f"{event.kind}_by", "observer")
        subject = state.objects.get(event.obj) if event.obj else None
        if not kinds or subject is None:
            continue
        # a death is a player's kill only when an instruction or a cost killed it (428.1.a)
        who = acting_player(state, event) if event.kind != "die" or event.active else None
        occasion = Occasion(f"{event.kind}_by", subject, who)
        for holder in state.board.triggering(tuple(k.name for k in kinds), state.objects):
            for kind in kinds:
                if getattr(kind, "once_per_moment", False) and (holder.pid, kind.name) in done:
                    continue
                for spec in holder.card.triggers(kind.name):
                    if kind.fires(state, holder, spec, occasion) and within_limit(
                        state, holder, spec
                    ):
                        done.add((holder.pid, kind.name))
                        item = trigger_item(state, holder, spec, holder.controller, None, False)
                        item.snapshot = {"it": subject.pid}
                        if state.location(subject) in state.battlefields:  # "that battlefield"
                            item.snapshot["moved_to"] = state.location(subject)
                        items.append(item)
    return items


def _battlefields_see(state: State, happened: list[Event]) -> list[ChainItem]:
    """A battlefield's own abilities met by what happened to a unit there (Back-Alley Bar's "when a
    unit moves from here", Ripper's Bay's "when a unit here goes back to a hand", 190.6); `it` is
    the unit, `here` the battlefield."""
    items: list[ChainItem] = []
    kinds = waiting_for("seen_here")
    for event in happened if kinds else []:
        subject = state.objects.get(event.obj) if event.obj else None
        if subject is None or not subject.is_unit:
            continue
        for kind in (k for k in kinds if getattr(k, "event", None) == event.kind):
            bf = state.battlefields.get(str(kind.where(state, subject)))  # type: ignore[attr-defined]
            if bf is None:
                continue
            for spec in bf.card.triggers(kind.name):
                state.next_chain_id += 1
                items.append(
                    ChainItem(
                        id=f"c{state.next_chain_id - 1}",
                        kind="ability",
                        controller=kind.player(state, bf, subject),  # type: ignore[attr-defined]
                        source=None,
                        label=t(
                            f"{bf.card.name}: {kind.words[0]}", f"{bf.card.name} : {kind.words[1]}"
                        ),
                        effect=spec.effect,
                        card=bf.card,
                        trigger=bf.card.name,
                        snapshot={"location": bf.id, "it": subject.pid},
                        optional=spec.optional,
                    )
                )
    return items


def notice(game: Game, happened: list[Event]) -> None:
    """Conditions evaluated after the moment (383.2.c): an observer that left in it does not trigger
    (383.2.c.2); the dead unit's controller is read from the moment it died (359.3.f.3)."""
    state = game.state
    items = []
    for event in happened:
        subject = state.objects.get(event.obj) if event.obj else None
        if subject is None:
            continue
        if event.kind == "damage" and subject.on_board:
            fire_delayed(game, "it_is_dealt_damage", subject=subject)
            fire_delayed(game, "a_unit_is_dealt_damage", subject=subject)
        # what happened to an object sets off its own "when I ..." (the kinds held by "self")
        # who did it: a readying is its instruction's controller's (415.1, "when you ready me")
        actor = event.player if event.kind == "ready" and event.player else subject.controller
        happened_to_it = Occasion(event.kind, subject, actor)
        # a move's destination, noted for an effect that names "that battlefield" (359.3.f.3)
        noted = {"moved_to": event.to} if event.kind == "move" and event.to else None
        # "at the place I left" (Lillia, Fae Fawn): where the move started, noted with it
        left = {**(noted or {}), "moved_from": state.moved_from.get(subject.pid)}
        items += [
            held_item(
                state,
                subject,
                spec,
                gear,
                subject.controller,
                left
                if noted
                and any(i.op == "create" and i.arg("at") == "where_i_was" for i in spec.effect)
                else noted
                if any(i.op == "bring_there" for i in spec.effect)
                else None,
            )
            for kind in waiting_for(event.kind, "self")
            for spec, gear in held_triggers(state, subject, kind.name)
            if kind.fires(state, subject, spec, happened_to_it)
        ]
        if event.kind != "die" or not subject.is_unit:
            continue
        fire_delayed(game, "it_dies", subject=subject)  # "if it dies this turn" (389)
        killer = state.item(event.cause or "")
        if event.active and killer is not None and killer.kind == "spell":
            killed = Occasion("kill_with_spell", subject, killer.controller)
            kinds = waiting_for("kill_with_spell")
            for obj in state.board.triggering(
                tuple(k.name for k in kinds), state.objects
            ):  # 385: from the trash
                for kind in kinds:
                    for spec in obj.card.triggers(kind.name):
                        if kind.fires(state, obj, spec, killed):
                            items.append(
                                trigger_item(state, obj, spec, obj.owner, None, provisional=False)
                            )
        controller_at_death = state.last_on_board.get(subject.pid, {}).get(
            "controller", subject.controller
        )
        death = Occasion("death", subject, controller_at_death)
        observers = waiting_for("death", "observer")
        for obj in state.board.triggering(tuple(k.name for k in observers), state.objects):
            if not obj.on_board or obj.pid == subject.pid:
                continue
            for kind in observers:
                for spec in obj.card.triggers(kind.name):
                    if not kind.fires(state, obj, spec, death):
                        continue
                    if not (_condition_holds(spec, subject) and within_limit(state, obj, spec)):
                        continue
                    items.append(
                        trigger_item(
                            state,
                            obj,
                            spec,
                            obj.controller,
                            {"died": subject.pid},
                            provisional=False,
                        )
                    )
    items += _players_acts_seen(state, happened)
    items += _battlefields_see(state, happened)
    items += events_seen(state, happened)
    items += became_mighty(state)
    if items:
        add_to_chain(game, items)
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
            game.step(
                "trigger",
                ("383.2.c",),
                t(
                    f"{item.label['en']} triggers and becomes a pending chain item.",
                    f"{item.label['fr']} se déclenche et devient un objet de chaîne en attente.",
                ),
                [item.source or ""],
            )
        order_new_items(game, items)


def add_to_chain(game: Game, items: list[ChainItem]) -> None:
    """Rule 383.3.d: players add theirs in turn order from the turn player (so the turn player's end
    up lowest); each controller orders their own, after the steps that show them arriving."""
    state = game.state
    for player in state.turn_order:
        state.chain.extend(i for i in items if i.controller == player)


def order_new_items(game: Game, items: list[ChainItem]) -> None:
    """Let each controller order their own simultaneous triggers (383.3.d), in turn order."""
    state = game.state
    for player in state.turn_order:
        mine = [i for i in items if i.controller == player and i in state.chain]
        if len(mine) < 2 or len({(i.source, i.trigger) for i in mine}) < 2:
            continue
        ordered = _ordered(game, player, mine)
        slots = sorted(state.chain.index(i) for i in mine)
        for slot, item in zip(slots, ordered, strict=True):
            state.chain[slot] = item


def _ordered(game: Game, player: str, items: list[ChainItem]) -> list[ChainItem]:
    keys = [i.source or i.id for i in items]
    by_key = dict(zip(keys, items, strict=True))
    orders = list(permutations(keys)) if len(keys) <= 4 else [tuple(keys)]
    shown = {k: by_key[k].label for k in keys}
    if len({label["en"] for label in shown.values()}) < len(keys):
        # two abilities of one name (two copies of a card): name each by its source, as seen
        for k in keys:
            source = game.state.objects.get(by_key[k].source or "")
            if source is not None:
                who, card = name(game.state, source.pid), source.card.name
                shown[k] = {
                    lang: text[: -len(card)] + who if text.endswith(card) else f"{text} ({who})"
                    for lang, text in shown[k].items()
                }
    options = tuple(
        Option(
            "order:" + ">".join(o),
            t(
                "Added first (resolves last): " + ", then ".join(shown[k]["en"] for k in o),
                "Ajoutée d'abord (résolue en dernier) : "
                + ", puis ".join(shown[k]["fr"] for k in o),
            ),
        )
        for o in orders
    )
    decision = Decision(
        "trigger_order",
        player,
        "383.3.d",
        t(
            f"{player} puts several triggered abilities on the chain at once and chooses their "
            "order.",
            f"{player} met plusieurs compétences déclenchées sur la chaîne en même temps et "
            "choisit leur ordre.",
        ),
        options,
        objects=tuple(i.source for i in items if i.source),
    )
    names = {by_key[k].label["en"].split(" — ")[-1].split(":")[0]: k for k in keys}

    def by_names(answer: str) -> str | None:
        if not answer.startswith("order:"):
            return None
        wanted = [names.get(n, n) for n in answer[6:].split(">")]
        listed = [k for k in wanted if k in keys]
        return "order:" + ">".join(listed + [k for k in keys if k not in listed])

    key = game.decide(decision, normalize=by_names)
    return [by_key[k] for k in key.split(":", 1)[1].split(">")]


def fire_delayed(
    game: Game, when: str, player: str | None = None, subject: Obj | None = None
) -> None:
    """Delayed abilities (389-392) whose condition just happened: they go on the chain for their
    controller, whatever became of their source; one bound to an object fires only for that
    object."""
    state = game.state
    fired = []
    for delayed in list(state.delayed_triggers):
        if delayed.when != when or (player is not None and delayed.controller != player):
            continue
        bound = delayed.on
        target = subject
        if bound is not None and subject is None:
            candidate = state.objects.get(bound[0])
            target = candidate if candidate is not None and candidate.rules_id == bound[1] else None
            if target is None:
                continue
        elif bound is not None and (subject is None or _identity(state, subject, when) != bound):
            continue
        if delayed.uses is not None:
            delayed.uses -= 1
            if delayed.uses <= 0:
                state.delayed_triggers.remove(delayed)
        state.next_chain_id += 1
        item = ChainItem(
            id=f"c{state.next_chain_id - 1}",
            kind="ability",
            controller=delayed.controller,
            source=None,
            label=t(f"{delayed.name}: delayed ability", f"{delayed.name} : compétence différée"),
            effect=delayed.effect,
            trigger=delayed.name,
            link=delayed.link,
            snapshot={"it": target.pid} if target is not None else None,
        )
        if delayed.card is not None:  # it chooses its targets among its source card's (Iascylla)
            item.card = delayed.card
            item.snapshot = {**(item.snapshot or {}), "location": delayed.location}
        fired.append(item)
        state.chain.append(item)
        state.log.append(LogEvent("trigger", delayed.name, of=target.pid if target else None))
        game.step(
            "trigger",
            ("389", "392"),
            t(
                f"{item.label['en']} triggers; it works whatever became of its source (392)"
                + (
                    " and reaches only the cards its own effect banished (427.3)."
                    if when == "you_conquer"
                    else "."
                ),
                f"{item.label['fr']} se déclenche ; elle fonctionne quel que soit le sort de sa "
                "source (392)"
                + (
                    " et n'atteint que les cartes bannies par son propre effet (427.3)."
                    if when == "you_conquer"
                    else "."
                ),
            ),
            [target.pid] if target else [],
        )
    order_new_items(game, fired)


def _identity(state: State, subject: Obj, when: str) -> tuple[str, int]:
    """The object a bound delayed ability waits on, as the occasion saw it: a unit that died is
    the object it was on the board, as it last was there (124, 359.3.f.3)."""
    if when == "it_dies":
        noted = state.last_on_board.get(subject.pid, {})
        return subject.pid, int(noted.get("rules_id", subject.rules_id))
    return subject.pid, subject.rules_id


def scored(game: Game, bf: Battlefield, player: str, how: str) -> None:
    """What a conquest or a hold sets off (383.4.c): delayed abilities waiting for it, a legend's
    "when you conquer or hold" (that battlefield is "here" for it), and the battlefield's own
    "when you conquer / hold / score here", controlled by its controller (190.6)."""
    state = game.state
    if how == "conquer":
        fire_delayed(game, "you_conquer", player=player)
        for unit in [
            o
            for o in state.objects.values()
            if o.is_unit and o.on_board and o.controller == player and state.location(o) == bf.id
        ]:  # "this turn, that unit has 'when I conquer, ...'" (Relentless Pursuit)
            fire_delayed(game, "it_conquers", subject=unit)
    else:
        for other in state.turn_order:
            if other != player:
                fire_delayed(game, "an_opponent_holds", player=other)
        for card in [  # "when that player holds" (Ashe, Focused): bound to a card they own
            o
            for d in state.delayed_triggers
            if d.when == "its_owner_holds" and d.on is not None
            for o in (state.objects.get(d.on[0]),)
            if o is not None and o.owner == player and o.rules_id == d.on[1]
        ]:
            fire_delayed(game, "its_owner_holds", subject=card)
    # everything this conquest or hold sets off is simultaneous: each controller orders their
    # own (383.3.d), once all of them are pending; a legend triggers whether ready or exhausted
    # (174: its "you may exhaust me to" does nothing when it is already exhausted, 414.1.c)
    pending: list[ChainItem] = []
    legends = [o for o in state.objects.values() if o.zone == f"legend:{player}"]
    scoring = Occasion(how, None, player, at=bf.id)
    for (
        legend
    ) in legends:  # "when you conquer or hold" on a legend: that battlefield is "here" for it
        for kind, spec in (
            (k, s)
            for k in waiting_for("score_legend")
            for s in legend.card.triggers(k.name)
            if k.fires(state, legend, s, scoring)
        ):
            state.next_chain_id += 1
            items_from_legend = ChainItem(
                id=f"c{state.next_chain_id - 1}",
                kind="ability",
                controller=player,
                source=legend.pid,
                label=t(
                    f"{legend.card.name}: {kind.words[0]}", f"{legend.card.name} : {kind.words[1]}"
                ),
                effect=spec.effect,
                card=legend.card,
                trigger=legend.card.name,
                snapshot={"location": bf.id},
                optional=spec.optional,
            )
            add_to_chain(game, [items_from_legend])
            pending.append(items_from_legend)
            state.log.append(LogEvent("trigger", legend.card.name, of=legend.pid))
            game.step(
                "trigger",
                ("383.4.c",),
                t(
                    f"{items_from_legend.label['en']} triggers for {place(game.state, bf.id)}.",
                    f"{items_from_legend.label['fr']} se déclenche pour "
                    f"{place(game.state, bf.id)}.",
                ),
                [legend.pid],
            )
    # a card's "whenever you conquer" that works from its owner's trash (Super Mega Death Rocket!)
    from_trash = [
        trigger_item(state, card, spec, player, None, False)
        for card in list(state.objects.values())
        if card.zone == "trash" and card.owner == player
        for kind in waiting_for("score_trash")
        for spec in card.card.triggers(kind.name)
        if kind.fires(state, card, spec, scoring)
    ]
    if from_trash:
        add_to_chain(game, from_trash)
        pending += from_trash
        for item in from_trash:
            state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
            game.step(
                "trigger",
                ("383.4.c",),
                t(
                    f"{item.label['en']} triggers from the trash: {player} {how}s "
                    f"{place(game.state, bf.id)}.",
                    f"{item.label['fr']} se déclenche depuis la défausse : {player} "
                    f"{'conquiert' if how == 'conquer' else 'tient'} {place(game.state, bf.id)}.",
                ),
                [item.source or ""],
            )
    # a unit's own "when I conquer" / "when I hold": the scoring player's units there (383.4.c)
    unit_items = [
        held_item(state, o, spec, gear, player)
        for o in list(state.objects.values())
        if o.is_unit and o.on_board and o.controller == player and state.location(o) == bf.id
        for kind in waiting_for(how) + _swapped_kinds(state, o, how)
        for spec, gear in held_triggers(state, o, kind.name)
        if kind.fires(state, o, spec, Occasion(how, o, player, at=bf.id))
    ]
    if unit_items:
        add_to_chain(game, unit_items)
        pending += unit_items
        for item in unit_items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
            game.step(
                "trigger",
                ("383.4.c",),
                t(
                    f"{item.label['en']} triggers: {player} {how}s {place(game.state, bf.id)}.",
                    f"{item.label['fr']} se déclenche : {player} "
                    f"{'conquiert' if how == 'conquer' else 'tient'} {place(game.state, bf.id)}.",
                ),
                [item.source or ""],
            )
    items = []
    for kind in waiting_for(f"{how}_here") + waiting_for("score_here"):
        met = getattr(kind, "met", None)  # a condition written with it, read now (383.2.a.1)
        if met is not None and not met(state, bf, player):
            continue
        for spec in bf.card.triggers(kind.name):
            state.next_chain_id += 1
            items.append(
                ChainItem(
                    id=f"c{state.next_chain_id - 1}",
                    kind="ability",
                    controller=player,
                    source=None,
                    label=t(
                        f"{bf.card.name}: {kind.words[0]}", f"{bf.card.name} : {kind.words[1]}"
                    ),
                    effect=spec.effect,
                    card=bf.card,
                    trigger=bf.card.name,
                    snapshot={"location": bf.id},
                    optional=spec.optional,
                )
            )
    if items:
        add_to_chain(game, items)
        pending += items
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=bf.id))
            game.step(
                "trigger",
                ("383.4.c", "190.6"),
                t(
                    f"{item.label['en']} triggers, controlled by {player}, who controls "
                    f"{place(game.state, bf.id)} (190.6).",
                    f"{item.label['fr']} se déclenche, contrôlée par {player}, qui contrôle "
                    f"{place(game.state, bf.id)} (190.6).",
                ),
            )
    order_new_items(game, pending)
    # an additional time: the same abilities again, above them in the order just chosen
    _extra_times(game, bf, player, how, [i for i in state.chain if i in pending])


def _swapped_kinds(state: State, unit: Obj, how: str) -> tuple[Any, ...]:
    """Skyfall of Areion ("Equipped unit: my hold effects count as conquer effects too, and my
    conquer effects as hold effects"): a unit given that by an Equipment also has its abilities of
    the other kind set off by this scoring."""
    swaps = any(
        isinstance(spec, StaticSpec) and spec.effect == "my_hold_and_conquer_effects_swap"
        for gear in state.attachments(unit)
        if gear.on_board
        for spec in gear.card.grants
    )
    return waiting_for("hold" if how == "conquer" else "conquer") if swaps else ()


def _extra_times(
    game: Game, bf: Battlefield, player: str, how: str, pending: list[ChainItem]
) -> list[ChainItem]:
    """Red Brambleback, Blue Sentinel: "your conquer (hold) effects for conquering (holding) here
    trigger an additional time" — a static ability of a unit of the scoring player's at that
    battlefield (each one adds a time): every conquer or hold ability this scoring set off for
    that player triggers again; the copies go on the chain above, in the order the player chose
    for the first ones."""
    state = game.state
    givers = [
        o
        for o in state.objects.values()
        if o.on_board
        and o.controller == player
        and state.location(o) == bf.id
        and o.card.static(f"{how}_extra")
    ]
    extra = sum(o.card.static(f"{how}_extra") for o in givers)
    mine = [i for i in pending if i.controller == player]
    again: list[ChainItem] = []
    for _ in range(extra):
        for item in mine:
            state.next_chain_id += 1
            again.append(replace(item, id=f"c{state.next_chain_id - 1}"))
    if not again:
        return []
    add_to_chain(game, again)
    who = ", ".join(name(state, o.pid) for o in givers)
    for item in again:
        state.log.append(LogEvent("trigger", item.trigger or "", of=item.source or bf.id))
        game.step(
            "trigger",
            ("383.4.c", "002"),
            t(
                f"{item.label['en']} triggers an additional time ({who}).",
                f"{item.label['fr']} se déclenche une fois de plus ({who}).",
            ),
            [item.source or ""],
        )
    return again


def played(game: Game, obj: Obj, paid: tuple[str, ...], played_from: str | None = None) -> None:
    """Rule 383.4.a.2: 'when you play me' abilities become pending once the card has been played;
    they know which optional costs were paid for it (359.3.e.14: 'if you paid'); one whose
    condition says `from_facedown` ("when played from face down", 811.6) only if it was."""
    state = game.state
    hidden = (played_from or "").startswith("facedown:")
    items = [
        trigger_item(state, obj, spec, obj.controller, None, provisional=False)
        for kind in waiting_for("play")
        for spec in obj.card.triggers(kind.name)
        if holder_condition_holds(state, obj, spec)
        and (hidden or ("from_facedown", "True") not in spec.condition)
    ]
    # [Vision] given by a keyword aura ("your Mechs have [Vision]", 801.3): the unit has it as it
    # is played, so each instance is its own "when you play me" (817.1.b, 817.2), first (803)
    given = keyword_value(keywords.aura_keywords(state, obj), "Vision") if obj.is_unit else 0
    if given:
        vision = TriggerSpec("you_play_me", (Instruction.make("vision", 1),))
        items[:0] = [
            trigger_item(state, obj, vision, obj.controller, None, provisional=False)
            for _ in range(given)
        ]
    # [Quick-Draw] an Equipment had in its player's hand (Jax, Unmatched; 819.1.d): one trigger
    if played_from == "hand" and keywords.quick_draw_given(state, obj, obj.controller or ""):
        attach = TriggerSpec("you_play_me", (Instruction.make("quick_draw", "me"),))
        items.append(trigger_item(state, obj, attach, obj.controller, None, provisional=False))
    for item in items:
        item.paid = paid
    if items:
        add_to_chain(game, items)
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=obj.pid))
            game.step(
                "trigger",
                ("383.4.a",),
                t(
                    f"{item.label['en']} triggers: {obj.card.name} was played.",
                    f"{item.label['fr']} se déclenche : {obj.card.name} a été joué.",
                ),
                [obj.pid],
            )


def combat_begins(
    game: Game,
    attackers: list[str],
    defenders: list[str],
    rules: tuple[str, ...] = ("464.2.e", "383.4.e"),
    opening: tuple[Battlefield, str] | None = None,
) -> None:
    """Rules 464.2.e, 383.4.e: as combat begins, attack and defend triggers go on the chain, the
    attacker's first and the defender's last (464.2.e.1). `opening` (the battlefield and the
    defending player) is given only as combat opens: the battlefield's own "when you defend
    here" is met then, once per combat (383.4.f.2.a)."""
    state = game.state
    items: list[ChainItem] = []
    seeing = waiting_for("role_taken", "observer")
    for side, occasion in ((attackers, "attack"), (defenders, "defend")):
        for pid in side:
            obj = state.objects[pid]
            # a friendly permanent seeing the unit take its role (Mask of Foresight), `it` the unit
            role = Occasion(occasion, obj, obj.controller, at=state.location(obj))
            for holder in state.board.triggering(tuple(k.name for k in seeing), state.objects):
                for spec in (
                    s
                    for k in seeing
                    for s in holder.card.triggers(k.name)
                    if k.fires(state, holder, s, role)
                ):
                    item = trigger_item(state, holder, spec, holder.controller, None, False)
                    item.snapshot = {"it": obj.pid}
                    items.append(item)
            for spec, gear in (
                (s, g)
                for k in waiting_for(occasion)
                for s, g in held_triggers(state, obj, k.name)
                # the part of the condition right after it, checked now (383.2.a.1)
                if k.fires(state, obj, s, Occasion(occasion, obj, obj.controller))
            ):
                items.append(held_item(state, obj, spec, gear, obj.controller))
    if opening is not None:
        bf, defender = opening
        # "when you defend at a battlefield" on the defender's other permanents (Loyal Pup): that
        # battlefield is noted, as a move trigger notes where it went (bring_there, 359.3.f.3)
        observers = waiting_for("you_defend", "observer")
        for obj in state.board.triggering(tuple(k.name for k in observers), state.objects):
            if not obj.on_board or obj.controller != defender:
                continue
            items += [
                trigger_item(state, obj, spec, defender, {"moved_to": bf.id}, provisional=False)
                for kind in observers
                for spec in obj.card.triggers(kind.name)
            ]
        for kind in waiting_for("defend_here") + waiting_for("combat_begins_here"):
            for spec in bf.card.triggers(kind.name):
                state.next_chain_id += 1
                items.append(
                    ChainItem(
                        id=f"c{state.next_chain_id - 1}",
                        kind="ability",
                        controller=defender
                        if kind.occasion == "defend_here"
                        else bf.controller or state.turn_player,
                        source=None,
                        label=t(
                            f"{bf.card.name}: {kind.words[0]}",
                            f"{bf.card.name} : {kind.words[1]}",
                        ),
                        effect=spec.effect,
                        card=bf.card,
                        trigger=bf.card.name,
                        snapshot={"location": bf.id},
                        optional=spec.optional,
                    )
                )
    if items:
        state.chain.extend(items)  # attacker's first, defender's last (464.2.e.1)
        for item in items:
            here = item.source or (item.snapshot or {}).get("location")
            state.log.append(LogEvent("trigger", item.trigger or "", of=here))
            game.step(
                "trigger",
                rules,
                t(
                    f"{item.label['en']} triggers and becomes a pending chain item.",
                    f"{item.label['fr']} se déclenche et devient un objet de chaîne en attente.",
                ),
                [item.source] if item.source else [],
            )
        order_new_items(game, items)


def events_seen(state: State, happened: list[Event]) -> list[ChainItem]:
    """Any event of the moment seen by a permanent on the board (383.2.c): the kinds waiting for
    `<event kind>_seen` read the event itself (`occasion.event`): a player's draw, discard or
    score, a token's creation, a death. `it` is the object it happened to, if any. A kind that
    says `once_per_moment` ("one card or more", "one or more enemy units") triggers once for the
    whole moment, whatever number of its events happened together."""
    items: list[ChainItem] = []
    done: set[tuple[str, str]] = set()
    for event in happened:
        items += _left_the_board(state, event)
        kinds = waiting_for(f"{event.kind}_seen", "observer")
        if not kinds:
            continue
        subject = state.objects.get(event.obj) if event.obj else None
        occasion = Occasion(f"{event.kind}_seen", subject, event.player, event=event)
        for holder in state.board.triggering(tuple(k.name for k in kinds), state.objects):
            if not holder.on_board:  # 383.2.c.2: one that left in the moment does not trigger
                continue
            for kind in kinds:
                once = getattr(kind, "once_per_moment", False)
                if once and (holder.pid, kind.name) in done:
                    continue
                for spec in holder.card.triggers(kind.name):
                    if (
                        kind.fires(state, holder, spec, occasion)
                        and holder_condition_holds(state, holder, spec)
                        and within_limit(state, holder, spec)
                    ):
                        done.add((holder.pid, kind.name))
                        item = trigger_item(state, holder, spec, holder.controller, None, False)
                        if subject is not None:
                            item.snapshot = {"it": subject.pid}
                        items.append(item)
                        if once:
                            break
    return items


def became_mighty(state: State) -> list[ChainItem]:
    """Rule 708: a unit becomes Mighty as its Might goes from less than 5 to 5 or more on the
    board (one that enters with 5 or more was never less). Read after each moment against what
    was noted after the last one; the kinds waiting for `becomes_mighty` see each such unit, `it`
    the unit."""
    kinds = waiting_for("becomes_mighty", "observer")
    if not state.board.triggering(tuple(k.name for k in kinds), state.objects):
        state.mighty = None  # nobody waits for it: noted again once someone does
        return []
    before = state.mighty
    now = note_mighty(state)
    if before is None:
        return []
    risen = [
        state.objects[pid] for (pid, r), m in now.items() if m and before.get((pid, r)) is False
    ]
    items: list[ChainItem] = []
    for unit in risen:
        occasion = Occasion("becomes_mighty", unit, unit.controller)
        for holder in state.board.triggering(tuple(k.name for k in kinds), state.objects):
            for kind in kinds:
                for spec in holder.card.triggers(kind.name):
                    if kind.fires(state, holder, spec, occasion) and within_limit(
                        state, holder, spec
                    ):
                        item = trigger_item(state, holder, spec, holder.controller, None, False)
                        item.snapshot = {"it": unit.pid}
                        items.append(item)
    return items


def note_mighty(state: State) -> dict[tuple[str, int], bool]:
    """Note which units on the board are Mighty now (708): at the start, and after each moment."""
    state.mighty = {
        (o.pid, o.rules_id): (state.might(o) or 0) >= 5
        for o in state.objects.values()
        if o.is_unit and o.on_board
    }
    return state.mighty


def _left_the_board(state: State, event: Event) -> list[ChainItem]:
    """ "When I leave the board" (Treasure Trove): the object the event took off the board, by
    dying, being banished or returned to a hand, holds the kinds waiting for `left_board`; its
    controller as it left (359.3.f.3) controls the ability."""
    obj = state.objects.get(event.obj) if event.obj else None
    noted = state.last_on_board.get(event.obj or "")
    if obj is None or obj.on_board or noted is None or event.kind == "move":
        return []
    occasion = Occasion("left_board", obj, str(noted["controller"]), event=event)
    return [
        trigger_item(state, obj, spec, str(noted["controller"]), None, False)
        for kind in waiting_for("left_board", "self")
        for spec in obj.card.triggers(kind.name)
        if kind.fires(state, obj, spec, occasion)
    ]
