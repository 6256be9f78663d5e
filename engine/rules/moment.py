"""The moment (docs engine-notes): a batch of simultaneous events is proposed, replacement effects
change some of them, what remains happens at once, and triggers notice what happened.

    perform(game, batch)
      1. capture the own-death triggers of units about to die, with their snapshot (808.1.d)
      2. collect the replacements that could apply; the chooser picks the next one (372, 373)
      3. apply it: its actions happen now, before the unchanged events (373.1.a)
      4. execute the remaining events together, as one moment
      5. drop captured triggers whose death was replaced (808.1.d.1); notice new triggers (383.2.c)
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from typing import TYPE_CHECKING

from engine.rules import triggers
from engine.model.events import Event
from engine.rules.replacement import Candidate, chooser, chooser_reason, in_force, matches
from engine.model.state import LogEvent
from engine.model.text import name, where, would
from engine.record.timeline import Decision, Option, t
from engine.model.zones import base_of, put

if TYPE_CHECKING:
    from engine.record.game import Game


def perform(game: Game, batch: list[Event]) -> list[Event]:
    """Run one moment; returns the events that really happened."""
    state = game.state
    batch_clock = state.tick()
    dying = [e.obj for e in batch if e.kind == "die" and e.obj is not None and state.objects[e.obj].on_board]
    triggers.capture_own_death(game, dying, rule="428.1.a.1.b")
    pending = list(batch)
    outer_preferences, game.preferences = game.preferences, {}
    happened: list[Event] = []
    closed: set[str] = set()      # 373.2: replacements whose one sequence is over
    applied: dict[str, str] = {}  # replacement id -> name, applied in this moment
    last: str | None = None
    declined: set[tuple[int, str]] = set()   # (event, replacement) pairs whose "may" was declined (371.2)
    while True:
        candidates = [Candidate(e, r) for e in pending for r in in_force(state)
                      if r.id not in closed and (id(e), r.id) not in declined and matches(state, r, e, batch_clock)]
        if not candidates:
            break
        who = next(p for p in state.turn_order if any(chooser(state, c.event) == p for c in candidates))
        mine = [c for c in candidates if chooser(state, c.event) == who]
        show_queue(game, mine, who, {rid: (n, "used" if rid in closed else "applied") for rid, n in applied.items()})
        pick = choose(game, who, mine)
        rep = pick.replacement
        if rep.spec.optional and not accept(game, who, pick):
            declined.add((id(pick.event), rep.id))
            continue
        if last is not None and last != rep.id:
            closed.add(last)
        last = rep.id
        applied[rep.id] = rep.name
        happened += apply(game, pick, pending)
    state.queue = None
    game.preferences = outer_preferences
    happened += execute(game, pending)
    triggers.settle_captures(game, dying, happened)
    triggers.notice(game, happened)
    return happened


def show_queue(game: Game, candidates: list[Candidate], who: str, earlier: dict[str, tuple[str, str]]) -> None:
    """Make the pending-replacement queue part of the state, so each step shows it: the candidates
    now, and those already applied in this moment (used up when their one sequence is over, 373.2)."""
    state = game.state
    event = candidates[0].event
    previous = [(c["name"], c["event"]["en"]) for c in state.queue["candidates"]] if state.queue else None
    state.queue = {
        "event": would(state, event),
        "affected": event.obj,
        "chooser": who,
        "rule": "372",
        "candidates": [{"name": c.replacement.name, "source": c.replacement.source, "status": "candidate",
                        "event": would(state, c.event), "note": t("", "")} for c in candidates],
    }
    current = {c.replacement.id for c in candidates}
    for rid, (rep_name, status) in earlier.items():
        if rid not in current:
            note = t("its one sequence is over (373.2)", "sa séquence unique est terminée (373.2)") \
                if status == "used" else t("already applied in this moment", "déjà appliqué dans ce moment")
            state.queue["candidates"].append({"name": rep_name, "source": None, "status": status,
                                              "event": t("", ""), "note": note})
    if previous == [(c["name"], c["event"]["en"]) for c in state.queue["candidates"]]:
        return
    names = ", ".join(dict.fromkeys(c.replacement.name for c in candidates))
    if len({id(c.event) for c in candidates}) > 1:
        pairs_en = "; ".join(f"{c.replacement.name} on {would(state, c.event)['en']}" for c in candidates)
        pairs_fr = "; ".join(f"{c.replacement.name} sur {would(state, c.event)['fr']}" for c in candidates)
        text = t(f"Simultaneous events, and replacements that could apply: {pairs_en}. {who}, who controls the "
                 "affected objects, picks the next one (372, 373).",
                 f"Des événements simultanés, et les remplacements applicables : {pairs_fr}. {who}, qui contrôle "
                 "les objets affectés, choisit le suivant (372, 373).")
    elif len(candidates) == 1:
        text = t(f"{would(state, event)['en']}. One replacement effect applies: {names}. With a single candidate "
                 "there is no order to choose (372).",
                 f"{would(state, event)['fr']}. Un effet de remplacement s'applique : {names}. Avec un seul "
                 "candidat, il n'y a pas d'ordre à choisir (372).")
    else:
        why_en, why_fr = chooser_reason(state, event)
        text = t(f"{would(state, event)['en']}. Replacement effects that could apply: {names}. {who} chooses "
                 f"the order, as {why_en} (372).",
                 f"{would(state, event)['fr']}. Effets de remplacement applicables : {names}. {who} choisit "
                 f"l'ordre, en tant que {why_fr} (372).")
    game.step("queue", ("367", "372"), text,
              [o for c in candidates for o in (c.event.obj, c.replacement.source) if o],
              explain=t("A replacement effect changes the event before it happens (370.1.c); the event it "
                        "replaces never happens.",
                        "Un effet de remplacement modifie l'événement avant qu'il ait lieu (370.1.c) ; "
                        "l'événement remplacé n'a jamais lieu."))


def _name(c: Candidate, unique: bool = True) -> str:
    return c.replacement.name if unique else (c.replacement.source or c.replacement.id)


def _involved(candidates: list[Candidate]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(o for c in candidates for o in (c.event.obj, c.replacement.source) if o))


def choose(game: Game, who: str, candidates: list[Candidate]) -> Candidate:
    """Which (event, replacement) goes next; asked only when there is a real choice (372, 373).

    An `order` answer states the chooser's order for the rest of the moment: later choices
    among the effects it names follow it without asking again.
    """
    state = game.state
    if len(candidates) == 1:
        return candidates[0]
    preferred = game.preferences.get(who, [])
    ranked = sorted((c for c in candidates if c.replacement.name in preferred),
                    key=lambda c: preferred.index(c.replacement.name))
    if ranked and sum(1 for c in ranked if c.replacement.name == ranked[0].replacement.name) == 1:
        first = ranked[0]
        game.step("replacement", ("372",),
                  t(f"Following the order {who} chose, {first.replacement.name} goes next.",
                    f"Selon l'ordre choisi par {who}, {first.replacement.name} passe ensuite."),
                  [first.event.obj or ""])
        return first
    single_event = len({id(c.event) for c in candidates}) == 1
    single_rep = len({c.replacement.id for c in candidates}) == 1
    if single_event:
        names = [c.replacement.name for c in candidates]
        if len(set(names)) < len(names):
            names = [_name(c, unique=False) for c in candidates]
        by_name = dict(zip(names, candidates, strict=True))
        orders = list(permutations(names)) if len(names) <= 4 else [(n, *[m for m in names if m != n]) for n in names]
        options = tuple(Option(
            key="order:" + ">".join(order),
            label=t(f"{order[0]} first" + (f", then {', '.join(order[1:])} if still applicable" if order[1:] else ""),
                    f"{order[0]} d'abord" + (f", puis {', '.join(order[1:])} s'il s'applique encore"
                                             if order[1:] else "")),
        ) for order in orders)
        event = candidates[0].event
        why_en, why_fr = chooser_reason(state, event)
        decision = Decision(
            kind="replacement_order", player=who, rule="372",
            prompt=t(f"{would(state, event)['en']}. {len(names)} replacement effects apply; {who}, {why_en}, "
                     "chooses which applies first (372). Each later one applies only if it still fits the event "
                     "as it then is.",
                     f"{would(state, event)['fr']}. {len(names)} effets de remplacement s'appliquent ; {who}, "
                     f"{why_fr}, choisit lequel s'applique d'abord (372). Les suivants ne s'appliquent que s'ils "
                     "conviennent encore à l'événement tel qu'il est devenu."),
            options=options, objects=_involved(candidates),
        )
        key = game.decide(decision, normalize=lambda answer: _order_key(answer, names))
        order = key.split(":", 1)[1].split(">")
        game.preferences[who] = [by_name[n].replacement.name for n in order]
        return by_name[order[0]]
    if single_rep:
        options = tuple(Option(key=f"pick:{c.event.obj}",
                               label=t(f"{c.replacement.name} replaces: {would(state, c.event)['en']}",
                                       f"{c.replacement.name} remplace : {would(state, c.event)['fr']}"))
                        for c in candidates)
        prompt = t(f"{candidates[0].replacement.name} can replace several simultaneous events; {who} picks which "
                   "it takes first (373).",
                   f"{candidates[0].replacement.name} peut remplacer plusieurs événements simultanés ; {who} "
                   "choisit lequel d'abord (373).")
        key = game.decide(Decision("replacement_pick", who, "373", prompt, options, objects=_involved(candidates)))
        return next(c for c in candidates if f"pick:{c.event.obj}" == key)
    options = tuple(Option(key=f"apply:{c.replacement.name}@{c.event.obj}",
                           label=t(f"{c.replacement.name} on: {would(state, c.event)['en']}",
                                   f"{c.replacement.name} sur : {would(state, c.event)['fr']}"))
                    for c in candidates)
    prompt = t(f"Several replacements apply to simultaneous events; {who} picks the next one (372, 373).",
               f"Plusieurs remplacements s'appliquent à des événements simultanés ; {who} choisit le suivant "
               "(372, 373).")
    key = game.decide(Decision("replacement_order", who, "373", prompt, options, objects=_involved(candidates)),
                      normalize=lambda answer: _apply_key(answer, candidates))
    if game.last_answer.startswith("order:"):
        game.preferences[who] = game.last_answer[6:].split(">")
    return next(c for c in candidates if f"apply:{c.replacement.name}@{c.event.obj}" == key)


def _apply_key(answer: str, candidates: list[Candidate]) -> str | None:
    """An `order` answer across simultaneous events: the first listed effect that is a candidate goes next."""
    if not answer.startswith("order:"):
        return None
    for wanted in answer[6:].split(">"):
        found = [c for c in candidates if wanted in (c.replacement.name, c.replacement.source)]
        if len(found) == 1:
            return f"apply:{found[0].replacement.name}@{found[0].event.obj}"
    return None


def _order_key(answer: str, names: list[str]) -> str | None:
    """An `order` answer may name more effects than are candidates now: keep those present."""
    if not answer.startswith("order:"):
        return None
    listed = [n for n in answer[6:].split(">") if n in names]
    rest = [n for n in names if n not in listed]
    if not listed:
        return None
    return "order:" + ">".join(listed + rest)


def accept(game: Game, who: str, c: Candidate) -> bool:
    """Rule 371.2: an optional replacement; declining it does not use it up."""
    state = game.state
    decision = Decision(
        kind="accept", player=who, rule="371.2",
        prompt=t(f"{c.replacement.name} may replace this: {would(state, c.event)['en']}.",
                 f"{c.replacement.name} peut remplacer ceci : {would(state, c.event)['fr']}."),
        options=(Option("accept:yes", t(f"Apply {c.replacement.name}", f"Appliquer {c.replacement.name}")),
                 Option("accept:no", t(f"Decline {c.replacement.name} (it stays available)",
                                       f"Refuser {c.replacement.name} (il reste disponible)"))),
        objects=_involved([c]),
    )
    return game.decide(decision) == "accept:yes"


def apply(game: Game, c: Candidate, pending: list[Event]) -> list[Event]:
    """Apply one replacement (370): the event becomes the replacement's actions, done now (373.1.a)."""
    from engine.rules.instructions import Context, run

    state = game.state
    rep = c.replacement
    event = c.event
    if rep.uses_left is not None:
        rep.uses_left -= 1
    state.uses_this_turn[rep.id] = state.uses_this_turn.get(rep.id, 0) + 1
    marked = event.with_applied(rep.id)
    index = pending.index(event)
    state.log.append(LogEvent("replacement", rep.name, of=event.obj))
    if state.queue:
        for entry in state.queue["candidates"]:
            if entry["name"] == rep.name:
                entry["status"] = "applied"
    if rep.spec.prevent is not None:
        return _prevent(game, c, marked, pending, index)
    if rep.spec.also:
        pending[index] = marked
    else:
        pending.pop(index)
    verb_en, verb_fr = ("adds to", "s'ajoute à") if rep.spec.also else ("replaces", "remplace")
    skip = not rep.spec.also and not rep.spec.instead
    game.step("replacement", ("443",) if skip else ("370.1", "370.2"),
              t(f"{rep.name} {verb_en} the event: {would(state, event)['en']}."
                + (" Nothing happens instead: the event is skipped." if skip else ""),
                f"{rep.name} {verb_fr} l'événement : {would(state, event)['fr']}."
                + (" Rien n'a lieu à la place : l'événement est passé." if skip else "")),
              [o for o in (event.obj, rep.source) if o],
              explain=t("The replaced event does not happen and nothing that waits for it triggers; the "
                        "replacement's actions happen instead, and it cannot apply again to them (370.2)."
                        if not rep.spec.also else
                        "An 'as' replacement adds its action to the event: both happen, as one event (370.1.b.1).",
                        "L'événement remplacé n'a pas lieu et rien de ce qui l'attend ne se déclenche ; les actions "
                        "du remplacement ont lieu à la place, et il ne peut plus s'appliquer à elles (370.2)."
                        if not rep.spec.also else
                        "Un remplacement « au moment où » ajoute son action à l'événement : les deux ont lieu, comme "
                        "un seul événement (370.1.b.1)."))
    actions = rep.spec.also or rep.spec.instead
    ctx = Context(controller=rep.controller, source=rep.source, it=event.obj, applied=marked.applied,
                  cause=rep.name, it_is_affected=True, inherited={"exhausted": event.exhausted})
    return run(game, actions, ctx)


