"""Reading the economy's words (docs/scenario-format.md, "Costs and runes"): a cost
(`{energy: 2, power: {Fury: 1}}`), a card's discounts and a permanent's cost modifier, and a
player's runes, rune deck and rune pool."""

from __future__ import annotations

from typing import Any

from engine.format.checks import Checker
from engine.model.card import CONDITIONS
from engine.model.costs import ANY, DOMAINS, Cost, CostModifierSpec, Discount, Rune
from engine.model.counts import COUNTS

POWER_KEYS = (*DOMAINS, ANY)


def card_power_domain(domains: tuple[str, ...]) -> str:
    """The domain a card's own Power is paid in: its domain, any of its domains, or any domain."""
    known = [d for d in domains if d in DOMAINS]
    return "|".join(known) if known else ANY


def cost(
    check: Checker, value: Any, container: Any, key: Any, what: str, domains: tuple[str, ...] = ()
) -> Cost:
    """`{energy: N, power: N | {Fury: N, any: N}}`; a bare number of Power is the card's own."""
    spec = check.mapping(value, container, key, what, optional=("energy", "power"))
    energy = check.integer(spec.get("energy", 0), spec, "energy", f"{what} 'energy'", minimum=0)
    raw = spec.get("power", 0)
    power: dict[str, int] = {}
    if isinstance(raw, dict):
        by_domain = check.mapping(raw, spec, "power", f"{what} 'power'", optional=POWER_KEYS)
        for domain, n in by_domain.items():
            power[domain] = check.integer(n, by_domain, domain, f"{what} power {domain}", minimum=0)
    else:
        n = check.integer(raw, spec, "power", f"{what} 'power'", minimum=0)
        if n:
            power[card_power_domain(domains)] = n
    return Cost(energy, tuple((d, n) for d, n in power.items() if n))


def discounts(check: Checker, value: Any, container: Any, key: Any) -> tuple[Discount, ...]:
    """`discounts: [{energy: 2, if: legion, minimum: 1}]`: the card's own "I cost N less"."""
    items = check.seq(value, container, key, "discounts")
    out = []
    for i, item in enumerate(items):
        spec = check.mapping(
            item,
            items,
            i,
            "discount",
            optional=("energy", "power", "if", "minimum", "per", "ignore_base_cost"),
        )
        condition = None
        if "if" in spec:
            condition = check.choice(spec["if"], spec, "if", "discount 'if'", tuple(CONDITIONS))
        per = None
        if "per" in spec:
            per = check.choice(spec["per"], spec, "per", "discount 'per'", tuple(COUNTS))
        out.append(
            Discount(
                energy=check.integer(spec.get("energy", 0), spec, "energy", "energy", minimum=0),
                power=check.integer(spec.get("power", 0), spec, "power", "power", minimum=0),
                condition=condition,
                minimum=check.integer(
                    spec.get("minimum", 0), spec, "minimum", "discount 'minimum'", minimum=0
                ),
                per=per,
                ignore_base_cost=check.boolean(
                    spec.get("ignore_base_cost", False),
                    spec,
                    "ignore_base_cost",
                    "discount 'ignore_base_cost'",
                ),
            )
        )
    return tuple(out)


def cost_modifier(check: Checker, value: Any, container: Any, key: Any) -> CostModifierSpec:
    """`cost_modifier: {whose: opponents, cards: spells, more: {energy: 1}}` (356.3, 356.4)."""
    spec = check.mapping(
        value,
        container,
        key,
        "cost_modifier",
        required=("whose", "cards"),
        optional=(
            "more",
            "less",
            "minimum",
            "while_in_combat",
            "on",
            "or_less",
            "while",
            "tag",
            "keyword",
            "from_trash",
            "in_showdown_here",
            "chooses",
            "first_each_turn",
        ),
    )
    if ("more" in spec) == ("less" in spec):
        raise check.fail(container, key, "cost_modifier: expected one of 'more' or 'less'")
    return CostModifierSpec(
        whose=check.choice(spec["whose"], spec, "whose", "whose", ("you", "opponents", "anyone")),
        cards=check.choice(
            spec["cards"], spec, "cards", "cards", ("spells", "units", "gear", "cards")
        ),
        more=cost(check, spec["more"], spec, "more", "more") if "more" in spec else Cost(),
        less=cost(check, spec["less"], spec, "less", "less") if "less" in spec else Cost(),
        minimum=check.integer(spec.get("minimum", 0), spec, "minimum", "minimum", minimum=0),
        while_in_combat=check.boolean(
            spec.get("while_in_combat", False), spec, "while_in_combat", "while_in_combat"
        ),
        on=check.choice(
            spec.get("on", "total"), spec, "on", "on", ("total", "optional_costs", "repeat")
        ),
        or_less=cost(check, spec["or_less"], spec, "or_less", "or_less")
        if "or_less" in spec
        else Cost(),
        while_=check.choice(spec["while"], spec, "while", "while", tuple(CONDITIONS))
        if "while" in spec
        else "",
        tag=check.string(spec["tag"], spec, "tag", "tag") if "tag" in spec else "",
        keyword=check.string(spec["keyword"], spec, "keyword", "keyword")
        if "keyword" in spec
        else "",
        from_trash=check.boolean(spec.get("from_trash", False), spec, "from_trash", "from_trash"),
        in_showdown_here=check.boolean(
            spec.get("in_showdown_here", False), spec, "in_showdown_here", "in_showdown_here"
        ),
        first_each_turn=check.boolean(
            spec.get("first_each_turn", False), spec, "first_each_turn", "first_each_turn"
        ),
        chooses=check.choice(
            spec.get("chooses", ""), spec, "chooses", "chooses", ("", "me", "friendly_units_here")
        ),
    )


def runes(check: Checker, value: Any, container: Any, key: Any) -> list[Rune]:
    """`runes: [Fury, {domain: Calm, exhausted: true}]`: a player's runes on the board."""
    items = check.seq(value, container, key, "runes")
    out = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            out.append(Rune(check.choice(item, items, i, "rune domain", DOMAINS)))
            continue
        spec = check.mapping(item, items, i, "rune", required=("domain",), optional=("exhausted",))
        out.append(
            Rune(
                check.choice(spec["domain"], spec, "domain", "rune domain", DOMAINS),
                check.boolean(spec.get("exhausted", False), spec, "exhausted", "rune exhausted"),
            )
        )
    return out


def rune_deck(check: Checker, value: Any, container: Any, key: Any) -> list[str]:
    """`rune_deck: [Fury, Calm]`: the domains of the rune deck, top first."""
    items = check.seq(value, container, key, "rune_deck")
    return [check.choice(d, items, i, "rune domain", DOMAINS) for i, d in enumerate(items)]


def pool(check: Checker, value: Any, container: Any, key: Any) -> tuple[int, dict[str, int]]:
    """`pool: {energy: 1, power: {Fury: 1}}`: what the rune pool holds at the start."""
    spent = cost(check, value, container, key, "pool")
    if any(d == ANY for d, _ in spent.power):
        raise check.fail(container, key, "pool: Power in a pool has a domain, not 'any'")
    return spent.energy, dict(spent.power)
