"""The occasions the play process, the turn and showdowns announce to the trigger kinds waiting
for them (engine/vocabulary/play_triggers.py, phase_triggers.py): a card's play completed
(350.1, 419.4.a), an object chosen as a target (383.4.b), the start of a Beginning phase (315.2,
816) or of the End of turn phase (317.1), a showdown beginning (345). Each becomes pending chain
items for their holders' controllers, ordered as simultaneous triggers are (383.3.d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.state import Battlefield, ChainItem, LogEvent, Obj, Showdown, State
from engine.model.text import name, place, t
from engine.model.trigger_kinds import Occasion, waiting_for
from engine.rules.triggers import (
    add_to_chain,
    fire_delayed,
    held_item,
    held_triggers,
    order_new_items,
    trigger_item,
    within_limit,
)

if TYPE_CHECKING:
    from engine.record.game import Game


def _observers(game: Game, occasion_kind: str, occasion: Occasion) -> list[ChainItem]:
    """Every object on the board holding a kind that waits for this occasion and fires for it;
    `it` in its effect names the occasion's subject (359.3.f.3: fixed as the condition is met)."""
    state = game.state
    kinds = waiting_for(occasion_kind, "observer")
    if not kinds:
        return []
    items = []
    for holder in state.board.triggering(tuple(k.name for k in kinds), state.objects):
        for kind in kinds:
            for spec in holder.card.triggers(kind.name):
                # "the first time ... each turn" (383.1.b) counts here too
                if kind.fires(state, holder, spec, occasion) and within_limit(state, holder, spec):
                    snapshot = {"it": occasion.subject.pid} if occasion.subject else None
                    played_at = (occasion.played_from or "").removeprefix("facedown:")
                    if getattr(kind, "notes_where_played", False) and played_at:
                        # "attach it to a unit you control here" (Edge of Night): where it was
                        # played from facedown, though the cleanup may recall it first (457.1)
                        snapshot = {**(snapshot or {}), "played_at": played_at}
                    item = trigger_item(state, holder, spec, holder.controller, None, False)
                    item.snapshot = snapshot
                    items.append(item)
    return items


def _pend(
    game: Game,
    items: list[ChainItem],
    rules: tuple[str, ...],
    why: dict[str, str],
    own_rules: dict[str, tuple[str, ...]] | None = None,
) -> None:
    """Put simultaneous triggers on the chain (383.3.d), each with a step; `own_rules` gives an
    item (by id) the rule of its own kind instead (Temporary's 816)."""
    if not items:
        return
    state = game.state
    add_to_chain(game, items)
    for item in items:
        state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
        game.step(
            "trigger",
            (own_rules or {}).get(item.id, rules),
            t(
                f"{item.label['en']} triggers ({why['en']}) and becomes a pending chain item.",
                f"{item.label['fr']} se déclenche ({why['fr']}) et devient un objet de chaîne en "
                "attente.",
            ),
            [item.source or ""],
        )
    order_new_items(game, items)


def card_played(game: Game, obj: Obj, player: str, played_from: str | None = None) -> None:
    """Rules 350.1 and 419.4.a: a card is played once its whole play is completed, by its
    resolution: a unit or gear as it enters the board, a spell once it has resolved; then the
    other cards' play triggers are evaluated (383.2.c). A countered card never gets here
    (425.1.b)."""
    state = game.state
    state.completed_plays[player] = state.completed_plays.get(player, 0) + 1
    if obj.is_unit:  # "this turn, each friendly unit that is played ..." (389)
        fire_delayed(game, "you_play_a_unit", player=player, subject=obj)
    items = _observers(game, "card_played", Occasion("card_played", obj, player, played_from))
    items += _battlefields_see_a_play(game, obj, player)
    _pend(
        game,
        items,
        ("419.4.a", "383.4.a"),
        t(f"{player} played {obj.card.name}", f"{player} a joué {obj.card.name}"),
    )


