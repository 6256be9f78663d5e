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

from typing import TYPE_CHECKING

from engine.cards import library
from engine.model.state import LogEvent, Obj
from engine.model.events import Event
from engine.model.text import name, where
from engine.model.zones import base_of, put
from engine.record.timeline import t
from engine.rules import triggers
from engine.rules.replacement import replace_events

if TYPE_CHECKING:
    from engine.record.game import Game


def perform(game: Game, batch: list[Event]) -> list[Event]:
    """Run one moment; returns the events that really happened."""
    state = game.state
    batch_clock = state.tick()
    dying = [e.obj for e in batch if e.kind == "die" and e.obj is not None and state.objects[e.obj].on_board]
    triggers.capture_own_death(game, dying, rule="428.1.a.1.b")
    pending = list(batch)
    happened = replace_events(game, pending, batch_clock)
    happened += execute(game, pending)
    triggers.settle_captures(game, dying, happened)
    triggers.notice(game, happened)
    return happened


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
