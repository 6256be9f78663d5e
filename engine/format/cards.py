"""Reading cards: the card vocabulary of the scenario format, for library and inline cards alike.

One parser, so there is one vocabulary and one place that reads it. What each instruction word
looks like is declared by its class (engine/vocabulary/): the parser reads each value by the
shape the word declares, and errors name the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import engine.vocabulary  # noqa: F401  (registers every word of the format in WORDS)
from engine.format import costs as economy
from engine.format.checks import Checker
from engine.format.source import LDict
from engine.model.card import (
    CONDITIONS,
    WORDS,
    Ability,
    ActivatedSpec,
    CardDef,
    Instruction,
    ReplacementSpec,
    StaticSpec,
    TriggerSpec,
)
from engine.model.costs import Cost
from engine.model.counts import COUNTS
from engine.model.keywords import split as split_keyword
from engine.model.targets import target_kind_names, unknown_kind_message
from engine.model.trigger_kinds import TRIGGER_KINDS
from engine.rules.entry import ENTRY_STATICS
from engine.rules.play_places import PLACE_STATICS
from engine.rules.unchoosable import CHOICE_STATICS

CARD_TYPES = ("unit", "gear", "spell", "battlefield", "legend", "rune")
STATICS = (
    "deathknell_extra",
    "conquer_extra",
    "hold_extra",
    "attacker_tie_recalls_all",
    "my_hold_and_conquer_effects_swap",
    "assigned_first",
    "assigned_last",
    "might_aura",
    "keyword_aura",
    "cannot_be_chosen_by_enemies",
    "your_temporary_here_does_not_trigger",
    "deals_no_combat_damage",
    "ignores_tank_here",
    "double_equipment_bonus",
    "temporary_only_unattached",
    # activated abilities given (engine/rules/granted.py): a battlefield's `grants` to the units
    # there or to its controller's legends; Heimerdinger's "every exhaust ability of yours"
    "grants_abilities",
    "has_exhaust_abilities",
    "empowered_up_to",  # "I may be [Empowered] as many as N times" (441.1.c.1)
    "cannot_be_readied",  # "nothing can ready me" (Maduli): the Ready word and Awaken skip it
)
# what a Might aura reaches, read from its source (engine/model/keywords.py)
# the keywords an aura may give: those read from the board (not the 'when you play me' ones)
AURA_KEYWORDS = ("assault", "shield", "tank", "backline", "ganking", "deflect", "vision")
# a unit word may be narrowed: "buffed", "token", or a tag ("friendly Mech units"); "at my
# battlefield" is "here" only while the source is at a battlefield
AURA_REACH = re.compile(
    r"^((other )?((friendly|enemy|buffed|token|stunned|[A-Z][A-Za-z'/-]*) )*units"
    r"( defending alone)?( here| at my battlefield)?|me)$"
)
# while which an aura applies (engine/model/keywords.py)
AURA_WHILE = (
    "at_a_battlefield",
    "buffed",
    "empowered",
    "exactly_one_other_friendly_unit_at_a_battlefield",
    "another_friendly_unit_here",
    "alone_in_its_role",
    "attacking_with_another",
    "at_a_battlefield",
    # [Level N] (824.1.b.1: while its controller has N or more XP) and Wily Newtfish's
    "level_3",
    "level_6",
    "level_11",
    "level_16",
    "you_gained_xp_this_turn",
    "you_control_8_runes",  # Master Yi, Meditative: "while you have 8+ runes"
    "a_stunned_enemy_unit_here",  # Kennen, Keeper of Balance
    "mighty",  # Fiora, Victorious: "while I'm [Mighty]" (708)
    "attached_this_turn",  # an Equipment's grant: "if this was attached to me this turn"
    "empowered_three_times",
    "you_discarded_a_card_this_turn",  # Raging Soul
    "spent_4_energy_on_a_spell_this_turn",
    "you_spent_2_runes_this_turn",  # Sivir, Mercenary: runes exhausted or recycled for costs
)
# how a permanent enters (engine/rules/chain.py): "I come into play ready / exhausted", "I may be
# played to an open battlefield"; "you skip your Draw phase" (443 Skip); a battlefield's "no unit
# can be played here"
PHASE_AND_ENTRY_STATICS = (
    "enters_ready",
    "enters_exhausted",
    "to_open_battlefield",
    "skip_draw_phase",
    "no_units_played_here",
    # battlefields and play locations (engine/rules/battlefield_tokens.py): Baron Nashor's "put the
    # Baron Pit on the board; I enter there", the Pit's "any unit may move here from any
    # location", Mageseeker Warden's "while I'm at a battlefield, opponents may play units only to
    # their base, and spells and abilities can't ready enemy units or gear"
    "enters_at_baron_pit",
    "units_move_here_from_anywhere",
    "opponents_play_units_only_to_base",
    "no_readying_enemies",
    "victory_score_more",  # Aspirant's Climb: winning the game takes that many more points
    "ignore_deflect_here",  # Heisho: paying for what chooses something here ignores Deflect
    "ignores_deflect",  # Decree of Insight: "you ignore [Deflect] when paying for this spell"
    *PLACE_STATICS,  # where a unit may be played beyond 355 (engine/rules/play_places.py)
    *ENTRY_STATICS,  # what enters ready by another card's text (engine/rules/entry.py)
    "cannot_be_countered",  # a spell's "this can't be countered" (vocabulary/zones.py Counter)
    "your_spells_and_abilities_cant_be_countered",  # Mel, Newly Awakened (vocabulary/zones.py)
    "your_chosen_minus_might_1_greater",  # Mel, Newly Awakened (vocabulary/might.py)
    "empowered_at_might",  # Renekton, Brute: Empowered once his Might reaches N (rules/cleanup.py)
    *CHOICE_STATICS,  # what enemy spells and abilities can't choose (engine/rules/unchoosable.py)
    "opponents_cant_score_while_at_a_battlefield",  # Tianna Crownguard (rules/score_bars.py)
    "enemies_here_with_less_might_deal_no_combat_damage",  # Vilemaw (model/keywords.py)
    "opponents_hidden_cant_be_revealed_here",  # Noxus Saboteur (rules/chain.py verify_play)
    "players_channel_one_rune",  # Sandstone Chimera (rules/costs.py channel_step)
    "only_to_battlefield_conquered_this_turn",  # Perched Grimwyrm (rules/chain.py verify_play)
    "enemies_cant_move_me",  # in an Equipment's grants (Jagged Cutlass, model/events.py Move)
    "cant_be_played_in_your_first_three_turns",  # Ol' Poro (rules/chain.py verify_play)
    "no_scoring_here_before_third_turn",  # Forgotten Monument (rules/scoring.py)
    "one_more_hidden_here",  # Bandle Tree (rules/costs.py hide)
    "is_a_mech",  # in an Equipment's grants: "equipped unit: I am a Mech" (model/keywords.py tags)
    "opponents_cant_play_the_named_spell",  # Fallen Feline (rules/permissions.py)
    "your_units_played_from_outside_a_hand_have_accelerate",  # Rek'Sai (model/keywords.py)
    "equipment_in_your_hand_have_quick_draw",  # Jax, Unmatched (rules/chain.py)
)
# moves a card's text makes impossible (engine/model/events.py Move): "I can't move to base",
# "units can't move to base", a battlefield's "units can't move from here to base"
MOVE_STATICS = ("cant_move_to_base", "units_cant_move_to_base", "units_cant_move_from_here_to_base")
# Bonus Damage (engine/rules/bonus_damage.py): your spells and abilities, while attached, here
BONUS_STATICS = ("bonus_damage", "bonus_damage_while_attached", "bonus_damage_here")
DELAYED_WHENS = (
    "it_conquers",
    "your_main_phase",
    "it_dies",
    "you_play_a_unit",
    "you_conquer",
    "it_is_dealt_damage",
    "a_unit_is_dealt_damage",
    "end_of_turn",
    "an_opponent_holds",
    "it_wins_a_combat",
    "its_owner_holds",
)
REPLACEABLE = (
    "die",
    "be_dealt_damage",
    "leave_chain",
    "draw",
    "enter",
    "score",
    "move",
    "recall",
    "banish",
    "be_replaced",
    "be_stunned",
    "lose_might",
    "return_to_hand",
    "be_looked_at",
    "be_revealed",
)
SUBJECTS = (
    "self",
    "attached_unit",
    "friendly_unit",
    "another_friendly_unit",
    "any_unit",
    "you",
    "opponent",
    "any_battlefield",
    "your_card",
    "any_player",
)
DURATIONS = ("while_active", "this_turn")
AMOUNT_WORDS = (
    "my_might",
    "its_might",
    "your_mighty_units",
    "target_damage",
    "excess_damage",
    "my_assault",
    "target_might",
    "target_energy_cost",
    "twice_my_equipment",
    "its_energy_cost",
    "amount_paid",
    "its_printed_might",
)
PREVENT_ALL = 10**6
SELECTOR = re.compile(
    r"^(all )?(other )?(damaged )?((friendly|enemy) )?([A-Z][A-Za-z'-]* )?"
    r"(units|unit|gear|legends|legend)"
    r"( in_combat)?( (at|here)( [a-z0-9][a-z0-9-]*)?)?"
    r"( with [0-9]+ might or less)?( except \$[a-z0-9_]+)?( weaker_than \$[a-z0-9_]+)?$"
)


def keyword_triggers(keywords: tuple[str, ...]) -> tuple[Ability, ...]:
    """The triggered abilities a keyword is short for: [Vision] (817.1.b, each instance its own,
    817.2), [Weaponmaster] (821.1.c, each instance its own, 821.1.c.7) and [Quick-Draw] (819.1.d,
    one at most, 819.2): 'when you play me'; [Hunt X] (823.1.c.1): 'when I conquer' and 'when I
    hold', each gaining X XP."""
    made: list[Ability] = []
    for keyword in keywords:
        word, count = split_keyword(keyword)
        if word == "vision":
            made += [TriggerSpec("you_play_me", (WORDS["vision"](1),))] * count
        elif word == "weaponmaster":
            made += [TriggerSpec("you_play_me", (WORDS["weaponmaster"]("me"),))] * count
        elif word == "hunt":  # 823.1.c.1: a conquer and a hold effect, X summed (823.2)
            made += [
                TriggerSpec(when, (WORDS["gain_xp"](count),)) for when in ("i_conquer", "i_hold")
            ]
        elif word == "quick-draw" and not any(  # one trigger, whatever the instances (819.2)
            isinstance(a, TriggerSpec) and a.effect[0].op == "quick_draw" for a in made
        ):
            made += [TriggerSpec("you_play_me", (WORDS["quick_draw"]("me"),))]
    return tuple(made)


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
                raise self.check.fail(
                    container, key, f"{what}: unknown target {ref!r}; this card's targets: {known}"
                )
        elif ref in ("it", "self", "here", "linked"):
            pass
        elif " " in ref:
            for named in re.findall(r"\$([a-z0-9_]+)", ref):  # "... except $target"
                if named not in targets:
                    raise self.check.fail(
                        container, key, f"{what}: unknown target '${named}' in {ref!r}"
                    )
            if not SELECTOR.fullmatch(ref):
                raise self.check.fail(
                    container,
                    key,
                    f"{what}: cannot read the selector {ref!r}; "
                    "expected e.g. 'all units at bf1', 'friendly units', 'enemy units here'",
                )
        elif ref not in self.refs.object_ids:
            raise self.check.fail(
                container, key, f"{what}: no object with id {ref!r} in this scenario"
            )
        return ref

    def instructions(
        self, value: Any, container: Any, key: Any, what: str, targets: frozenset[str]
    ) -> tuple[Instruction, ...]:
        items = self.check.seq(value, container, key, what)
        return tuple(
            self.instruction(item, items, i, what, targets) for i, item in enumerate(items)
        )

    def instruction(
        self, value: Any, container: Any, key: Any, what: str, targets: frozenset[str]
    ) -> Instruction:
        """One word: its name picks its class, whose declared shapes say how to read each value."""
        if not isinstance(value, dict) or not value:
            raise self.check.fail(
                container,
                key,
                f"{what}: expected an instruction such as {{damage: 3, to: $target}}",
            )
        ops = [k for k in value if k in WORDS]
        if len(ops) != 1:
            unknown = [k for k in value if k not in WORDS]
            bad = unknown[0] if unknown else ", ".join(ops)
            raise self.check.fail(
                value,
                unknown[0] if unknown else None,
                f"{what}: unknown instruction {bad!r}; expected one of {', '.join(WORDS)}",
            )
        op = ops[0]
        word = WORDS[op]
        inst = self.check.mapping(
            value,
            container,
            key,
            f"instruction {op!r}",
            required=(op, *word.required),
            optional=tuple(word.optional),
        )
        label = f"instruction {op!r}"
        main_value, body, spec = self.main(word.main, inst, op, label, targets)
        args = []
        for name, shape in (*word.required.items(), *word.optional.items()):
            if name not in inst or shape == "do":
                continue
            args.append((name, self.argument(shape, inst, name, f"{label} '{name}'", targets)))
        return word(main_value, tuple(args), body, spec)

    def main(
        self, shape: str, inst: LDict, op: str, label: str, targets: frozenset[str]
    ) -> tuple[Any, tuple[Instruction, ...], ReplacementSpec | None]:
        """A word's main value, read by the shape its class declares: (value, body, replacement)."""
        raw = inst[op]
        if shape == "int":
            return self.check.integer(raw, inst, op, label, minimum=0), (), None
        if shape in ("amount", "signed_amount"):
            if isinstance(raw, str):
                return (
                    self.check.choice(
                        raw,
                        inst,
                        op,
                        f"{label} (a number or {', '.join(AMOUNT_WORDS)})",
                        AMOUNT_WORDS,
                    ),
                    (),
                    None,
                )
            return (
                self.check.integer(
                    raw, inst, op, label, minimum=None if shape == "signed_amount" else 0
                ),
                (),
                None,
            )
        if shape == "ref":
            return self.ref(raw, inst, op, label, targets), (), None
        if shape == "ref_or_count":
            return (
                (
                    self.check.integer(raw, inst, op, label, minimum=1)
                    if isinstance(raw, int)
                    else self.ref(raw, inst, op, label, targets)
                ),
                (),
                None,
            )
        if shape == "refs":
            if isinstance(raw, list):
                return (
                    tuple(self.ref(r, raw, i, label, targets) for i, r in enumerate(raw)),
                    (),
                    None,
                )
            return (self.ref(raw, inst, op, label, targets),), (), None
        if shape in ("name", "token"):
            found = self.check.string(raw, inst, op, label)
            if shape == "token" and self.refs.tokens and found not in self.refs.tokens:
                raise self.check.fail(
                    inst,
                    op,
                    f"{label}: unknown token {found!r}; "
                    f"expected one of {', '.join(sorted(self.refs.tokens))}",
                )
            return found, (), None
        if shape == "list":
            return None, self.instructions(raw, inst, op, label, targets), None
        if shape == "condition":
            condition = self.check.choice(raw, inst, op, f"{label} condition", CONDITIONS)
            return (
                condition,
                self.instructions(inst["do"], inst, "do", f"{label} 'do'", targets),
                None,
            )
        if shape == "spec":
            return None, (), self.replacement(raw, inst, op, targets)
        if shape == "cost":
            return economy.cost(self.check, raw, inst, op, label), (), None
        if shape == "trigger":
            delayed = self.check.mapping(
                raw,
                inst,
                op,
                "delayed trigger",
                required=("when", "effect"),
                optional=("duration", "on", "uses"),
            )
            main_value = (
                self.check.choice(
                    delayed["when"], delayed, "when", "delayed trigger 'when'", DELAYED_WHENS
                ),
                self.check.choice(
                    delayed.get("duration", "this_turn"),
                    delayed,
                    "duration",
                    "delayed trigger 'duration'",
                    ("this_turn", "until_triggered", "this_cleanup"),
                ),
                self.ref(delayed["on"], delayed, "on", "delayed trigger 'on'", targets)
                if "on" in delayed
                else None,
                self.check.integer(
                    delayed["uses"], delayed, "uses", "delayed trigger 'uses'", minimum=1
                )
                if "uses" in delayed
                else None,
            )
            body = self.instructions(
                delayed["effect"], delayed, "effect", "delayed trigger 'effect'", targets
            )
            return main_value, body, None
        return raw, (), None

    def argument(
        self, shape: str, inst: LDict, name: str, label: str, targets: frozenset[str]
    ) -> Any:
        """One of a word's other values, read by the shape its class declares."""
        arg = inst[name]
        if shape == "ref":
            return self.ref(arg, inst, name, label, targets)
        if shape == "string":
            return self.check.string(arg, inst, name, label)
        if shape == "bool":
            return self.check.boolean(arg, inst, name, label)
        if shape == "amount_or_int":
            return arg if arg in AMOUNT_WORDS else self.check.integer(arg, inst, name, label)
        if shape == "int":
            return self.check.integer(arg, inst, name, label)
        if shape == "minimum":
            return self.check.integer(arg, inst, name, label, minimum=0)
        if shape == "count":
            return self.check.integer(arg, inst, name, label, minimum=1)
        if shape == "per":
            return self.check.choice(arg, inst, name, label, tuple(COUNTS))
        if shape == "condition_name":  # a condition of CONDITIONS, read by the word itself
            return self.check.choice(arg, inst, name, label, tuple(CONDITIONS))
        raise ValueError(f"unknown argument shape {shape!r}")

    def replacement(
        self, value: Any, container: Any, key: Any, targets: frozenset[str]
    ) -> ReplacementSpec:
        what = "replacement"
        spec = self.check.mapping(
            value,
            container,
            key,
            what,
            required=("would", "subject"),
            optional=(
                "instead",
                "also",
                "prevent",
                "double",
                "condition",
                "optional",
                "uses",
                "per_turn",
                "duration",
                "active_in",
            ),
        )
        would = self.check.choice(spec["would"], spec, "would", f"{what} 'would'", REPLACEABLE)
        subject = self.check.string(spec["subject"], spec, "subject", f"{what} 'subject'")
        if subject not in SUBJECTS:
            self.ref(subject, spec, "subject", f"{what} 'subject'", targets)
        if sum(k in spec for k in ("instead", "also", "prevent", "double")) != 1:
            raise self.check.fail(
                spec,
                None,
                f"{what}: expected exactly one of 'instead', 'also', 'prevent' or 'double'",
            )
        double = "double" in spec and self.check.boolean(
            spec["double"], spec, "double", f"{what} 'double'"
        )
        if "double" in spec and (not double or spec["would"] != "be_dealt_damage"):
            raise self.check.fail(
                spec, "double", f"{what} 'double': only 'double: true' on would: be_dealt_damage"
            )
        prevent = None
        if "prevent" in spec:
            prevent = (
                PREVENT_ALL
                if spec["prevent"] == "all"
                else self.check.integer(
                    spec["prevent"],
                    spec,
                    "prevent",
                    f"{what} 'prevent' (a number or all)",
                    minimum=1,
                )
            )
        instead = (
            self.instructions(spec["instead"], spec, "instead", f"{what} 'instead'", targets)
            if "instead" in spec
            else ()
        )
        also = (
            self.instructions(spec["also"], spec, "also", f"{what} 'also'", targets)
            if "also" in spec
            else ()
        )
        condition: tuple[tuple[str, str], ...] = ()
        if "condition" in spec:
            cond = self.check.mapping(
                spec["condition"],
                spec,
                "condition",
                f"{what} 'condition'",
                optional=(
                    "less_might_than",
                    "at",
                    "to",
                    "chosen_by_its_cause",
                    "while",
                    "subject_buffed",
                    "can_pay_any",
                    "from",
                    "in_their_first_two_turns",
                    "in_combat",
                ),
            )
            condition = tuple(
                (k, self.check.string(v, cond, k, f"condition '{k}'")) for k, v in cond.items()
            )
            for k, allowed in (
                ("chosen_by_its_cause", ("yes",)),
                (
                    "while",
                    ("empowered", "ready", "you_control_7_runes", "moved_twice_this_turn"),
                ),
                ("subject_buffed", ("yes",)),
                ("can_pay_any", ("1", "2", "3")),
                ("from", ("spells_and_abilities", "enemy_spells_and_abilities")),
                ("in_their_first_two_turns", ("yes",)),
                ("in_combat", ("yes", "no")),
            ):
                if k in cond:
                    self.check.choice(cond[k], cond, k, f"condition '{k}'", allowed)
        per_turn = None
        if "per_turn" in spec:
            per_turn = self.check.integer(
                spec["per_turn"], spec, "per_turn", f"{what} 'per_turn'", minimum=1
            )
        uses = spec.get("uses", "unlimited")
        if uses == "unlimited":
            uses_value = None
        else:
            uses_value = self.check.integer(
                uses, spec, "uses", f"{what} 'uses' (a number or unlimited)", minimum=1
            )
        return ReplacementSpec(
            would=would,
            subject=subject,
            instead=instead,
            also=also,
            prevent=prevent,
            double=double,
            condition=condition,
            per_turn=per_turn,
            optional=self.check.boolean(
                spec.get("optional", False), spec, "optional", f"{what} 'optional'"
            ),
            uses=uses_value,
            duration=self.check.choice(
                spec.get("duration", "while_active"),
                spec,
                "duration",
                f"{what} 'duration'",
                DURATIONS,
            ),
            active_in=self.check.choice(
                spec.get("active_in", "board"),
                spec,
                "active_in",
                f"{what} 'active_in'",
                ("board", "trash", "hand", "deck"),
            ),
        )

    def ability(self, value: Any, container: Any, key: Any, targets: frozenset[str]) -> Ability:
        kinds = ("triggered", "replacement", "activated", "static", "cost_modifier")
        entry = self.check.mapping(value, container, key, "ability", optional=kinds)
        if len(entry) != 1:
            raise self.check.fail(
                container, key, f"ability: expected exactly one of {', '.join(kinds)}"
            )
        ((kind, body),) = entry.items()
        if kind == "replacement":
            return self.replacement(body, entry, kind, targets)
        if kind == "cost_modifier":
            return economy.cost_modifier(self.check, body, entry, kind)
        if kind == "static":
            static = self.check.mapping(
                body,
                entry,
                kind,
                "static ability",
                optional=(
                    *STATICS,
                    *PHASE_AND_ENTRY_STATICS,
                    *MOVE_STATICS,
                    *BONUS_STATICS,
                    "to",
                    "while",
                    "per",
                    "unless",
                    "if",
                    "at_least",
                ),
            )
            reach = static.get("to")
            effects = [
                k for k in static if k not in ("to", "while", "per", "unless", "if", "at_least")
            ]
            if "if" in static:
                # "I come into play ready if ...": read as it enters (a condition of `if`)
                if effects != ["enters_ready"]:
                    raise self.check.fail(static, "if", "'if' is for enters_ready")
                return StaticSpec(
                    "enters_ready",
                    1,
                    condition=self.check.choice(
                        static["if"], static, "if", "enters_ready 'if'", CONDITIONS
                    ),
                )
            if "unless" in static:
                if effects != ["deals_no_combat_damage"]:
                    raise self.check.fail(
                        static, "unless", "'unless' is for deals_no_combat_damage"
                    )
                unless = self.check.choice(
                    static["unless"], static, "unless", "'unless'", AURA_WHILE
                )
                return StaticSpec("deals_no_combat_damage", 1, "", "", unless)
            per = ""
            if "per" in static:
                if effects not in (["might_aura"], ["keyword_aura"]):
                    raise self.check.fail(static, "per", "'per' is for a might or keyword aura")
                per = self.check.choice(static["per"], static, "per", "aura 'per'", tuple(COUNTS))
            while_ = ""
            if "while" in static:
                # ... or for "[Level 16] enemy spells and abilities can't choose me"
                if effects not in (
                    ["might_aura"],
                    ["keyword_aura"],
                    ["cannot_be_chosen_by_enemies"],
                    ["your_units_enter_ready"],  # "[Level 11] your units arrive ready"
                    ["your_spells_and_abilities_cant_be_countered"],  # Mel: "[Empowered] ..."
                    ["your_chosen_minus_might_1_greater"],
                ):
                    raise self.check.fail(static, "while", "'while' is for a might or keyword aura")
                while_ = self.check.choice(
                    static["while"], static, "while", "aura 'while'", AURA_WHILE
                )
            if len(effects) != 1:
                raise self.check.fail(
                    entry,
                    kind,
                    "static ability: expected one of "
                    + ", ".join(STATICS + PHASE_AND_ENTRY_STATICS + MOVE_STATICS + BONUS_STATICS),
                )
            (effect,) = effects
            if effect == "might_aura":
                # "other friendly units here have +1 Might" (a continuous effect, 710)
                to = self.check.string(reach, static, "to", "might_aura 'to'") if reach else ""
                if not AURA_REACH.match(to):
                    raise self.check.fail(
                        static,
                        "to",
                        "might_aura 'to': expected me, or units, friendly units, enemy units, "
                        "optionally with 'other' before, 'buffed', 'token' or a tag before "
                        "'units', and 'here' or 'at my battlefield' after",
                    )
                amount = self.check.integer(static[effect], static, effect, effect)
                if amount == 0:
                    raise self.check.fail(static, effect, "might_aura: expected a non-zero Might")
                floor = 0
                if "at_least" in static:  # "(never below 1)": Leona, Zealot
                    floor = self.check.integer(static["at_least"], static, "at_least", "at_least")
                return StaticSpec(effect, amount, to, "", while_, per, floor)
            if effect == "keyword_aura":
                # "your other units here have [Assault]": the keyword, worked out as Might is
                to = self.check.string(reach, static, "to", "keyword_aura 'to'") if reach else ""
                if not AURA_REACH.match(to):
                    raise self.check.fail(
                        static,
                        "to",
                        "keyword_aura 'to': expected me, or units, friendly units, enemy units, "
                        "optionally with 'other' before, 'buffed', 'token' or a tag before "
                        "'units', and 'here' or 'at my battlefield' after",
                    )
                keyword = self.check.string(static[effect], static, effect, effect)
                if split_keyword(keyword)[0] not in AURA_KEYWORDS:
                    raise self.check.fail(
                        static,
                        effect,
                        f"keyword_aura: expected one of {', '.join(AURA_KEYWORDS)} (with a value)",
                    )
                return StaticSpec(effect, 1, to, keyword, while_, per)
            if effect == "grants_abilities":
                to = self.check.choice(
                    reach, static, "to", "grants_abilities 'to'", ("units here", "your legends")
                )
                return StaticSpec(effect, 1, to)
            if reach is not None:
                raise self.check.fail(static, "to", f"static ability {effect!r}: no 'to'")
            return StaticSpec(
                effect,
                self.check.integer(static[effect], static, effect, effect, minimum=1),
                condition=while_,
            )
        if kind == "triggered":
            trig = self.check.mapping(
                body,
                entry,
                kind,
                "triggered ability",
                required=("when", "effect"),
                optional=("condition", "per_turn", "optional", "active_in"),
            )
            when = self.check.choice(
                trig["when"], trig, "when", "triggered 'when'", tuple(TRIGGER_KINDS)
            )
            condition: tuple[tuple[str, str], ...] = ()
            if "condition" in trig:
                cond = self.check.mapping(
                    trig["condition"],
                    trig,
                    "condition",
                    "trigger condition",
                    optional=(
                        "tag",
                        "not_tag",
                        "min_energy",
                        "min_power",
                        "min_xp",
                        "holder_at",
                        "mighty",
                        "while",
                        "from_facedown",
                    ),
                )
                condition = tuple(
                    (
                        k,
                        str(self.check.integer(v, cond, k, f"condition '{k}'", minimum=0))
                        if k.startswith("min_")
                        else self.check.choice(v, cond, k, f"condition '{k}'", ("battlefield",))
                        if k == "holder_at"
                        else self.check.choice(v, cond, k, f"condition '{k}'", ("empowered",))
                        if k == "while"
                        else str(self.check.boolean(v, cond, k, f"condition '{k}'"))
                        if k in ("mighty", "from_facedown")
                        else self.check.string(v, cond, k, f"condition '{k}'"),
                    )
                    for k, v in cond.items()
                )
            per_turn = (
                self.check.integer(trig["per_turn"], trig, "per_turn", "per_turn", minimum=1)
                if "per_turn" in trig
                else None
            )
            optional = self.check.boolean(
                trig.get("optional", False), trig, "optional", "triggered 'optional'"
            )
            active_in = self.check.choice(
                trig.get("active_in", "board"),
                trig,
                "active_in",
                "triggered 'active_in'",
                ("board", "trash"),
            )
            return TriggerSpec(
                when,
                self.instructions(trig["effect"], trig, "effect", "triggered 'effect'", targets),
                condition,
                per_turn,
                optional,
                active_in,
            )
        act = self.check.mapping(
            body,
            entry,
            kind,
            "activated ability",
            required=("cost", "effect"),
            optional=("only_unattached", "condition", "per_turn", "timing"),
        )
        return ActivatedSpec(
            self.instructions(act["cost"], act, "cost", "activated 'cost'", targets),
            self.instructions(act["effect"], act, "effect", "activated 'effect'", targets),
            self.check.boolean(
                act.get("only_unattached", False), act, "only_unattached", "only_unattached"
            ),
            self.check.choice(
                act["condition"], act, "condition", "activated 'condition'", CONDITIONS
            )
            if "condition" in act
            else "",
            self.check.integer(act["per_turn"], act, "per_turn", "activated 'per_turn'", minimum=1)
            if "per_turn" in act
            else None,
            self.check.choice(
                act["timing"], act, "timing", "activated 'timing'", ("action", "reaction")
            )
            if "timing" in act
            else "",
        )

    def optional_prices(
        self, spec: Any, domains: tuple[str, ...], what: str
    ) -> tuple[tuple[str, Cost], ...]:
        """`optional_prices: {Extra cost: {energy: 1, power: {Fury: 1}}}`: what each named
        optional additional cost adds to the total cost (356.2.b.1); each is also an
        `optional_costs` name."""
        if "optional_prices" not in spec:
            return ()
        raw = self.check.mapping(
            spec["optional_prices"],
            spec,
            "optional_prices",
            f"{what} 'optional_prices'",
            optional=tuple(spec["optional_prices"])
            if isinstance(spec["optional_prices"], dict)
            else (),
        )
        names = spec.get("optional_costs", [])
        out = []
        for cost_name, price in raw.items():
            if cost_name not in names:
                raise self.check.fail(
                    raw, cost_name, f"optional_prices: {cost_name!r} is not in 'optional_costs'"
                )
            out.append(
                (str(cost_name), economy.cost(self.check, price, raw, cost_name, "price", domains))
            )
        return tuple(out)

    def optional_actions(
        self, spec: Any, targets: frozenset[str], what: str
    ) -> tuple[tuple[str, tuple[Instruction, ...]], ...]:
        """`optional_actions: {Extra cost: [{discard_chosen: 1}]}`: the actions a named optional
        additional cost is made of (356.2.b.1, 356.7); each is also an `optional_costs` name."""
        if "optional_actions" not in spec:
            return ()
        raw = self.check.mapping(
            spec["optional_actions"],
            spec,
            "optional_actions",
            f"{what} 'optional_actions'",
            optional=tuple(spec["optional_actions"])
            if isinstance(spec["optional_actions"], dict)
            else (),
        )
        names = spec.get("optional_costs", [])
        out = []
        for cost_name, actions in raw.items():
            if cost_name not in names:
                raise self.check.fail(
                    raw, cost_name, f"optional_actions: {cost_name!r} is not in 'optional_costs'"
                )
            out.append(
                (
                    str(cost_name),
                    self.instructions(actions, raw, cost_name, f"{what} '{cost_name}'", targets),
                )
            )
        return tuple(out)

    def _target_kind(self, kind: Any, raw: Any, key: Any) -> str:
        """One of the format's target kinds; a mistyped one names its closest kinds only."""
        if isinstance(kind, str) and kind in target_kind_names():
            return kind
        raise self.check.fail(raw, key, f"target '{key}': {unknown_kind_message(kind)}")

    def _together(self, spec: Any, targets: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
        """`together: [friend, foe]`: these targets must be at the same battlefield."""
        if "together" not in spec:
            return ()
        names = tuple(self.check.strings(spec["together"], spec, "together", "together"))
        known = {n for n, _ in targets}
        for n in names:
            if n not in known:
                raise self.check.fail(spec, "together", f"together: no target {n!r}")
        return names

    def card(self, value: Any, container: Any, key: Any, token: bool = False) -> CardDef:
        what = "inline card"
        spec = self.check.mapping(
            value,
            container,
            key,
            what,
            required=("name", "type"),
            optional=(
                "might",
                "might_bonus",
                "keywords",
                "tags",
                "cost",
                "effect",
                "targets",
                "abilities",
                "text",
                "energy",
                "power",
                "grants",
                "optional_costs",
                "optional_prices",
                "optional_actions",
                "from_trash",
                "from_trash_if",
                "domains",
                "repeat",
                "flow",
                "discounts",
                "deflect",
                "together",
            ),
        )
        name = self.check.string(spec["name"], spec, "name", f"{what} 'name'")
        card_type = self.check.choice(spec["type"], spec, "type", f"{what} 'type'", CARD_TYPES)
        might = None
        if "might" in spec:
            might = self.check.integer(spec["might"], spec, "might", f"{what} 'might'")
        elif card_type == "unit":
            raise self.check.fail(spec, None, f"{what} {name!r}: a unit needs 'might'")
        targets: tuple[tuple[str, str], ...] = ()
        if "targets" in spec:
            raw = self.check.mapping(
                spec["targets"],
                spec,
                "targets",
                f"{what} 'targets'",
                optional=list(spec["targets"]) if isinstance(spec["targets"], dict) else (),
            )
            targets = tuple((k, self._target_kind(v, raw, k)) for k, v in raw.items())
        names = frozenset(t for t, _ in targets)
        keywords = tuple(
            self.check.strings(spec.get("keywords", []), spec, "keywords", f"{what} 'keywords'")
        )
        effect = self.instructions(
            spec.get("effect", []), spec, "effect", f"{what} 'effect'", names
        )
        cost = self.instructions(spec.get("cost", []), spec, "cost", f"{what} 'cost'", names)
        abilities = tuple(
            self.ability(a, spec["abilities"], i, names)
            for i, a in enumerate(
                self.check.seq(spec.get("abilities", []), spec, "abilities", f"{what} 'abilities'")
            )
        )
        grants = tuple(
            self.ability(a, spec["grants"], i, names)
            for i, a in enumerate(
                self.check.seq(spec.get("grants", []), spec, "grants", f"{what} 'grants'")
            )
        )
        if any(k.lower() == "deathknell" for k in keywords) and not any(
            isinstance(a, TriggerSpec) and a.when == "i_die" for a in abilities
        ):
            raise self.check.fail(
                spec,
                "keywords",
                f"{what} {name!r}: Deathknell needs a triggered ability "
                "'when: i_die' saying what it does",
            )
        abilities = keyword_triggers(keywords) + abilities  # printed first (803)
        text = (
            self.check.text(spec["text"], spec, "text", f"{what} 'text'") if "text" in spec else {}
        )
        domains = tuple(self.check.strings(spec.get("domains", []), spec, "domains", "domains"))
        deflect = 1 if any(k.lower() == "deflect" for k in keywords) else 0
        if "deflect" in spec:
            deflect = self.check.integer(spec["deflect"], spec, "deflect", "deflect", minimum=1)
        return CardDef(
            domains=domains,
            repeat=economy.cost(self.check, spec["repeat"], spec, "repeat", "repeat", domains)
            if "repeat" in spec
            else None,
            optional_prices=self.optional_prices(spec, domains, what),
            optional_actions=self.optional_actions(spec, names, what),
            from_trash=economy.cost(
                self.check, spec["from_trash"], spec, "from_trash", "from_trash", domains
            )
            if "from_trash" in spec
            else None,
            from_trash_if=self.check.choice(
                spec["from_trash_if"], spec, "from_trash_if", "from_trash_if", CONDITIONS
            )
            if "from_trash_if" in spec
            else "",
            flow=economy.cost(self.check, spec["flow"], spec, "flow", "flow", domains)
            if "flow" in spec
            else None,
            discounts=economy.discounts(self.check, spec["discounts"], spec, "discounts")
            if "discounts" in spec
            else (),
            deflect=deflect,
            together=self._together(spec, targets),
            name=name,
            type=card_type,
            might=might,
            might_bonus=self.check.integer(
                spec.get("might_bonus", 0), spec, "might_bonus", f"{what} 'might_bonus'"
            ),
            keywords=keywords,
            tags=tuple(self.check.strings(spec.get("tags", []), spec, "tags", f"{what} 'tags'")),
            cost=cost,
            effect=effect,
            targets=targets,
            abilities=abilities,
            text=text,
            grants=grants,
            optional_costs=tuple(
                self.check.strings(
                    spec.get("optional_costs", []),
                    spec,
                    "optional_costs",
                    f"{what} 'optional_costs'",
                )
            ),
            printed_cost=(
                self.check.integer(spec.get("energy", 0), spec, "energy", "energy", minimum=0),
                self.check.integer(spec.get("power", 0), spec, "power", "power", minimum=0),
            )
            if "energy" in spec or "power" in spec
            else None,
            token=token,
        )
