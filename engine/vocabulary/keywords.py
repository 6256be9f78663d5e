"""Keyword, combat and Might words: grant a keyword for a while (801.3.a), swap two units' Might
(the Swap action: +X and -X modifiers worked out from their current Might), double a unit's Might,
damage split among several targets, the split chosen as it resolves (355.14), the words Vision
and Weaponmaster are short for (817, 821), targets described by their Might, and copies
(477.1.b)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING, ClassVar

from engine.errors import IllegalAction
from engine.model.card import Condition, Instruction
from engine.model.events import Event
from engine.model.keywords import held, split
from engine.model.state import LogEvent, Obj, State
from engine.model.text import name, names, t
from engine.record.timeline import Decision, Option
from engine.rules.occasions import chosen_without_targeting, equipped
from engine.rules.reading import Context, objects_for, objects_named
from engine.vocabulary.base import ObjectWord
from engine.vocabulary.mill import looked_at
from engine.vocabulary.targets import Permanent

if TYPE_CHECKING:
    from engine.record.game import Game

# the keywords a `grant` may give: the ones whose meaning the engine runs
GRANTABLE = ("assault", "shield", "tank", "backline", "ganking", "temporary", "deflect")
# a split's every distribution is an option: past this many, the scenario is refused
MAX_SPLITS = 200


class GrantKeyword(Event):
    """A keyword granted to a unit this turn (801.3.a.2); a new object loses it (124.1)."""

    __slots__ = ()
    kind = "grant"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        keyword = str(self.to)
        state.granted.append((obj.pid, obj.rules_id, keyword))
        state.log.append(LogEvent("grant", obj.pid))
        game.step(
            "grant",
            ("801.3.a", "801.3.a.2"),
            t(
                f"{name(state, obj.pid)} gains [{keyword}] this turn (now {state.might(obj)} "
                "Might).",
                f"{name(state, obj.pid)} gagne [{keyword}] ce tour-ci (puissance "
                f"{state.might(obj)}).",
            ),
            [obj.pid],
        )
        return True


class GrantKeywordForGood(Event):
    """A keyword granted with no end ("give it [Temporary]", 801.3.a.3): the unit or gear keeps it
    while it stays the same object (124.1)."""

    __slots__ = ()
    kind = "grant_for_good"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        keyword = str(self.to)
        state.granted_for_good.append((obj.pid, obj.rules_id, keyword))
        state.log.append(LogEvent("grant", obj.pid))
        game.step(
            "grant",
            ("801.3.a", "801.3.a.3"),
            t(
                f"{name(state, obj.pid)} gains [{keyword}] for as long as it stays on the board.",
                f"{name(state, obj.pid)} gagne [{keyword}] tant qu'il reste sur le plateau.",
            ),
            [obj.pid],
        )
        return True


class Grant(ObjectWord):
    """`{grant: "Assault 3", to: $target}`: the unit has the keyword this turn; instances add up
    (807.2, 814.2). `duration: permanent` ("give it [Temporary]", no end said: 801.3.a.3): the
    unit or gear keeps it while it is the same object."""

    __slots__ = ()
    op, main, required = "grant", "name", {"to": "ref"}
    optional = {"duration": "string"}
    title = ("Keyword", "Mot-clé")
    says = ("give {to} [{value}] this turn", "donner [{value}] à {to} ce tour-ci")
    names = "to"

    def sentence(self, state: State) -> dict[str, str]:
        said = super().sentence(state)
        if self.arg("duration", "this_turn") == "combat":
            return {
                "en": said["en"].replace(" this turn", " this combat"),
                "fr": said["fr"].replace(" ce tour-ci", " pour ce combat"),
            }
        if self.arg("duration", "this_turn") != "permanent":
            return said
        return {
            "en": said["en"].removesuffix(" this turn"),
            "fr": said["fr"].removesuffix(" ce tour-ci"),
        }

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        word, _ = split(str(self.value))
        if word not in GRANTABLE:
            raise IllegalAction(
                "801.3.a",
                f"The engine cannot grant [{self.value}]: only "
                f"{', '.join(k.capitalize() for k in GRANTABLE)}.",
                f"Le moteur ne sait pas donner [{self.value}] : seulement "
                f"{', '.join(k.capitalize() for k in GRANTABLE)}.",
            )
        if self.arg("duration", "this_turn") == "combat":  # "it gains [Shield 2] this combat"
            return [
                ctx.event("grant_combat", obj=o.pid, to=str(self.value))
                for o in targets
                if o.on_board and o.is_unit
            ]
        # "gains [Temporary]" with no duration lasts while it stays on the board (801.3.a.3)
        if self.arg("duration", "this_turn") == "permanent":
            return [
                ctx.event("grant_for_good", obj=o.pid, to=str(self.value))
                for o in targets
                if o.on_board and (o.is_unit or o.card.type == "gear")
            ]
        return [
            ctx.event("grant", obj=o.pid, to=str(self.value))
            for o in targets
            if o.on_board and o.is_unit
        ]


class SwapMight(ObjectWord):
    """`{swap_might: $first, with: $second}` (Switcheroo): the difference of their current Might is
    worked out as it resolves; the higher gets -X, the lower +X, this turn. Later changes to what
    made up that Might change it again; the swap's modifiers stay (they are not a swap kept up)."""

    __slots__ = ()
    op, main, required = "swap_might", "ref", {"with": "ref"}
    title = ("Swap Might", "Échange de puissance")
    says = ("swap the Might of {value} and {with}", "échanger la puissance de {value} et {with}")
    own = "might"

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        targets = objects_named(game, self.refs(), ctx, self.label())
        others = objects_for(game, str(self.arg("with")), ctx, self.label())
        pair = [o for o in (*targets, *others) if o.on_board and o.is_unit]
        if len(pair) != 2:
            ctx.did = False
            return []
        state = game.state
        first, second = pair
        # negative Might is read as 0 by an effect (the ruling's "treated as 0 when referenced")
        a, b = max(state.might(first) or 0, 0), max(state.might(second) or 0, 0)
        game.step(
            "swap",
            ("143",),
            t(
                f"Swap: {name(state, first.pid)} has {a} Might, {name(state, second.pid)} {b}; "
                f"each gets the difference ({abs(a - b)}) so that their Might is exchanged "
                "this turn.",
                f"Échange : {name(state, first.pid)} a {a} en puissance, "
                f"{name(state, second.pid)} {b} ; chacun reçoit la différence ({abs(a - b)}) pour "
                "que leurs puissances soient échangées ce tour-ci.",
            ),
            [first.pid, second.pid],
        )
        events = (
            [
                ctx.event("might", obj=first.pid, to="this_turn", amount=b - a),
                ctx.event("might", obj=second.pid, to="this_turn", amount=a - b),
            ]
            if a != b
            else []
        )
        return self.propose(game, ctx, targets, events)


