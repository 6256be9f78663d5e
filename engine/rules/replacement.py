"""Replacement effects (rules 367-375): which ones could apply to an event (369-371), who orders
them (372), the one sequence each replacement gets in a moment (373.2), accepting an optional one
(371.2), applying one (370) and Prevent (437).

The pending-replacement queue is part of the state while the moment runs, so each step shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations
from typing import TYPE_CHECKING

from engine.model.costs import ANY, FREE, Cost
from engine.model.events import WOULD, Event, modifications
from engine.model.keywords import role
from engine.model.state import ActiveReplacement, LogEvent, State
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.costs import can_pay
from engine.rules.reading import Context, run

if TYPE_CHECKING:
    from engine.record.game import Game


@dataclass(frozen=True, slots=True)
class Candidate:
    event: Event
    replacement: ActiveReplacement


def in_force(state: State) -> list[ActiveReplacement]:
    """Every replacement effect in force: delayed ones, then the abilities of permanents on the
    board.

    A permanent's ability is a new effect when the permanent becomes a new object (124), so its
    id includes the rules id.
    """
    found = [r for r in state.replacements if r.uses_left is None or r.uses_left > 0]
    for obj in map(state.objects.__getitem__, state.board.replacing):
        for k, spec in enumerate(obj.card.replacements()):
            # a facedown card's abilities are inactive until it is played (hidden, 811)
            active = (
                (obj.on_board and not obj.zone.startswith("facedown:"))
                if spec.active_in == "board"
                else obj.zone == spec.active_in
            )
            if active:
                found.append(
                    ActiveReplacement(
                        id=f"{obj.pid}:{obj.rules_id}:{k}",
                        name=obj.card.name,
                        spec=spec,
                        controller=obj.controller,
                        source=obj.pid,
                        created=obj.since,
                    )
                )
    # a battlefield's own replacements (190.6): "a unit here ... its controller may" is each
    # player's for their own units there (Altar of Blood)
    for bf in state.battlefields.values():
        for k, spec in enumerate(bf.card.replacements()):
            found += [
                ActiveReplacement(
                    id=f"{bf.id}:{k}:{player}",
                    name=bf.card.name,
                    spec=spec,
                    controller=player,
                    source=None,
                    battlefield=bf.id,
                )
                for player in state.turn_order
            ]
    return [
        r
        for r in found
        if r.spec.per_turn is None or state.uses_this_turn.get(r.id, 0) < r.spec.per_turn
    ]


def matches(state: State, rep: ActiveReplacement, event: Event, batch_clock: int) -> bool:
    """Could `rep` apply to `event` as it now is? (369-371, 370.2 apply-once, 370.3 zone-entry
    timing)"""
    spec = rep.spec
    subject = state.objects.get(event.obj) if event.obj else None
    # 370.2: a spell banished off the chain (a replacement's new event) still leaves the chain
    off_chain = (
        spec.would == "leave_chain"
        and event.kind == "banish"
        and subject is not None
        and subject.zone == "chain"
    )
    if (WOULD.get(spec.would) != event.kind and not off_chain) or rep.id in event.applied:
        return False
    if spec.would == "lose_might" and event.amount >= 0:
        return False  # only a decrease of Might
    if spec.redirect is not None and (
        event.kind != "leave_chain" or (event.to or "trash") != "trash"
    ):
        return False  # "rather than the trash": only a departure that would reach the trash
    if rep.created >= batch_clock:
        return False  # 370.3: its source was not in its active zone before the event was proposed
    source = state.objects.get(rep.source) if rep.source else None
    what, _ = event.affected(state)
    if spec.subject == "any_player":  # "if a player would score ..." (Otterpus)
        ok = event.player is not None
    elif spec.subject in ("you", "opponent"):
        ok = event.player is not None and (event.player == rep.controller) == (
            spec.subject == "you"
        )
    elif spec.subject == "any_battlefield":
        ok = what == "battlefield"
    elif subject is None or what != "object":
        return False
    elif rep.target is not None:
        ok = (subject.pid, subject.rules_id) == rep.target
    elif spec.subject == "self":
        ok = source is not None and subject.pid == source.pid
    elif spec.subject == "attached_unit":
        ok = source is not None and source.attached_to == subject.pid
    elif spec.subject in ("friendly_unit", "another_friendly_unit"):
        ok = subject.is_unit and subject.controller == rep.controller
        if spec.subject == "another_friendly_unit":
            ok = ok and source is not None and subject.pid != source.pid
    elif spec.subject == "any_unit":
        ok = subject.is_unit
    elif spec.subject == "your_card":
        ok = subject.owner == rep.controller
    else:
        ok = False
    if not ok:
        return False
    if rep.battlefield is not None and (
        subject is None or state.location(subject) != rep.battlefield
    ):
        return False  # a battlefield's: only what is there
    for key, value in spec.condition:
        dest = (
            (event.to or "trash") if event.kind == "leave_chain" else getattr(event, "zone", None)
        )
        if key == "to" and dest != value:
            return False  # where the event sends it ("would go to your trash")
        # "a spell or ability choosing me would ...": the proposing effect chose the object
        if key == "chosen_by_its_cause" and value == "yes" and event.obj not in event.chose:
            return False
        if key == "while" and value == "empowered" and not (source and source.empowered):
            return False  # "[Empowered] ...": only while its source has the status (441)
        if key == "while" and value == "ready" and (source is None or source.exhausted):
            return False  # "... and exhaust me to ...": an exhausted source cannot pay (Sett)
        if key == "in_combat" and value == "no":
            if subject is not None and role(state, subject):
                return False  # "outside combat" (Ambessa, The Wolf): not while it is in a combat
            continue
        if key == "in_combat" and not (
            state.showdown is not None
            and state.showdown.combat
            and subject is not None
            and state.location(subject) == state.showdown.bf
        ):
            return False  # "would die during combat": a combat at its battlefield
        if key == "in_their_first_two_turns" and not _first_two_turns(state, event.player):
            return False  # "during their first or second turn" (Otterpus; `turns:` says)
        if key == "subject_buffed" and value == "yes" and not (subject and subject.buffed):
            return False  # "when a buffed unit you control would die" (The Boss)
        if (
            key == "can_pay_any"
            and state.economy
            and not can_pay(state, rep.controller, Cost(power=((ANY, int(value)),)))
        ):
            return False  # "you may pay 1 rune of any type to ...": only if it can be paid
        if (
            key == "while"
            and value == "you_control_7_runes"
            and not _runes_at_least(state, rep.controller, 7)
        ):
            return False  # "while you control 7 or more runes" (Esteemed Hierophant)
        if (
            key == "while"
            and value == "moved_twice_this_turn"
            and not (
                source is not None
                and state.uses_this_turn.get(f"moved:{source.pid}:{source.rules_id}", 0) >= 2
            )
        ):
            return False  # "if I have moved twice this turn, I don't take damage" (Kayn)
        if key == "from" and not _dealt_by(state, event, rep.controller, value):
            return False  # "damage from spells and abilities", "... that enemy spells ... deal"
        if key == "less_might_than" and value == "self":
            mine = state.might(source) if source else None
            theirs = state.might(subject) if subject else None
            if mine is None or theirs is None or not theirs < mine:
                return False
        if (
            key == "at"
            and value == "my_location"
            and (
                source is None
                or subject is None
                or state.location(source) != state.location(subject)
            )
        ):
            return False
    return True


def _first_two_turns(state: State, player: str | None) -> bool:
    """It is that player's own turn, their first or second (the `turns:` they have begun)."""
    if player is None or player != state.turn_player:
        return False
    turns = state.players[player].turns
    return turns is not None and 1 <= turns <= 2