def _battlefields_see_a_play(game: Game, obj: Obj, player: str) -> list[ChainItem]:
    """A battlefield's "whenever a player plays a spell, that player may ..." (Abandoned Hall): the
    ability is that player's to use, as its text says; "here" is the battlefield."""
    state = game.state
    items = []
    for kind in waiting_for("card_played", "observer"):
        if getattr(kind, "who", None) != "any":
            continue
        card_type = getattr(kind, "card_type", None)
        if card_type is not None and obj.card.type != card_type:
            continue
        for bf in state.battlefields.values():
            for spec in bf.card.triggers(kind.name):
                seen = getattr(kind, "seen_here", None)  # "plays a unit here" (Valley of Idols)
                if seen is not None and not seen(state, bf, obj):
                    continue
                if spec.per_turn is not None:  # "each turn, the first time ..." (383.1.b)
                    key = f"{bf.id}:{kind.name}"
                    if state.uses_this_turn.get(key, 0) >= spec.per_turn:
                        continue
                    state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
                state.next_chain_id += 1
                items.append(
                    ChainItem(
                        id=f"c{state.next_chain_id - 1}",
                        kind="ability",
                        label=t(
                            f"{bf.card.name}: {kind.words[0]}",
                            f"{bf.card.name} : {kind.words[1]}",
                        ),
                        controller=player,
                        source=None,
                        effect=spec.effect,
                        card=bf.card,
                        trigger=bf.card.name,
                        snapshot={"location": bf.id, "it": obj.pid},
                        optional=spec.optional,
                    )
                )
    return items


def note_enemies_chosen(state: State, item: ChainItem, choices: list[tuple[str, int]]) -> None:
    """Counts, for this turn, the spells and abilities by which their controller chose an enemy
    unit ("after you've chosen an enemy unit this turn") and those, spells or abilities of units,
    that chose enemy units or gear ("twice this turn ... with spells or unit abilities")."""
    picked = [state.objects[p] for p, r in choices if p in state.objects]
    enemies = [
        o
        for o in picked
        if o.controller != item.controller and (o.is_unit or o.card.type == "gear")
    ]
    if any(o.is_unit for o in enemies):
        key = f"chose_enemy_unit:{item.controller}"
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
    source = state.objects.get(item.source or "")
    if enemies and (item.kind == "spell" or (source is not None and source.is_unit)):
        key = f"chose_enemies:{item.controller}"
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1


def chosen(game: Game, item: ChainItem) -> None:
    """Rule 383.4.b: once a spell or ability has finished finalizing, each object it chose as a
    target sets off its own targeting triggers, which go on the chain above it and finalize
    before anyone can respond (337.3) — whether or not the spell later resolves."""
    state = game.state
    chooser = "chosen_by_spell" if item.kind == "spell" else "chosen_by_ability"
    items = []
    # 820.2: a Repeat spell's second run made its own choices: each is its own choosing event
    choices = [*item.targets.values(), *(item.repeat_targets or {}).values()]
    note_enemies_chosen(state, item, choices)
    for pid, rules_id in choices:
        target = state.objects.get(pid)
        if target is None or target.rules_id != rules_id:
            continue
        occasion = Occasion(chooser, target, item.controller)
        for kind in waiting_for("chosen", "self"):
            for spec in target.card.triggers(kind.name):
                if kind.fires(state, target, spec, occasion):
                    items.append(trigger_item(state, target, spec, target.controller, None, False))
        items += _observers(game, "chosen", occasion)  # "whenever you choose a friendly unit"
        if item.kind == "spell":
            items += _battlefield_sees_a_choice(game, target, item.controller)
    _pend(
        game,
        items,
        ("383.4.b",),
        t(
            f"{item.label['en']} chose it as a target",
            f"{item.label['fr']} l'a choisi pour cible",
        ),
    )


def _battlefield_sees_a_choice(game: Game, target: Obj, player: str) -> list[ChainItem]:
    """The Dreaming Tree: a spell of `player`'s chose `target`, a unit of theirs at the battlefield;
    "for the first time each turn" is counted for each player (383.1.b)."""
    state = game.state
    bf = state.battlefields.get(str(state.location(target)))
    if bf is None or not target.is_unit or target.controller != player:
        return []
    items = []
    for kind in waiting_for("chosen_here"):
        for spec in bf.card.triggers(kind.name):
            key = f"{bf.id}:{kind.name}:{player}"
            if spec.per_turn is not None:
                if state.uses_this_turn.get(key, 0) >= spec.per_turn:
                    continue
                state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
            state.next_chain_id += 1
            items.append(
                ChainItem(
                    id=f"c{state.next_chain_id - 1}",
                    kind="ability",
                    label=t(
                        f"{bf.card.name}: {kind.words[0]}", f"{bf.card.name} : {kind.words[1]}"
                    ),
                    controller=player,
                    source=None,
                    effect=spec.effect,
                    card=bf.card,
                    trigger=bf.card.name,
                    snapshot={"location": bf.id, "it": target.pid},
                    optional=spec.optional,
                )
            )
    return items