class DoubleMight(ObjectWord):
    """`{double_might: $target}`: the unit gets +X this turn, X being its current Might as it
    resolves (0 when its Might is 0 or less)."""

    __slots__ = ()
    op, main = "double_might", "ref"
    title = ("Double Might", "Puissance doublée")
    says = ("double the Might of {value}", "doubler la puissance de {value}")
    optional = {"duration": "string"}  # this_turn, or this_combat (Fiora, Peerless)
    own = "might"

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        return [
            ctx.event(
                "might",
                obj=o.pid,
                to="this_combat" if self.arg("duration") == "this_combat" else "this_turn",
                amount=max(state.might(o) or 0, 0),
            )
            for o in targets
            if o.on_board and o.is_unit and (state.might(o) or 0) > 0
        ]


class SplitDamage(ObjectWord):
    """`{split_damage: [$a, $b, $c], amount: 5}` or `might_of: $unit` (Alpha Strike): the damage is
    split among the targets still legal as it resolves, at least 1 to each and all of it dealt
    (355.14); the controller chooses the split then (a decision of kind `split`, answered with
    `pick` naming each target once per point of damage). With less damage than targets, they
    first drop just enough targets (a decision of kind `drop`, answered with `pick`)."""

    __slots__ = ()
    op, main = "split_damage", "refs"
    optional = {"amount": "int", "might_of": "ref"}
    title = ("Split damage", "Dégâts répartis")
    says = ("deal damage split among {value}", "infliger des dégâts répartis entre {value}")
    own = "damage"

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        among = [o for o in objects_named(game, self.refs(), ctx, self.label()) if o.on_board]
        total = self._total(game, ctx)
        if total is None or total <= 0 or not among:
            game.step(
                "skip",
                ("355.14", "055"),
                t(
                    "Split damage: no damage to deal or no legal target left; nothing happens.",
                    "Dégâts répartis : aucun dégât à infliger ou plus de cible légale ; rien ne "
                    "se passe.",
                ),
            )
            ctx.did = False
            return []
        while len(among) > total:
            among.remove(self._drop(game, ctx, among, total))
        split_of = self._split(game, ctx, among, total)
        events = [
            ctx.event("damage", obj=o.pid, amount=n) for o, n in zip(among, split_of, strict=True)
        ]
        return self.propose(game, ctx, among, events)

    def _total(self, game: Game, ctx: Context) -> int | None:
        if self.arg("might_of") is None:
            return int(self.arg("amount", 0))
        source = objects_for(game, str(self.arg("might_of")), ctx, self.label())
        if not source or not source[0].on_board:
            return None  # its Might is a null referent: the damage is not dealt
        return max(game.state.might(source[0]) or 0, 0)

    def _drop(self, game: Game, ctx: Context, among: list[Obj], total: int) -> Obj:
        state = game.state
        options = tuple(
            Option(f"pick:{o.pid}", t(name(state, o.pid), name(state, o.pid))) for o in among
        )
        key = game.decide(
            Decision(
                "drop",
                ctx.controller,
                "355.14",
                t(
                    f"Only {total} damage for {len(among)} targets "
                    f"({names(state, [o.pid for o in among])}): "
                    "each must get at least 1, so just enough targets are dropped. Which one is "
                    "dropped?",
                    f"Seulement {total} dégâts pour {len(among)} cibles "
                    f"({names(state, [o.pid for o in among])}) : chacune doit en recevoir au moins "
                    "1, donc juste assez de cibles sont abandonnées. Laquelle ?",
                ),
                options,
                objects=tuple(o.pid for o in among),
            )
        )
        return next(o for o in among if f"pick:{o.pid}" == key)

    def _split(self, game: Game, ctx: Context, among: list[Obj], total: int) -> tuple[int, ...]:
        state = game.state
        count = comb(total - 1, len(among) - 1)
        if count > MAX_SPLITS:
            raise IllegalAction(
                "355.14",
                f"{total} damage split among {len(among)} targets has {count} ways: more than "
                f"the {MAX_SPLITS} a decision may offer.",
                f"{total} dégâts répartis entre {len(among)} cibles font {count} possibilités : "
                f"plus que les {MAX_SPLITS} qu'une décision peut proposer.",
            )
        ways = _compositions(total, len(among))
        options = tuple(
            Option(
                # one name per point of damage: `choices: [{pick: [a, a, b]}]` is 2 to a, 1 to b
                "pick:"
                + ",".join(o.pid for o, n in zip(among, way, strict=True) for _ in range(n)),
                t(
                    ", ".join(
                        f"{n} to {name(state, o.pid)}" for o, n in zip(among, way, strict=True)
                    ),
                    ", ".join(
                        f"{n} à {name(state, o.pid)}" for o, n in zip(among, way, strict=True)
                    ),
                ),
            )
            for way in ways
        )
        key = game.decide(
            Decision(
                "split",
                ctx.controller,
                "355.14",
                t(
                    f"{ctx.controller} splits {total} damage among "
                    f"{names(state, [o.pid for o in among])}: at least 1 to each, all of it dealt.",
                    f"{ctx.controller} répartit {total} dégâts entre "
                    f"{names(state, [o.pid for o in among])} : au moins 1 à chacune, tout est "
                    "infligé.",
                ),
                options,
                objects=tuple(o.pid for o in among),
            )
        )
        named = key.split(":", 1)[1].split(",")
        return tuple(named.count(o.pid) for o in among)


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write `total` as `parts` numbers of at least 1, in order (stars and bars)."""
    if parts > total or parts == 0:
        return []
    ways = []
    for cuts in combinations(range(1, total), parts - 1):
        bounds = (0, *cuts, total)
        ways.append(tuple(bounds[i + 1] - bounds[i] for i in range(parts)))
    return ways


class Vision(Instruction):
    """`{vision: 1}`, what [Vision] is short for (817.1.b): look at the top card of your Main Deck;
    you may recycle it (a decision of kind `recycle`, answered with `accept`). Each instance is
    its own trigger (817.2)."""

    __slots__ = ()
    op, main = "vision", "int"
    title = ("Vision", "Vision")
    says = (
        "look at the top card of the deck; you may recycle it",
        "regarder la carte du dessus du deck ; vous pouvez la recycler",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        if not player.deck:
            game.step(
                "look",
                ("817.1.b", "055"),
                t(
                    f"Vision: {ctx.controller}'s Main Deck has no named card on top to look at.",
                    f"Vision : le deck de {ctx.controller} n'a pas de carte nommée au-dessus à "
                    "regarder.",
                ),
            )
            ctx.did = False
            return []
        top = player.deck[0]
        game.step(
            "look",
            ("817.1.b",),
            t(
                f"Vision: {ctx.controller} looks at the top card of their Main Deck: "
                f"{name(state, top)}.",
                f"Vision : {ctx.controller} regarde la carte du dessus de son deck : "
                f"{name(state, top)}.",
            ),
            [top],
        )
        looked_at(game, ctx, [top])  # "as you look at me" (Nocturne, Horrifying)
        if top not in player.deck:
            return []
        key = game.decide(
            Decision(
                "recycle",
                ctx.controller,
                "817.1.b",
                t(
                    f"{ctx.controller} may recycle {name(state, top)} (to the bottom of the deck).",
                    f"{ctx.controller} peut recycler {name(state, top)} (sous le deck).",
                ),
                (
                    Option("accept:yes", t("Recycle it", "La recycler")),
                    Option("accept:no", t("Keep it on top", "La laisser au-dessus")),
                ),
                objects=(top,),
            )
        )
        ctx.did = key == "accept:yes"
        if ctx.did:
            player.deck.remove(top)
            player.deck.append(top)
            state.log.append(LogEvent("recycle", top))
            game.step(
                "recycle",
                ("817.1.b", "416"),
                t(
                    f"{name(state, top)} is recycled: it goes to the bottom of the deck.",
                    f"{name(state, top)} est recyclée : elle va sous le deck.",
                ),
                [top],
            )
        return []


class Predict(Instruction):
    """`{predict: 2}` ([Predict 2], 436): look at that many cards from the top of your Main Deck
    (as many as it holds, 436.4), recycle any number of them and put the rest back in any order
    (436.1.a-b). One card is a `recycle` decision answered with `accept`, as Vision's; more are
    `pick` decisions, one card at a time (`{pick: [c2]}`, `pick:none` stops), then `pick`s of the
    card that goes next from the top, until one is left."""

    __slots__ = ()
    op, main = "predict", "int"
    title = ("Predict", "Prédiction")
    says = ("predict {value}", "prédire {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        player = state.players[ctx.controller]
        seen = player.deck[: max(int(str(self.value)), 1)]
        if not seen:
            game.step(
                "look",
                ("436.4", "055"),
                t(
                    f"Predict: {ctx.controller}'s Main Deck has no named card on top to look at.",
                    f"Prédiction : le deck de {ctx.controller} n'a pas de carte nommée au-dessus "
                    "à regarder.",
                ),
            )
            ctx.did = False
            return []
        game.step(
            "look",
            ("436.1",),
            t(
                f"Predict: {ctx.controller} looks at the top of their Main Deck: "
                f"{names(state, seen)}.",
                f"Prédiction : {ctx.controller} regarde le dessus de son deck : "
                f"{names(state, seen)}.",
            ),
            list(seen),
        )
        left = list(seen)
        recycled: list[str] = []
        if len(left) == 1:
            key = game.decide(
                Decision(
                    "recycle",
                    ctx.controller,
                    "436.1",
                    t(
                        f"{ctx.controller} may recycle {name(state, left[0])} (to the bottom of "
                        "the deck).",
                        f"{ctx.controller} peut recycler {name(state, left[0])} (sous le deck).",
                    ),
                    (
                        Option("accept:yes", t("Recycle it", "La recycler")),
                        Option("accept:no", t("Keep it on top", "La laisser au-dessus")),
                    ),
                    objects=(left[0],),
                )
            )
            if key == "accept:yes":
                recycled.append(left.pop())
        else:
            while left:
                key = game.decide(
                    Decision(
                        "pick",
                        ctx.controller,
                        "436.1.a",
                        t(
                            f"{ctx.controller} may recycle another of the cards seen.",
                            f"{ctx.controller} peut recycler une autre des cartes vues.",
                        ),
                        tuple(Option(f"pick:{c}", t(name(state, c), name(state, c))) for c in left)
                        + (Option("pick:none", t("No more", "Plus aucune")),),
                        objects=tuple(left),
                    )
                )
                chosen = key.split(":", 1)[1]
                if chosen == "none":
                    break
                left.remove(chosen)
                recycled.append(chosen)
        if len(left) > 1:
            # the rest goes back one card at a time, top first (436.1.b); the last one is left
            unordered, left = left, []
            while len(unordered) > 1:
                key = game.decide(
                    Decision(
                        "pick",
                        ctx.controller,
                        "436.1.b",
                        t(
                            f"{ctx.controller} puts the rest back in any order: which card goes "
                            "next from the top?",
                            f"{ctx.controller} remet le reste dans l'ordre voulu : quelle carte "
                            "vient ensuite depuis le dessus ?",
                        ),
                        tuple(
                            Option(f"pick:{c}", t(name(state, c), name(state, c)))
                            for c in unordered
                        ),
                        objects=tuple(unordered),
                    )
                )
                chosen = key.split(":", 1)[1]
                unordered.remove(chosen)
                left.append(chosen)
            left += unordered
            for card in left:  # the order shows: the next draws follow it
                state.log.append(LogEvent("put_back", card))
        del player.deck[: len(seen)]
        player.deck[:0] = left
        for card in recycled:
            player.deck.append(card)
            state.log.append(LogEvent("recycle", card))
            game.step(
                "recycle",
                ("436.1", "416"),
                t(
                    f"{name(state, card)} is recycled: it goes to the bottom of the deck.",
                    f"{name(state, card)} est recyclée : elle va sous le deck.",
                ),
                [card],
            )
        ctx.did = bool(recycled)
        return []


class Weaponmaster(Instruction):
    """`{weaponmaster: me}`, what [Weaponmaster] is short for (821.1.c): you may choose an Equipment
    you control; it is attached to this unit (its Equip cost, less 1 Power, is treated as paid
    when the scenario leaves the economy out). The Equip ability is not activated and the unit is
    not chosen (821.1.c.6); an Equipment that cannot be attached stays where it is (821.1.c.5)."""

    __slots__ = ()
    op, main = "weaponmaster", "name"
    title = ("Weaponmaster", "Maître d'armes")
    says = ("attach an Equipment you control to me", "m'attacher un Équipement que vous contrôlez")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        me = state.objects.get(ctx.source or "")
        if me is None or not me.on_board or not me.is_unit:
            ctx.did = False
            return []
        gear = [
            o
            for o in state.objects.values()
            if o.on_board
            and o.controller == ctx.controller
            and o.card.has_keyword("Equipment")
            and o.attached_to != me.pid
        ]
        options = (
            *(Option(f"pick:{g.pid}", t(name(state, g.pid), name(state, g.pid))) for g in gear),
            Option("pick:none", t("None", "Aucun")),
        )
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "821.1.c",
                t(
                    f"Weaponmaster: {ctx.controller} may choose an Equipment they control to "
                    f"attach to {name(state, me.pid)}.",
                    f"Maître d'armes : {ctx.controller} peut choisir un Équipement qu'il contrôle "
                    f"pour l'attacher à {name(state, me.pid)}.",
                ),
                options,
                objects=tuple(g.pid for g in gear),
            )
        )
        chosen = key.split(":", 1)[1]
        ctx.did = chosen != "none"
        if ctx.did:
            equipment = state.objects[chosen]
            equipment.attached_to = me.pid
            equipment.zone = me.zone
            state.log.append(LogEvent("attach", chosen, of=me.pid))
            game.step(
                "attach",
                ("821.1.c", "821.1.c.6", "434.4.a"),
                t(
                    f"Weaponmaster: {name(state, chosen)} is attached to {name(state, me.pid)} "
                    "(its Equip cost, 1 Power less, treated as paid; the Equip ability is not "
                    "activated and the unit is not chosen).",
                    f"Maître d'armes : {name(state, chosen)} est attaché à {name(state, me.pid)} "
                    "(son coût d'Équipement, moins 1 Puissance, considéré payé ; la compétence "
                    "d'Équipement n'est pas activée et l'unité n'est pas choisie).",
                ),
                [chosen, me.pid],
            )
            equipped(game, me, equipment, ctx.controller)
        return []


class _AtMost3Might(Permanent):
    """A target described by its Might ("a unit with 3 Might or less"): only such a unit may be
    chosen, and it must still be one as the effect resolves (the targeting ruling: words that
    describe the target restrict it). Negative Might is read as 0."""

    max_might: ClassVar[int] = 3

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and (
            max(state.might(obj) or 0, 0) <= cls.max_might
        )


class UnitWith3MightOrLess(_AtMost3Might):
    name, words = (
        "unit with 3 Might or less",
        ("unit with 3 Might or less", "unité de 3 puissance ou moins"),
    )


class EnemyUnitWith3MightOrLess(_AtMost3Might):
    name, side = "enemy unit with 3 Might or less", "enemy"
    words = ("enemy unit with 3 Might or less", "unité ennemie de 3 puissance ou moins")


class UnitAtABattlefieldWith3MightOrLess(_AtMost3Might):
    name, where = "unit at a battlefield with 3 Might or less", "battlefield"
    words = (
        "unit at a battlefield with 3 Might or less",
        "unité sur un champ de bataille de 3 puissance ou moins",
    )


class UnitAtABattlefieldWith2MightOrLess(_AtMost3Might):
    name, where, max_might = "unit at a battlefield with 2 Might or less", "battlefield", 2
    words = (
        "unit at a battlefield with 2 Might or less",
        "unité sur un champ de bataille de 2 puissance ou moins",
    )


class TargetHas3MightOrLess(Condition):
    """`{if: target_has_3_might_or_less, do: [...]}`: a condition on the effect, not on its target
    ("kill a unit if it has 3 Might or less" may choose any unit; the Might is read as it
    resolves). Reads the card's target named `target`."""

    name = "target_has_3_might_or_less"
    words = ("its target has 3 Might or less", "sa cible a 3 puissance ou moins")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        chosen = ctx.targets.get("target")
        if chosen is None:
            return False
        obj = game.state.objects.get(chosen[0])
        return (
            obj is not None
            and obj.on_board
            and obj.rules_id == chosen[1]
            and max(game.state.might(obj) or 0, 0) <= 3
        )