def _prevent(game: Game, c: Candidate, marked: Event, pending: list[Event], index: int) -> list[Event]:
    """Prevent (437): the damage is replaced by less damage; fully prevented damage is not dealt (437.4)."""
    prevented = min(marked.amount, c.replacement.spec.prevent or 0)
    left = marked.amount - prevented
    if left > 0:
        pending[index] = replace(marked, amount=left)
    else:
        pending.pop(index)
    game.step("prevent", ("437", "437.4"),
              t(f"{c.replacement.name} prevents {prevented} of the damage: "
                + (f"{left} is dealt instead." if left else "no damage is dealt."),
                f"{c.replacement.name} bloque {prevented} dégâts : "
                + (f"{left} sont infligés à la place." if left else "aucun dégât n'est infligé.")),
              [o for o in (marked.obj, c.replacement.source) if o])
    return []


def execute(game: Game, events: list[Event]) -> list[Event]:
    """Step 4 of the moment: what is left happens, as one moment; each change is a step."""
    state = game.state
    happened = []
    for event in events:
        obj = state.objects.get(event.obj) if event.obj else None
        if obj is not None and event.kind not in ("create", "draw", "discard", "banish", "return_to_hand",
                                                  "leave_chain", "replay") and not obj.on_board:
            continue  # it already left the board in this moment: nothing left to do to it
        if _execute_one(game, event):
            happened.append(event)
    return happened