def chooser(state: State, event: Event) -> str:
    """Rule 372: the controller of the affected object; the affected player; for a battlefield,
    its controller, and the turn player when it is uncontrolled. A token about to be played is
    affected through the player who plays it (who will control it)."""
    what, which = event.affected(state)
    if what == "object" and which is not None:
        return state.objects[which].controller
    if what == "battlefield" and which is not None:
        return state.battlefields[which].controller or state.turn_player
    return which or state.turn_player


def chooser_reason(state: State, event: Event) -> tuple[str, str]:
    """Why the chooser is the chooser (372), in English and French."""
    what, which = event.affected(state)
    if what == "object":
        return "the controller of the affected object", "contrôleur de l'objet affecté"
    if what == "battlefield" and which is not None and state.battlefields[which].controller:
        return (
            "the controller of the affected battlefield",
            "contrôleur du champ de bataille affecté",
        )
    if what == "battlefield":
        return (
            "the turn player, for an uncontrolled battlefield",
            "joueur du tour, pour un champ de bataille non contrôlé",
        )
    if event.kind == "create":
        return (
            "the player who plays the token and will control it",
            "joueur qui invoque la création et la contrôlera",
        )
    return "the affected player", "le joueur affecté"


def replace_events(game: Game, pending: list[Event], batch_clock: int) -> list[Event]:
    """Rules 367-375 on one proposed batch: while replacements could apply, the chooser of 372 picks
    the next (event, replacement); applying it changes `pending` in place and its actions happen now
    (373.1.a). Rule 373.2: each replacement gets one sequence in a moment; once another one has been
    applied after it, it is used up. Returns what the applied replacements' actions made happen."""
    state = game.state
    outer_preferences, game.preferences = game.preferences, {}
    happened: list[Event] = []
    closed: set[str] = set()  # 373.2: replacements whose one sequence is over
    applied: dict[str, str] = {}  # replacement id -> name, applied in this moment
    last: str | None = None
    declined: set[tuple[int, str]] = (
        set()
    )  # (event, replacement) pairs whose "may" was declined (371.2)
    while True:
        found = in_force(state)
        candidates = [
            Candidate(e, r)
            for e in pending
            for r in found
            if r.id not in closed
            and (id(e), r.id) not in declined
            and matches(state, r, e, batch_clock)
            and _payable(state, r)
        ]
        if not candidates:
            break
        who = next(
            p for p in state.turn_order if any(chooser(state, c.event) == p for c in candidates)
        )
        mine = [c for c in candidates if chooser(state, c.event) == who]
        show_queue(
            game,
            mine,
            who,
            {rid: (n, "used" if rid in closed else "applied") for rid, n in applied.items()},
        )
        pick = choose(game, who, mine)
        rep = pick.replacement
        # 371.2, 374: a "may" is the choice of the replacement's controller (its source's), who
        # need not be the chooser of 372 (the affected object's controller)
        if rep.spec.optional and not accept(game, rep.controller, pick):
            declined.add((id(pick.event), rep.id))
            continue
        if last is not None and last != rep.id:
            closed.add(last)
        last = rep.id
        applied[rep.id] = rep.name
        happened += apply(game, pick, pending)
    state.queue = None
    game.preferences = outer_preferences
    return happened


