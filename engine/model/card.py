"""Cards and their abilities as declarations: what a card is, and the words its effects are made of.

Library cards (`engine/cards/`) and inline cards written in a scenario are read by the same
parser (engine/format/cards.py) into these values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from engine.model.costs import Cost, CostModifierSpec, Discount
from engine.model.keywords import value as keyword_value
from engine.model.text import refer

if TYPE_CHECKING:
    from engine.errors import IllegalAction
    from engine.model.events import Event
    from engine.model.state import State
    from engine.record.game import Game
    from engine.rules.reading import Context

# Every word of the format, by its name: filled once, by each word's class (engine/vocabulary/).
WORDS: dict[str, type[Instruction]] = {}


@dataclass(frozen=True, slots=True)
class Instruction:
    """One word of an effect: `op` with its main value and other arguments.

    Each word of the format is one subclass (engine/vocabulary/), registered by its `op`: it
    declares its loader shape (`main`, `required`, `optional`: the kind of each value, read by
    engine/format/cards.py), says what it does (`execute`) and what it says (`sentence`).
    """

    op: ClassVar[str] = ""
    main: ClassVar[str] = "any"  # the shape of its main value
    required: ClassVar[dict[str, str]] = {}  # its other keys, each with the shape of its value
    optional: ClassVar[dict[str, str]] = {}
    # Its name in a step ("Heal: skipped"), and what it does as a sentence ("deal {value} damage to
    # {to}"), in English and French; {value} and each argument are named as the texts name things.
    title: ClassVar[tuple[str, str]] = ("", "")
    says: ClassVar[tuple[str, str]] = ("", "")

    value: Any
    args: tuple[tuple[str, Any], ...] = ()
    body: tuple[Instruction, ...] = ()
    replacement: ReplacementSpec | None = None

    def __init_subclass__(cls) -> None:
        if cls.op:
            WORDS[cls.op] = cls

    @staticmethod
    def make(op: str, value: Any, **args: Any) -> Instruction:
        """The instruction `op` (a registered word) with this main value and arguments."""
        return WORDS[op](value, tuple(args.items()))

    def arg(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        """Do it: propose its events as one moment (370.1.a.2); returns what happened."""
        raise NotImplementedError(self.op)

    def price(self) -> Cost | None:
        """The Energy and Power this word pays when it is a cost (a `pay` word), else None."""
        return None

    def price_in(self, game: Game, ctx: Context) -> Cost | None:
        """The Energy and Power it pays as a cost now, for this controller and source: its
        `price`, unless the word lowers it as it is paid (`pay_lowered`)."""
        return self.price()

    def refusal(self, state: State, player: str) -> IllegalAction | None:
        """Why `player` cannot pay this word as a cost now (357), else None (a `spend_xp`
        word with too little XP)."""
        return None

    def refusal_for(self, state: State, player: str, source: str) -> IllegalAction | None:
        """As `refusal`, for the cost of an ability of the object `source` ("spend my buff" cannot
        be paid by an unbuffed source)."""
        return self.refusal(state, player)

    def label(self) -> dict[str, str]:
        """Its name in a step's text ("Heal: skipped")."""
        en, fr = self.title
        return {"en": en, "fr": fr}

    def sentence(self, state: State) -> dict[str, str]:
        """What it does, in words, for a step that shows it outside any card ("an effect acts: kill
        Watchful Sentry")."""
        from_en, from_fr = self.says
        values = {"value": self.value, **dict(self.args)}
        named = {
            k: refer(state, v) if isinstance(v, (str, tuple)) else {"en": str(v), "fr": str(v)}
            for k, v in values.items()
        }
        return {
            "en": from_en.format(**{k: v["en"] for k, v in named.items()}),
            "fr": from_fr.format(**{k: v["fr"] for k, v in named.items()}),
        }


# Every condition an `if` can check, by its name: filled once, by each condition's class.
CONDITIONS: dict[str, type[Condition]] = {}


class Condition:
    """A condition an effect checks as it resolves (`{if: i_died_alone, do: [...]}`, 383.2.a): its
    name in the format, its words in English and French, and whether it holds. Each is one class
    (engine/vocabulary/conditions.py), registered by defining it."""

    name: ClassVar[str] = ""
    words: ClassVar[tuple[str, str]] = ("", "")

    def __init_subclass__(cls) -> None:
        if cls.name:
            CONDITIONS[cls.name] = cls

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        raise NotImplementedError(cls.name)


def referenced_targets(instructions: tuple[Instruction, ...]) -> set[str]:
    """The card's target names that these instructions use ('$target' -> 'target')."""
    found: set[str] = set()
    for inst in instructions:
        values = [inst.value, *(v for _, v in inst.args)]
        values = [x for v in values for x in (v if isinstance(v, tuple) else (v,))]
        found |= {v[1:] for v in values if isinstance(v, str) and v.startswith("$")}
        # an amount may read the target named `target` ("damage equal to its Might")
        if any(v in ("target_damage", "target_might", "target_energy_cost") for v in values):
            found.add("target")
        # a selector may name a target too ("enemy units here except $target")
        found |= {
            w[1:]
            for v in values
            if isinstance(v, str) and " $" in v
            for w in v.split()
            if w.startswith("$")
        }
        if inst.op != "delayed_trigger":  # a delayed ability chooses its own as it triggers
            found |= referenced_targets(inst.body)
        if inst.replacement is not None:
            found |= (
                {inst.replacement.subject[1:]}
                if inst.replacement.subject.startswith("$")
                else set()
            )
            found |= referenced_targets(inst.replacement.instead + inst.replacement.also)
    return found


