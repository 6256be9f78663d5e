"""Loading and validating scenario files (format `rulesviz/1`, docs/scenario-format.md).

Strict: an unknown key, a dangling reference or a wrong type is a ScenarioError naming the
file, the line and what was expected. Loading never runs the rules; it only reads.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from engine.cards import TOKENS, library
from engine.errors import ScenarioError
from engine.format import costs as economy
from engine.format.cards import CardParser, Refs
from engine.format.checks import SLUG, Checker
from engine.format.source import MAX_FILE_BYTES, LDict, parse_text, read_file
from engine.model.battlefield_tokens import ids_a_card_may_create
from engine.model.card import CardDef, Instruction, StaticSpec
from engine.model.costs import DOMAINS, Rune
from engine.rules.chain_targets import is_script_ref, script_ref_object

FORMAT = "rulesviz/1"
MAX_OBJECTS = 200
MAX_SCRIPT_STEPS = 200
BOARD_ZONES = ("base", "legend")
OFF_BOARD_ZONES = ("hand", "deck", "trash", "banishment", "chain")
EVENT_PATTERNS = (
    "die",
    "kill",
    "recall",
    "move",
    "banish",
    "return_to_hand",
    "damage",
    "draw",
    "create",
    "trigger",
    "resolve",
    "counter",
    "replacement",
    "score",
    "replace",
    "swap_back",
    "control",
    "remove_hidden",
    "grant",
    "attach",
    "recycle",
    "pay",
    "channel",
    "empower",
    "replay",
    "discount",
    "cancel",
    "play",
)
PATTERN_KEYS = {
    "discount": ("of",),
    "pay": ("of", "amount"),
    "channel": ("count",),
    "damage": ("amount",),
    "draw": ("count",),
    "trigger": ("of",),
    "resolve": ("of",),
    "counter": ("of",),  # {counter: deathknell, of: dk}: an ability of that object countered
    "replacement": ("on",),
    "score": ("at",),
    "control": ("by",),
    "remove_hidden": ("at",),
    "attach": ("of",),
}
OBJECT_EXPECT_KEYS = (
    "zone",
    "location",
    "owner",
    "controller",
    "damage",
    "might",
    "exhausted",
    "stunned",
    "attached_to",
    "exists",
    "empowered",
)


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    id: str
    name: str
    score: int = 0
    xp: int = 0
    hand: int = 0
    deck: int = 0
    # the economy (format: Costs and runes); `economy` says the scenario gave any of them
    runes: tuple[Rune, ...] = ()
    rune_deck: tuple[str, ...] = ()
    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()
    economy: bool = False
    # how many turns the player has begun (the turn player's current one included); None:
    # unknown, as most scenarios leave it (Ol' Poro, Forgotten Monument read it)
    turns: int | None = None


@dataclass(frozen=True, slots=True)
class BattlefieldSpec:
    id: str
    card: CardDef
    owner: str | None = None
    controller: str | None = None
    scored_this_turn: tuple[str, ...] = ()
    facedown: str | None = None


@dataclass(frozen=True, slots=True)
class ObjectSpec:
    id: str
    card: CardDef
    owner: str
    controller: str
    zone: str | None
    attached_to: str | None = None
    damage: int = 0
    exhausted: bool = False
    stunned: bool = False
    buffed: bool = False
    might_bonus: int = 0
    token: bool = False


@dataclass(frozen=True, slots=True)
class EffectSpec:
    card: CardDef
    controller: str
    targets: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class ScriptStep:
    """One thing a player chooses to do; `kind` is play, hide, cast, activate, act, pass, move or
    end_turn."""

    kind: str
    line: int
    by: str | None = None
    card: str | None = None  # play/activate: the object id
    inline: CardDef | None = None  # cast: the inline spell
    targets: tuple[tuple[str, str], ...] = ()
    at: str | None = None
    pay: tuple[str, ...] = ()
    add_with: tuple[str, ...] = ()  # play: Add abilities used while paying its cost (429.3)
    # play with Repeat paid: the second run's own targets (820.2); None: the first run's again
    repeat_targets: tuple[tuple[str, str], ...] | None = None
    ability: int = 1
    instruction: Instruction | None = None  # act
    units: tuple[str, ...] = ()  # move
    to: str | None = None
    until: str | None = None  # pass
    full: bool = False  # end_turn: full — the next turn's Channel and Draw phases run too


@dataclass(frozen=True, slots=True)
class Expect:
    objects: dict[str, dict[str, Any]] = field(default_factory=dict)
    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    battlefields: dict[str, dict[str, Any]] = field(default_factory=dict)
    chain: tuple[str, ...] | None = None
    happened: tuple[dict[str, Any], ...] = ()
    not_happened: tuple[dict[str, Any], ...] = ()
    in_order: tuple[dict[str, Any], ...] = ()
    winner: str | None = None
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    refused: str | None = None  # the script's last play is refused by this rule
    # who decided: each pattern names a decision of the timeline (kind, by, rule, chosen, asked),
    # in the order they were made
    decided: tuple[dict[str, Any], ...] = ()
    focus: str | None = None  # who has focus at the end, in a showdown still running (313)


@dataclass(frozen=True, slots=True)
class Variant:
    id: str
    title: dict[str, str]
    script: tuple[ScriptStep, ...]
    choices: tuple[str, ...]
    expect: Expect | None


@dataclass(frozen=True, slots=True)
class Scenario:
    path: str
    id: str
    title: dict[str, str]
    summary: dict[str, str] | None
    rules_version: str | None
    rules: list[str]
    source: str | None
    tags: list[str]
    players: tuple[PlayerSpec, ...]
    battlefields: tuple[BattlefieldSpec, ...]
    objects: tuple[ObjectSpec, ...]
    effects: tuple[EffectSpec, ...]
    script: tuple[ScriptStep, ...]
    choices: tuple[str, ...]
    expect: Expect | None
    variants: list[Variant]
    question: dict[str, str] | None = None  # what a reader is asked before the first step

    def variant(self, variant_id: str) -> Variant:
        for variant in self.variants:
            if variant.id == variant_id:
                return variant
        raise KeyError(variant_id)

    def path_for(
        self, variant_id: str | None
    ) -> tuple[tuple[ScriptStep, ...], tuple[str, ...], Expect | None]:
        """The script, choices and expect of the main path or of a variant (each replaces, 'nothing
        merged')."""
        if variant_id is None:
            return self.script, self.choices, self.expect
        variant = self.variant(variant_id)
        return variant.script, variant.choices, variant.expect

    # The attribution the ruling's source asks for (riftboundfaq.com: CC BY-SA 4.0), shown with
    # the scenario. A field like those above (dataclass fields may follow the methods).
    credit: str | None = None


def choice_key(kind: str, values: list[str] | bool) -> str:
    """The stable option key a `choices` entry stands for: order:X>Y, accept:yes|no, pick:u1."""
    if kind == "accept":
        return "accept:yes" if values else "accept:no"
    assert isinstance(values, list)
    if kind == "pay":  # the domains that pay Power of any domain, in any order (rules/costs.py)
        return "pay:" + "+".join(sorted(values))
    return f"{kind}:" + (">" if kind == "order" else ",").join(values)


class _Reader:
    def __init__(self, path: str) -> None:
        self.check = Checker(path)
        self.path = path

    def card_ref(self, value: Any, container: Any, key: Any, parser: CardParser) -> CardDef:
        if isinstance(value, dict):
            return parser.card(value, container, key)
        name = self.check.string(value, container, key, "card")
        cards = library()
        if name not in cards:
            near = difflib.get_close_matches(name, list(cards), n=1)
            hint = (
                f"; did you mean {near[0]!r}?"
                if near
                else "; `python -m engine cards` lists the library"
            )
            raise self.check.fail(container, key, f"unknown card {name!r}{hint}")
        return cards[name]

    def read(self, data: Any) -> Scenario:
        c = self.check
        top = c.mapping(
            data,
            data,
            None,
            "scenario",
            required=("format", "id", "title", "players", "script"),
            optional=(
                "summary",
                "question",
                "rules_version",
                "rules",
                "source",
                "credit",
                "tags",
                "battlefields",
                "objects",
                "effects",
                "choices",
                "expect",
                "variants",
            ),
        )
        if top["format"] != FORMAT:
            raise c.fail(top, "format", f"format: expected {FORMAT!r}, found {top['format']!r}")
        scenario_id = c.string(top["id"], top, "id", "id")
        if not SLUG.fullmatch(scenario_id):
            raise c.fail(
                top, "id", f"id: expected a slug of a-z, 0-9 and '-', found {scenario_id!r}"
            )

        players = self.players(top)
        player_ids = [p.id for p in players]
        raw_objects = c.seq(top.get("objects", []), top, "objects", "objects")
        if len(raw_objects) > MAX_OBJECTS:
            raise c.fail(
                top, "objects", f"objects: at most {MAX_OBJECTS} objects, found {len(raw_objects)}"
            )
        object_ids: list[str] = []
        for i, item in enumerate(raw_objects):
            entry = c.mapping(
                item,
                raw_objects,
                i,
                "object",
                required=("id", "card", "owner"),
                optional=(
                    "controller",
                    "zone",
                    "attached_to",
                    "damage",
                    "exhausted",
                    "stunned",
                    "buffed",
                    "might_bonus",
                    "token",
                ),
            )
            oid = c.string(entry["id"], entry, "id", "object id")
            if oid in object_ids or oid in player_ids:
                raise c.fail(entry, "id", f"object id {oid!r} is used twice")
            object_ids.append(oid)
        raw_bfs = c.seq(top.get("battlefields", []), top, "battlefields", "battlefields")
        bf_ids: list[str] = []
        for i, item in enumerate(raw_bfs):
            entry = c.mapping(
                item,
                raw_bfs,
                i,
                "battlefield",
                required=("id",),
                optional=("card", "owner", "controller", "scored_this_turn", "facedown"),
            )
            bid = c.string(entry["id"], entry, "id", "battlefield id")
            if bid in bf_ids or bid in object_ids or bid in player_ids:
                raise c.fail(entry, "id", f"battlefield id {bid!r} is used twice")
            bf_ids.append(bid)

        parser = CardParser(c, Refs(frozenset(object_ids) | frozenset(bf_ids), frozenset(), TOKENS))
        battlefields = tuple(
            self.battlefield(raw_bfs, i, parser, player_ids, object_ids, n)
            for n, i in enumerate(range(len(raw_bfs)), start=1)
        )
        objects = tuple(
            self.object(raw_objects, i, parser, player_ids, bf_ids) for i in range(len(raw_objects))
        )
        self.check_objects(objects, raw_objects, battlefields, raw_bfs)
        effects = self.effects(top, parser, player_ids, object_ids)
        statics = {a.effect for o in objects for a in o.card.abilities if isinstance(a, StaticSpec)}
        # a battlefield token a card here may put on the board is named by its id (baron-pit)
        ids = _Ids(player_ids, objects, bf_ids + ids_a_card_may_create(statics))
        # an activated ability another card grants chooses that card's targets (rules/granted.py)
        ids.granted_targets = tuple(
            pair
            for card in [*(o.card for o in objects), *(b.card for b in battlefields)]
            for pair in card.targets
        )
        script = self.script(top["script"], top, "script", parser, ids)
        choices = self.choices(top.get("choices", []), top, "choices", ids)
        expect = self.expect(top["expect"], top, "expect", ids) if "expect" in top else None
        variants = self.variants(top, parser, ids, script)
        return Scenario(
            path=self.path,
            id=scenario_id,
            title=c.text(top["title"], top, "title", "title"),
            summary=c.text(top["summary"], top, "summary", "summary") if "summary" in top else None,
            question=c.text(top["question"], top, "question", "question")
            if "question" in top
            else None,
            rules_version=str(top["rules_version"]) if "rules_version" in top else None,
            rules=c.strings(top.get("rules", []), top, "rules", "rules"),
            source=str(top["source"]) if "source" in top else None,
            tags=c.strings(top.get("tags", []), top, "tags", "tags"),
            players=players,
            battlefields=battlefields,
            objects=objects,
            effects=effects,
            script=script,
            choices=choices,
            expect=expect,
            variants=variants,
            credit=c.string(top["credit"], top, "credit", "credit") if "credit" in top else None,
        )

    def players(self, top: LDict) -> tuple[PlayerSpec, ...]:
        c = self.check
        raw = c.seq(top["players"], top, "players", "players")
        if not 1 <= len(raw) <= 4:
            raise c.fail(top, "players", f"players: expected 1 to 4 players, found {len(raw)}")
        players = []
        for i, item in enumerate(raw):
            if isinstance(item, str):
                players.append(PlayerSpec(id=item, name=item))
                continue
            entry = c.mapping(
                item,
                raw,
                i,
                "player",
                required=("id",),
                optional=(
                    "name",
                    "score",
                    "xp",
                    "hand",
                    "deck",
                    "pool",
                    "runes",
                    "rune_deck",
                    "turns",
                ),
            )
            pid = c.string(entry["id"], entry, "id", "player id")
            energy, power = (
                economy.pool(c, entry["pool"], entry, "pool") if "pool" in entry else (0, {})
            )
            players.append(
                PlayerSpec(
                    id=pid,
                    name=c.string(entry.get("name", pid), entry, "name", "player name"),
                    score=c.integer(
                        entry.get("score", 0), entry, "score", "player score", minimum=0
                    ),
                    xp=c.integer(entry.get("xp", 0), entry, "xp", "player XP", minimum=0),
                    turns=(
                        c.integer(entry["turns"], entry, "turns", "player turns begun", minimum=0)
                        if "turns" in entry
                        else None
                    ),
                    hand=c.integer(
                        entry.get("hand", 0),
                        entry,
                        "hand",
                        "player hand (a count of unnamed cards)",
                        minimum=0,
                    ),
                    deck=c.integer(
                        entry.get("deck", 0),
                        entry,
                        "deck",
                        "player deck (a count of unnamed cards)",
                        minimum=0,
                    ),
                    runes=tuple(economy.runes(c, entry["runes"], entry, "runes"))
                    if "runes" in entry
                    else (),
                    rune_deck=tuple(economy.rune_deck(c, entry["rune_deck"], entry, "rune_deck"))
                    if "rune_deck" in entry
                    else (),
                    energy=energy,
                    power=tuple(power.items()),
                    economy=any(k in entry for k in ("runes", "rune_deck", "pool")),
                )
            )
        ids = [p.id for p in players]
        for i, pid in enumerate(ids):
            if ids.index(pid) != i:
                raise c.fail(raw, i, f"player id {pid!r} is used twice")
        return tuple(players)

    def player(self, value: Any, container: Any, key: Any, what: str, player_ids: list[str]) -> str:
        pid = self.check.string(value, container, key, what)
        if pid not in player_ids:
            raise self.check.fail(
                container, key, f"{what}: no player {pid!r}; players are {', '.join(player_ids)}"
            )
        return pid

    def battlefield(
        self,
        raw: list[Any],
        i: int,
        parser: CardParser,
        player_ids: list[str],
        object_ids: list[str],
        number: int,
    ) -> BattlefieldSpec:
        c = self.check
        entry = raw[i]
        if "card" in entry:
            card = self.card_ref(entry["card"], entry, "card", parser)
            if card.type != "battlefield":
                raise c.fail(
                    entry,
                    "card",
                    f"battlefield card: {card.name!r} is a {card.type}, not a battlefield",
                )
        else:
            card = CardDef(name=f"Battlefield {number}", type="battlefield")
        controller = None
        if entry.get("controller") is not None:
            controller = self.player(
                entry["controller"], entry, "controller", "battlefield controller", player_ids
            )
        scored = tuple(
            self.player(p, entry["scored_this_turn"], k, "scored_this_turn", player_ids)
            for k, p in enumerate(
                c.seq(
                    entry.get("scored_this_turn", []), entry, "scored_this_turn", "scored_this_turn"
                )
            )
        )
        facedown = None
        if entry.get("facedown") is not None:
            facedown = c.string(entry["facedown"], entry, "facedown", "facedown")
            if facedown not in object_ids:
                raise c.fail(entry, "facedown", f"facedown: no object with id {facedown!r}")
        owner = (
            self.player(entry["owner"], entry, "owner", "battlefield owner", player_ids)
            if "owner" in entry
            else None
        )
        return BattlefieldSpec(entry["id"], card, owner, controller, scored, facedown)

    def object(
        self, raw: list[Any], i: int, parser: CardParser, player_ids: list[str], bf_ids: list[str]
    ) -> ObjectSpec:
        c = self.check
        entry = raw[i]
        card = self.card_ref(entry["card"], entry, "card", parser)
        owner = self.player(entry["owner"], entry, "owner", "owner", player_ids)
        controller = self.player(
            entry.get("controller", owner), entry, "controller", "controller", player_ids
        )
        zone = None
        if "zone" in entry:
            zone = c.string(entry["zone"], entry, "zone", "zone")
            valid = [*BOARD_ZONES, *bf_ids, *(f"facedown:{b}" for b in bf_ids), *OFF_BOARD_ZONES]
            if zone not in valid:
                raise c.fail(
                    entry, "zone", f"zone: expected one of {', '.join(valid)}, found {zone!r}"
                )
        attached_to = None
        if "attached_to" in entry:
            attached_to = c.string(entry["attached_to"], entry, "attached_to", "attached_to")
            if zone is not None:
                raise c.fail(
                    entry, "zone", "an attached gear takes its unit's location: remove 'zone'"
                )
        elif zone is None:
            raise c.fail(
                entry,
                None,
                f"object {entry['id']!r}: missing key 'zone' (or 'attached_to' for gear)",
            )
        token = c.boolean(entry.get("token", card.token), entry, "token", "token")
        return ObjectSpec(
            id=entry["id"],
            card=card,
            owner=owner,
            controller=controller,
            zone=zone,
            attached_to=attached_to,
            damage=c.integer(entry.get("damage", 0), entry, "damage", "damage", minimum=0),
            exhausted=c.boolean(entry.get("exhausted", False), entry, "exhausted", "exhausted"),
            stunned=c.boolean(entry.get("stunned", False), entry, "stunned", "stunned"),
            buffed=c.boolean(entry.get("buffed", False), entry, "buffed", "buffed"),
            might_bonus=c.integer(entry.get("might_bonus", 0), entry, "might_bonus", "might_bonus"),
            token=token,
        )

    def check_objects(
        self,
        objects: tuple[ObjectSpec, ...],
        raw: list[Any],
        battlefields: tuple[BattlefieldSpec, ...],
        raw_bfs: list[Any],
    ) -> None:
        """Cross-object rules of the starting position (attachments, facedown cards, control,
        'open')."""
        c = self.check
        by_id = {o.id: o for o in objects}
        for i, obj in enumerate(objects):
            if obj.attached_to is not None:
                unit = by_id.get(obj.attached_to)
                if unit is None:
                    raise c.fail(
                        raw[i], "attached_to", f"attached_to: no object with id {obj.attached_to!r}"
                    )
                if obj.card.type != "gear":
                    raise c.fail(
                        raw[i],
                        "attached_to",
                        f"{obj.id!r} is a {obj.card.type}; only gear attaches",
                    )
                if unit.card.type != "unit" or unit.zone in OFF_BOARD_ZONES:
                    raise c.fail(
                        raw[i],
                        "attached_to",
                        f"attached_to: {unit.id!r} is not a unit on the board",
                    )
            if obj.token and obj.zone in ("hand", "deck", "trash", "banishment"):
                raise c.fail(
                    raw[i], "zone", "a token exists only on the board or on the chain (rule 186.1)"
                )
            if obj.damage and obj.card.type != "unit":
                raise c.fail(raw[i], "damage", "only units take damage")
        for i, bf in enumerate(battlefields):
            if bf.facedown is not None and by_id[bf.facedown].zone != f"facedown:{bf.id}":
                raise c.fail(
                    raw_bfs[i],
                    "facedown",
                    f"facedown: {bf.facedown!r} must have zone facedown:{bf.id}",
                )
            if bf.controller is not None and not any(
                o.zone == bf.id and o.controller == bf.controller and o.card.type == "unit"
                for o in objects
            ):
                raise c.fail(
                    raw_bfs[i],
                    "controller",
                    f"battlefield {bf.id!r}: {bf.controller} controls it but has no unit there; "
                    "an open state does not allow that (rule 323.6)",
                )

    def effects(
        self, top: LDict, parser: CardParser, player_ids: list[str], object_ids: list[str]
    ) -> tuple[EffectSpec, ...]:
        c = self.check
        raw = c.seq(top.get("effects", []), top, "effects", "effects")
        effects = []
        for i, item in enumerate(raw):
            entry = c.mapping(
                item,
                raw,
                i,
                "effect",
                required=("card", "controller"),
                optional=("targets", "choices"),
            )
            card = self.card_ref(entry["card"], entry, "card", parser)
            controller = self.player(
                entry["controller"], entry, "controller", "effect controller", player_ids
            )
            targets = self.targets(entry.get("targets", []), entry, "targets", card, object_ids)
            effects.append(EffectSpec(card, controller, targets))
        return tuple(effects)

    def targets(
        self, value: Any, container: Any, key: Any, card: CardDef | None, object_ids: list[str]
    ) -> tuple[tuple[str, str], ...]:
        c = self.check
        names = [name for name, _ in card.targets] if card is not None else []
        if isinstance(value, dict):
            pairs = list(value.items())
            for name, _ in pairs:
                if name not in names:
                    raise c.fail(
                        value,
                        name,
                        f"targets: {card.name if card else 'this'} has no target {name!r}; "
                        f"expected {', '.join(names) or 'no targets'}",
                    )
            items: list[tuple[str, Any, Any, Any]] = [(n, v, value, n) for n, v in pairs]
        else:
            raw = c.seq(value, container, key, "targets")
            if len(raw) > len(names):
                raise c.fail(
                    container,
                    key,
                    f"targets: {card.name if card else 'this'} takes "
                    f"{len(names)} target(s), found {len(raw)}",
                )
            items = [(names[k], v, raw, k) for k, v in enumerate(raw)]
        result = []
        for name, oid, where, k in items:
            oid = c.string(oid, where, k, "target")
            # `deathknell@dk`: an ability of that object on the chain (rules/chain_targets.py)
            named = script_ref_object(oid) if is_script_ref(oid) else oid
            if named not in object_ids and not made_token(named):
                raise c.fail(where, k, f"target: no object with id {named!r}")
            result.append((name, oid))
        return tuple(result)

    def script(
        self, value: Any, container: Any, key: Any, parser: CardParser, ids: _Ids
    ) -> tuple[ScriptStep, ...]:
        c = self.check
        raw = c.seq(value, container, key, "script")
        if len(raw) > MAX_SCRIPT_STEPS:
            raise c.fail(
                container, key, f"script: at most {MAX_SCRIPT_STEPS} steps, found {len(raw)}"
            )
        kinds = ("play", "cast", "activate", "act", "pass", "move", "end_turn", "hide")
        steps = []
        for i, item in enumerate(raw):
            if not isinstance(item, dict):
                raise c.fail(
                    raw, i, f"script step: expected a mapping with one of {', '.join(kinds)}"
                )
            found = [k for k in kinds if k in item]
            if len(found) != 1:
                raise c.fail(raw, i, f"script step: expected exactly one of {', '.join(kinds)}")
            steps.append(self.script_step(found[0], item, raw, i, parser, ids))
        return tuple(steps)

    def script_step(
        self, kind: str, item: Any, raw: list[Any], i: int, parser: CardParser, ids: _Ids
    ) -> ScriptStep:
        c = self.check
        line = raw.line_of(i) if hasattr(raw, "line_of") else 0
        optional = {
            "play": ("targets", "at", "pay", "add_with", "repeat_targets"),
            "hide": (),
            "cast": ("targets",),
            "activate": ("ability", "targets"),
            "act": (),
            "pass": (),
            "move": (),
            "end_turn": (),
        }[kind]
        required = {
            "play": ("by",),
            "hide": ("by", "at"),
            "cast": ("by",),
            "activate": ("by",),
            "act": ("by",),
            "pass": (),
            "move": ("to", "by"),
            "end_turn": (),
        }[kind]
        entry = c.mapping(
            item, raw, i, f"script step '{kind}'", required=(kind, *required), optional=optional
        )
        by = (
            self.player(entry["by"], entry, "by", f"'{kind}' by", ids.players)
            if "by" in entry
            else None
        )
        if kind == "pass":
            until = c.choice(
                entry["pass"], entry, "pass", "pass", ("once", "until_empty", "until_showdown_ends")
            )
            return ScriptStep("pass", line, until=until)
        if kind == "end_turn":
            if entry["end_turn"] == "full":
                return ScriptStep("end_turn", line, full=True)
            c.boolean(entry["end_turn"], entry, "end_turn", "end_turn (true or full)")
            return ScriptStep("end_turn", line)
        if kind == "act":
            instruction = parser.instruction(entry["act"], entry, "act", "act", frozenset())
            return ScriptStep("act", line, by=by, instruction=instruction)
        if kind == "move":
            units = entry["move"] if isinstance(entry["move"], list) else [entry["move"]]
            for u in units:
                if u not in ids.objects:
                    raise c.fail(entry, "move", f"move: no object with id {u!r}")
            to = c.string(entry["to"], entry, "to", "move 'to'")
            if to not in ("base", *ids.battlefields):
                raise c.fail(
                    entry, "to", f"move 'to': expected base or one of {', '.join(ids.battlefields)}"
                )
            return ScriptStep("move", line, by=by, units=tuple(units), to=to)
        if kind == "cast":
            card = parser.card(entry["cast"], entry, "cast")
            if card.type != "spell":
                raise c.fail(entry, "cast", "cast: expected an inline spell (type: spell)")
            targets = self.targets(entry.get("targets", []), entry, "targets", card, ids.objects)
            return ScriptStep("cast", line, by=by, inline=card, targets=targets)
        oid = c.string(entry[kind], entry, kind, kind)
        if oid not in ids.objects:
            raise c.fail(entry, kind, f"{kind}: no object with id {oid!r}")
        card = ids.cards[oid]
        if kind == "activate":  # and those of the abilities other cards may give it
            own = {n for n, _ in card.targets}
            extra = tuple({n: k for n, k in ids.granted_targets if n not in own}.items())
            card = replace(card, targets=card.targets + extra) if extra else card
        targets = self.targets(entry.get("targets", []), entry, "targets", card, ids.objects)
        at = None
        if "at" in entry:
            at = c.string(entry["at"], entry, "at", "at")
            if at not in ("base", *ids.battlefields) or (kind == "hide" and at == "base"):
                raise c.fail(
                    entry,
                    "at",
                    f"at: expected {'' if kind == 'hide' else 'base or '}one of "
                    f"{', '.join(ids.battlefields)}",
                )
        pay = tuple(c.strings(entry.get("pay", []), entry, "pay", "pay"))
        add_with = tuple(c.strings(entry.get("add_with", []), entry, "add_with", "add_with"))
        for source in add_with:
            if source not in ids.objects:
                raise c.fail(entry, "add_with", f"add_with: no object with id {source!r}")
        ability = c.integer(entry.get("ability", 1), entry, "ability", "ability", minimum=1)
        again = None
        if "repeat_targets" in entry:
            if "Repeat" not in pay:
                raise c.fail(
                    entry,
                    "repeat_targets",
                    "repeat_targets: the second run's own choices need its Repeat cost paid "
                    "(pay: [Repeat])",
                )
            again = self.targets(
                entry["repeat_targets"], entry, "repeat_targets", card, ids.objects
            )
        return ScriptStep(
            kind,
            line,
            by=by,
            card=oid,
            targets=targets,
            at=at,
            pay=pay,
            add_with=add_with,
            repeat_targets=again,
            ability=ability,
        )

    def choices(self, value: Any, container: Any, key: Any, ids: _Ids) -> tuple[str, ...]:
        c = self.check
        raw = c.seq(value, container, key, "choices")
        keys = []
        for i, item in enumerate(raw):
            entry = c.mapping(item, raw, i, "choice", optional=("order", "accept", "pick", "pay"))
            if len(entry) != 1:
                raise c.fail(raw, i, "choice: expected exactly one of order, accept, pick, pay")
            ((kind, answer),) = entry.items()
            if kind == "accept":
                keys.append(choice_key(kind, c.boolean(answer, entry, kind, "accept")))
            else:
                names = c.strings(answer, entry, kind, kind)
                if not names:
                    raise c.fail(entry, kind, f"{kind}: expected at least one name")
                if kind == "pay":
                    for name in names:
                        c.choice(name, entry, kind, "pay: a rune domain", DOMAINS)
                if kind == "pick":
                    for name in names:
                        # also a battlefield or "base" (a move destination), "none", "modeN",
                        # "amountN" (how much of "any amount", pay_any)
                        # a tag to gain (Ivern, Friend to All: engine/rules/entry.py) or to
                        # name (The List, `name_a_tag`): a capitalised word
                        if not (
                            name in ids.objects
                            or re.fullmatch(r"[A-Z][A-Za-z'-]*", name)
                            or name in ids.players
                            or name in ids.battlefields
                            or name in ("base", "none", "Bird", "Cat", "Dog", "Poro")
                            or re.fullmatch(r"mode[1-9][0-9]?", name)
                            or re.fullmatch(r"amount[0-9]{1,2}", name)
                        ):
                            raise c.fail(entry, kind, f"pick: no object with id {name!r}")
                keys.append(choice_key(kind, names))
        return tuple(keys)

    def pattern(self, value: Any, container: Any, key: Any, ids: _Ids) -> dict[str, Any]:
        c = self.check
        if not isinstance(value, dict):
            raise c.fail(container, key, "event pattern: expected a mapping such as {die: u1}")
        kinds = [k for k in value if k in EVENT_PATTERNS]
        if len(kinds) != 1:
            raise c.fail(
                container,
                key,
                f"event pattern: expected exactly one of {', '.join(EVENT_PATTERNS)}",
            )
        kind = kinds[0]
        entry = c.mapping(
            value,
            container,
            key,
            f"event pattern '{kind}'",
            required=(kind,),
            optional=PATTERN_KEYS.get(kind, ()),
        )
        subject = entry[kind]
        if kind in (
            "die",
            "kill",
            "recall",
            "move",
            "banish",
            "return_to_hand",
            "damage",
            "counter",
            "grant",
            "attach",
            "recycle",
            "empower",
        ):
            if (
                subject not in ids.objects
                and not (kind == "counter" and "of" in entry)
                and not made_token(str(subject))
            ):
                raise c.fail(entry, kind, f"{kind}: no object with id {subject!r}")
        elif kind in ("draw", "score", "pay", "channel"):
            self.player(subject, entry, kind, kind, ids.players)
        elif kind in ("replace", "swap_back"):
            if subject not in ids.battlefields:
                raise c.fail(entry, kind, f"{kind}: no battlefield {subject!r}")
        elif kind == "control":
            if subject not in ids.objects:
                raise c.fail(entry, kind, f"control: no object with id {subject!r}")
        else:
            c.string(subject, entry, kind, kind)
        if "by" in entry:
            self.player(entry["by"], entry, "by", "by", ids.players)
        for narrow in ("of", "on"):
            if (
                narrow in entry
                and entry[narrow] not in ids.objects
                and entry[narrow] not in ids.battlefields
                and not made_token(str(entry[narrow]))
            ):
                raise c.fail(entry, narrow, f"{narrow}: no object with id {entry[narrow]!r}")
        for number in ("amount", "count"):
            if number in entry:
                c.integer(entry[number], entry, number, number, minimum=0)
        if "at" in entry and entry["at"] not in ids.battlefields:
            raise c.fail(entry, "at", f"at: no battlefield {entry['at']!r}")
        return dict(entry)

    def expect(self, value: Any, container: Any, key: Any, ids: _Ids) -> Expect:
        c = self.check
        top = c.mapping(
            value,
            container,
            key,
            "expect",
            optional=(
                "objects",
                "players",
                "battlefields",
                "chain",
                "happened",
                "not_happened",
                "in_order",
                "winner",
                "tokens",
                "refused",
                "decided",
                "focus",
            ),
        )
        objects = {}
        raw_objects = c.mapping(
            top.get("objects", {}),
            top,
            "objects",
            "expect objects",
            optional=top.get("objects", {}).keys() if isinstance(top.get("objects"), dict) else (),
        )
        for oid, props in raw_objects.items():
            if oid not in ids.objects:
                raise c.fail(raw_objects, oid, f"expect objects: no object with id {oid!r}")
            entry = c.mapping(
                props, raw_objects, oid, f"expect for {oid!r}", optional=OBJECT_EXPECT_KEYS
            )
            for prop in ("damage", "might"):
                if prop in entry:
                    c.integer(entry[prop], entry, prop, prop)
            for prop in ("exhausted", "stunned", "exists"):
                if prop in entry:
                    c.boolean(entry[prop], entry, prop, prop)
            for prop in ("owner", "controller"):
                if prop in entry:
                    self.player(entry[prop], entry, prop, prop, ids.players)
            if entry.get("attached_to") is not None and entry["attached_to"] not in ids.objects:
                raise c.fail(
                    entry, "attached_to", f"attached_to: no object with id {entry['attached_to']!r}"
                )
            objects[oid] = dict(entry)
        players = {}
        raw_players = c.mapping(
            top.get("players", {}), top, "players", "expect players", optional=ids.players
        )
        for pid, props in raw_players.items():
            entry = c.mapping(
                props,
                raw_players,
                pid,
                f"expect for player {pid!r}",
                optional=(
                    "hand",
                    "score",
                    "xp",
                    "deck",
                    "trash",
                    "banishment",
                    # the economy (Costs and runes)
                    "runes",
                    "ready_runes",
                    "rune_deck",
                    "energy",
                ),
            )
            for prop in entry:
                c.integer(entry[prop], entry, prop, prop, minimum=0)
            players[pid] = dict(entry)
        battlefields = {}
        raw_bfs = c.mapping(
            top.get("battlefields", {}),
            top,
            "battlefields",
            "expect battlefields",
            optional=ids.battlefields,
        )
        for bid, props in raw_bfs.items():
            entry = c.mapping(
                props,
                raw_bfs,
                bid,
                f"expect for battlefield {bid!r}",
                optional=("controller", "card", "scored_this_turn"),
            )
            if entry.get("controller") is not None:
                self.player(entry["controller"], entry, "controller", "controller", ids.players)
            battlefields[bid] = dict(entry)
        chain = None
        if "chain" in top:
            chain = tuple(c.strings(top["chain"], top, "chain", "chain"))
        patterns = {}
        for name in ("happened", "not_happened", "in_order"):
            raw = c.seq(top.get(name, []), top, name, name)
            patterns[name] = tuple(self.pattern(p, raw, i, ids) for i, p in enumerate(raw))
        winner = None
        if top.get("winner") is not None:
            winner = self.player(top["winner"], top, "winner", "winner", ids.players)
        tokens = {}
        raw_tokens = c.mapping(
            top.get("tokens", {}), top, "tokens", "expect tokens", optional=sorted(TOKENS)
        )
        for token, props in raw_tokens.items():
            entry = c.mapping(
                props,
                raw_tokens,
                token,
                f"expect for {token} tokens",
                optional=("count", "exhausted"),
            )
            tokens[token] = {k: c.integer(v, entry, k, k, minimum=0) for k, v in entry.items()}
        refused = str(top["refused"]) if "refused" in top else None
        raw_decided = c.seq(top.get("decided", []), top, "decided", "decided")
        decided = tuple(self.decided(d, raw_decided, i, ids) for i, d in enumerate(raw_decided))
        return Expect(
            objects,
            players,
            battlefields,
            chain,
            patterns["happened"],
            patterns["not_happened"],
            patterns["in_order"],
            winner,
            tokens,
            refused,
            decided,
            self.player(top["focus"], top, "focus", "focus", ids.players)
            if "focus" in top
            else None,
        )

    def decided(self, value: Any, container: Any, key: Any, ids: _Ids) -> dict[str, Any]:
        """One `decided:` pattern: {kind, by, rule, chosen, asked}, kind required."""
        c = self.check
        entry = c.mapping(
            value,
            container,
            key,
            "decided",
            required=("kind",),
            optional=("by", "rule", "chosen", "asked"),
        )
        out: dict[str, Any] = {"kind": c.string(entry["kind"], entry, "kind", "kind")}
        if "by" in entry:
            out["by"] = self.player(entry["by"], entry, "by", "by", ids.players)
        for text in ("rule", "chosen"):
            if text in entry:
                out[text] = str(entry[text])
        if "asked" in entry:
            out["asked"] = c.boolean(entry["asked"], entry, "asked", "asked")
        return out

    def variants(
        self, top: LDict, parser: CardParser, ids: _Ids, script: tuple[ScriptStep, ...]
    ) -> list[Variant]:
        c = self.check
        raw = c.seq(top.get("variants", []), top, "variants", "variants")
        variants: list[Variant] = []
        for i, item in enumerate(raw):
            entry = c.mapping(
                item,
                raw,
                i,
                "variant",
                required=("id", "title", "expect"),
                optional=("script", "choices"),
            )
            vid = c.string(entry["id"], entry, "id", "variant id")
            if not SLUG.fullmatch(vid) or any(v.id == vid for v in variants):
                raise c.fail(
                    entry, "id", f"variant id {vid!r}: expected a unique slug of a-z, 0-9 and '-'"
                )
            variants.append(
                Variant(
                    id=vid,
                    title=c.text(entry["title"], entry, "title", "variant title"),
                    script=self.script(entry["script"], entry, "script", parser, ids)
                    if "script" in entry
                    else script,
                    choices=self.choices(entry.get("choices", []), entry, "choices", ids),
                    expect=self.expect(entry["expect"], entry, "expect", ids),
                )
            )
        return variants


class _Ids:
    """The names a scenario defines, for checking references."""

    def __init__(
        self, players: list[str], objects: tuple[ObjectSpec, ...], battlefields: list[str]
    ) -> None:
        self.players = players
        self.objects = [o.id for o in objects]
        self.battlefields = battlefields
        self.cards = {o.id: o.card for o in objects}
        self.granted_targets: tuple[tuple[str, str], ...] = ()


def load_scenario(path: str | Path) -> Scenario:
    """Load one scenario file (YAML or JSON); raises ScenarioError with file:line: message."""
    path = Path(path)
    if path.suffix not in (".yaml", ".yml", ".json"):
        raise ScenarioError(str(path), None, "expected a .yaml, .yml or .json file")
    data = read_file(path)
    return _Reader(str(path)).read(data)


def load_text(text: str, name: str = "<scenario>.yaml") -> Scenario:
    """Load a scenario from text (the editor's and the tests' entry point)."""
    if len(text.encode("utf-8")) > MAX_FILE_BYTES:
        raise ScenarioError(name, None, f"the scenario is larger than {MAX_FILE_BYTES // 1024} KiB")
    return _Reader(name).read(parse_text(text, name))


def scenario_files(root: str | Path) -> list[Path]:
    root = Path(root)
    if root.is_file():
        return [root]
    return sorted(
        p for p in root.rglob("*") if p.suffix in (".yaml", ".yml", ".json") and p.is_file()
    )


def load_library(root: str | Path) -> list[Scenario]:
    """Every scenario under `root`, sorted by id; ids must be unique."""
    scenarios: dict[str, Scenario] = {}
    for path in scenario_files(root):
        scenario = load_scenario(path)
        if scenario.id in scenarios:
            raise ScenarioError(
                str(path),
                None,
                f"id {scenario.id!r} is already used by {scenarios[scenario.id].path}",
            )
        scenarios[scenario.id] = scenario
    return [scenarios[k] for k in sorted(scenarios)]


def made_token(oid: str) -> bool:
    """The id a token made during the run gets: its name in lower case, spaces as dashes, and its
    number among the objects of that name (`reflection-1`): a script may target it once it exists
    (a target it names that does not exist then is refused as the play is)."""
    m = re.fullmatch(r"(.+)-([1-9][0-9]*)", oid)
    return m is not None and any(m.group(1) == name.lower().replace(" ", "-") for name in TOKENS)