def turn_moment(game: Game, moment: str, player: str) -> bool:
    """The start of `player`'s Beginning phase (`beginning_phase`, 315.2) or End of turn phase
    (`ending_step`, 317.1): the abilities waiting for it, and for the Beginning phase each
    Temporary permanent of theirs, which is killed before they score (816). Says whether
    anything went on the chain."""
    state = game.state
    items = _observers(game, moment, Occasion(moment, None, player))
    items += _granted_at(game, moment, player)
    items += _battlefields_at(game, moment, player)
    temporary = []
    if moment == "beginning_phase":
        temporary = [
            _temporary_kill(game, o)
            for o in list(state.objects.values())
            if o.on_board
            and o.controller == player
            and state.has_keyword(o, "Temporary")  # printed or given (801.3.a.3)
            and not o.zone.startswith("legend:")
            and not _temporary_held_back(state, o)
            # Spinning Axe: "[Temporary] (if this is unattached, kill it ...)"
            and not (o.attached_to is not None and o.card.static("temporary_only_unattached"))
        ]
        items += temporary
    why = (
        t(f"the start of {player}'s Beginning phase", f"le début de la phase de début de {player}")
        if moment == "beginning_phase"
        else t(
            f"the start of {player}'s Main phase", f"le début de la phase principale de {player}"
        )
        if moment == "main_phase"
        else t(f"the end of {player}'s turn", f"la fin du tour de {player}")
    )
    rules = {"beginning_phase": ("315.2",), "main_phase": ("316.1",)}.get(moment, ("317.1",))
    _pend(game, items, rules, why, {i.id: ("816", "315.2") for i in temporary})
    return bool(items)


def _granted_at(game: Game, moment: str, player: str) -> list[ChainItem]:
    """A turn moment's abilities an Equipment gives the unit it is attached to ("Equipped unit: at
    the end of your turn, ...", Blighted Battleaxe, 136.2): the unit's own, its controller's."""
    state = game.state
    kinds = waiting_for(moment, "observer")
    occasion = Occasion(moment, None, player)
    items = []
    for unit in [o for o in state.objects.values() if o.is_unit and o.on_board]:
        for kind in kinds:
            for spec, gear in held_triggers(state, unit, kind.name):
                if gear is not None and kind.fires(state, unit, spec, occasion):
                    items.append(held_item(state, unit, spec, gear, unit.controller))
    return items


def _temporary_held_back(state: State, obj: Obj) -> bool:
    """LeBlanc, Everywhere at Once: "your [Temporary] effects at my battlefield don't trigger" (a
    static ability of a unit of the same controller at the same battlefield)."""
    here = state.location(obj)
    return here in state.battlefields and any(
        o.on_board
        and o.controller == obj.controller
        and state.location(o) == here
        and o.card.static("your_temporary_here_does_not_trigger")
        for o in state.objects.values()
    )


def _battlefields_at(game: Game, moment: str, player: str) -> list[ChainItem]:
    """A battlefield's own "at the start of every player's Beginning phase" (Frozen Fortress) or
    "at the start of your Beginning phase" (its controller's, 190.6): the ability is its
    controller's, the turn player's while nobody controls it (372); "here" is the battlefield."""
    state = game.state
    items = []
    for bf in state.battlefields.values():
        for kind in waiting_for(moment, "observer"):
            if getattr(kind, "yours", False) and bf.controller != player:  # "your" phase
                continue
            first = getattr(kind, "first", False)  # "each player's first Beginning phase"
            if first and state.players[player].turns != 1:
                continue
            for spec in bf.card.triggers(kind.name):
                state.next_chain_id += 1
                items.append(
                    ChainItem(
                        id=f"c{state.next_chain_id - 1}",
                        kind="ability",
                        label=t(
                            f"{bf.card.name}: {kind.words[0]}",
                            f"{bf.card.name} : {kind.words[1]}",
                        ),
                        controller=player if first else bf.controller or state.turn_player,
                        source=None,
                        effect=spec.effect,
                        card=bf.card,
                        trigger=bf.card.name,
                        snapshot={"location": bf.id},
                        optional=spec.optional,
                    )
                )
    return items