def show_queue(
    game: Game, candidates: list[Candidate], who: str, earlier: dict[str, tuple[str, str]]
) -> None:
    """Make the pending-replacement queue part of the state, so each step shows it: the candidates
    now, and those already applied in this moment (used up when their one sequence is over,
    373.2)."""
    state = game.state
    event = candidates[0].event
    previous = (
        [(c["name"], c["event"]["en"]) for c in state.queue["candidates"]] if state.queue else None
    )
    state.queue = {
        "event": event.would(state),
        "affected": event.obj,
        "chooser": who,
        "rule": "372",
        "candidates": [
            {
                "name": c.replacement.name,
                "source": c.replacement.source,
                "status": "candidate",
                "event": c.event.would(state),
                "note": t("", ""),
            }
            for c in candidates
        ],
    }
    current = {c.replacement.id for c in candidates}
    for rid, (rep_name, status) in earlier.items():
        if rid not in current:
            note = (
                t("its one sequence is over (373.2)", "sa séquence unique est terminée (373.2)")
                if status == "used"
                else t("already applied in this moment", "déjà appliqué dans ce moment")
            )
            state.queue["candidates"].append(
                {
                    "name": rep_name,
                    "source": None,
                    "status": status,
                    "event": t("", ""),
                    "note": note,
                }
            )
    if previous == [(c["name"], c["event"]["en"]) for c in state.queue["candidates"]]:
        return
    names = ", ".join(dict.fromkeys(c.replacement.name for c in candidates))
    if len({id(c.event) for c in candidates}) > 1:
        pairs_en = "; ".join(
            f"{c.replacement.name} on {c.event.would(state)['en']}" for c in candidates
        )
        pairs_fr = "; ".join(
            f"{c.replacement.name} sur {c.event.would(state)['fr']}" for c in candidates
        )
        text = t(
            f"Simultaneous events, and replacements that could apply: {pairs_en}. {who}, who "
            "controls the affected objects, picks the next one (372, 373).",
            f"Des événements simultanés, et les remplacements applicables : {pairs_fr}. {who}, qui "
            "contrôle les objets affectés, choisit le suivant (372, 373).",
        )
    elif len(candidates) == 1:
        text = t(
            f"{event.would(state)['en']}. One replacement effect applies: {names}. With a single "
            "candidate there is no order to choose (372).",
            f"{event.would(state)['fr']}. Un effet de remplacement s'applique : {names}. Avec un "
            "seul candidat, il n'y a pas d'ordre à choisir (372).",
        )
    else:
        why_en, why_fr = chooser_reason(state, event)
        text = t(
            f"{event.would(state)['en']}. Replacement effects that could apply: {names}. {who} "
            f"chooses the order, as {why_en} (372).",
            f"{event.would(state)['fr']}. Effets de remplacement applicables : {names}. {who} "
            f"choisit l'ordre, en tant que {why_fr} (372).",
        )
    game.step(
        "queue",
        ("367", "372"),
        text,
        [o for c in candidates for o in (c.event.obj, c.replacement.source) if o],
        explain=t(
            "A replacement effect changes the event before it happens (370.1.c); the event it "
            "replaces never happens.",
            "Un effet de remplacement modifie l'événement avant qu'il ait lieu (370.1.c) ; "
            "l'événement remplacé n'a jamais lieu.",
        ),
    )


