"""Cards and their abilities, in the vocabulary of the scenario format.

Library cards (`engine/cards/`) and inline cards written in a scenario are parsed by the same
functions, so there is one vocabulary and one place that knows it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.format.checks import Checker

CARD_TYPES = ("unit", "gear", "spell", "battlefield", "legend", "rune")
BASE_TARGET_KINDS = (
    "unit", "friendly unit", "enemy unit", "unit at a battlefield", "friendly unit at a battlefield",
    "enemy unit at a battlefield", "enemy unit here", "unit here", "friendly unit here", "gear", "spell",
    "enemy spell", "battlefield", "friendly Mighty unit", "enemy gear", "spell costing at most 4 Energy and 1 Power",
)
# "up to one X": the player may choose none (e.g. Flash's second unit).
TARGET_KINDS = BASE_TARGET_KINDS + tuple(f"up to one {k}" for k in BASE_TARGET_KINDS)
STATICS = ("deathknell_extra",)
DELAYED_WHENS = ("you_conquer", "it_is_dealt_damage", "a_unit_is_dealt_damage", "end_of_turn", "an_opponent_holds")
TRIGGER_WHENS = ("i_die", "another_friendly_unit_dies", "another_unit_dies", "friendly_unit_dies", "i_attack",
                 "i_defend", "you_hold_here", "you_kill_a_unit_with_a_spell", "you_conquer_or_hold",
                 "i_move", "you_play_me", "you_conquer_here", "you_score_here")
REPLACEABLE = ("die", "be_dealt_damage", "leave_chain", "draw", "enter", "score", "move", "recall", "banish")
SUBJECTS = ("self", "attached_unit", "friendly_unit", "another_friendly_unit", "any_unit", "you", "opponent")
DURATIONS = ("while_active", "this_turn")
AMOUNT_WORDS = ("my_might", "its_might")
CONDITIONS = ("i_died_alone", "additional_cost_paid", "legion", "no_legion")
PREVENT_ALL = 10**6
SELECTOR = re.compile(r"^(all )?((friendly|enemy|other) )?(units|unit|gear)( (at|here)( [a-z0-9][a-z0-9-]*)?)?$")

# Each instruction: its main value ("int", "ref", "refs", "name", "list", "spec", "any") and its other keys.
INSTRUCTIONS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    # op: (main value, required keys, optional keys)
    "damage": ("amount", ("to",), ()),
    "heal": ("ref", (), ()),
    "kill": ("refs", (), ()),
    "exhaust": ("ref", (), ()),
    "ready": ("ref", (), ()),
    "stun": ("ref", (), ()),
    "recall": ("ref", (), ()),
    "move": ("ref", ("to",), ()),
    "banish": ("ref", (), ()),
    "return_to_hand": ("ref", (), ()),
    "discard": ("ref_or_count", (), ()),
    "draw": ("amount", (), ("player",)),
    "counter": ("ref", (), ("to",)),
    "create": ("name", (), ("at", "exhausted", "count")),
    "take_control": ("ref", (), ("duration",)),
    "replace": ("ref", ("with",), ()),
    "swap_back": ("ref", (), ()),
    "score": ("name", (), ("at", "player")),
    "gain_points": ("int", (), ("player",)),
    "attach": ("ref", ("to",), ()),
    "detach": ("ref", (), ()),
    "buff": ("ref", (), ()),
    "replay": ("ref", (), ()),
    "fight": ("ref", ("with",), ()),
    "each_player_kills": ("int", (), ()),
    "banish_from_hand": ("name", (), ()),
    "dig": ("int", ("max_might",), ("plus",)),
    "might": ("amount", ("to",), ("duration", "minimum")),
    "prevent": ("int", (), ("to",)),
    "reveal": ("ref", (), ()),
    "add": ("any", (), ()),
    "delayed_replacement": ("spec", (), ()),
    "delayed_trigger": ("trigger", (), ()),
    "if": ("condition", ("do",), ()),
    "if_you_do": ("list", (), ()),
    "then": ("list", (), ()),
}


@dataclass(frozen=True, slots=True)
class Instruction:
    """One step of an effect: `op` with its main value and other arguments."""

    op: str
    value: Any
    args: tuple[tuple[str, Any], ...] = ()
    body: tuple[Instruction, ...] = ()
    replacement: ReplacementSpec | None = None

    def arg(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default


def referenced_targets(instructions: tuple[Instruction, ...]) -> set[str]:
    """The card's target names that these instructions use ('$target' -> 'target')."""
    found: set[str] = set()
    for inst in instructions:
        values = [inst.value, *(v for _, v in inst.args)]
        values = [x for v in values for x in (v if isinstance(v, tuple) else (v,))]
        found |= {v[1:] for v in values if isinstance(v, str) and v.startswith("$")}
        found |= referenced_targets(inst.body)
        if inst.replacement is not None:
            found |= {inst.replacement.subject[1:]} if inst.replacement.subject.startswith("$") else set()
            found |= referenced_targets(inst.replacement.instead + inst.replacement.also)
    return found


