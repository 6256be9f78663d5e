"""What a cost is (rules 161, 356-357): Energy, and Power by domain; a player's runes; the cost
changes a card or a permanent declares (discounts and increases, 356.3-356.4).

The rules that total and pay costs are in rules/costs.py; this module only holds the values.
"""

from __future__ import annotations

from dataclasses import dataclass

DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")
ANY = "any"  # Power of any domain ([A], "1 rune of any type")


@dataclass(frozen=True, slots=True)
class Cost:
    """An amount of Energy and Power. `power` holds (domain, count) pairs; the domain is one of
    DOMAINS, `any`, or several domains joined by `|` (a multi-domain card's Power: any of them)."""

    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()

    def plus(self, other: Cost) -> Cost:
        power = dict(self.power)
        for domain, n in other.power:
            power[domain] = power.get(domain, 0) + n
        return Cost(self.energy + other.energy, tuple((d, n) for d, n in power.items() if n))

    @property
    def power_total(self) -> int:
        return sum(n for _, n in self.power)

    @property
    def free(self) -> bool:
        return self.energy == 0 and self.power_total == 0

    def words(self) -> dict[str, str]:
        """'2 Energy + 1 Fury Power' / '2 énergie + 1 puissance Fury'; 'nothing' when free."""
        en: list[str] = []
        fr: list[str] = []
        if self.energy:
            en.append(f"{self.energy} Energy")
            fr.append(f"{self.energy} énergie")
        for domain, n in self.power:
            if domain == ANY:
                en.append(f"{n} Power of any domain")
                fr.append(f"{n} puissance de n'importe quel domaine")
            else:
                shown = domain.replace("|", " or ")
                en.append(f"{n} {shown} Power")
                fr.append(f"{n} puissance {shown.replace(' or ', ' ou ')}")
        return {
            "en": " + ".join(en) or "0 Energy",
            "fr": " + ".join(fr) or "0 énergie",
        }


FREE = Cost()


@dataclass(frozen=True, slots=True)
class Discount:
    """'I cost N less' (356.4): Energy and Power off, if the condition holds; `minimum` is the
    floor of this discount alone (356.4.e: a later discount may go lower)."""

    energy: int = 0
    power: int = 0  # Power of any domain off
    condition: str | None = None  # a condition of vocabulary/conditions.py, checked as it is played
    minimum: int = 0  # Energy
    per: str | None = None  # a count (engine/model/counts.py): this much off for each counted
    # "if you do, ignore this spell's cost" (Wallop): while the condition holds, its base cost is
    # ignored (356.1.b.1) instead of anything coming off
    ignore_base_cost: bool = False


@dataclass(frozen=True, slots=True)
class CostModifierSpec:
    """A permanent's passive ability that changes what other cards cost (356.3 increases, 356.4
    discounts): the cards of `whose` (you, opponents, anyone), of type `cards` (spells, units,
    cards), cost `more` or `less`; `while_in_combat` limits it to while its source is in combat."""

    whose: str
    cards: str
    more: Cost = Cost()
    less: Cost = Cost()
    minimum: int = 0
    while_in_combat: bool = False
    # "optional_costs": a discount on each optional additional cost paid (356.4.c), `less` or,
    # for "[1] or [A] less", `or_less` — the engine takes whichever leaves less Power to pay
    on: str = "total"
    or_less: Cost = Cost()
    # narrower reach (wave 5): `while` a condition of its source holds ("while I'm at a
    # battlefield"); cards with a `tag` ("your Dragons") or a `keyword` ("a card with
    # [Reaction]", "your [Flow] spells"); played `from_trash`; `in_showdown_here` (a showdown at
    # its battlefield); spells that `chooses` "me" or "friendly_units_here" (356.3, 356.4)
    while_: str = ""
    tag: str = ""
    keyword: str = ""
    from_trash: bool = False
    in_showdown_here: bool = False
    chooses: str = ""
    # only the first non-token card of its kind its player plays each turn (Ornn's Forge)
    first_each_turn: bool = False


@dataclass(slots=True)
class Rune:
    """One of a player's runes on the board (in their base): its domain, ready or exhausted."""

    domain: str
    exhausted: bool = False

    def to_dict(self) -> dict[str, object]:
        return {"domain": self.domain, "exhausted": self.exhausted}