def _name(c: Candidate, unique: bool = True) -> str:
    return c.replacement.name if unique else (c.replacement.source or c.replacement.id)


def _involved(candidates: list[Candidate]) -> tuple[str, ...]:
    return tuple(
        dict.fromkeys(o for c in candidates for o in (c.event.obj, c.replacement.source) if o)
    )


def choose(game: Game, who: str, candidates: list[Candidate]) -> Candidate:
    """Which (event, replacement) goes next; asked only when there is a real choice (372, 373).

    An `order` answer states the chooser's order for the rest of the moment: later choices
    among the effects it names follow it without asking again.
    """
    state = game.state
    if len(candidates) == 1:
        return candidates[0]
    preferred = game.preferences.get(who, [])
    ranked = sorted(
        (c for c in candidates if c.replacement.name in preferred),
        key=lambda c: preferred.index(c.replacement.name),
    )
    if ranked and sum(1 for c in ranked if c.replacement.name == ranked[0].replacement.name) == 1:
        first = ranked[0]
        game.step(
            "replacement",
            ("372",),
            t(
                f"Following the order {who} chose, {first.replacement.name} goes next.",
                f"Selon l'ordre choisi par {who}, {first.replacement.name} passe ensuite.",
            ),
            [first.event.obj or ""],
        )
        return first
    single_event = len({id(c.event) for c in candidates}) == 1
    single_rep = len({c.replacement.id for c in candidates}) == 1
    if single_event:
        names = [c.replacement.name for c in candidates]
        if len(set(names)) < len(names):
            names = [_name(c, unique=False) for c in candidates]
        by_name = dict(zip(names, candidates, strict=True))
        # keys may be ids (two effects of one name); labels name each effect by its source
        shown = {
            n: c.replacement.name
            if n == c.replacement.name
            else f"{c.replacement.name} ({name(state, c.replacement.source)})"
            for n, c in by_name.items()
        }
        orders = (
            list(permutations(names))
            if len(names) <= 4
            else [(n, *[m for m in names if m != n]) for n in names]
        )
        options = tuple(
            Option(
                key="order:" + ">".join(order),
                label=t(
                    f"{shown[order[0]]} first"
                    + (
                        f", then {', '.join(shown[n] for n in order[1:])} if still applicable"
                        if order[1:]
                        else ""
                    ),
                    f"{shown[order[0]]} d'abord"
                    + (
                        f", puis {', '.join(shown[n] for n in order[1:])} s'il s'applique encore"
                        if order[1:]
                        else ""
                    ),
                ),
            )
            for order in orders
        )
        event = candidates[0].event
        why_en, why_fr = chooser_reason(state, event)
        decision = Decision(
            kind="replacement_order",
            player=who,
            rule="372",
            prompt=t(
                f"{event.would(state)['en']}. {len(names)} replacement effects apply; {who}, "
                f"{why_en}, chooses which applies first (372). Each later one applies only if it "
                "still fits the event as it then is.",
                f"{event.would(state)['fr']}. {len(names)} effets de remplacement s'appliquent ; "
                f"{who}, {why_fr}, choisit lequel s'applique d'abord (372). Les suivants ne "
                "s'appliquent que s'ils conviennent encore à l'événement tel qu'il est devenu.",
            ),
            options=options,
            objects=_involved(candidates),
        )
        key = game.decide(decision, normalize=lambda answer: _order_key(answer, names))
        order = key.split(":", 1)[1].split(">")
        game.preferences[who] = [by_name[n].replacement.name for n in order]
        return by_name[order[0]]
    if single_rep:
        options = tuple(
            Option(
                key=f"pick:{c.event.obj}",
                label=t(
                    f"{c.replacement.name} replaces: {c.event.would(state)['en']}",
                    f"{c.replacement.name} remplace : {c.event.would(state)['fr']}",
                ),
            )
            for c in candidates
        )
        prompt = t(
            f"{candidates[0].replacement.name} can replace several simultaneous events; {who} "
            "picks which it takes first (373).",
            f"{candidates[0].replacement.name} peut remplacer plusieurs événements simultanés ; "
            f"{who} choisit lequel d'abord (373).",
        )
        key = game.decide(
            Decision("replacement_pick", who, "373", prompt, options, objects=_involved(candidates))
        )
        return next(c for c in candidates if f"pick:{c.event.obj}" == key)
    options = tuple(
        Option(
            key=f"apply:{c.replacement.name}@{c.event.obj}",
            label=t(
                f"{c.replacement.name} on: {c.event.would(state)['en']}",
                f"{c.replacement.name} sur : {c.event.would(state)['fr']}",
            ),
        )
        for c in candidates
    )
    prompt = t(
        f"Several replacements apply to simultaneous events; {who} picks the next one (372, 373).",
        f"Plusieurs remplacements s'appliquent à des événements simultanés ; {who} choisit le "
        "suivant (372, 373).",
    )
    key = game.decide(
        Decision("replacement_order", who, "373", prompt, options, objects=_involved(candidates)),
        normalize=lambda answer: _apply_key(answer, candidates),
    )
    if game.last_answer.startswith("order:"):
        game.preferences[who] = game.last_answer[6:].split(">")
    return next(c for c in candidates if f"apply:{c.replacement.name}@{c.event.obj}" == key)


