"""The instruction vocabulary at work: each instruction proposes a batch of events and runs the moment.

Reads of objects follow rule 359.3.e: a target that changed zone is illegal for good (e.2); one
that stopped meeting a location restriction is legal again if it meets it now (e.3); an
instruction about an illegal or missing object is skipped (e.5-e.8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.model.card import Instruction
from engine.errors import IllegalAction
from engine.model.events import Event
from engine.rules.moment import perform
from engine.model.state import ActiveReplacement, LogEvent, Obj, State
from engine.model.text import name
from engine.record.timeline import t
from engine.model.zones import base_of

if TYPE_CHECKING:
    from engine.record.game import Game


@dataclass
class Context:
    """Who is doing it and what the words 'self', 'it' and '$target' mean here."""

    controller: str
    source: str | None = None
    targets: dict[str, tuple[str, int]] = field(default_factory=dict)
    target_kinds: dict[str, str] = field(default_factory=dict)
    it: str | None = None
    applied: frozenset[str] = frozenset()
    cause: str | None = None
    did: bool = True
    it_is_affected: bool = False   # in a replacement's actions, 'it' is always the affected object
    inherited: dict[str, bool] = field(default_factory=dict)   # modifications of the replaced event (375)
    moved: dict[str, dict[str, object]] = field(default_factory=dict)  # what this effect moved off the board
    snapshot: dict[str, object] | None = None   # a death trigger's noted information (808.1.d.3)
    paid: tuple[str, ...] = ()                   # optional additional costs paid when it was played
    illegal: set[str] | None = None              # targets found illegal as the item began to resolve

    def check_targets(self, state: State) -> None:
        """Rule 359.3.e: as a spell or ability resolves, its targets are checked; an illegal one stays
        unaffected for the whole resolution, a legal one stays legal unless it changes zone."""
        self.illegal = {target for target, (pid, rules_id) in self.targets.items()
                        if not target_is_legal(state, pid, rules_id, self.target_kinds.get(target, "unit"),
                                               self.controller, here(state, self))}

    def event(self, kind: str, **fields: Any) -> Event:
        """An event proposed by this instruction: it carries the cause and the replacements already applied."""
        return Event(kind, cause=self.cause, applied=self.applied, **fields)

    def moved_on_to(self, pid: str) -> None:
        """'it' names the object of the previous instruction (format: Instructions)."""
        if not self.it_is_affected:
            self.it = pid


def target_is_legal(state: State, pid: str, rules_id: int, kind: str, controller: str,
                    here: str | None = None) -> bool:
    """Rule 359.3.e: same object (no zone change since chosen) and meets the restriction now."""
    obj = state.objects.get(pid)
    where_it_must_be = obj is not None and (obj.zone == "chain" if "spell" in kind.split() else obj.on_board)
    if obj is None or obj.rules_id != rules_id or not where_it_must_be:
        return False
    return meets(state, obj, kind, controller, here)


def meets(state: State, obj: Obj, kind: str, controller: str, here: str | None = None) -> bool:
    """Does `obj` fit a target description such as 'friendly unit at a battlefield' for `controller`?
    'Friendly' and 'enemy' are relative to the player given (an ability's own controller, 359.3.f.4);
    'here' is the location given, read when it matters (359.3.f.2)."""
    kind = kind.removeprefix("up to one ")
    words = kind.split()
    noun = "unit" if "unit" in words else words[-1] if words[-1] in ("gear", "spell", "battlefield") else "unit"
    if "costing" in words:   # "spell costing at most 4 Energy and 1 Power": the printed cost (206)
        energy, power = int(words[words.index("most") + 1]), int(words[words.index("and") + 1])
        cost = obj.card.printed_cost or (0, 0)
        return obj.card.type == "spell" and obj.zone == "chain" and cost[0] <= energy and cost[1] <= power
    if noun == "spell":
        return obj.card.type == "spell" and obj.zone == "chain" and (
            "enemy" not in words or obj.controller != controller)
    if noun == "unit" and not obj.is_unit:
        return False
    if "Mighty" in words and (state.might(obj) or 0) < 5:   # Mighty: 5 Might or more
        return False
    if noun == "gear" and obj.card.type != "gear":
        return False
    if "friendly" in words and obj.controller != controller:
        return False
    if "enemy" in words and obj.controller == controller:
        return False
    if kind.endswith(" here") and (here is None or state.location(obj) != here):
        return False
    return not (kind.endswith("at a battlefield") and state.location(obj) not in state.battlefields)


def objects_for(game: Game, ref: str, ctx: Context, what: str) -> list[Obj]:
    """The objects a reference names now; an illegal target is reported as a skipped step."""
    state = game.state
    if ref.startswith("$"):
        chosen = ctx.targets.get(ref[1:])
        if chosen is None:
            return []
        pid, rules_id = chosen
        kind = ctx.target_kinds.get(ref[1:], "unit")
        target = state.objects.get(pid)
        moved = target is None or target.rules_id != rules_id or not (
            target.zone == "chain" if "spell" in kind.split() else target.on_board)
        if ctx.illegal is not None:
            # checked once as the item began to resolve (359.3.e.1); later, only a zone change loses it
            if not moved and ref[1:] not in ctx.illegal:
                return [state.objects[pid]]
        elif target_is_legal(state, pid, rules_id, kind, ctx.controller, here(state, ctx)):
            return [state.objects[pid]]
        if moved:
            why = t("it changed zone: a new object, illegal for good (359.3.e.2)",
                    "elle a changé de zone : un nouvel objet, illégale pour de bon (359.3.e.2)")
        else:
            why = t(f"it no longer meets '{kind}' (359.3.e.3)", f"elle ne remplit plus « {kind} » (359.3.e.3)")
        game.step("skip", ("359.3.e.2" if moved else "359.3.e.3", "359.3.e.5"),
                  t(f"{what}: skipped, its target {name(state, pid)} is no longer legal: {why['en']}.",
                    f"{what} : ignorée, sa cible {name(state, pid)} n'est plus légale : {why['fr']}."), [pid],
                  explain=t("The item still resolves; only what is about an illegal target is skipped (359.3.e.1).",
                            "L'objet se résout quand même ; seul ce qui concerne une cible illégale est ignoré "
                            "(359.3.e.1)."))
        return []
    if ref == "linked":
        return [state.objects[pid] for pid, rules_id in state.links.get(ctx.cause or "", [])
                if state.objects[pid].rules_id == rules_id and state.objects[pid].zone == "banishment"]
    if " " in ref:
        return _select(state, ref, ctx)
    named = ctx.it if ref == "it" else ctx.source if ref == "self" else ref
    obj = state.objects.get(named) if named else None
    return [obj] if obj is not None and obj.exists else []


def here(state: State, ctx: Context) -> str | None:
    """'Here' is read when the instruction executes (359.3.f.2); a death trigger reads the location noted
    at the death (808.1.d.3)."""
    source = state.objects.get(ctx.source) if ctx.source else None
    if source is not None and source.on_board and state.location(source) is not None:
        return state.location(source)
    location = (ctx.snapshot or {}).get("location")
    return str(location) if location is not None else None


def _select(state: State, selector: str, ctx: Context) -> list[Obj]:
    words = selector.split()
    found = [o for o in state.objects.values() if o.on_board and (o.is_unit if "units" in words or "unit" in words
                                                                   else o.card.type == "gear")]
    if "friendly" in words:
        found = [o for o in found if o.controller == ctx.controller]
    if "enemy" in words:
        found = [o for o in found if o.controller != ctx.controller]
    if "at" in words:
        place = words[words.index("at") + 1]
        found = [o for o in found if state.location(o) == place]
    if "here" in words:
        found = [o for o in found if state.location(o) == here(state, ctx)]
    return found


def amount(game: Game, value: object, ctx: Context, what: str) -> int | None:
    """A number, or a read of Might: live on the board, the look-back when this effect itself moved the
    object (359.3.e.13), otherwise null (359.3.e.12)."""
    if isinstance(value, int):
        return value
    state = game.state
    pid = ctx.source if value == "my_might" else ctx.it
    obj = state.objects.get(pid) if pid else None
    if obj is not None and obj.on_board:
        return state.might(obj)
    if pid in ctx.moved:
        might = ctx.moved[pid].get("might")
        game.step("lookback", ("359.3.e.13",),
                  t(f"{what}: {name(state, pid)} left the board through this very effect, so its Might is read as it "
                    f"was just before: {might}.",
                    f"{what} : {name(state, pid)} a quitté le plateau par cet effet même ; sa puissance est lue telle "
                    f"qu'elle était juste avant : {might}."), [pid])
        return int(might) if isinstance(might, int) else None
    game.step("null", ("359.3.e.12",),
              t(f"{what}: skipped. {name(state, pid)} is no longer on the board, so its Might is null and what "
                "depends on it is skipped.",
                f"{what} : ignorée. {name(state, pid)} n'est plus sur le plateau : sa puissance est nulle et ce qui "
                "en dépend est ignoré."), [pid] if pid else [])
    return None


def player_of(game: Game, value: str | None, ctx: Context) -> str | None:
    """'you' (the effect's controller), 'its_controller'/'its_owner' (of 'it'), or a player id."""
    state = game.state
    if value in (None, "you"):
        return ctx.controller
    if value in ("its_controller", "its_owner"):
        obj = state.objects.get(ctx.it) if ctx.it else None
        if obj is None:
            return None
        if value == "its_owner":
            return obj.owner
        if obj.on_board:
            return obj.controller
        moved = ctx.moved.get(obj.pid)
        return str(moved["controller"]) if moved else None
    return value if value in state.players else None


def run(game: Game, instructions: tuple[Instruction, ...], ctx: Context) -> list[Event]:
    """Run instructions top to bottom; each one is its own moment (370.1.a.2)."""
    happened: list[Event] = []
    for inst in instructions:
        if inst.op == "if_you_do":
            if ctx.did:
                happened += run(game, inst.body, ctx)
            else:
                game.step("skip", ("359.3.e.14.c",),
                          t("'If you do' is skipped: the previous action did not happen.",
                            "« Si vous le faites » est ignoré : l'action précédente n'a pas eu lieu."))
            continue
        if inst.op == "then":
            happened += run(game, inst.body, ctx)
            continue
        if inst.op == "if":
            if _condition(game, str(inst.value), ctx):
                happened += run(game, inst.body, ctx)
            continue
        happened += execute(game, inst, ctx)
    return happened


DELAYED_WORDS = {
    "you_conquer": ("when {p} conquers", "quand {p} conquiert"),
    "it_is_dealt_damage": ("the next time {it} is dealt damage", "la prochaine fois que {it} subit des dégâts"),
    "a_unit_is_dealt_damage": ("whenever a unit is dealt damage", "chaque fois qu'une unité subit des dégâts"),
    "end_of_turn": ("at the end of the turn", "à la fin du tour"),
    "an_opponent_holds": ("when an opponent holds", "quand un adversaire tient"),
}


def _condition(game: Game, condition: str, ctx: Context) -> bool:
    """A condition checked on resolution (383.2.a: a later 'if' clause is not part of the trigger)."""
    if condition == "i_died_alone":
        holds = bool((ctx.snapshot or {}).get("alone"))
    elif condition in ("legion", "no_legion"):   # Legion: you played another card this turn
        holds = (game.state.played_this_turn.get(ctx.controller, 0) >= 2) == (condition == "legion")
    else:   # additional_cost_paid: whether it happened, not who did it (S004-11)
        holds = bool(ctx.paid)
    game.step("condition", ("383.2.a",),
              t(f"Condition '{condition.replace('_', ' ')}': {'met' if holds else 'not met'}"
                + (" (from the information noted at the death, 808.1.d.3)." if ctx.snapshot else "."),
                f"Condition « {condition.replace('_', ' ')} » : {'remplie' if holds else 'non remplie'}"
                + (" (d'après les informations notées à la mort, 808.1.d.3)." if ctx.snapshot else ".")),
              [ctx.source] if ctx.source else [])
    return holds


def execute(game: Game, inst: Instruction, ctx: Context) -> list[Event]:
    state = game.state
    op = inst.op
    if op == "draw":
        player = player_of(game, inst.arg("player"), ctx)
        count = amount(game, inst.value, ctx, "draw")
        if player is None or count is None:
            ctx.did = False
            return []
        return _perform(game, [ctx.event("draw", player=player, amount=count)], ctx,
                        lambda e: e.kind == "draw")
    if op == "create":
        count = int(inst.arg("count", 1))
        at = inst.arg("at")
        zone = None if at in (None, "base") else here(state, ctx) if at == "here" else at
        exhausted = bool(inst.arg("exhausted", ctx.inherited.get("exhausted", False)))
        events = [ctx.event("create", obj=zone, player=ctx.controller, to=str(inst.value), exhausted=exhausted,
                        ) for _ in range(count)]
        return _perform(game, events, ctx, lambda e: e.kind == "create")
    if op == "delayed_replacement":
        return _delayed_replacement(game, inst, ctx)
    if op == "delayed_trigger":
        when, duration, on, uses = inst.value
        bound = objects_for(game, on, ctx, op) if on else []
        if on and not bound:
            return []
        state.delayed_triggers.append({"when": when, "duration": duration, "effect": inst.body,
                                       "controller": ctx.controller, "link": ctx.cause,
                                       "uses": 1 if duration == "until_triggered" else uses,
                                       "on": (bound[0].pid, bound[0].rules_id) if bound else None,
                                       "name": name(state, ctx.source) if ctx.source else "effect"})
        en, fr = (words.format(p=ctx.controller, it=name(state, bound[0].pid if bound else None))
                  for words in DELAYED_WORDS[when])
        lasting = duration == "until_triggered"
        span = t("once, whenever that is", "une fois, quand que ce soit") if lasting else t("this turn", "ce tour-ci")
        game.step("effect", ("389", "392"),
                  t(f"A delayed ability is created: {en}, {span['en']}.",
                    f"Une compétence différée est créée : {fr}, {span['fr']}."),
                  [o for o in (ctx.source, *(b.pid for b in bound)) if o])
        return []
    if op == "discard" and isinstance(inst.value, int):
        return _discard_from_hand(game, inst.value, ctx)
    if op in ("replace", "swap_back"):
        from engine.vocabulary.battlefield import replace_battlefield, swap_back

        place = here(state, ctx) if inst.value == "here" else str(inst.value)
        if place not in state.battlefields:
            raise IllegalAction("438", f"'{op}' works on battlefields; {place} is not one.",
                                f"« {op} » s'applique aux champs de bataille ; {place} n'en est pas un.")
        if op == "replace":
            replace_battlefield(game, state.battlefields[place], str(inst.arg("with")))
        else:
            swap_back(game, state.battlefields[place])
        return []
    if op == "take_control":
        for obj in objects_for(game, str(inst.value), ctx, op):
            if obj.zone == "chain":
                _take_spell(game, obj, ctx.controller)
                continue
            if not obj.on_board or obj.controller == ctx.controller:
                continue
            before = obj.controller
            obj.controller = ctx.controller
            if inst.arg("duration") == "this_turn":
                state.control_effects.append((obj.pid, obj.rules_id, before))
            elif inst.arg("duration") == "while_source_on_board" and ctx.source in state.objects:
                source = state.objects[ctx.source]
                state.control_while.append((obj.pid, obj.rules_id, before, source.pid, source.rules_id))
            state.log.append(LogEvent("control", obj.pid, of=ctx.controller))
            game.step("control", ("477.1.a", "718.5.e"),
                      t(f"{ctx.controller} takes control of {name(state, obj.pid)} from {before}. Its attached gear "
                        "keeps its own controller.",
                        f"{ctx.controller} prend le contrôle de {name(state, obj.pid)} à {before}. Son Objet attaché "
                        "garde son propre contrôleur."), [obj.pid])
        return []
    if op == "each_player_kills":
        return _each_player_kills(game, ctx)
    if op == "banish_from_hand":
        return _banish_from_hand(game, ctx)
    if op == "dig":
        return _dig(game, inst, ctx)
    if op == "gain_points":
        player = player_of(game, inst.arg("player"), ctx)
        if player is None:
            return []
        state.players[player].score += int(inst.value)
        state.log.append(LogEvent("score", player, amount=int(inst.value)))
        total = state.players[player].score
        game.step("score", ("471.1.a.1",), t(f"{player} gains {inst.value} point(s): now {total}.",
                                             f"{player} gagne {inst.value} point(s) : maintenant "
                                             f"{state.players[player].score}."))
        return []
    if op == "add":
        state.players[ctx.controller].pool.append(str(inst.value))
        game.step("add", ("161",), t(f"{ctx.controller} adds {inst.value} to their rune pool.",
                                     f"{ctx.controller} ajoute {inst.value} à sa réserve runique."))
        return []
    refs = inst.value if op == "kill" else (inst.arg("to") if op in ("damage", "might", "prevent") else inst.value)
    refs = refs if isinstance(refs, tuple) else (refs,)
    targets = [o for ref in refs for o in objects_for(game, str(ref), ctx, op)]
    targets = list({o.pid: o for o in targets}.values())
    if op == "attach":
        carriers = objects_for(game, str(inst.arg("to")), ctx, op)
        for gear in targets:
            if not gear.card.has_keyword("Equipment"):
                continue   # only Equipment attaches (716)
            if carriers and gear.on_board and carriers[0].on_board and carriers[0].is_unit:
                gear.attached_to = carriers[0].pid
                gear.zone = carriers[0].zone
                game.step("attach", ("434", "434.4.a"),
                          t(f"{name(state, gear.pid)} is attached to {name(state, carriers[0].pid)}: it goes where the "
                            "unit goes, and the unit gets its bonus and effect text (not a move).",
                            f"{name(state, gear.pid)} est attaché à {name(state, carriers[0].pid)} : il suit l'unité, "
                            "qui reçoit son bonus et son texte d'effet (ce n'est pas un déplacement)."),
                          [gear.pid, carriers[0].pid])
        return []
    if op == "kill":
        events = [ctx.event("die", obj=o.pid, active=True) for o in targets if o.on_board]
        if targets:
            ctx.moved_on_to(targets[-1].pid)
        return _perform(game, events, ctx, lambda e: e.kind == "die")
    if op == "damage":
        dealt = amount(game, inst.value, ctx, "damage")
        events = [ctx.event("damage", obj=o.pid, amount=dealt)
                  for o in targets if o.on_board and o.is_unit and dealt]
    elif op == "fight":
        others = objects_for(game, str(inst.arg("with")), ctx, op)
        pair = [o for o in (*targets, *others) if o.on_board and o.is_unit]
        if len(pair) != 2:
            ctx.did = False
            return []
        first, second = pair
        events = [ctx.event("damage", obj=second.pid, amount=state.might(first) or 0),
                  ctx.event("damage", obj=first.pid, amount=state.might(second) or 0)]
    elif op == "replay":
        events = [ctx.event("replay", obj=o.pid) for o in targets if not o.on_board]
    elif op in ("heal", "exhaust", "ready", "stun", "recall", "buff"):
        events = [ctx.event(op, obj=o.pid) for o in targets if o.on_board]
    elif op in ("banish", "return_to_hand", "discard"):
        events = [ctx.event(op, obj=o.pid) for o in targets]
    elif op == "counter":
        dest = {"hand": "hand", "trash": "trash", "banishment": "banishment"}.get(str(inst.arg("to", "trash")), "trash")
        events = [ctx.event("leave_chain", obj=o.pid, to=dest) for o in targets if o.zone == "chain"]
        for event in events:
            state.log.append(LogEvent("counter", str(event.obj)))   # 425: countered, wherever it then goes
            game.step("counter", ("425", "425.1.b"),
                      t(f"{name(state, event.obj)} is countered: it does nothing and is not considered played.",
                        f"{name(state, event.obj)} est contré : il ne fait rien et n'est pas considéré comme joué."),
                      [str(event.obj)])
    elif op == "might":
        change = amount(game, inst.value, ctx, "might")
        floor = inst.arg("minimum")
        events = [ctx.event("might", obj=o.pid, to=str(inst.arg("duration", "this_turn")),
                        amount=change if floor is None else max(change, floor - (state.might(o) or 0)))
                  for o in targets if o.on_board and change is not None]
    elif op == "move":
        dest = str(inst.arg("to"))
        if dest.startswith("$"):   # "to that unit's battlefield"
            where_to = objects_for(game, dest, ctx, op)
            dest = (state.location(where_to[0]) or "") if where_to else ""
        events = [ctx.event("move", obj=o.pid, to=base_of(o.controller) if dest == "base" else dest)
                  for o in targets if o.on_board and dest and dest != state.location(o)]
    else:
        raise IllegalAction("—", f"The instruction '{op}' is part of the scenario format but this engine "
                                 "cannot perform it yet.",
                            f"L'instruction « {op} » fait partie du format mais ce moteur ne sait pas encore "
                            "l'exécuter.")
    if targets:
        ctx.moved_on_to(targets[-1].pid)
    if not events:
        ctx.did = False
        return []
    return _perform(game, events, ctx, lambda e: e.kind == op)


def _perform(game: Game, events: list[Event], ctx: Context, own: Callable[[Event], bool]) -> list[Event]:
    """Run the moment; remember what this effect itself moved off the board (for 359.3.e.13)."""
    state = game.state
    happened = perform(game, events) if events else []
    ctx.did = any(own(e) and e.cause == ctx.cause and e.applied == ctx.applied for e in happened)
    for e in happened:
        if e.obj in state.objects and e.cause == ctx.cause and e.obj in state.last_on_board \
                and not state.objects[e.obj].on_board:
            ctx.moved[e.obj] = state.last_on_board[e.obj]
    return happened


def _dig(game: Game, inst: Instruction, ctx: Context) -> list[Event]:
    """Baited Hook: look at the top N cards of your Main Deck; you may banish a unit among them whose Might
    is at most the limit and play it ignoring its cost; recycle the rest (to the bottom, in order)."""
    from engine.record.timeline import Decision, Option

    state = game.state
    limit = amount(game, inst.arg("max_might"), ctx, "the Might limit")
    player = state.players[ctx.controller]
    seen = player.deck[: int(inst.value)]
    shown = ", ".join(name(state, p) for p in seen) or "no named card"
    game.step("look", ("359.3.e.13",), t(f"{ctx.controller} looks at the top {inst.value} of their deck: {shown}.",
                                         f"{ctx.controller} regarde les {inst.value} premières cartes de son deck : "
                                         f"{shown}."), seen)
    happened: list[Event] = []
    if limit is not None:
        limit += int(inst.arg("plus", 0))
        units = [p for p in seen if state.objects[p].is_unit and (state.objects[p].card.might or 0) <= limit]
        options = (*(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in units),
                   Option("pick:none", t("None", "Aucune")))
        prompt = t(f"{ctx.controller} may banish a unit with Might up to {limit} and play it.",
                   f"{ctx.controller} peut bannir une unité de puissance {limit} au plus et la jouer.")
        key = game.decide(Decision("pick", ctx.controller, "359.3.e.13", prompt, options, objects=tuple(units)))
        chosen = key.split(":", 1)[1]
        if chosen != "none":
            happened += _perform(game, [ctx.event("banish", obj=chosen)], ctx, lambda e: e.kind == "banish")
            happened += _perform(game, [ctx.event("replay", obj=chosen)], ctx, lambda e: e.kind == "replay")
    rest = [p for p in seen if state.objects[p].zone == "deck"]
    for pid in rest:   # recycle: to the bottom of the deck
        player.deck.remove(pid)
        player.deck.append(pid)
    if rest:
        game.step("recycle", ("409",), t(f"The rest ({len(rest)}) go to the bottom of the deck.",
                                          f"Le reste ({len(rest)}) va sous le deck."))
    return happened


def _banish_from_hand(game: Game, ctx: Context) -> list[Event]:
    """Ashe: an opponent reveals their hand and you banish a card from it (linked to this effect, 427.3).
    Unnamed cards in a scenario's hand cannot be told apart, so only named ones can be chosen."""
    from engine.record.timeline import Decision, Option

    state = game.state
    opponent = next(p for p in state.turn_order if p != ctx.controller)
    hand = list(state.players[opponent].hand)
    shown = ", ".join(name(state, p) for p in hand)
    game.step("reveal", ("128",), t(f"{opponent} reveals their hand: {shown or 'no named card'}.",
                                    f"{opponent} révèle sa main : {shown or 'aucune carte nommée'}."), hand)
    if not hand:
        ctx.did = False
        return []
    options = tuple(Option(f"pick:{pid}", t(name(state, pid), name(state, pid))) for pid in hand)
    prompt = t(f"{ctx.controller} banishes a card from {opponent}'s hand.",
               f"{ctx.controller} bannit une carte de la main de {opponent}.")
    key = game.decide(Decision("pick", ctx.controller, "427", prompt, options, objects=tuple(hand)))
    pid = key.split(":", 1)[1]
    ctx.moved_on_to(pid)
    return _perform(game, [ctx.event("banish", obj=pid)], ctx, lambda e: e.kind == "banish")


def _each_player_kills(game: Game, ctx: Context) -> list[Event]:
    """'Each player kills one of their units' (Cull the Weak): each player, in turn order, picks one of
    their own units; the kills are one simultaneous set, each player responsible for their own (411.1)."""
    from engine.record.timeline import Decision, Option

    state = game.state
    chosen = []
    for player in state.turn_order:
        units = [o for o in state.objects.values() if o.is_unit and o.on_board and o.controller == player]
        if not units:
            continue
        options = tuple(Option(f"pick:{u.pid}", t(name(state, u.pid), name(state, u.pid))) for u in units)
        key = game.decide(Decision("pick", player, "411.1",
                                   t(f"{player} chooses which of their units they kill.",
                                     f"{player} choisit laquelle de ses unités il élimine."),
                                   options, objects=tuple(u.pid for u in units)))
        chosen.append(key.split(":", 1)[1])
    return _perform(game, [ctx.event("die", obj=pid, active=True) for pid in chosen], ctx, lambda e: e.kind == "die")


def _take_spell(game: Game, obj: Obj, player: str) -> None:
    """Taking control of a spell on the chain: only the spell changes hands; what was paid for it while it
    was played stays paid, and cannot be paid again (S004-11)."""
    state = game.state
    for item in state.chain:
        if item.source == obj.pid and item.kind == "spell" and item.controller != player:
            before = item.controller
            item.controller = player
            obj.controller = player
            state.log.append(LogEvent("control", obj.pid, of=player))
            game.step("control", ("191.2", "477.1.a"),
                      t(f"{player} takes control of {name(state, obj.pid)} on the chain from {before}; its choices "
                        f"and paid costs ({', '.join(item.paid) or 'none'}) stay as they were.",
                        f"{player} prend le contrôle de {name(state, obj.pid)} sur la chaîne à {before} ; ses choix "
                        f"et coûts payés ({', '.join(item.paid) or 'aucun'}) restent tels quels."), [obj.pid])


def _discard_from_hand(game: Game, count: int, ctx: Context) -> list[Event]:
    """Discard N cards from hand as a cost: unnamed cards first, then named ones, oldest first."""
    state = game.state
    player = state.players[ctx.controller]
    if player.hand_hidden + len(player.hand) < count:
        raise IllegalAction("357", f"{ctx.controller} cannot discard {count}: not enough cards in hand.",
                            f"{ctx.controller} ne peut pas défausser {count} : pas assez de cartes en main.")
    hidden = min(count, player.hand_hidden)
    player.hand_hidden -= hidden
    game.step("discard", ("357",), t(f"{ctx.controller} discards {count}.", f"{ctx.controller} défausse {count}."))
    named = [ctx.event("discard", obj=pid) for pid in player.hand[:count - hidden]]
    return perform(game, named) if named else []


def _delayed_replacement(game: Game, inst: Instruction, ctx: Context) -> list[Event]:
    """Leave a delayed replacement effect (390.3), e.g. Tactical Retreat's 'the next time it would die'."""
    state = game.state
    spec = inst.replacement
    assert spec is not None
    target = None
    if spec.subject.startswith("$"):
        target = ctx.targets.get(spec.subject[1:])
        if target is None or not target_is_legal(state, target[0], target[1],
                                                 ctx.target_kinds.get(spec.subject[1:], "unit"), ctx.controller):
            ctx.did = False
            return []
    state.next_replacement_id += 1
    source_name = state.objects[ctx.source].card.name if ctx.source in state.objects else (ctx.cause or "effect")
    rep = ActiveReplacement(id=f"r{state.next_replacement_id - 1}", name=source_name, spec=spec,
                            controller=ctx.controller, source=None, target=target,
                            uses_left=spec.uses, created=state.tick())
    state.replacements.append(rep)
    whom = name(state, target[0]) if target else "?"
    game.step("effect", ("390.3", "367"),
              t(f"{source_name} leaves a replacement effect on {whom}: the next time it would "
                f"{spec.would.replace('_', ' ')} {'this turn' if spec.duration == 'this_turn' else ''}, "
                "something else happens instead.",
                f"{source_name} laisse un effet de remplacement sur {whom} : la prochaine fois qu'il devrait "
                f"{'mourir' if spec.would == 'die' else spec.would} "
                f"{'ce tour-ci' if spec.duration == 'this_turn' else ''}, "
                "autre chose se passe à la place."),
              [target[0]] if target else [])
    ctx.did = True
    return []