@dataclass(frozen=True, slots=True)
class ReplacementSpec:
    """A replacement effect (rules 367-375): `would` X to `subject`, do `instead` (or `also`)."""

    would: str
    subject: str
    instead: tuple[Instruction, ...] = ()
    also: tuple[Instruction, ...] = ()
    prevent: int | None = None       # Prevent (437): damage reduced by this much (PREVENT_ALL: all of it)
    condition: tuple[tuple[str, str], ...] = ()
    optional: bool = False
    uses: int | None = None          # "the next time": 1; None: every time
    per_turn: int | None = None      # "once each turn": an extra limit (371)
    duration: str = "while_active"
    active_in: str = "board"


@dataclass(frozen=True, slots=True)
class TriggerSpec:
    """A triggered ability (383): `when` its condition is met, `effect` goes on the chain."""

    when: str
    effect: tuple[Instruction, ...]
    condition: tuple[tuple[str, str], ...] = ()   # part of the trigger condition (383.2.a.1): not_tag, tag
    per_turn: int | None = None                   # "the first time ... each turn" (383.1.b, 383.3.e)
    optional: bool = False                        # "you may ...": decided as it finalizes (383.3.a)
    active_in: str = "board"                      # where it works: the board, or a card's trash (385)


@dataclass(frozen=True, slots=True)
class StaticSpec:
    """A passive ability that changes how a rule applies, e.g. Karthus: Deathknells trigger once more."""

    effect: str
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ActivatedSpec:
    cost: tuple[Instruction, ...]
    effect: tuple[Instruction, ...]
    only_unattached: bool = False    # "only while unattached" (The Zero Drive)


Ability = TriggerSpec | ReplacementSpec | ActivatedSpec | StaticSpec