def _apply_key(answer: str, candidates: list[Candidate]) -> str | None:
    """An `order` answer across simultaneous events: the first listed effect that is a candidate
    goes next."""
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


def _payable(state: State, rep: ActiveReplacement) -> bool:
    """A "you may pay X to ... instead" replacement (its `instead` starting with `pay`) can be
    chosen only by a controller who can pay X now (371.2, 357; Unlicensed Armory)."""
    first = rep.spec.instead[0] if rep.spec.instead else None
    if not rep.spec.optional or first is None or first.op != "pay":
        return True
    return can_pay(state, rep.controller, first.price() or FREE)


def accept(game: Game, who: str, c: Candidate) -> bool:
    """Rule 371.2: an optional replacement; declining it does not use it up."""
    state = game.state
    decision = Decision(
        kind="accept",
        player=who,
        rule="371.2",
        prompt=t(
            f"{c.replacement.name} may replace this: {c.event.would(state)['en']}. {who}, who "
            "controls the replacement's source, decides (371.2, 374).",
            f"{c.replacement.name} peut remplacer ceci : {c.event.would(state)['fr']}. {who}, qui "
            "contrôle la source du remplacement, décide (371.2, 374).",
        ),
        options=(
            Option(
                "accept:yes", t(f"Apply {c.replacement.name}", f"Appliquer {c.replacement.name}")
            ),
            Option(
                "accept:no",
                t(
                    f"Decline {c.replacement.name} (it stays available)",
                    f"Refuser {c.replacement.name} (il reste disponible)",
                ),
            ),
        ),
        objects=_involved([c]),
    )
    return game.decide(decision) == "accept:yes"