def _temporary_kill(game: Game, obj: Obj) -> ChainItem:
    """Rule 816: Temporary is a triggered ability, "at the start of my controller's Beginning
    phase, before scoring, kill me"."""
    state = game.state
    state.next_chain_id += 1
    who = name(state, obj.pid)
    return ChainItem(
        id=f"c{state.next_chain_id - 1}",
        kind="ability",
        label=t(f"Temporary — {who}", f"Temporaire — {who}"),
        controller=obj.controller,
        source=obj.pid,
        effect=(Instruction.make("kill", ("self",)),),
        card=obj.card,
        trigger="temporary",
    )


def ability_used(game: Game, obj: Obj, player: str, energy: int = 0) -> None:
    """An activated ability used (398): the abilities waiting for it ("when you use an activated
    ability of a gear", Prize of Progress) go on the chain above it; `it` is the object whose
    ability it is; `energy` the Energy of its cost (Nasus, Curator of the Sands)."""
    used = Occasion("ability_used", obj, player, amount=energy)
    items = _observers(game, "ability_used", used)
    _pend(
        game,
        items,
        ("383.2.c",),
        t(
            f"{player} used {obj.card.name}'s ability",
            f"{player} a utilisé la compétence de {obj.card.name}",
        ),
    )


def combat_result(game: Game, bf: Battlefield, showdown: Showdown) -> bool:
    """Rule 466.3: a player who was the attacker or the defender and is the only one with units
    left at the battlefield once combat damage is dealt (before the cleanup's recall) has won the
    combat, and so have their units there (466.3.c): "when I win a combat" on each of them
    (`per_turn` counted, 383.1.b), "when you win a combat" on their permanents and legend. They
    resolve before control is established (466.4-466.5). Says whether anything triggered."""
    remaining = showdown.remaining or []
    if len(remaining) != 1 or remaining[0] not in (showdown.attacker, showdown.defender):
        return False
    player = remaining[0]
    state = game.state
    occasion = Occasion("combat_won", None, player)
    winners = [
        u
        for u in list(state.objects.values())
        if u.is_unit and u.on_board and u.controller == player and state.location(u) == bf.id
    ]
    before = len(state.chain)
    for unit in winners:  # "if it wins a combat this turn" (389): its delayed abilities
        fire_delayed(game, "it_wins_a_combat", subject=unit)
    delayed = len(state.chain) > before
    items = [
        trigger_item(state, unit, spec, player, None, False)
        for unit in winners
        for kind in waiting_for("combat_won", "self")
        for spec in unit.card.triggers(kind.name)
        if kind.fires(state, unit, spec, occasion) and within_limit(state, unit, spec)
    ]
    items += _observers(game, "combat_won", occasion)
    _pend(
        game,
        items,
        ("466.3", "383.2.c"),
        t(
            f"{player} won the combat at {place(state, bf.id)}",
            f"{player} a gagné le combat à {place(state, bf.id)}",
        ),
    )
    return bool(items) or delayed


def showdown_begins(game: Game, bf: Battlefield, combat: bool = False) -> None:
    """Rule 345: as a showdown begins at a battlefield, the abilities of the permanents there
    waiting for it go on the chain; a combat's showdown does this first, before the attack and
    defend triggers, which go above them and resolve before them (464.2.b)."""
    noted = game.state.uses_this_turn  # an earlier combat's excess damage there (465.2.c)
    for key in [k for k in noted if k.startswith((f"excess:{bf.id}:", f"attacked:{bf.id}:"))]:
        del noted[key]
    items = _observers(game, "showdown_begins", Occasion("showdown_begins", None, bf.id))
    _pend(
        game,
        items,
        ("464.2.b",) if combat else ("345",),
        t(
            f"a showdown begins at {place(game.state, bf.id)}",
            f"une confrontation commence à {place(game.state, bf.id)}",
        ),
    )


def readied_in_awaken(game: Game, readied: list[Obj], player: str) -> bool:
    """Rule 315.1: the Awaken phase readies what the turn player controls; each object that went
    from exhausted to ready (415.1) sets off its own "when you ready me". Says whether anything
    went on the chain."""
    state = game.state
    items = []
    for obj in readied:
        occasion = Occasion("ready", obj, player)
        for kind in waiting_for("ready", "self"):
            for spec in obj.card.triggers(kind.name):
                if kind.fires(state, obj, spec, occasion):
                    items.append(trigger_item(state, obj, spec, obj.controller, None, False))
    _pend(
        game,
        items,
        ("315.1", "415.1"),
        t("the Awaken phase readied it", "la phase de réveil l'a redressé"),
    )
    return bool(items)


