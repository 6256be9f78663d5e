"""Words that bar or permit plays (engine/rules/permissions.py): `bar_playing` ("opponents can't
play cards this turn", "its controller can't play spells this turn") and `allow_playing`
("you may play spells from your trash this turn")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.keywords import tags
from engine.model.state import Obj, Restriction
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.permissions import ZONES_FR
from engine.rules.reading import Context
from engine.vocabulary.base import ObjectWord

if TYPE_CHECKING:
    from engine.record.game import Game

WHAT = ("cards", "spells", "units", "gear")
WHAT_FR = {"cards": "cartes", "spells": "sorts", "units": "unités", "gear": "équipements"}


def _players(game: Game, ctx: Context, who: str) -> tuple[str, ...]:
    """`you`, `opponents`, `everyone`, or `its_controller` (of `it`: a spell on the chain is its
    player's; otherwise the object's last controller)."""
    state = game.state
    if who == "opponents":
        return tuple(p for p in state.turn_order if p != ctx.controller)
    if who == "everyone":
        return tuple(state.turn_order)
    if who == "its_controller":
        obj = state.objects.get(ctx.it or "")
        if obj is None:
            return ()
        item = next((i for i in state.chain if i.source == obj.pid), None)
        return (item.controller if item is not None else obj.controller,)
    return (ctx.controller,)


def _source_name(game: Game, ctx: Context) -> str:
    source = game.state.objects.get(ctx.source or "")
    return source.card.name if source is not None else "an effect"


class _PlayEffect(Instruction):
    __slots__ = ()
    main = "name"
    optional = {"players": "string", "duration": "string", "from": "string"}

    def restriction(self, game: Game, ctx: Context) -> Restriction:
        raise NotImplementedError

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        wrong = [
            (key, value, allowed)
            for key, value, allowed in (
                (self.op, self.value, WHAT),
                (
                    "players",
                    self.arg("players", "you"),
                    ("you", "opponents", "everyone", "its_controller"),
                ),
                ("duration", self.arg("duration", "turn"), ("turn", "permanent")),
                ("from", self.arg("from", "trash"), tuple(ZONES_FR)),
            )
            if value not in allowed
        ]
        if wrong:
            key, value, allowed = wrong[0]
            raise IllegalAction(
                "—",
                f"{self.op}: {key} {value!r} is not one of {', '.join(allowed)}.",
                f"{self.op} : {key} {value!r} n'est pas l'un de {', '.join(allowed)}.",
            )
        r = self.restriction(game, ctx)
        if not r.players:
            # "its controller": the object its earlier, linked instruction acted on is gone, so
            # this one is skipped too (359.3.e.14.a)
            game.step(
                "skip",
                ("359.3.e.14.a",),
                t(
                    f"{self.title[0]}: skipped, the instruction it refers to did not happen.",
                    f"{self.title[1]} : ignorée, l'instruction à laquelle elle renvoie n'a pas eu "
                    "lieu.",
                ),
            )
            return []
        game.state.restrictions.append(r)
        who = ", ".join(r.players) or "nobody"
        turn = (" this turn", " ce tour-ci") if r.duration == "turn" else ("", "")
        if r.allow_from is None:
            text = t(
                f"{r.name}: {who} can't play {r.what}{turn[0]}.",
                f"{r.name} : {who} ne peut pas jouer de {WHAT_FR[r.what]}{turn[1]}.",
            )
        else:
            text = t(
                f"{r.name}: {who} may play {r.what} from their {r.allow_from}{turn[0]}.",
                f"{r.name} : {who} peut jouer des {WHAT_FR[r.what]} depuis "
                f"{ZONES_FR[r.allow_from]}{turn[1]}.",
            )
        game.step("effect", ("002",) if r.allow_from is None else ("353",), text)
        return []


class BarPlaying(_PlayEffect):
    """`{bar_playing: cards, players: opponents}`: those players can't play those cards (this
    turn by default; `duration: permanent`)."""

    __slots__ = ()
    op = "bar_playing"
    title = ("Bar playing", "Interdiction de jouer")
    says = ("bar playing {value}", "interdire de jouer des {value}")

    def restriction(self, game: Game, ctx: Context) -> Restriction:
        return Restriction(
            name=_source_name(game, ctx),
            controller=ctx.controller,
            players=_players(game, ctx, str(self.arg("players", "opponents"))),
            what=str(self.value),
            duration=str(self.arg("duration", "turn")),
            source=ctx.source,
        )


class AllowPlaying(_PlayEffect):
    """`{allow_playing: spells, from: trash}`: you may play those cards of yours from there."""

    __slots__ = ()
    op = "allow_playing"
    title = ("Permission to play", "Permission de jouer")
    says = ("allow playing {value} from elsewhere", "permettre de jouer des {value} d'ailleurs")

    def restriction(self, game: Game, ctx: Context) -> Restriction:
        return Restriction(
            name=_source_name(game, ctx),
            controller=ctx.controller,
            players=_players(game, ctx, str(self.arg("players", "you"))),
            what=str(self.value),
            duration=str(self.arg("duration", "turn")),
            allow_from=str(self.arg("from", "trash")),
            source=ctx.source,
        )


class UnitsEnterReady(Instruction):
    """`{units_enter_ready: played}` ("units you play this turn enter ready", Confront) or
    `{units_enter_ready: friendly}` ("friendly units enter ready this turn", Bushwhack): the units
    its controller plays enter ready for the rest of the turn (359.2 overridden, 002; read as each
    one enters, engine/rules/entry.py); the effect ends in the Expiration step (317.2)."""

    __slots__ = ()
    op, main = "units_enter_ready", "name"
    title = ("Units enter ready", "Les unités entrent redressées")
    says = ("this turn, your units enter ready", "ce tour-ci, vos unités entrent redressées")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        if self.value not in ("played", "friendly"):
            raise IllegalAction(
                "—",
                f"units_enter_ready: {self.value!r} is not one of played, friendly.",
                f"units_enter_ready : {self.value!r} n'est pas l'un de played, friendly.",
            )
        name = _source_name(game, ctx)
        game.state.enter_ready_this_turn.append((ctx.controller, name))
        game.step(
            "effect",
            ("002", "359.2"),
            t(
                f"{name}: this turn, the units {ctx.controller} plays enter ready.",
                f"{name} : ce tour-ci, les unités que joue {ctx.controller} entrent redressées.",
            ),
        )
        return []


class UnchoosableThisTurn(ObjectWord):
    """`{unchoosable_this_turn: $target}` (Twilight Shroud: "it can't be chosen by enemy spells
    and abilities this turn"): until the turn ends (317.2), no spell or ability of an opponent of
    its controller may choose it (054.1; engine/rules/unchoosable.py). A new object is not
    concerned (124.1)."""

    __slots__ = ()
    op, main = "unchoosable_this_turn", "ref"
    title = ("Can't be chosen this turn", "Ne peut pas être choisie ce tour-ci")
    says = (
        "{value} can't be chosen by enemy spells and abilities this turn",
        "{value} ne peut pas être choisie par des sorts et compétences ennemis ce tour-ci",
    )

    def events(self, game: Game, ctx: Context, targets: list[Obj]) -> list[Event]:
        state = game.state
        for obj in targets:
            state.unchoosable_this_turn.append((obj.pid, obj.rules_id))
            game.step(
                "effect",
                ("054.1", "317.2"),
                t(
                    f"{name(state, obj.pid)} can't be chosen by enemy spells and abilities this "
                    "turn.",
                    f"{name(state, obj.pid)} ne peut pas être choisie par des sorts et "
                    "compétences ennemis ce tour-ci.",
                ),
                [obj.pid],
            )
        ctx.did = bool(targets)
        return []


class HideForFree(Instruction):
    """`{hide_for_free: this_turn}` (Guerilla Warfare: "you can hide cards ignoring costs this
    turn"): for the rest of the turn, its controller hides Hidden cards (811) without paying their
    1 Power; the rest of rule 811 (their turn, a neutral open state, a battlefield they control
    with no facedown card) still holds. It ends with the turn."""

    __slots__ = ()
    op, main = "hide_for_free", "name"
    title = ("Hide for free", "Cacher gratuitement")
    says = (
        "hide cards ignoring costs this turn",
        "cacher des cartes en ignorant les coûts ce tour-ci",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        game.state.uses_this_turn[f"hide-free:{ctx.controller}"] = 1
        game.step(
            "condition",
            ("811",),
            t(
                f"This turn, {ctx.controller} hides cards ignoring their cost.",
                f"Ce tour-ci, {ctx.controller} cache des cartes en ignorant leur coût.",
            ),
        )
        return []


class NameASpell(Instruction):
    """`{name_a_spell: me}` (Fallen Feline: "when you play me, name a spell"): its controller
    names a spell (a `pick` decision naming a card that bears it, `{pick: [zap]}`) among the
    spells of the game (a name no card of the game bears bars nothing); the source keeps that
    name until it becomes a new object (124.1; State.named, read by the static
    `opponents_cant_play_the_named_spell`, engine/rules/permissions.py)."""

    __slots__ = ()
    op, main = "name_a_spell", "name"
    title = ("Name a spell", "Nommer un sort")
    says = ("name a spell", "nommez un sort")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        source = state.objects.get(ctx.source or "")
        # one option per name, keyed by a card of the game that bears it (the answer names any
        # card bearing it: `{pick: [zap2]}` names "Zap" as well as `{pick: [zap1]}`)
        bearer: dict[str, str] = {}
        for pid in sorted(state.objects):
            if state.objects[pid].card.type == "spell":
                bearer.setdefault(state.objects[pid].card.name, pid)
        if source is None or not bearer:
            return []
        options = tuple(Option(f"pick:{pid}", t(n, n)) for n, pid in sorted(bearer.items()))
        prompt = t(
            f"{ctx.controller} names a spell for {source.card.name}.",
            f"{ctx.controller} nomme un sort pour {source.card.name}.",
        )

        def same_name(answer: str) -> str | None:
            named = state.objects.get(answer.split(":", 1)[-1])
            return None if named is None else f"pick:{bearer.get(named.card.name, '')}"

        key = game.decide(Decision("pick", ctx.controller, "002", prompt, options), same_name)
        spell = state.objects[key.split(":", 1)[1]].card.name
        state.named[source.pid] = (source.rules_id, spell)
        game.step(
            "effect",
            ("002",),
            t(
                f"{source.card.name} names {spell}.",
                f"{source.card.name} nomme {spell}.",
            ),
            [source.pid],
        )
        return []


class NameATag(Instruction):
    """`{name_a_tag: me}` (The List: "when you play this, name a tag"): its controller names a
    tag (a `pick` decision naming it, `{pick: [Yordle]}`) among the tags the game's cards bear (a
    tag no card bears fits nothing); the source keeps it until it becomes a new object (124.1;
    State.named, read by the target kind 'unit with the named tag')."""

    __slots__ = ()
    op, main = "name_a_tag", "name"
    title = ("Name a tag", "Nommer un tag")
    says = ("name a tag", "nommez un tag")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        source = state.objects.get(ctx.source or "")
        named = sorted({tag for o in state.objects.values() for tag in tags(state, o)})
        if source is None or not named:
            return []
        options = tuple(Option(f"pick:{tag}", t(tag, tag)) for tag in named)
        prompt = t(
            f"{ctx.controller} names a tag for {source.card.name}.",
            f"{ctx.controller} nomme un tag pour {source.card.name}.",
        )
        tag = game.decide(Decision("pick", ctx.controller, "002", prompt, options)).split(":", 1)[1]
        state.named[source.pid] = (source.rules_id, tag)
        game.step(
            "effect",
            ("002",),
            t(
                f"{source.card.name} names the {tag} tag.",
                f"{source.card.name} nomme le tag {tag}.",
            ),
            [source.pid],
        )
        return []
