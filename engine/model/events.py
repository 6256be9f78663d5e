"""Events: the small frozen records of what an instruction or a cleanup step proposes to do.

One class per event kind, each with what happens when it happens (`happen`) and how the
replacement queue names it before it happens (`would`). A batch of events proposed together is
simultaneous (370.1.a.2). Each event carries the replacements already applied to it and to the
events it replaced (370.2).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from engine.model.state import ChainItem, LogEvent, Obj
from engine.model.text import located, name, names, place, t, where
from engine.model.zones import base_of, put

if TYPE_CHECKING:
    from engine.model.state import State
    from engine.record.game import Game

# Which event kind a replacement's `would` watches.
WOULD = {
    "die": "die",
    "be_dealt_damage": "damage",
    "draw": "draw",
    "recall": "recall",
    "move": "move",
    "banish": "banish",
    "enter": "create",
    "score": "score",
    "leave_chain": "leave_chain",
    "be_replaced": "replace",
    "be_stunned": "stun",
    "lose_might": "might",  # a Might change below 0 (a decrease)
    "return_to_hand": "return_to_hand",
    "be_looked_at": "look",  # looked at or revealed from the top of the deck (Nocturne)
    "be_revealed": "reveal_card",  # revealed from the deck (Undertitan: "as I'm revealed")
}

EVENTS: dict[str, type[Event]] = {}


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = ""
    # Most events only happen to an object still on the board; these also reach the other zones.
    reaches_off_board: ClassVar[bool] = False
    # The modifications an event of this kind carries that a replacement's own events inherit
    # where they can apply (375): a token entering exhausted passes "exhausted" on to a
    # replacement's token, never to its draw.
    inheritable: ClassVar[tuple[str, ...]] = ()

    obj: str | None = None  # the physical id of the object it happens to
    player: str | None = None  # for draw and create: who
    amount: int = 0
    to: str | None = None  # move destination; token name for create
    cause: str | None = None  # what proposed it, for the step text
    active: bool = False  # an active kill (428.1.a): an instruction or a cost
    exhausted: bool = False  # create: enters exhausted (an inheritable modification, 375)
    applied: frozenset[str] = frozenset()
    # the objects the spell or ability proposing it chose (its targets): "a spell or ability
    # choosing me would ..." (Gangplank, Naval)
    chose: frozenset[str] = frozenset()

    def __init_subclass__(cls) -> None:
        if cls.kind:
            EVENTS[cls.kind] = cls

    def with_applied(self, replacement_id: str) -> Event:
        return replace(self, applied=self.applied | {replacement_id})

    def happen(self, game: Game) -> bool:
        """Make it happen, as one step; False when there is nothing left to do it to."""
        return False

    def would(self, state: State) -> dict[str, str]:
        """'hero would die' — the event as the replacement queue shows it."""
        en, fr = self.phrase(state)
        who = name(state, self.obj) if self.obj else (self.player or "?")
        return t(f"{who} {en}", f"{who} {fr}")

    def phrase(self, state: State) -> tuple[str, str]:
        return f"would {self.kind}", f"devrait {self.kind}"

    def target(self, game: Game) -> Obj | None:
        return game.state.objects.get(self.obj) if self.obj else None

    def affected(self, state: State) -> tuple[str, str | None]:
        """What the event happens to, as rule 372 sees it: ("object", id), ("battlefield", id)
        or ("player", id)."""
        if self.obj is not None and self.obj in state.objects:
            return "object", self.obj
        if self.obj is not None and self.obj in state.battlefields:
            return "battlefield", self.obj
        return "player", self.player


def make_event(kind: str, inherited: dict[str, object] | None = None, **fields: object) -> Event:
    """An event of a kind named by a word of the format (`die`, `damage`, ...). `inherited`: the
    modifications of a replaced event, taken where this kind can carry them and the word did not
    say otherwise (375)."""
    cls = EVENTS[kind]
    for key, value in (inherited or {}).items():
        if key in cls.inheritable and key not in fields:
            fields[key] = value
    return cls(**fields)  # type: ignore[arg-type]


def modifications(event: Event) -> dict[str, object]:
    """What a replaced event passes on to the events that replace it (375)."""
    return {key: getattr(event, key) for key in type(event).inheritable}


class Die(Event):
    __slots__ = ()
    kind = "die"

    def phrase(self, state: State) -> tuple[str, str]:
        return "would die", "devrait mourir"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        who = name(state, self.obj)
        origin = where(state, obj.zone)
        location = state.location(obj)
        if obj.is_unit and state.uses_this_turn.get("in_beginning_phase"):
            key = f"died_in_beginning_phase:{obj.controller}"  # Shadow Watcher
            state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
        detached = put(state, obj, "trash")
        state.log.append(LogEvent("die", obj.pid))
        if obj.is_unit:  # "if a unit died this turn" (Towering Pairofant)
            state.uses_this_turn["units_died"] = state.uses_this_turn.get("units_died", 0) + 1
        gone = " It is a token: it ceases to exist (186.1)." if obj.zone == "gone" else ""
        gone_fr = (
            " C'est une création : elle cesse d'exister (186.1)." if obj.zone == "gone" else ""
        )
        game.step(
            "die",
            # 808.1.d is a unit's death (Deathknell); killed gear goes to the trash, no more
            ("428", "808.1.d", "056") if obj.is_unit else ("428", "056"),
            t(
                f"{who} dies: from {origin['en']} to its owner's ({obj.owner}) trash.{gone}",
                f"{who} meurt : de {origin['fr']} à la défausse de son propriétaire "
                f"({obj.owner}).{gone_fr}",
            ),
            [obj.pid, *detached],
            explain=t(
                "A card goes to its owner's trash, and becomes a new object there (124)."
                + (
                    f" Its gear {names(state, detached)} detaches and stays at "
                    f"{located(state, location)['en']} (719.5)."
                    if detached
                    else ""
                ),
                "Une carte va dans la défausse de son propriétaire et y devient un nouvel objet "
                "(124)."
                + (
                    f" Son Objet {names(state, detached)} se détache et reste à "
                    f"{located(state, location)['fr']} (719.5)."
                    if detached
                    else ""
                ),
            ),
        )
        return True


class Damage(Event):
    __slots__ = ()
    kind = "damage"

    def phrase(self, state: State) -> tuple[str, str]:
        return f"would be dealt {self.amount} damage", f"devrait subir {self.amount} dégâts"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        who = name(state, self.obj)
        obj.damage += self.amount
        state.log.append(LogEvent("damage", obj.pid, amount=self.amount))
        # "if I have not been dealt damage this turn" (Affectionate Poro)
        state.uses_this_turn[f"damaged:{obj.pid}:{obj.rules_id}"] = 1
        lethal = state.has_lethal_damage(obj)
        game.step(
            "damage",
            ("142", "321") if lethal else ("142",),
            t(
                f"{self.amount} damage dealt to {who} (damage {obj.damage}, Might "
                f"{state.might(obj)}).",
                f"{self.amount} dégâts infligés à {who} (dégâts {obj.damage}, puissance "
                f"{state.might(obj)}).",
            ),
            [obj.pid],
            explain=t(
                "Lethal damage is only marked: the unit dies in the next cleanup, which waits "
                "until the resolving item is done (321)."
                if lethal
                else "",
                "Les dégâts mortels sont seulement marqués : l'unité meurt au prochain nettoyage, "
                "qui attend la fin de la résolution en cours (321)."
                if lethal
                else "",
            ),
        )
        return True


class Buff(Event):
    __slots__ = ()
    kind = "buff"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        if obj.buffed:
            return False  # 705: a unit has at most one buff
        state = game.state
        who = name(state, self.obj)
        obj.buffed = True
        obj.might_bonus += 1
        game.step(
            "buff",
            ("705",),
            t(
                f"{who} is buffed: +1 Might (now {state.might(obj)}).",
                f"{who} reçoit un renfort : +1 en puissance (maintenant {state.might(obj)}).",
            ),
            [obj.pid],
        )
        return True


class Replay(Event):
    """A card its owner plays again, ignoring its cost (a resolving effect's "then its owner plays
    it"): it goes to the chain as a pending item and its play waits while that effect finishes
    resolving (354.2, 354.3); its location is chosen as it finalizes (355, engine/rules/chain.py).
    `to` says where it may go: "choose" (its base or a battlefield its player controls, 355),
    "base", "same" (where it was before, as the card says) or "any_battlefield". `amount` 1:
    only its Energy cost is ignored, its Power cost is still paid (356.1.b.2, Promising Future);
    `amount` -N: it costs N Energy less, the rest paid as it finalizes (Reinforce).
    `player`: the player who plays it, when not its owner (Blind Fury plays an opponent's card)."""

    __slots__ = ()
    kind = "replay"
    reaches_off_board = True

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or obj.on_board or obj.zone == "chain":
            return False
        state = game.state
        who = name(state, self.obj)
        by = self.player or obj.owner  # its owner, unless the effect has another player play it
        barred = next(
            (
                r
                for r in state.restrictions
                if r.allow_from is None and by in r.players and r.covers(obj.card.type)
            ),
            None,
        )
        if barred is not None:
            # 358.3.a: an effect that forbids the play makes this instruction impossible: skipped
            game.step(
                "skip",
                ("358.3.a",),
                t(
                    f"{who} is not played: {barred.name} bars {by} from playing it, so "
                    "this instruction is impossible and skipped; the card stays where it is.",
                    f"{who} n'est pas joué : {barred.name} interdit à {by} de le jouer, "
                    "donc cette instruction est impossible et ignorée ; la carte reste là où elle "
                    "est.",
                ),
                [obj.pid],
            )
            return False
        was = (state.last_on_board.get(obj.pid) or {}).get("location")
        came_from = obj.zone
        if (
            self.to == "same"
            and was in state.battlefields
            and state.battlefields[str(was)].card.static("no_units_played_here")
            and obj.is_unit
        ):
            # 358.3.a: the card sends it back where no unit can be played: impossible, skipped
            game.step(
                "skip",
                ("358.3.a",),
                t(
                    f"{who} is not played: no unit can be played at {place(state, str(was))}, so "
                    "this instruction is impossible and skipped; the card stays where it is.",
                    f"{who} n'est pas joué : aucune unité ne peut être jouée à "
                    f"{place(state, str(was))}, donc cette instruction est impossible et "
                    "ignorée ; la carte reste là où elle est.",
                ),
                [obj.pid],
            )
            return False
        came_from = obj.zone
        played_from = obj.zone
        put(state, obj, "chain")
        obj.controller = by
        state.next_chain_id += 1
        item = ChainItem(
            id=f"c{state.next_chain_id - 1}",
            kind="spell" if obj.card.type == "spell" else obj.card.type,
            label=t(obj.card.name, obj.card.name),
            controller=by,
            source=obj.pid,
            effect=obj.card.effect,
            card=obj.card,
        )
        item.snapshot = {"replay": self.to or "choose", "was": was}
        if self.amount > 0:
            item.snapshot["power_due"] = True  # paid as it finalizes (rules/chain.py)
            if self.amount == 2:  # "paying its costs": its whole total cost (356)
                item.snapshot["cost_due"] = True
        elif self.amount < 0:  # "reducing its cost by N Energy" (Reinforce)
            item.snapshot["energy_less"] = -self.amount
        if (
            obj.card.cost
            or (obj.card.type == "spell" and came_from != "trash")
            or (came_from != "banishment" and self.amount)
        ):
            item.snapshot["from"] = came_from  # where an undone play sends it back (358.5)
        item.played_by, item.played_from = by, played_from
        state.chain.append(item)
        state.played_this_turn[by] = state.played_this_turn.get(by, 0) + 1
        state.plays_this_turn.append((by, obj.pid, 0))  # its cost ignored
        state.log.append(LogEvent("play", obj.pid))
        if played_from == "hand":  # an effect has its owner play it from the hand (419.3)
            at = f" to {place(state, self.to)}" if self.to in state.battlefields else ""
            at_fr = f" sur {place(state, self.to)}" if self.to in state.battlefields else ""
            game.step(
                "play",
                ("419.3", "354.2", "354.3"),
                t(
                    f"{obj.owner} plays {who} from their hand{at}, as the effect instructs, "
                    "ignoring its cost: it goes to the chain as a pending item and waits while "
                    "this effect finishes resolving.",
                    f"{obj.owner} joue {who} depuis sa main{at_fr}, comme l'effet l'exige, sans "
                    "payer son coût : la carte va sur la chaîne comme objet en attente et attend "
                    "que cet effet finisse de se résoudre.",
                ),
                [obj.pid],
            )
            return True
        game.step(
            "replay",
            ("354.2", "354.3"),
            t(
                f"{who} is played by "
                + (f"its owner ({by})" if by == obj.owner else by)
                + (
                    f", for {-self.amount} Energy less (paid as it finalizes)"
                    if self.amount < 0
                    else ", paying its costs (as it finalizes)"
                    if self.amount == 2
                    else ", ignoring its " + ("Energy cost" if self.amount else "cost")
                )
                + ": it goes to the chain as a pending item, a new object, and waits while this "
                "effect finishes resolving.",
                f"{who} est joué par "
                + (f"son propriétaire ({by})" if by == obj.owner else by)
                + (
                    f", pour {-self.amount} Énergie de moins (payé à sa finalisation)"
                    if self.amount < 0
                    else ", en payant ses coûts (à sa finalisation)"
                    if self.amount == 2
                    else ", sans payer son " + ("coût en Énergie" if self.amount else "coût")
                )
                + " : il va sur la chaîne comme objet en attente, un nouvel objet, et attend que "
                "cet effet finisse de se résoudre.",
            ),
            [obj.pid],
        )
        return True


class _Status(Event):
    """A change of one status of an object on the board: one step, no new object."""

    __slots__ = ()
    attr: ClassVar[str]
    value: ClassVar[object]
    words: ClassVar[tuple[str, str]]
    rules: ClassVar[tuple[str, ...]]

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        who = name(game.state, self.obj)
        setattr(obj, self.attr, self.value)
        en, fr = self.words
        game.step(self.kind, self.rules, t(f"{who} is {en}.", f"{who} est {fr}."), [obj.pid])
        return True


class Heal(_Status):
    __slots__ = ()
    kind = "heal"
    attr, value, words, rules = (
        "damage",
        0,
        ("healed: all damage removed", "soigné : tous les dégâts retirés"),
        ("142.2",),
    )


class Exhaust(_Status):
    __slots__ = ()
    kind = "exhaust"
    attr, value, words, rules = "exhausted", True, ("exhausted", "épuisé"), ("414",)


class Ready(_Status):
    """Readying marks an exhausted object ready (415.1); one already ready cannot be readied
    (415.1.b): the step says so, and nothing waiting for a readying sees one."""

    __slots__ = ()
    kind = "ready"
    attr, value, words, rules = "exhausted", False, ("readied", "redressé"), ("415",)

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or obj.exhausted:
            return super().happen(game)
        who = name(game.state, self.obj)
        game.step(
            self.kind,
            ("415.1.b",),
            t(
                f"{who} is already ready: there is nothing to ready.",
                f"{who} est déjà redressé : il n'y a rien à redresser.",
            ),
            [obj.pid],
        )
        return False


class Stun(_Status):
    __slots__ = ()
    kind = "stun"
    attr, value, words, rules = "stunned", True, ("stunned", "étourdi"), ("423",)

    def phrase(self, state: State) -> tuple[str, str]:
        return "would be stunned", "devrait être étourdi"


class Might(Event):
    """A Might change (143); `to` is its duration ("this_turn" ends in the Expiration step)."""

    __slots__ = ()
    kind = "might"

    def phrase(self, state: State) -> tuple[str, str]:
        sign = f"+{self.amount}" if self.amount >= 0 else str(self.amount)
        return f"would get {sign} Might", f"devrait recevoir {sign} en puissance"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        who = name(state, self.obj)
        obj.might_bonus += self.amount
        if self.to == "this_turn":
            state.this_turn.append((obj.pid, obj.rules_id, self.amount))
        if self.to == "this_combat":  # ended as the combat ends (rules/this_combat.py, 466.7)
            state.this_combat.append((obj.pid, obj.rules_id, self.amount))
        sign = f"+{self.amount}" if self.amount >= 0 else str(self.amount)
        during = {
            "this_turn": (" this turn", " ce tour-ci"),
            "this_combat": (" this combat", " pour ce combat"),
        }.get(str(self.to), ("", ""))
        game.step(
            "might",
            ("143",),
            t(
                f"{who} gets {sign} Might{during[0]} (now {state.might(obj)}).",
                f"{who} reçoit {sign} en puissance{during[1]} (maintenant {state.might(obj)}).",
            ),
            [obj.pid],
        )
        return True


class Recall(Event):
    __slots__ = ()
    kind = "recall"

    def phrase(self, state: State) -> tuple[str, str]:
        return "would be recalled", "devrait être rappelé"

    # what proposed a recall that is not an instruction's: the cleanup's corrections (323.7)
    # and the combat cleanup's (466.1); each keeps its own wording and rules
    WORDING: ClassVar[dict[str, tuple[tuple[str, ...], str, str]]] = {
        "corrective gear": (
            ("323.7", "457.1"),
            "Corrective recall: {who} goes to its controller's base.",
            "Rappel correctif : {who} va dans la base de son contrôleur.",
        ),
        "corrective base": (
            ("323.7",),
            "Corrective recall: {who} is in another player's base and goes to its controller's "
            "base.",
            "Rappel correctif : {who} est dans la base d'un autre joueur et va dans celle de son "
            "contrôleur.",
        ),
        "combat cleanup": (
            ("466.1",),
            "Combat cleanup, 3d: defenders remain, so {who} is recalled to {dest}.",
            "Nettoyage de combat, 3d : des défenseurs restent, {who} est donc rappelé dans {dest}.",
        ),
    }

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        who = name(state, self.obj)
        dest = base_of(obj.controller)
        put(state, obj, dest)
        state.log.append(LogEvent(self.kind, obj.pid))
        rules, en, fr = self.WORDING.get(
            self.cause or "",
            (
                ("454", "456"),
                "{who} is recalled to {dest}.",
                "{who} est rappelé dans {dest}.",
            ),
        )
        game.step(
            "recall",
            rules,
            t(
                en.format(who=who, dest=where(state, dest)["en"]),
                fr.format(who=who, dest=where(state, dest)["fr"]),
            ),
            [obj.pid, *(g.pid for g in state.attachments(obj))],
            explain=t(
                "A recall is not a move: the same object, with its state, attachments and "
                "effects (456, 458.1).",
                "Un rappel n'est pas un déplacement : le même objet, avec son état, ses "
                "attachements et ses effets (456, 458.1).",
            ),
        )
        return True


def move_to_base_barred(state: State, obj: Obj, dest: str) -> str | None:
    """The name of the card whose text makes this move to a base impossible (002): the unit's own
    "I can't move to base", a permanent's "units can't move to base", or the battlefield's "units
    can't move from here to base". A recall is not a move and is never barred here."""
    if not dest.startswith("base:") or not obj.is_unit:
        return None
    if obj.card.static("cant_move_to_base"):
        return obj.card.name
    here = state.location(obj)
    if here in state.battlefields and state.battlefields[str(here)].card.static(
        "units_cant_move_from_here_to_base"
    ):
        return state.battlefields[str(here)].card.name
    for other in state.objects.values():
        if other.on_board and other.card.static("units_cant_move_to_base"):
            return other.card.name
    return None


def move_by_enemy_barred(state: State, obj: Obj, cause: str | None) -> str | None:
    """The name of the Equipment whose text says "equipped unit: enemy spells and abilities cannot
    move me" (`enemies_cant_move_me` in its grants, Jagged Cutlass) when the move comes from a
    spell or ability an opponent of the unit's controller controls; else None (002)."""
    item = next((i for i in state.chain if cause and cause in (i.id, i.link)), None)
    if item is None or item.controller == obj.controller:
        return None
    for gear in state.attachments(obj):
        if gear.on_board and any(
            getattr(a, "effect", None) == "enemies_cant_move_me" for a in gear.card.grants
        ):
            return gear.card.name
    return None


def cant_move_key(player: str, obj: Obj) -> str:
    """The `uses_this_turn` key: `player` can't move this object this turn (Vex, Apathetic)."""
    return f"cant_move_by:{player}:{obj.pid}:{obj.rules_id}"


def move_by_player_barred(state: State, obj: Obj, cause: str | None) -> bool:
    """Whether the spell or ability moving the object is controlled by a player who can't move it
    this turn ("that opponent can't move it this turn", 002)."""
    item = next((i for i in state.chain if cause and cause in (i.id, i.link)), None)
    return item is not None and bool(state.uses_this_turn.get(cant_move_key(item.controller, obj)))


class Move(Event):
    __slots__ = ()
    kind = "move"

    def phrase(self, state: State) -> tuple[str, str]:
        return "would move", "devrait se déplacer"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        who = name(state, self.obj)
        dest = self.to or base_of(obj.controller)
        guarded = move_by_enemy_barred(state, obj, self.cause)
        if guarded is not None:
            game.step(
                "skip",
                ("002", "055"),
                t(
                    f"{who} does not move: {guarded} says enemy spells and abilities can't move "
                    "it, so that move is impossible and skipped.",
                    f"{who} ne se déplace pas : {guarded} dit que les sorts et compétences "
                    "ennemis ne peuvent pas le déplacer, donc ce déplacement est impossible et "
                    "ignoré.",
                ),
                [obj.pid],
            )
            return False
        if move_by_player_barred(state, obj, self.cause):
            game.step(
                "skip",
                ("002", "055"),
                t(
                    f"{who} does not move: its controller can't move it this turn, so that move "
                    "is impossible and skipped.",
                    f"{who} ne se déplace pas : son contrôleur ne peut pas le déplacer ce "
                    "tour-ci, donc ce déplacement est impossible et ignoré.",
                ),
                [obj.pid],
            )
            return False
        barred = move_to_base_barred(state, obj, dest)
        if barred is not None:
            game.step(
                "skip",
                ("002", "055"),
                t(
                    f"{who} does not move: {barred} says it can't move to base, so that move is "
                    "impossible and skipped.",
                    f"{who} ne se déplace pas : {barred} dit qu'il ne peut pas aller dans la base, "
                    "donc ce déplacement est impossible et ignoré.",
                ),
                [obj.pid],
            )
            return False
        start = obj.zone
        state.moved_from[obj.pid] = state.location(obj)
        moves = f"moved:{obj.pid}:{obj.rules_id}"  # its moves this turn ("if I have moved twice")
        state.uses_this_turn[moves] = state.uses_this_turn.get(moves, 0) + 1
        put(state, obj, dest)
        state.log.append(LogEvent(self.kind, obj.pid))
        game.step(
            "move",
            ("445", "446"),
            t(
                f"{who} moves from {where(state, start)['en']} to {where(state, dest)['en']}.",
                f"{who} se déplace de {where(state, start)['fr']} à {where(state, dest)['fr']}.",
            ),
            [obj.pid],
            explain=t(
                "Board to board: the same object keeps its damage and effects (446).",
                "De plateau à plateau : le même objet garde ses dégâts et effets (446).",
            ),
        )
        return True


class _ToPile(Event):
    """A card going to one of its owner's piles: a new object there (124)."""

    __slots__ = ()
    reaches_off_board = True
    zone: ClassVar[str]
    rules: ClassVar[tuple[str, ...]]

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        who = name(state, self.obj)
        zone = self.zone
        put(state, obj, zone)
        item = state.item(self.cause or "")
        linked = item is not None or self.cause in state.link_sources
        if self.kind == "banish" and obj.zone == "banishment" and linked:
            cause = str(self.cause)
            state.links.setdefault(cause, []).append(
                (obj.pid, obj.rules_id)
            )  # 427.3: banished by this effect
            if item is not None and item.source and cause not in state.link_sources:
                state.link_sources[cause] = item.source
        state.log.append(LogEvent(self.kind, obj.pid))
        if self.kind == "discard":  # "if you've discarded a card this turn" (Raging Soul)
            key = f"discarded:{obj.owner}"
            state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1
        game.step(
            self.kind,
            self.rules,
            t(
                f"{who} goes to its owner's ({obj.owner}) {where(state, zone)['en']}: a new object "
                "(124).",
                f"{who} va dans la {where(state, zone)['fr']} de son propriétaire ({obj.owner}) : "
                "un nouvel objet (124).",
            ),
            [obj.pid],
        )
        return True


class Banish(_ToPile):
    __slots__ = ()
    kind = "banish"
    zone, rules = "banishment", ("427",)

    def phrase(self, state: State) -> tuple[str, str]:
        return "would be banished", "devrait être banni"


class ReturnToHand(_ToPile):
    __slots__ = ()
    kind = "return_to_hand"
    zone, rules = "hand", ("056", "124")

    def phrase(self, state: State) -> tuple[str, str]:
        return (
            "would return to its owner's hand",
            "devrait retourner dans la main de son propriétaire",
        )


class Discard(_ToPile):
    __slots__ = ()
    kind = "discard"
    zone, rules = "trash", ("056",)


class LeaveChain(Event):
    """A spell leaving the chain: resolved (359.3.d) or countered (425); `to` is where it goes."""

    __slots__ = ()
    kind = "leave_chain"
    reaches_off_board = True

    def phrase(self, state: State) -> tuple[str, str]:
        return (
            f"would leave the chain for its owner's {where(state, self.to or 'trash')['en']}",
            f"devrait quitter la chaîne pour la {where(state, self.to or 'trash')['fr']} de son "
            "propriétaire",
        )

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or obj.zone != "chain":
            return False
        state = game.state
        who = name(state, self.obj)
        zone = self.to or "trash"
        put(state, obj, zone)
        countered = self.cause != "resolution"
        game.step(
            "leave_chain",
            ("425", "425.1.c") if countered else ("359.3.d", "056"),
            t(
                (
                    f"{who} is countered: it does nothing and goes to its owner's ({obj.owner}) "
                    f"{where(state, zone)['en']}; its paid costs stay paid."
                    if countered
                    else f"{who} has resolved and goes to its owner's ({obj.owner}) "
                    f"{where(state, zone)['en']}."
                ),
                (
                    f"{who} est contré : il ne fait rien et va dans la {where(state, zone)['fr']} "
                    f"de son propriétaire ({obj.owner}) ; ses coûts payés restent payés."
                    if countered
                    else f"{who} est résolu et va dans la {where(state, zone)['fr']} de son "
                    f"propriétaire ({obj.owner})."
                ),
            ),
            [obj.pid],
            explain=t(
                "A cleanup can run now that nothing is resolving (321)." if not countered else "",
                "Un nettoyage peut avoir lieu maintenant que rien ne se résout (321)."
                if not countered
                else "",
            ),
        )
        return True


class Draw(Event):
    __slots__ = ()
    kind = "draw"
    reaches_off_board = True

    def phrase(self, state: State) -> tuple[str, str]:
        return f"would draw {self.amount}", f"devrait piocher {self.amount}"

    def happen(self, game: Game) -> bool:
        if self.player is None:
            return False
        state = game.state
        player = state.players[self.player]
        drawn = 0
        for _ in range(self.amount):
            if player.deck:
                put(state, state.objects[player.deck[0]], "hand")
            elif player.deck_hidden:
                player.deck_hidden -= 1
                player.hand_hidden += 1
            else:
                break
            drawn += 1
        state.log.append(LogEvent("draw", self.player, amount=drawn))
        # "when you draw your second card of a turn": the cards each player has drawn this turn
        before = state.uses_this_turn.get(f"drawn:{self.player}", 0)
        state.uses_this_turn[f"drawn:{self.player}"] = before + drawn
        state.uses_this_turn[f"drawn_before:{self.player}"] = before
        short = "" if drawn == self.amount else " (the deck ran out)"
        short_fr = "" if drawn == self.amount else " (le deck est épuisé)"
        game.step(
            "draw",
            ("413",),
            t(f"{self.player} draws {drawn}.{short}", f"{self.player} pioche {drawn}.{short_fr}"),
            [],
        )
        return True


class Create(Event):
    """A token is created (439, 183): `to` names the token, `obj` the zone it enters (its base if
    None)."""

    __slots__ = ()
    kind = "create"
    reaches_off_board = True
    inheritable = ("exhausted",)

    def phrase(self, state: State) -> tuple[str, str]:
        return f"would play a {self.to} token", f"devrait invoquer une création {self.to}"

    def would(self, state: State) -> dict[str, str]:
        en, fr = self.phrase(state)
        return t(f"{self.player} {en}", f"{self.player} {fr}")

    def affected(self, state: State) -> tuple[str, str | None]:
        # the token does not exist yet: the player who plays it, who will control it, is the
        # one it happens to (`obj` names only where it enters)
        return "player", self.player

    def happen(self, game: Game) -> bool:
        if self.player is None or self.to is None:
            return False
        state = game.state
        card = game.cards[self.to]
        n = sum(1 for o in state.objects.values() if o.card.name == card.name) + 1
        pid = f"{card.name.lower().replace(' ', '-')}-{n}"
        while pid in state.objects:
            n += 1
            pid = f"{card.name.lower().replace(' ', '-')}-{n}"
        zone = base_of(self.player) if self.obj is None else self.obj
        state.objects[pid] = Obj(
            pid=pid,
            card=card,
            owner=self.player,
            controller=self.player,
            zone=zone,
            rules_id=state.new_rules_id(),
            since=state.tick(),
            token=True,
            exhausted=self.exhausted,
        )
        state.log.append(LogEvent("create", card.name))
        game.step(
            "create",
            ("439", "183"),
            t(
                f"A {card.name} token is created in {where(state, zone)['en']}"
                + (" exhausted." if self.exhausted else "."),
                f"Une création {card.name} apparaît dans {where(state, zone)['fr']}"
                + (" épuisée." if self.exhausted else "."),
            ),
            [pid],
        )
        return True


class Score(Event):
    """A player scores a battlefield (469): `obj` is the battlefield, `player` who scores, `to`
    how (conquer or hold). Scoring is an event, so a `would: score` replacement applies to it."""

    __slots__ = ()
    kind = "score"
    reaches_off_board = True

    def phrase(self, state: State) -> tuple[str, str]:
        where_en = place(state, self.obj or "")
        return f"would score {where_en}", f"devrait marquer {where_en}"

    def would(self, state: State) -> dict[str, str]:
        en, fr = self.phrase(state)
        return t(f"{self.player} {en}", f"{self.player} {fr}")

    def affected(self, state: State) -> tuple[str, str | None]:
        return "player", self.player

    def happen(self, game: Game) -> bool:
        state = game.state
        bf = state.battlefields.get(self.obj or "")
        if bf is None or self.player is None:
            return False
        if self.player not in bf.scored_this_turn:
            bf.scored_this_turn.append(self.player)
        p = state.players[self.player]
        p.score += 1
        state.log.append(LogEvent("score", self.player, at=bf.id, amount=1))
        how = self.to or "conquer"
        if how == "hold":
            held = state.hold_points_this_turn
            held[self.player] = held.get(self.player, 0) + 1
        game.step(
            "score",
            ("469.1" if how == "conquer" else "469.2", "471"),
            t(
                f"{self.player} {how}s {place(state, bf.id)} and scores 1 point (now {p.score}).",
                f"{self.player} {'conquiert' if how == 'conquer' else 'tient'} "
                f"{place(state, bf.id)} et marque 1 point (maintenant {p.score}).",
            ),
        )
        return True


class ReplaceBattlefield(Event):
    """The Replace game action on a battlefield (438.1): `obj` is the battlefield, `to` the token
    that takes its place. Something happening to a battlefield, so replacements can apply to it,
    and for an uncontrolled battlefield the turn player orders them (372)."""

    __slots__ = ()
    kind = "replace"

    def phrase(self, state: State) -> tuple[str, str]:
        return (
            f"would be replaced with a {self.to} token",
            f"devrait être remplacé par une création {self.to}",
        )

    def happen(self, game: Game) -> bool:
        state = game.state
        bf = state.battlefields.get(self.obj or "")
        if bf is None or self.to is None:
            return False
        old = bf.card
        original_pid: str | None = None
        if old.token:
            note = t(
                f"The replaced {old.name} is a token: it ceases to exist in banishment (438.6).",
                f"Le {old.name} remplacé est une création : il cesse d'exister en bannissement "
                "(438.6).",
            )
        else:
            n = sum(1 for pid in state.objects if pid.startswith(f"{bf.id}~")) + 1
            pid = original_pid = f"{bf.id}~{n}"
            state.objects[pid] = Obj(
                pid=pid,
                card=old,
                owner=bf.owner,
                controller=bf.owner,
                zone="banishment",
                rules_id=state.new_rules_id(),
                since=state.tick(),
            )
            state.players[bf.owner].banishment.append(pid)
            bf.replaced.append(pid)
            note = t(
                f"{old.name} goes to its owner's ({bf.owner}) banishment as replaced, not "
                "banished (438.5).",
                f"{old.name} va dans la zone de bannissement de son propriétaire ({bf.owner}) en "
                "tant que remplacé, pas banni (438.5).",
            )
        token = self.to
        bf.card = game.cards[token]
        state.log.append(LogEvent("replace", bf.id, of=token))
        game.step(
            "replace",
            ("438.1", "438.1.a", "438.5"),
            t(
                f"The battlefield {old.name} is replaced with a {token} token, which is not "
                "played and inherits its "
                f"control ({bf.controller or 'none'}) and score history "
                f"({', '.join(bf.scored_this_turn) or 'none'}). " + note["en"],
                f"Le champ de bataille {old.name} est remplacé par une création {token}, qui "
                "n'est pas jouée et hérite de son "
                f"contrôle ({bf.controller or 'aucun'}) et de son historique de score "
                f"({', '.join(bf.scored_this_turn) or 'aucun'}). " + note["fr"],
            ),
            [original_pid] if original_pid else [],
            explain=t(
                "Units and facedown cards there stay; effects that refer to the battlefield "
                "follow the token as the same object (438.1.a).",
                "Les unités et cartes face cachée restent ; les effets qui désignent le champ de "
                "bataille suivent la création comme le même objet (438.1.a).",
            ),
        )
        return True


class RemoveHidden(Event):
    """A hidden card at a battlefield its player no longer controls goes to its owner's trash
    (323.7, 107.3.d): a zone change, so an event the pipeline sees."""

    __slots__ = ()
    kind = "remove_hidden"

    def phrase(self, state: State) -> tuple[str, str]:
        return "would go to its owner's trash", "devrait aller dans la défausse de son propriétaire"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None or not obj.zone.startswith("facedown:"):
            return False
        state = game.state
        bf = obj.zone.split(":", 1)[1]
        put(state, obj, "trash")
        state.log.append(LogEvent("remove_hidden", obj.pid, at=bf))
        game.step(
            "hidden",
            ("323.7", "107.3.d"),
            t(
                f"The hidden card at {place(state, bf)} goes to its owner's trash: its player no "
                "longer controls the battlefield.",
                f"La carte cachée à {place(state, bf)} va dans la défausse de son propriétaire : "
                "son joueur ne contrôle plus le champ de bataille.",
            ),
            [obj.pid],
        )
        return True
