"""Resolving an effect (rule 359.3): who does it, what its words name, and reading objects.

Reads of objects follow rule 359.3.e: a target that changed zone is illegal for good (e.2); one
that stopped meeting a location restriction is legal again if it meets it now (e.3); an
instruction about an illegal or missing object is skipped (e.5-e.8). `run` executes an effect's
words top to bottom, each one its own moment (370.1.a.2); what a word does is its own class in
engine/vocabulary/.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.model import keywords
from engine.model.card import Instruction
from engine.model.events import Event, make_event
from engine.model.keywords import role, tags
from engine.model.keywords import value as keyword_value
from engine.model.state import Obj, State
from engine.model.targets import target_kind
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.chain_targets import is_item_ref, item_of
from engine.rules.unchoosable import unchoosable

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
    it_is_affected: bool = False  # in a replacement's actions, 'it' is always the affected object
    inherited: dict[str, object] = field(
        default_factory=dict
    )  # modifications of the replaced event (375), passed on to the events this context makes
    moved: dict[str, dict[str, object]] = field(
        default_factory=dict
    )  # what this effect moved off the board
    snapshot: dict[str, object] | None = None  # a death trigger's noted information (808.1.d.3)
    # what the previous instruction played, counting what replaced it (375: a later linked
    # instruction that refers to "it" reaches the replacement's tokens too)
    made: tuple[tuple[str, int], ...] = ()
    paid: tuple[str, ...] = ()  # optional additional costs paid when it was played
    illegal: set[str] | None = None  # targets found illegal as the item began to resolve
    at: str | None = None  # a battlefield the card chose as it was played ("choose a battlefield")

    def check_targets(self, state: State) -> None:
        """Rule 359.3.e: as a spell or ability resolves, its targets are checked; an illegal one
        stays unaffected for the whole resolution, a legal one stays legal unless it changes
        zone."""
        self.illegal = {
            target
            for target, (pid, rules_id) in self.targets.items()
            if not target_is_legal(
                state,
                pid,
                rules_id,
                self.target_kinds.get(target, "unit"),
                self.controller,
                here(state, self),
            )
        }

    def event(self, kind: str, **fields: Any) -> Event:
        """An event proposed by this instruction: it carries the cause and the replacements already
        applied."""
        return make_event(
            kind,
            inherited=self.inherited,
            cause=self.cause,
            applied=self.applied,
            chose=frozenset(pid for pid, _ in self.targets.values()),
            **fields,
        )

    def moved_on_to(self, pid: str) -> None:
        """'it' names the object of the previous instruction (format: Instructions)."""
        if not self.it_is_affected:
            self.it = pid


def target_is_legal(
    state: State, pid: str, rules_id: int, kind: str, controller: str, here: str | None = None
) -> bool:
    """Rule 359.3.e: same object (no zone change since chosen) and meets the restriction now;
    an ability chosen on the chain: still there and still admitted (rules/chain_targets.py)."""
    if is_item_ref(pid):
        item = item_of(state, pid)
        return item is not None and target_kind(kind).admits_item(state, item, controller)
    obj = state.objects.get(pid)
    where_it_must_be = obj is not None and target_kind(kind).where_it_must_be(obj)
    if obj is None or obj.rules_id != rules_id or not where_it_must_be:
        return False
    return meets(state, obj, kind, controller, here)


def meets(state: State, obj: Obj, kind: str, controller: str, here: str | None = None) -> bool:
    """Does `obj` fit a target kind such as 'friendly unit at a battlefield' for `controller`?
    Each kind says whom it admits (engine/vocabulary/targets.py). A permanent that "can't be
    chosen by enemy spells and abilities" is never admitted for an opponent (054.1: can't beats
    can); the passive works on the board only."""
    if (
        obj.on_board
        and obj.controller != controller
        and keywords.static_holds(state, obj, "cannot_be_chosen_by_enemies")
    ):
        return False
    if unchoosable(state, obj, controller):  # other "can't be chosen" texts (rules/unchoosable.py)
        return False
    return target_kind(kind).admits(state, obj, controller, here)


def objects_for(game: Game, ref: str, ctx: Context, what: dict[str, str]) -> list[Obj]:
    """The objects a reference names now; an illegal target is reported as a skipped step."""
    state = game.state
    if ref.startswith("$"):
        chosen = ctx.targets.get(ref[1:])
        if chosen is None:
            return []
        pid, rules_id = chosen
        kind = ctx.target_kinds.get(ref[1:], "unit")
        target = state.objects.get(pid)
        moved = (
            target is None
            or target.rules_id != rules_id
            or not target_kind(kind).where_it_must_be(target)
        )
        if ctx.illegal is not None:
            # checked once as the item began to resolve (359.3.e.1); later, only a zone change
            # loses it
            if not moved and ref[1:] not in ctx.illegal:
                return [state.objects[pid]]
        elif target_is_legal(state, pid, rules_id, kind, ctx.controller, here(state, ctx)):
            return [state.objects[pid]]
        if moved:
            why = t(
                "it changed zone: a new object, illegal for good (359.3.e.2)",
                "elle a changé de zone : un nouvel objet, illégale pour de bon (359.3.e.2)",
            )
        else:
            why = t(
                f"it no longer meets '{kind}' (359.3.e.3)",
                f"elle ne remplit plus « {kind} » (359.3.e.3)",
            )
        game.step(
            "skip",
            ("359.3.e.2" if moved else "359.3.e.3", "359.3.e.5"),
            t(
                f"{what['en']}: skipped, its target {name(state, pid)} is no longer legal: "
                f"{why['en']}.",
                f"{what['fr']} : ignorée, sa cible {name(state, pid)} n'est plus légale : "
                f"{why['fr']}.",
            ),
            [pid],
            explain=t(
                "The item still resolves; only what is about an illegal target is skipped "
                "(359.3.e.1).",
                "L'objet se résout quand même ; seul ce qui concerne une cible illégale est ignoré "
                "(359.3.e.1).",
            ),
        )
        return []
    if ref == "linked":
        return [
            state.objects[pid]
            for pid, rules_id in state.links.get(ctx.cause or "", [])
            if state.objects[pid].rules_id == rules_id and state.objects[pid].zone == "banishment"
        ]
    if " " in ref:
        return _select(state, ref, ctx)
    if ref == "it" and ctx.made and ctx.it == ctx.made[0][0]:
        return [
            state.objects[pid]
            for pid, rules_id in ctx.made
            if state.objects[pid].rules_id == rules_id and state.objects[pid].exists
        ]
    named = ctx.it if ref == "it" else ctx.source if ref == "self" else ref
    obj = state.objects.get(named) if named else None
    return [obj] if obj is not None and obj.exists else []


def _read_of(state: State, value: str, ctx: Context) -> int | None:
    """'Damage equal to my [Assault]' (Lucian, Gunslinger: the source's Assault value, printed
    and granted, 807.2); 'its Might' of the target named `target`, on the board (Strike Down);
    'that spell's Energy cost' of the target named `target`, its printed cost (206: read
    wherever it now is, Riposte). None when there is nothing to read (359.3.e.12)."""
    if value in ("my_assault", "twice_my_equipment"):
        source = state.objects.get(ctx.source or "")
        if source is None:
            return None
        if value == "twice_my_equipment":  # "2 for each Equipment attached to me" (Riven)
            return 2 * sum(1 for g in state.attachments(source) if g.on_board)
        return keyword_value(state.keywords(source), "Assault")
    chosen = ctx.targets.get("target")
    obj = state.objects.get(chosen[0]) if chosen else None
    if obj is None or chosen is None:
        return None
    if value == "target_energy_cost":
        return (obj.card.printed_cost or (0, 0))[0]
    return state.might(obj) if obj.on_board and obj.rules_id == chosen[1] else None


def here(state: State, ctx: Context) -> str | None:
    """'Here' is read when the instruction executes (359.3.f.2); a death trigger reads the location
    noted at the death (808.1.d.3); within "choose a battlefield", it is that battlefield."""
    if ctx.at is not None:
        return ctx.at
    source = state.objects.get(ctx.source) if ctx.source else None
    if (
        source is not None
        and source.on_board
        and state.location(source) is not None
        and not _noted_for(ctx, source)
    ):
        return state.location(source)
    location = (ctx.snapshot or {}).get("location")
    return str(location) if location is not None else None


def _noted_for(ctx: Context, source: Obj | None) -> bool:
    """Does this context carry a death snapshot of its source (808.1.d.3) that the source's
    current state must not replace? True once the noted object is gone: in the trash, or back on
    the board as a new object."""
    noted = ctx.snapshot or {}
    if "rules_id" not in noted:
        return False
    return source is None or not source.on_board or source.rules_id != noted["rules_id"]


def _select(state: State, selector: str, ctx: Context) -> list[Obj]:
    words = selector.split()
    found = [
        o
        for o in state.objects.values()
        if o.on_board
        and (
            o.is_unit
            if "units" in words or "unit" in words
            else o.zone.startswith("legend:")  # "your legend": in its Legend Zone (107.4)
            if "legends" in words or "legend" in words
            else o.card.type == "gear"
        )
    ]
    if "other" in words:  # "your other units": never the source itself
        found = [o for o in found if o.pid != ctx.source]
    if "friendly" in words:
        found = [o for o in found if o.controller == ctx.controller]
    if "enemy" in words:
        found = [o for o in found if o.controller != ctx.controller]
    # a tag before the noun ("all friendly Mech units", Danger Zone): only units that carry it
    for tag in [w for i, w in enumerate(words) if w[:1].isupper() and words[i - 1 : i] != ["at"]]:
        found = [o for o in found if tag in tags(state, o)]
    if "at" in words:
        place = words[words.index("at") + 1]
        if place == "battlefields":  # "every unit at a battlefield": at any battlefield
            found = [o for o in found if state.location(o) in state.battlefields]
        else:
            found = [o for o in found if state.location(o) == place]
    if "here" in words:
        found = [o for o in found if state.location(o) == here(state, ctx)]
    if "in_combat" in words:  # "enemy units in combat": attackers and defenders (807.1.d)
        found = [o for o in found if role(state, o) is not None]
    if "damaged" in words:  # "damaged enemy units here" (Warwick): damage marked on them
        found = [o for o in found if o.damage > 0]
    if "except" in words:  # "each other enemy unit there" (Crescent Strike): not that target
        left_out = ctx.targets.get(words[words.index("except") + 1].removeprefix("$"))
        found = [o for o in found if left_out is None or o.pid != left_out[0]]
    if "weaker_than" in words:  # "with less Might than the chosen unit" (Stare Down), read now
        than = ctx.targets.get(words[words.index("weaker_than") + 1].removeprefix("$"))
        other = state.objects.get(than[0]) if than else None
        most = state.might(other) if other is not None and other.on_board else None
        found = [o for o in found if most is not None and (state.might(o) or 0) < most]
    if "with" in words:  # "all units with 2 Might or less" (Angler Beast): their Might now
        most = int(words[words.index("with") + 1])
        found = [o for o in found if (state.might(o) or 0) <= most]
    return found


def amount(game: Game, value: object, ctx: Context, what: dict[str, str]) -> int | None:
    """A number, or a read of Might: live on the board, the look-back when this effect itself moved
    the object (359.3.e.13), otherwise null (359.3.e.12)."""
    if isinstance(value, int):
        return value
    state = game.state
    if value == "your_mighty_units":  # how many units you control are Mighty now (708)
        return sum(
            1
            for o in state.objects.values()
            if o.is_unit
            and o.on_board
            and o.controller == ctx.controller
            and (state.might(o) or 0) >= 5
        )
    if value == "target_damage":  # "damage equal to the damage marked on it" (Morgana)
        chosen = ctx.targets.get("target")
        marked = state.objects.get(chosen[0]) if chosen else None
        return marked.damage if marked is not None and marked.on_board else None
    if value == "amount_paid":  # "that much": what this source's pay_any paid (357, Bullet Time)
        return state.uses_this_turn.get(f"paid_any:{ctx.source}", 0)
    if value == "excess_damage":  # "that much": the excess its controller assigned (465.2.c)
        return state.uses_this_turn.get(f"excess:{here(state, ctx)}:{ctx.controller}", 0)
    if value in ("my_assault", "target_might", "target_energy_cost", "twice_my_equipment"):
        return _read_of(state, str(value), ctx)
    if value == "its_printed_might":  # "the burned card's Might" (Forgotten Relic): printed
        card = state.objects.get(ctx.it or "")
        return card.card.might if card is not None else None
    if value == "its_energy_cost":  # "that card's Energy cost" (Get Excited!): printed (206)
        card = state.objects.get(ctx.it or "")
        return (card.card.printed_cost or (0, 0))[0] if card is not None else None
    pid = ctx.source if value == "my_might" else ctx.it
    obj = state.objects.get(pid) if pid else None
    noted = ctx.snapshot or {}
    if value == "my_might" and isinstance(noted.get("might"), int) and _noted_for(ctx, obj):
        # 808.1.d.3: a death trigger reads what was noted as its source died, each its own
        noted_might = int(str(noted["might"]))
        game.step(
            "lookback",
            ("808.1.d.3",),
            t(
                f"{what['en']}: {name(state, pid)} died; this ability reads the Might noted "
                f"at its death: {noted_might}.",
                f"{what['fr']} : {name(state, pid)} est mort ; cette compétence lit la puissance "
                f"notée à sa mort : {noted_might}.",
            ),
            [pid] if pid else [],
        )
        return noted_might
    if obj is not None and obj.on_board:
        return state.might(obj)
    if pid in ctx.moved:
        might = ctx.moved[pid].get("might")
        game.step(
            "lookback",
            ("359.3.e.13",),
            t(
                f"{what['en']}: {name(state, pid)} left the board through this very effect, so its "
                f"Might is read as it was just before: {might}.",
                f"{what['fr']} : {name(state, pid)} a quitté le plateau par cet effet même ; sa "
                f"puissance est lue telle qu'elle était juste avant : {might}.",
            ),
            [pid],
        )
        return int(might) if isinstance(might, int) else None
    game.step(
        "null",
        ("359.3.e.12",),
        t(
            f"{what['en']}: skipped. {name(state, pid)} is no longer on the board, so its Might is "
            "null and what depends on it is skipped."
            if pid
            else f"{what['en']}: skipped. No object is named here any more, so the Might is null "
            "and what depends on it is skipped (it does not count as 0).",
            f"{what['fr']} : ignorée. {name(state, pid)} n'est plus sur le plateau : sa puissance "
            "est nulle et ce qui en dépend est ignoré."
            if pid
            else f"{what['fr']} : ignorée. Aucun objet n'est plus désigné ici : la puissance est "
            "nulle et ce qui en dépend est ignoré (elle ne compte pas pour 0).",
        ),
        [pid] if pid else [],
    )
    return None


def player_of(game: Game, value: str | None, ctx: Context) -> str | None:
    """'you' (the effect's controller), 'its_controller'/'its_owner' (of 'it'), or a player id."""
    state = game.state
    if value in (None, "you"):
        return ctx.controller
    if value == "its_controller" and ctx.it in state.battlefields:
        # a battlefield's: the player scoring it controls it (a replaced score, Otterpus)
        return state.battlefields[ctx.it].controller
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


def objects_named(
    game: Game, refs: tuple[str, ...], ctx: Context, what: dict[str, str]
) -> list[Obj]:
    """The objects several references name now, each once, in the order named."""
    found = [o for ref in refs for o in objects_for(game, str(ref), ctx, what)]
    return list({o.pid: o for o in found}.values())


def may_pick(
    game: Game,
    player: str,
    rule: str,
    prompt: dict[str, str],
    pids: list[str],
    none: tuple[str, str] = ("None", "Aucune"),
) -> str | None:
    """A `pick` decision of `player` among the named objects or cards, declining last
    (`pick:none`): the one picked, or None."""
    state = game.state
    key = game.decide(
        Decision(
            "pick",
            player,
            rule,
            prompt,
            (
                *(Option(f"pick:{p}", t(name(state, p), name(state, p))) for p in pids),
                Option("pick:none", t(*none)),
            ),
            objects=tuple(pids),
        )
    )
    chosen = key.split(":", 1)[1]
    return None if chosen == "none" else chosen


def run(game: Game, instructions: tuple[Instruction, ...], ctx: Context) -> list[Event]:
    """Run instructions top to bottom; each one is its own moment (370.1.a.2)."""
    happened: list[Event] = []
    for inst in instructions:
        happened += inst.execute(game, ctx)
    return happened