class BecomeCopy(ObjectWord):
    """`{become_copy: self, of: $target}`: the object becomes a copy of another permanent on the
    board (477.1.b, the trait-altering layer): it takes its card (name, Might, keywords, tags,
    abilities, text); what happened to the object itself stays (damage, exhaustion, buffs, the
    keywords an effect granted it, which apply in a later layer). A copy made after the object was
    played does not play it again, so its 'when you play me' abilities do not trigger. The copy
    lasts until the object leaves the board (124.1)."""

    __slots__ = ()
    op, main, required = "become_copy", "ref", {"of": "ref"}
    title = ("Copy", "Copie")
    says = ("{value} becomes a copy of {of}", "{value} devient une copie de {of}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        targets = objects_named(game, self.refs(), ctx, self.label())
        models = objects_for(game, str(self.arg("of")), ctx, self.label())
        model = models[0] if models and models[0].on_board else None
        ctx.did = False
        for obj in targets:
            if model is None or not obj.on_board or obj.pid == model.pid:
                continue
            before = name(state, obj.pid)
            state.copied.setdefault(obj.pid, obj.card)
            obj.card = replace(model.card, token=obj.card.token)
            ctx.did = True
            game.step(
                "copy",
                ("477.1.b",),
                t(
                    f"{before} becomes a copy of {name(state, model.pid)}: its name, Might, "
                    f"keywords and abilities are that card's (now {state.might(obj)} Might); "
                    "what was done to it stays.",
                    f"{before} devient une copie de {name(state, model.pid)} : son nom, sa "
                    "puissance, ses mots-clés et ses compétences sont ceux de cette carte "
                    f"(puissance {state.might(obj)}) ; ce qui lui a été fait reste.",
                ),
                [obj.pid, model.pid],
            )
        if targets:
            ctx.moved_on_to(targets[-1].pid)
        return []


class TargetIsAlone(Condition):
    """`{if: target_is_alone, do: [...]}`: no other unit of its controller is where the card's
    target `target` is, read as the effect resolves (En Garde)."""

    name = "target_is_alone"
    words = ("no other unit of yours is with it", "aucune autre de vos unités n'est avec elle")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        chosen = ctx.targets.get("target")
        if chosen is None:
            return False
        state = game.state
        obj = state.objects.get(chosen[0])
        if obj is None or not obj.on_board or obj.rules_id != chosen[1]:
            return False
        here = state.location(obj) or ""
        return not any(
            u.pid != obj.pid and u.controller == obj.controller for u in state.units_at(here)
        )


class IWasMighty(Condition):
    """`{if: i_was_mighty, do: [...]}` in a death trigger: the unit had 5 Might or more as it died,
    read from what was noted then (708, 808.1.d.3; Unsung Hero)."""

    name = "i_was_mighty"
    words = ("it was Mighty as it died", "elle était Puissante en mourant")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        might = (ctx.snapshot or {}).get("might")
        return isinstance(might, int) and might >= 5


class QuickDraw(Instruction):
    """`{quick_draw: me}`, what [Quick-Draw]'s trigger is short for (819.1.d): attach this gear to
    a unit you control, chosen as the ability resolves here (a decision of kind `pick`; with one
    unit, not asked). The gear also has Reaction (819.1.b)."""

    __slots__ = ()
    op, main = "quick_draw", "name"
    title = ("Quick-Draw", "Quick-Draw")
    says = ("attach me to a unit you control", "m'attacher à une unité que vous contrôlez")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        gear = state.objects.get(ctx.source or "")
        units = [
            u
            for u in state.objects.values()
            if u.is_unit and u.on_board and u.controller == ctx.controller
        ]
        if gear is None or not gear.on_board or not units:
            game.step(
                "skip",
                ("819.1.d", "055"),
                t(
                    "Quick-Draw: no unit to attach to, or the gear left the board; nothing "
                    "happens.",
                    "Quick-Draw : aucune unité à qui l'attacher, ou l'équipement a quitté le "
                    "plateau ; rien ne se passe.",
                ),
            )
            ctx.did = False
            return []
        key = game.decide(
            Decision(
                "pick",
                ctx.controller,
                "819.1.d",
                t(
                    f"Quick-Draw: {ctx.controller} chooses a unit they control to attach "
                    f"{name(state, gear.pid)} to.",
                    f"Quick-Draw : {ctx.controller} choisit une unité qu'il contrôle à laquelle "
                    f"attacher {name(state, gear.pid)}.",
                ),
                tuple(
                    Option(f"pick:{u.pid}", t(name(state, u.pid), name(state, u.pid)))
                    for u in units
                ),
                objects=tuple(u.pid for u in units),
            )
        )
        unit = state.objects[key.split(":", 1)[1]]
        # picking the unit is choosing it, though not as a target (355.10; the ruling on
        # equipment-unit-selection): its "when you choose me" abilities trigger
        chosen_without_targeting(
            game, unit, ctx.controller, "chosen_by_ability", f"Quick-Draw ({gear.card.name})"
        )
        gear.attached_to = unit.pid
        gear.zone = unit.zone
        ctx.did = True
        state.log.append(LogEvent("attach", gear.pid, of=unit.pid))
        game.step(
            "attach",
            ("819.1.d", "434.4.a"),
            t(
                f"Quick-Draw: {name(state, gear.pid)} is attached to {name(state, unit.pid)}.",
                f"Quick-Draw : {name(state, gear.pid)} est attaché à {name(state, unit.pid)}.",
            ),
            [gear.pid, unit.pid],
        )
        equipped(game, unit, gear, ctx.controller)
        return []


class AnotherUnitAtABattlefieldWith3MightOrLess(UnitAtABattlefieldWith3MightOrLess):
    """Windsinger: "another unit at a battlefield with 3 Might or less" (never its own source)."""

    name, another = "another unit at a battlefield with 3 Might or less", True
    words = (
        "another unit at a battlefield with 3 Might or less",
        "une autre unité sur un champ de bataille de 3 puissance ou moins",
    )


class GrantKeywordThisCombat(Event):
    """A keyword granted "this combat" (`{grant: "Shield 2", to: $x, duration: combat}`, Fortified
    Position, 801.3.a.2): it ends as the combat ends (466.7), at the latest with the turn; a new
    object loses it (124.1)."""

    __slots__ = ()
    kind = "grant_combat"

    def happen(self, game: Game) -> bool:
        obj = self.target(game)
        if obj is None:
            return False
        state = game.state
        granted = (obj.pid, obj.rules_id, str(self.to))
        state.granted.append(granted)
        if state.showdown is not None and state.showdown.combat:
            state.combat_grants.append(granted)
        state.log.append(LogEvent("grant", obj.pid))
        game.step(
            "grant",
            ("801.3.a", "801.3.a.2"),
            t(
                f"{name(state, obj.pid)} gains [{self.to}] for this combat (now "
                f"{state.might(obj)} Might).",
                f"{name(state, obj.pid)} gagne [{self.to}] pour ce combat (puissance "
                f"{state.might(obj)}).",
            ),
            [obj.pid],
        )
        return True


class GrantAbility(ObjectWord):
    """`{grant_ability: $target}` ("this turn, it gains the ability '...'", Dominus): the unit has,
    until the end of the turn, the activated abilities in this card's `grants` (its "me" is the
    unit); a new object does not keep them (124.1). Used from the engine/rules/granted.py list."""

    __slots__ = ()
    op, main = "grant_ability", "ref"
    title = ("Grant an ability", "Octroi d'une compétence")
    says = ("give {value} an ability this turn", "donner une compétence à {value} ce tour-ci")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = [o for o in objects_for(game, str(self.value), ctx, self.label()) if o.on_board]
        source = state.objects.get(ctx.source or "")
        if not found or source is None:
            ctx.did = False
            return []
        for obj in found:
            state.granted_abilities.append((obj.pid, obj.rules_id, source.pid))
            game.step(
                "grant",
                ("381",),
                t(
                    f"{name(state, obj.pid)} gains {source.card.name}'s ability this turn.",
                    f"{name(state, obj.pid)} gagne la compétence de {source.card.name} ce tour-ci.",
                ),
                [obj.pid],
            )
        ctx.moved_on_to(found[-1].pid)
        ctx.did = True
        return []


class GrantMyKeywords(ObjectWord):
    """`{grant_my_keywords: $target}` (Kato the Arm: "one friendly unit gains my keywords ... this
    turn"): the unit gains, this turn, each keyword its source has now — printed, granted or given
    by an aura (801.3.a.2); with its source off the board, none."""

    __slots__ = ()
    op, main = "grant_my_keywords", "ref"
    title = ("Keywords", "Mots-clés")
    says = ("give {value} my keywords this turn", "donner mes mots-clés à {value} ce tour-ci")

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        source = state.objects.get(ctx.source or "")
        mine = tuple(dict.fromkeys(held(state, source))) if source and source.on_board else ()
        return [
            ctx.event("grant", obj=o.pid, to=keyword)
            for o in targets
            if o.on_board and o.is_unit
            for keyword in mine
        ]