def apply(game: Game, c: Candidate, pending: list[Event]) -> list[Event]:
    """Apply one replacement (370): the event becomes the replacement's actions, done now
    (373.1.a)."""
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
    if rep.spec.redirect is not None:
        pending[index] = replace(marked, to=rep.spec.redirect)
        game.step(
            "replacement",
            ("370.1", "370.2"),
            t(
                f"{rep.name} replaces the event: {marked.would(state)['en']}; it goes to its "
                f"owner's {rep.spec.redirect} instead. It still leaves the chain.",
                f"{rep.name} remplace l'événement : {marked.would(state)['fr']} ; il va à la "
                f"place dans la {'main' if rep.spec.redirect == 'hand' else rep.spec.redirect} "
                "de son propriétaire. Il quitte quand même la chaîne.",
            ),
            [o for o in (marked.obj, rep.source) if o],
        )
        return []
    if rep.spec.double:
        pending[index] = replace(marked, amount=marked.amount * 2)
        game.step(
            "replacement",
            ("370.1",),
            t(
                f"{rep.name} doubles the damage: {marked.amount * 2} is dealt instead of "
                f"{marked.amount}.",
                f"{rep.name} double les dégâts : {marked.amount * 2} sont infligés au lieu de "
                f"{marked.amount}.",
            ),
            [o for o in (marked.obj, rep.source) if o],
        )
        return []
    if rep.spec.also:
        pending[index] = marked
    else:
        pending.pop(index)
    verb_en, verb_fr = ("adds to", "s'ajoute à") if rep.spec.also else ("replaces", "remplace")
    if event.kind == "look":  # "as you look at me": the look itself changes nothing (369.1)
        verb_en, verb_fr = "applies to", "s'applique à"
    skip = not rep.spec.also and not rep.spec.instead
    game.step(
        "replacement",
        ("443",) if skip else ("370.1", "370.2"),
        t(
            f"{rep.name} {verb_en} the event: {event.would(state)['en']}."
            + (" Nothing happens instead: the event is skipped." if skip else ""),
            f"{rep.name} {verb_fr} l'événement : {event.would(state)['fr']}."
            + (" Rien n'a lieu à la place : l'événement est passé." if skip else ""),
        ),
        [o for o in (event.obj, rep.source) if o],
        explain=t(
            "The replaced event does not happen and nothing that waits for it triggers; the "
            "replacement's actions happen instead, and it cannot apply again to them (370.2)."
            if not rep.spec.also
            else "An 'as' replacement adds its action to the event: both happen, as one event "
            "(370.1.b.1).",
            "L'événement remplacé n'a pas lieu et rien de ce qui l'attend ne se déclenche ; les "
            "actions "
            "du remplacement ont lieu à la place, et il ne peut plus s'appliquer à elles (370.2)."
            if not rep.spec.also
            else "Un remplacement « au moment où » ajoute son action à l'événement : les deux ont "
            "lieu, comme un seul événement (370.1.b.1).",
        ),
    )
    actions = rep.spec.also or rep.spec.instead
    ctx = Context(
        controller=rep.controller,
        source=rep.source,
        it=event.obj,
        applied=marked.applied,
        cause=rep.name,
        it_is_affected=True,
        inherited=modifications(event),
    )
    if not rep.spec.also:
        return run(game, actions, ctx)
    # an "as" replacement adds its action to the event: what it proposes joins the event and
    # happens with it, in the same moment (seed 000 ¶1, 370.1.b.1), not as a moment before it
    outer, game.gather = game.gather, []
    try:
        run(game, actions, ctx)
        added = game.gather
    finally:
        game.gather = outer
    at = pending.index(marked) + 1
    pending[at:at] = added
    return []


def _prevent(
    game: Game, c: Candidate, marked: Event, pending: list[Event], index: int
) -> list[Event]:
    """Prevent (437): the damage is replaced by less damage; fully prevented damage is not dealt
    (437.4)."""
    prevented = min(marked.amount, c.replacement.spec.prevent or 0)
    left = marked.amount - prevented
    if left > 0:
        pending[index] = replace(marked, amount=left)
    else:
        pending.pop(index)
    game.step(
        "prevent",
        ("437", "437.4"),
        t(
            f"{c.replacement.name} prevents {prevented} of the damage: "
            + (f"{left} is dealt instead." if left else "no damage is dealt."),
            f"{c.replacement.name} bloque {prevented} dégâts : "
            + (f"{left} sont infligés à la place." if left else "aucun dégât n'est infligé."),
        ),
        [o for o in (marked.obj, c.replacement.source) if o],
    )
    return []


def doublers(state: State, event: Event) -> list[ActiveReplacement]:
    """The doubling replacements ("any damage it would take is doubled") that could apply to
    a damage event as it now is; combat folds them into the assignment (465.2.c.5)."""
    return [
        r for r in in_force(state) if r.spec.double and matches(state, r, event, state.clock + 1)
    ]


def _runes_at_least(state: State, player: str, count: int) -> bool:
    """Whether `player` controls at least `count` runes now."""
    found = state.players.get(player)
    return found is not None and len(found.runes) >= count


def _dealt_by(state: State, event: Event, controller: str, what: str) -> bool:
    """A replacement condition `from:` on damage: `spells_and_abilities` (any damage but combat
    damage, 142), `enemy_spells_and_abilities` (dealt by a spell or ability on the chain that an
    opponent of the replacement's controller controls)."""
    cause = (event.cause or "").removeprefix("cost-")
    if not cause or cause == "combat":
        return False
    if what == "spells_and_abilities":
        return True
    item = next((i for i in state.chain if cause in (i.id, i.link)), None)
    return item is not None and item.controller != controller