def _execute_one(game: Game, event: Event) -> bool:
    state = game.state
    obj = state.objects.get(event.obj) if event.obj else None
    who = name(state, event.obj)
    if event.kind == "die" and obj is not None:
        origin = where(state, obj.zone)
        location = state.location(obj)
        detached = put(state, obj, "trash")
        state.log.append(LogEvent("die", obj.pid))
        gone = " It is a token: it ceases to exist (186.1)." if obj.zone == "gone" else ""
        gone_fr = " C'est une création : elle cesse d'exister (186.1)." if obj.zone == "gone" else ""
        game.step("die", ("428", "808.1.d", "056"),
                  t(f"{who} dies: from {origin['en']} to its owner's ({obj.owner}) trash.{gone}",
                    f"{who} meurt : de {origin['fr']} à la défausse de son propriétaire ({obj.owner}).{gone_fr}"),
                  [obj.pid, *detached],
                  explain=t("A card goes to its owner's trash, and becomes a new object there (124)."
                            + (f" Its gear {', '.join(detached)} detaches and stays at {location} (719.5)."
                               if detached else ""),
                            "Une carte va dans la défausse de son propriétaire et y devient un nouvel objet (124)."
                            + (f" Son Objet {', '.join(detached)} se détache et reste à {location} (719.5)."
                               if detached else "")))
        return True
    if event.kind == "damage" and obj is not None:
        obj.damage += event.amount
        state.log.append(LogEvent("damage", obj.pid, amount=event.amount))
        lethal = state.has_lethal_damage(obj)
        game.step("damage", ("142", "321") if lethal else ("142",),
                  t(f"{event.amount} damage dealt to {who} (damage {obj.damage}, Might {state.might(obj)}).",
                    f"{event.amount} dégâts infligés à {who} (dégâts {obj.damage}, puissance {state.might(obj)})."),
                  [obj.pid],
                  explain=t("Lethal damage is only marked: the unit dies in the next cleanup, which waits until "
                            "the resolving item is done (321)." if lethal else "",
                            "Les dégâts mortels sont seulement marqués : l'unité meurt au prochain nettoyage, qui "
                            "attend la fin de la résolution en cours (321)." if lethal else ""))
        return True
    if event.kind == "buff" and obj is not None:
        if obj.buffed:
            return False   # 705: a unit has at most one buff
        obj.buffed = True
        obj.might_bonus += 1
        game.step("buff", ("705",), t(f"{who} is buffed: +1 Might (now {state.might(obj)}).",
                                      f"{who} reçoit un renfort : +1 en puissance (maintenant {state.might(obj)})."),
                  [obj.pid])
        return True
    if event.kind == "replay" and obj is not None:
        put(state, obj, base_of(obj.owner))
        obj.controller = obj.owner
        obj.exhausted = obj.is_unit
        state.log.append(LogEvent("play", obj.pid))
        game.step("replay", ("359", "124"),
                  t(f"{who} is played by its owner ({obj.owner}) to their base, ignoring its cost: a new object.",
                    f"{who} est joué par son propriétaire ({obj.owner}) dans sa base, sans payer son coût : un "
                    "nouvel objet."), [obj.pid])
        return True
    if event.kind in ("heal", "exhaust", "ready", "stun") and obj is not None:
        words = {"heal": ("healed: all damage removed", "soigné : tous les dégâts retirés", "damage", 0),
                 "exhaust": ("exhausted", "épuisé", "exhausted", True),
                 "ready": ("readied", "redressé", "exhausted", False),
                 "stun": ("stunned", "étourdi", "stunned", True)}
        en, fr, attr, value = words[event.kind]
        setattr(obj, attr, value)
        game.step(event.kind, {"heal": ("142.2",), "exhaust": ("401",), "ready": ("401",),
                               "stun": ("423",)}[event.kind],
                  t(f"{who} is {en}.", f"{who} est {fr}."), [obj.pid])
        return True
    if event.kind == "might" and obj is not None:
        obj.might_bonus += event.amount
        if event.to == "this_turn":
            state.this_turn.append((obj.pid, obj.rules_id, event.amount))
        sign = f"+{event.amount}" if event.amount >= 0 else str(event.amount)
        game.step("might", ("143",),
                  t(f"{who} gets {sign} Might{' this turn' if event.to == 'this_turn' else ''} "
                    f"(now {state.might(obj)}).",
                    f"{who} reçoit {sign} en puissance{' ce tour-ci' if event.to == 'this_turn' else ''} "
                    f"(maintenant {state.might(obj)})."), [obj.pid])
        return True
    if event.kind in ("recall", "move") and obj is not None:
        dest = base_of(obj.controller) if event.kind == "recall" else event.to or base_of(obj.controller)
        start = obj.zone
        put(state, obj, dest)
        state.log.append(LogEvent(event.kind, obj.pid))
        if event.kind == "recall":
            game.step("recall", ("454", "456"),
                      t(f"{who} is recalled to {where(state, dest)['en']}.",
                        f"{who} est rappelé dans {where(state, dest)['fr']}."),
                      [obj.pid, *(g.pid for g in state.attachments(obj))],
                      explain=t("A recall is not a move: the same object, with its state, attachments and "
                                "effects (456, 458.1).",
                                "Un rappel n'est pas un déplacement : le même objet, avec son état, ses "
                                "attachements et ses effets (456, 458.1)."))
        else:
            game.step("move", ("445", "446"),
                      t(f"{who} moves from {where(state, start)['en']} to {where(state, dest)['en']}.",
                        f"{who} se déplace de {where(state, start)['fr']} à {where(state, dest)['fr']}."),
                      [obj.pid], explain=t("Board to board: the same object keeps its damage and effects (446).",
                                           "De plateau à plateau : le même objet garde ses dégâts et effets (446)."))
        return True
    if event.kind in ("banish", "return_to_hand", "discard") and obj is not None:
        zone = {"banish": "banishment", "return_to_hand": "hand", "discard": "trash"}[event.kind]
        put(state, obj, zone)
        item = state.item(event.cause or "")
        linked = item is not None or event.cause in state.link_sources
        if event.kind == "banish" and obj.zone == "banishment" and linked:
            cause = str(event.cause)
            state.links.setdefault(cause, []).append((obj.pid, obj.rules_id))   # 427.3: banished by this effect
            if item is not None and item.source and cause not in state.link_sources:
                state.link_sources[cause] = item.source
        state.log.append(LogEvent(event.kind, obj.pid))
        rules = {"banish": ("427",), "return_to_hand": ("056", "124"), "discard": ("056",)}[event.kind]
        game.step(event.kind, rules,
                  t(f"{who} goes to its owner's ({obj.owner}) {where(state, zone)['en']}: a new object (124).",
                    f"{who} va dans la {where(state, zone)['fr']} de son propriétaire ({obj.owner}) : un nouvel "
                    "objet (124)."), [obj.pid])
        return True
    if event.kind == "leave_chain" and obj is not None and obj.zone == "chain":
        zone = event.to or "trash"
        put(state, obj, zone)
        countered = event.cause != "resolution"
        game.step("leave_chain", ("425", "425.1.c") if countered else ("359.3.d", "056"),
                  t((f"{who} is countered: it does nothing and goes to its owner's ({obj.owner}) "
                     f"{where(state, zone)['en']}; its paid costs stay paid."
                     if countered else f"{who} has resolved and goes to its owner's ({obj.owner}) "
                     f"{where(state, zone)['en']}."),
                    (f"{who} est contré : il ne fait rien et va dans la {where(state, zone)['fr']} de son "
                     f"propriétaire ({obj.owner}) ; ses coûts payés restent payés."
                     if countered else f"{who} est résolu et va dans la {where(state, zone)['fr']} de son "
                     f"propriétaire ({obj.owner}).")),
                  [obj.pid], explain=t("A cleanup can run now that nothing is resolving (321)."
                                       if not countered else "",
                                       "Un nettoyage peut avoir lieu maintenant que rien ne se résout (321)."
                                       if not countered else ""))
        return True
    if event.kind == "draw" and event.player is not None:
        player = state.players[event.player]
        drawn = 0
        for _ in range(event.amount):
            if player.deck:
                put(state, state.objects[player.deck[0]], "hand")
            elif player.deck_hidden:
                player.deck_hidden -= 1
                player.hand_hidden += 1
            else:
                break
            drawn += 1
        state.log.append(LogEvent("draw", event.player, amount=drawn))
        short = "" if drawn == event.amount else " (the deck ran out)"
        short_fr = "" if drawn == event.amount else " (le deck est épuisé)"
        game.step("draw", ("424",), t(f"{event.player} draws {drawn}.{short}",
                                      f"{event.player} pioche {drawn}.{short_fr}"), [])
        return True
    if event.kind == "create" and event.player is not None and event.to is not None:
        from engine.cards import library
        from engine.model.state import Obj

        card = library()[event.to]
        n = sum(1 for o in state.objects.values() if o.card.name == card.name) + 1
        pid = f"{card.name.lower().replace(' ', '-')}-{n}"
        while pid in state.objects:
            n += 1
            pid = f"{card.name.lower().replace(' ', '-')}-{n}"
        zone = base_of(event.player) if event.obj is None else event.obj
        state.objects[pid] = Obj(pid=pid, card=card, owner=event.player, controller=event.player, zone=zone,
                                 rules_id=state.new_rules_id(), since=state.tick(), token=True,
                                 exhausted=event.exhausted)
        state.log.append(LogEvent("create", card.name))
        game.step("create", ("439", "183"),
                  t(f"A {card.name} token is created in {where(state, zone)['en']}"
                    + (" exhausted." if event.exhausted else "."),
                    f"Une création {card.name} apparaît dans {where(state, zone)['fr']}"
                    + (" épuisée." if event.exhausted else ".")), [pid])
        return True
    return False