@dataclass(frozen=True, slots=True)
class CardDef:
    """What a card is: its type, stats, keywords, and abilities as declarations."""

    name: str
    type: str
    might: int | None = None
    might_bonus: int = 0
    keywords: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    cost: tuple[Instruction, ...] = ()          # a spell's additional cost, paid as it is played (357)
    printed_cost: tuple[int, int] | None = None  # Energy and Power as printed (206), when a rule reads it
    grants: tuple[Ability, ...] = ()             # equipment: effect text the equipped unit gets (136.2)
    optional_costs: tuple[str, ...] = ()         # names a `play` step may `pay` (Repeat, Accelerate, ...)
    effect: tuple[Instruction, ...] = ()
    targets: tuple[tuple[str, str], ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    token: bool = False

    def has_keyword(self, word: str) -> bool:
        return word.lower() in (k.lower() for k in self.keywords)

    @property
    def timing(self) -> str:
        """'reaction', 'action' or 'default' (rules 806, 813, 155)."""
        if self.has_keyword("Reaction"):
            return "reaction"
        if self.has_keyword("Action"):
            return "action"
        return "default"

    def target_kind(self, name: str) -> str | None:
        return dict(self.targets).get(name)

    def triggers(self, when: str) -> list[TriggerSpec]:
        return [a for a in self.abilities if isinstance(a, TriggerSpec) and a.when == when]

    def replacements(self) -> list[ReplacementSpec]:
        return [a for a in self.abilities if isinstance(a, ReplacementSpec)]

    def static(self, effect: str) -> int:
        return sum(a.amount for a in self.abilities if isinstance(a, StaticSpec) and a.effect == effect)


@dataclass(frozen=True, slots=True)
class Refs:
    """What names an instruction may use: object ids of the scenario and the card's target names."""

    object_ids: frozenset[str] = frozenset()
    target_names: frozenset[str] = frozenset()
    tokens: frozenset[str] = frozenset()


class CardParser:
    """Parses cards, abilities and instructions; errors name the file and line."""

    def __init__(self, check: Checker, refs: Refs) -> None:
        self.check = check
        self.refs = refs

    def ref(self, value: Any, container: Any, key: Any, what: str, targets: frozenset[str]) -> str:
        ref = self.check.string(value, container, key, what)
        if ref.startswith("$"):
            if ref[1:] not in targets:
                known = ", ".join(f"${t}" for t in sorted(targets)) or "none"
                raise self.check.fail(container, key, f"{what}: unknown target {ref!r}; this card's targets: {known}")
        elif ref in ("it", "self", "here", "linked"):
            pass
        elif " " in ref:
            if not SELECTOR.match(ref):
                raise self.check.fail(container, key, f"{what}: cannot read the selector {ref!r}; "
                                      "expected e.g. 'all units at bf1', 'friendly units', 'enemy units here'")
        elif ref not in self.refs.object_ids:
            raise self.check.fail(container, key, f"{what}: no object with id {ref!r} in this scenario")
        return ref

    def instructions(self, value: Any, container: Any, key: Any, what: str,
                     targets: frozenset[str]) -> tuple[Instruction, ...]:
        items = self.check.seq(value, container, key, what)
        return tuple(self.instruction(item, items, i, what, targets) for i, item in enumerate(items))

    def instruction(self, value: Any, container: Any, key: Any, what: str, targets: frozenset[str]) -> Instruction:
        if not isinstance(value, dict) or not value:
            raise self.check.fail(container, key, f"{what}: expected an instruction such as {{damage: 3, to: $target}}")
        ops = [k for k in value if k in INSTRUCTIONS]
        if len(ops) != 1:
            unknown = [k for k in value if k not in INSTRUCTIONS]
            bad = unknown[0] if unknown else ", ".join(ops)
            raise self.check.fail(value, unknown[0] if unknown else None,
                                  f"{what}: unknown instruction {bad!r}; expected one of {', '.join(INSTRUCTIONS)}")
        op = ops[0]
        main, required, optional = INSTRUCTIONS[op]
        inst = self.check.mapping(value, container, key, f"instruction {op!r}", required=(op, *required),
                                  optional=optional)
        raw = inst[op]
        label = f"instruction {op!r}"
        body: tuple[Instruction, ...] = ()
        spec = None
        if main == "int":
            main_value: Any = self.check.integer(raw, inst, op, label, minimum=0)
        elif main == "amount":
            if isinstance(raw, str):
                main_value = self.check.choice(raw, inst, op, f"{label} (a number or {', '.join(AMOUNT_WORDS)})",
                                               AMOUNT_WORDS)
            else:
                main_value = self.check.integer(raw, inst, op, label, minimum=None if op == "might" else 0)
        elif main == "ref":
            main_value = self.ref(raw, inst, op, label, targets)
        elif main == "ref_or_count":
            main_value = self.check.integer(raw, inst, op, label, minimum=1) if isinstance(raw, int) \
                else self.ref(raw, inst, op, label, targets)
        elif main == "refs":
            if isinstance(raw, list):
                main_value = tuple(self.ref(r, raw, i, label, targets) for i, r in enumerate(raw))
            else:
                main_value = (self.ref(raw, inst, op, label, targets),)
        elif main == "name":
            main_value = self.check.string(raw, inst, op, label)
            if op == "create" and self.refs.tokens and main_value not in self.refs.tokens:
                raise self.check.fail(inst, op, f"{label}: unknown token {main_value!r}; "
                                      f"expected one of {', '.join(sorted(self.refs.tokens))}")
        elif main == "list":
            body = self.instructions(raw, inst, op, label, targets)
            main_value = None
        elif main == "condition":
            main_value = self.check.choice(raw, inst, op, f"{label} condition", CONDITIONS)
            body = self.instructions(inst["do"], inst, "do", f"{label} 'do'", targets)
        elif main == "spec":
            spec = self.replacement(raw, inst, op, targets)
            main_value = None
        elif main == "trigger":
            delayed = self.check.mapping(raw, inst, op, "delayed trigger", required=("when", "effect"),
                                         optional=("duration", "on", "uses"))
            main_value = (self.check.choice(delayed["when"], delayed, "when", "delayed trigger 'when'",
                                            DELAYED_WHENS),
                          self.check.choice(delayed.get("duration", "this_turn"), delayed, "duration",
                                            "delayed trigger 'duration'", ("this_turn", "until_triggered")),
                          self.ref(delayed["on"], delayed, "on", "delayed trigger 'on'", targets)
                          if "on" in delayed else None,
                          self.check.integer(delayed["uses"], delayed, "uses", "delayed trigger 'uses'", minimum=1)
                          if "uses" in delayed else None)
            body = self.instructions(delayed["effect"], delayed, "effect", "delayed trigger 'effect'", targets)
        else:
            main_value = raw
        args = []
        for name in (*required, *optional):
            if name not in inst or name == "do":
                continue
            arg = inst[name]
            if name in ("to", "player", "at", "with", "duration"):
                if (op in ("damage", "might", "prevent", "attach") and name == "to") or (op == "fight"
                                                                                          and name == "with"):
                    arg = self.ref(arg, inst, name, f"{label} '{name}'", targets)
                else:
                    arg = self.check.string(arg, inst, name, f"{label} '{name}'")
            elif name == "exhausted":
                arg = self.check.boolean(arg, inst, name, f"{label} 'exhausted'")
            elif name == "max_might":
                arg = arg if arg in AMOUNT_WORDS else self.check.integer(arg, inst, name, f"{label} 'max_might'")
            elif name == "plus":
                arg = self.check.integer(arg, inst, name, f"{label} 'plus'")
            elif name == "minimum":
                arg = self.check.integer(arg, inst, name, f"{label} 'minimum'", minimum=0)
            elif name == "count":
                arg = self.check.integer(arg, inst, name, f"{label} 'count'", minimum=1)
            args.append((name, arg))
        return Instruction(op, main_value, tuple(args), body, spec)

    def replacement(self, value: Any, container: Any, key: Any, targets: frozenset[str]) -> ReplacementSpec:
        what = "replacement"
        spec = self.check.mapping(value, container, key, what, required=("would", "subject"),
                                  optional=("instead", "also", "prevent", "condition", "optional", "uses", "per_turn",
                                            "duration", "active_in"))
        would = self.check.choice(spec["would"], spec, "would", f"{what} 'would'", REPLACEABLE)
        subject = self.check.string(spec["subject"], spec, "subject", f"{what} 'subject'")
        if subject not in SUBJECTS:
            self.ref(subject, spec, "subject", f"{what} 'subject'", targets)
        if sum(k in spec for k in ("instead", "also", "prevent")) != 1:
            raise self.check.fail(spec, None, f"{what}: expected exactly one of 'instead', 'also' or 'prevent'")
        prevent = None
        if "prevent" in spec:
            prevent = PREVENT_ALL if spec["prevent"] == "all" else self.check.integer(
                spec["prevent"], spec, "prevent", f"{what} 'prevent' (a number or all)", minimum=1)
        instead = self.instructions(spec["instead"], spec, "instead", f"{what} 'instead'", targets) \
            if "instead" in spec else ()
        also = self.instructions(spec["also"], spec, "also", f"{what} 'also'", targets) if "also" in spec else ()
        condition: tuple[tuple[str, str], ...] = ()
        if "condition" in spec:
            cond = self.check.mapping(spec["condition"], spec, "condition", f"{what} 'condition'",
                                      optional=("less_might_than", "at"))
            condition = tuple((k, self.check.string(v, cond, k, f"condition '{k}'")) for k, v in cond.items())
        per_turn = None
        if "per_turn" in spec:
            per_turn = self.check.integer(spec["per_turn"], spec, "per_turn", f"{what} 'per_turn'", minimum=1)
        uses = spec.get("uses", "unlimited")
        if uses == "unlimited":
            uses_value = None
        else:
            uses_value = self.check.integer(uses, spec, "uses", f"{what} 'uses' (a number or unlimited)", minimum=1)
        return ReplacementSpec(
            would=would,
            subject=subject,
            instead=instead,
            also=also,
            prevent=prevent,
            condition=condition,
            per_turn=per_turn,
            optional=self.check.boolean(spec.get("optional", False), spec, "optional", f"{what} 'optional'"),
            uses=uses_value,
            duration=self.check.choice(spec.get("duration", "while_active"), spec, "duration",
                                       f"{what} 'duration'", DURATIONS),
            active_in=self.check.choice(spec.get("active_in", "board"), spec, "active_in",
                                        f"{what} 'active_in'", ("board", "trash", "hand")),
        )

    def ability(self, value: Any, container: Any, key: Any, targets: frozenset[str]) -> Ability:
        kinds = ("triggered", "replacement", "activated", "static")
        entry = self.check.mapping(value, container, key, "ability", optional=kinds)
        if len(entry) != 1:
            raise self.check.fail(container, key, f"ability: expected exactly one of {', '.join(kinds)}")
        (kind, body), = entry.items()
        if kind == "replacement":
            return self.replacement(body, entry, kind, targets)
        if kind == "static":
            static = self.check.mapping(body, entry, kind, "static ability", optional=STATICS)
            if len(static) != 1:
                raise self.check.fail(entry, kind, f"static ability: expected one of {', '.join(STATICS)}")
            (effect, amount), = static.items()
            return StaticSpec(effect, self.check.integer(amount, static, effect, effect, minimum=1))
        if kind == "triggered":
            trig = self.check.mapping(body, entry, kind, "triggered ability", required=("when", "effect"),
                                      optional=("condition", "per_turn", "optional", "active_in"))
            when = self.check.choice(trig["when"], trig, "when", "triggered 'when'", TRIGGER_WHENS)
            condition: tuple[tuple[str, str], ...] = ()
            if "condition" in trig:
                cond = self.check.mapping(trig["condition"], trig, "condition", "trigger condition",
                                          optional=("tag", "not_tag"))
                condition = tuple((k, self.check.string(v, cond, k, f"condition '{k}'")) for k, v in cond.items())
            per_turn = self.check.integer(trig["per_turn"], trig, "per_turn", "per_turn", minimum=1) \
                if "per_turn" in trig else None
            optional = self.check.boolean(trig.get("optional", False), trig, "optional", "triggered 'optional'")
            active_in = self.check.choice(trig.get("active_in", "board"), trig, "active_in", "triggered 'active_in'",
                                          ("board", "trash"))
            return TriggerSpec(when, self.instructions(trig["effect"], trig, "effect", "triggered 'effect'", targets),
                               condition, per_turn, optional, active_in)
        act = self.check.mapping(body, entry, kind, "activated ability", required=("cost", "effect"),
                                 optional=("only_unattached",))
        return ActivatedSpec(self.instructions(act["cost"], act, "cost", "activated 'cost'", targets),
                             self.instructions(act["effect"], act, "effect", "activated 'effect'", targets),
                             self.check.boolean(act.get("only_unattached", False), act, "only_unattached",
                                                "only_unattached"))

    def card(self, value: Any, container: Any, key: Any, token: bool = False) -> CardDef:
        what = "inline card"
        spec = self.check.mapping(value, container, key, what, required=("name", "type"),
                                  optional=("might", "might_bonus", "keywords", "tags", "cost", "effect", "targets",
                                            "abilities", "text", "energy", "power", "grants", "optional_costs"))
        name = self.check.string(spec["name"], spec, "name", f"{what} 'name'")
        card_type = self.check.choice(spec["type"], spec, "type", f"{what} 'type'", CARD_TYPES)
        might = None
        if "might" in spec:
            might = self.check.integer(spec["might"], spec, "might", f"{what} 'might'")
        elif card_type == "unit":
            raise self.check.fail(spec, None, f"{what} {name!r}: a unit needs 'might'")
        targets: tuple[tuple[str, str], ...] = ()
        if "targets" in spec:
            raw = self.check.mapping(spec["targets"], spec, "targets", f"{what} 'targets'",
                                     optional=list(spec["targets"]) if isinstance(spec["targets"], dict) else ())
            targets = tuple((k, self.check.choice(v, raw, k, f"target '{k}'", TARGET_KINDS)) for k, v in raw.items())
        names = frozenset(t for t, _ in targets)
        keywords = tuple(self.check.strings(spec.get("keywords", []), spec, "keywords", f"{what} 'keywords'"))
        effect = self.instructions(spec.get("effect", []), spec, "effect", f"{what} 'effect'", names)
        cost = self.instructions(spec.get("cost", []), spec, "cost", f"{what} 'cost'", names)
        abilities = tuple(self.ability(a, spec["abilities"], i, names)
                          for i, a in enumerate(self.check.seq(spec.get("abilities", []), spec, "abilities",
                                                               f"{what} 'abilities'")))
        grants = tuple(self.ability(a, spec["grants"], i, names)
                       for i, a in enumerate(self.check.seq(spec.get("grants", []), spec, "grants",
                                                            f"{what} 'grants'")))
        if any(k.lower() == "deathknell" for k in keywords) and not any(
                isinstance(a, TriggerSpec) and a.when == "i_die" for a in abilities):
            raise self.check.fail(spec, "keywords", f"{what} {name!r}: Deathknell needs a triggered ability "
                                  "'when: i_die' saying what it does")
        text = self.check.text(spec["text"], spec, "text", f"{what} 'text'") if "text" in spec else {}
        return CardDef(name=name, type=card_type, might=might,
                       might_bonus=self.check.integer(spec.get("might_bonus", 0), spec, "might_bonus",
                                                      f"{what} 'might_bonus'"),
                       keywords=keywords, tags=tuple(self.check.strings(spec.get("tags", []), spec, "tags",
                                                                        f"{what} 'tags'")),
                       cost=cost, effect=effect, targets=targets, abilities=abilities, text=text, grants=grants,
                       optional_costs=tuple(self.check.strings(spec.get("optional_costs", []), spec, "optional_costs",
                                                               f"{what} 'optional_costs'")),
                       printed_cost=(self.check.integer(spec.get("energy", 0), spec, "energy", "energy", minimum=0),
                                     self.check.integer(spec.get("power", 0), spec, "power", "power", minimum=0))
                       if "energy" in spec or "power" in spec else None,
                       token=token)