def card_hidden(game: Game, obj: Obj, player: str) -> None:
    """Rule 811: a player has just hidden a card facedown at a battlefield; the abilities waiting
    for that ("each time you hide a card", Katarina, Reckless) trigger (383.4.a)."""
    items = _observers(game, "card_hidden", Occasion("card_hidden", obj, player))
    _pend(game, items, ("811", "383.4.a"), t(f"{player} hid a card", f"{player} a caché une carte"))


def chosen_without_targeting(game: Game, obj: Obj, chooser: str, kind: str, by: str) -> None:
    """Rule 355.10: an effect that has its controller pick an object as it resolves (Quick-Draw's
    unit to attach to, 819.1.d) chooses that object without targeting it; its "when you choose
    me" abilities trigger all the same (383.4.b). `kind` is `chosen_by_spell` or
    `chosen_by_ability`; `by` names what chose, for the step."""
    state = game.state
    occasion = Occasion(kind, obj, chooser)
    items = [
        trigger_item(state, obj, spec, obj.controller, None, False)
        for trigger in waiting_for("chosen", "self")
        for spec in obj.card.triggers(trigger.name)
        if trigger.fires(state, obj, spec, occasion)
    ]
    _pend(
        game,
        items,
        ("383.4.b", "355.10"),
        t(f"{by} chose it", f"{by} l'a choisi"),
    )


def equipped(game: Game, unit: Obj, gear: Obj, player: str) -> None:
    """An Equipment was just attached to `unit` by `player` (434): the unit's own "when you
    attach an Equipment to me" abilities trigger, read from the unit as it is now (383.2.c)."""
    state = game.state
    occasion = Occasion("equipped", unit, player)
    items = [
        trigger_item(state, unit, spec, unit.controller, None, False)
        for trigger in waiting_for("equipped", "self")
        for spec in unit.card.triggers(trigger.name)
        if trigger.fires(state, unit, spec, occasion)
    ]
    _pend(
        game,
        items,
        ("383.2.c", "434"),
        t(f"{gear.card.name} was attached to it", f"{gear.card.name} lui a été attaché"),
    )


def recycled(game: Game, cards: list[str], runes: list[str]) -> None:
    """Rule 416: cards were recycled to the bottom of their owners' Main Decks (`cards`: their
    owners), and runes to the bottom of their rune decks as their players paid Power (`runes`: a
    player for each). Each owner's "whenever you recycle one card or more" triggers once for what
    one action recycled; "whenever you recycle a rune" once per rune. Announced by the step after
    them."""
    items: list[ChainItem] = []
    for owner in dict.fromkeys(cards):
        items += _observers(game, "recycled", Occasion("recycled", None, owner))
    for player in runes:
        items += _observers(game, "rune_recycled", Occasion("rune_recycled", None, player))
    _pend(game, items, ("383.2.c", "416"), t("a recycle", "un recyclage"))


def combat_ended(game: Game, took_part: list[str]) -> None:
    """Rule 466.7: a combat is over; each unit that was an attacker or a defender in it and is
    still on the board meets its own "when a combat I took part in ends" (383.2.c)."""
    state = game.state
    items = []
    for pid in dict.fromkeys(took_part):
        unit = state.objects.get(pid)
        if unit is None or not unit.on_board:
            continue
        ended = Occasion("combat_ended", unit, unit.controller)
        items += [
            held_item(state, unit, spec, gear, unit.controller)
            for kind in waiting_for("combat_ended", "self")
            for spec, gear in held_triggers(state, unit, kind.name)
            if kind.fires(state, unit, spec, ended)
        ]
    _pend(
        game,
        items,
        ("466.7", "383.2.c"),
        t("a combat it took part in ended", "un combat auquel elle a participé s'est terminé"),
    )


def buff_spent(game: Game, unit: Obj, player: str) -> None:
    """Rule 705: `player` has just spent the buff of `unit` (as an instruction or to pay a cost);
    the abilities waiting for "whenever you spend a buff" (Fae Dragon) trigger (383.4.a)."""
    items = _observers(game, "buff_spent", Occasion("buff_spent", unit, player))
    because = t(f"{player} spent a buff", f"{player} a dépensé un renfort")
    _pend(game, items, ("705", "383.4.a"), because)