@dataclass(frozen=True, slots=True)
class ReplacementSpec:
    """A replacement effect (rules 367-375): `would` X to `subject`, do `instead` (or `also`)."""

    would: str
    subject: str
    instead: tuple[Instruction, ...] = ()
    also: tuple[Instruction, ...] = ()
    prevent: int | None = (
        None  # Prevent (437): damage reduced by this much (PREVENT_ALL: all of it)
    )
    double: bool = False  # "any damage it would take is doubled" (Lotus Trap, 370.1)
    # "to its owner's hand rather than the trash" (Abandon): the departure happens, elsewhere
    redirect: str | None = None
    condition: tuple[tuple[str, str], ...] = ()
    optional: bool = False
    uses: int | None = None  # "the next time": 1; None: every time
    per_turn: int | None = None  # "once each turn": an extra limit (371)
    duration: str = "while_active"
    active_in: str = "board"


@dataclass(frozen=True, slots=True)
class TriggerSpec:
    """A triggered ability (383): `when` its condition is met, `effect` goes on the chain."""

    when: str
    effect: tuple[Instruction, ...]
    condition: tuple[
        tuple[str, str], ...
    ] = ()  # part of the trigger condition (383.2.a.1): not_tag, tag
    per_turn: int | None = None  # "the first time ... each turn" (383.1.b, 383.3.e)
    optional: bool = False  # "you may ...": decided as it finalizes (383.3.a)
    active_in: str = "board"  # where it works: the board, or a card's trash (385)


@dataclass(frozen=True, slots=True)
class StaticSpec:
    """A passive ability that changes how a rule applies, e.g. Karthus: Deathknells trigger once
    more."""

    effect: str
    amount: int = 1
    to: str = ""  # an aura's reach: "other friendly units here", "enemy units", ...
    keyword: str = ""  # a keyword aura's keyword ("Assault", "Shield 2")
    condition: str = ""  # while which an aura applies ("buffed", ...; engine/model/keywords.py)
    per: str = ""  # an aura's amount is per this count (engine/model/counts.py): "+1 per gear"
    floor: int = 0  # a might_aura's `at_least`: it never takes the unit below this (Leona, Zealot)


@dataclass(frozen=True, slots=True)
class ActivatedSpec:
    cost: tuple[Instruction, ...]
    effect: tuple[Instruction, ...]
    only_unattached: bool = False  # "only while unattached" (The Zero Drive)
    # limits on using it (381): "usable only if/while ..." (a condition name, read as it is
    # used), "only once per turn" (per_turn), and its own timing ("[Action]"/"[Reaction]" written
    # on this ability rather than on the card: 806, 813)
    condition: str = ""
    per_turn: int | None = None
    timing: str = ""


Ability = TriggerSpec | ReplacementSpec | ActivatedSpec | StaticSpec | CostModifierSpec


@dataclass(frozen=True, slots=True)
class CardDef:
    """What a card is: its type, stats, keywords, and abilities as declarations."""

    name: str
    type: str
    might: int | None = None
    might_bonus: int = 0
    keywords: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    cost: tuple[Instruction, ...] = ()  # a spell's additional cost, paid as it is played (357)
    printed_cost: tuple[int, int] | None = (
        None  # Energy and Power as printed (206), when a rule reads it
    )
    grants: tuple[Ability, ...] = ()  # equipment: effect text the equipped unit gets (136.2)
    optional_costs: tuple[str, ...] = ()  # names a `play` step may `pay` (Repeat, Accelerate, ...)
    effect: tuple[Instruction, ...] = ()
    targets: tuple[tuple[str, str], ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    token: bool = False
    unmodelled: tuple[str, ...] = ()  # what the engine cannot run yet (engine/cards): refused
    # a partly modelled card's missing parts, each with the occasion it is reached at
    # (engine/rules/gaps.py): refused there
    gaps: tuple[tuple[str, str], ...] = ()
    # The economy (rules/costs.py): the domains its Power is paid in, its Repeat and Flow costs
    # (820, 829), its own discounts (356.4) and its Deflect value (809).
    domains: tuple[str, ...] = ()
    repeat: Cost | None = None
    # the Energy and Power of its named optional additional costs ("you may pay 1 Energy and 1
    # Fury as an additional cost", 356.2.b.1), added to its total cost when a `play` pays them
    optional_prices: tuple[tuple[str, Cost], ...] = ()
    # the actions of its named optional additional costs ("you may discard 1 as an additional
    # cost", "you may spend a buff", 356.2.b.1, 356.7): run as the card is played when a `play`
    # pays them (rules/chain.py)
    optional_actions: tuple[tuple[str, tuple[Instruction, ...]], ...] = ()
    flow: Cost | None = None
    # "you may play me from your trash for <cost>" (Undying Legion): that cost replaces its base
    # cost when its owner plays it from their trash, while the condition (if any) holds
    from_trash: Cost | None = None
    from_trash_if: str = ""
    discounts: tuple[Discount, ...] = ()
    deflect: int = 0
    # targets that must be at the same battlefield ("at one battlefield, a friendly unit and an
    # enemy unit": Facebreaker, Switcheroo; 355.9.b), checked as it is played
    together: tuple[str, ...] = ()

    def has_keyword(self, word: str) -> bool:
        """Printed (an object's granted keywords: State.has_keyword); 'Assault 2' has Assault."""
        return keyword_value(self.keywords, word) > 0

    @property
    def timing(self) -> str:
        """'reaction', 'action' or 'default' (rules 806, 813, 155)."""
        if self.has_keyword("Reaction") or self.has_keyword("Quick-Draw"):  # 819.1.b
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

    def cost_modifiers(self) -> list[CostModifierSpec]:
        return [a for a in self.abilities if isinstance(a, CostModifierSpec)]

    def static(self, effect: str) -> int:
        return sum(
            a.amount for a in self.abilities if isinstance(a, StaticSpec) and a.effect == effect
        )
