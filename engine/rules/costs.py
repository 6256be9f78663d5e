"""The economy (rules 161-167, 356-358, 805, 809, 811, 812, 820, 829): runes and the rune pool,
a card's total cost and its payment, channelling and recycling runes, the pool emptying.

The economy is on only when the scenario gives a player runes, a rune deck or a rune pool
(`State.economy`); otherwise Energy and Power are treated as paid, as scenarios always did, and
nothing here records a step.

How a cost is paid (357), deterministically where only one payment makes sense:

1. Energy: the pool's Energy first, then ready runes are exhausted for 1 Energy each — first the
   runes that this payment will also recycle for Power (so their Energy is not lost), then the
   others in the order they were channelled.
2. Power of a domain: the pool's Power of that domain first, then runes of that domain are
   recycled (to the bottom of the rune deck) for 1 Power each, exhausted runes first.
3. Power that may be of several domains ("any domain", a multi-domain card's Power): when more
   than one split between the domains the player has is possible, the payer decides (`pay`
   decision, rule 357); when every split gives the same timeline the engine does not ask.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model import keywords
from engine.model.card import CONDITIONS, CardDef
from engine.model.costs import ANY, DOMAINS, FREE, Cost, CostModifierSpec, Rune
from engine.model.counts import COUNTS
from engine.model.state import LogEvent, Obj, Player, State
from engine.model.text import t
from engine.model.zones import put
from engine.record.timeline import Decision, Option
from engine.rules.occasions import card_hidden
from engine.rules.reading import Context

if TYPE_CHECKING:
    from engine.record.game import Game

ACCELERATE = Cost(1)  # plus 1 Power of the card's domain (805)
HIDE = Cost(0, ((ANY, 1),))  # [A]: hiding a Hidden card costs 1 Power of any domain (811)


Named = str | dict[str, str]  # a card's name, or words in English and French


def _en(what: Named) -> str:
    return what if isinstance(what, str) else what["en"]


def _fr(what: Named) -> str:
    return what if isinstance(what, str) else what["fr"]


def _allowed(domain: str) -> tuple[str, ...]:
    return DOMAINS if domain == ANY else tuple(domain.split("|"))


def _own_power(card: CardDef, n: int) -> Cost:
    known = [d for d in card.domains if d in DOMAINS]
    return Cost(0, (("|".join(known) if known else ANY, n),)) if n else FREE


def _in_combat(state: State, pid: str | None) -> bool:
    fight = state.showdown
    return fight is not None and fight.combat and pid in (*fight.attackers, *fight.defenders)


@dataclass(frozen=True, slots=True)
class _Holder:
    """What carries a cost modifier: a permanent on the board, or a battlefield ("while you
    control this battlefield": its controller)."""

    pid: str
    card: CardDef
    controller: str | None
    at: str | None


def _holders(state: State) -> list[_Holder]:
    found = [
        _Holder(o.pid, o.card, o.controller, state.location(o))
        for o in state.objects.values()
        if o.on_board and o.card.cost_modifiers()
    ]
    found += [
        _Holder(bf.id, bf.card, bf.controller, bf.id)
        for bf in state.battlefields.values()
        if bf.card.cost_modifiers()
    ]
    return found


def _reaches(
    game: Game,
    holder: _Holder,
    mod: CostModifierSpec,
    obj: Obj,
    by: str,
    targets: tuple[str, ...] = (),
) -> bool:
    """Does this modifier reach the card `obj` that `by` is playing (356.3, 356.4)?"""
    state = game.state
    card = obj.card
    if mod.whose == "you" and by != holder.controller:
        return False
    if mod.whose == "opponents" and by == holder.controller:
        return False
    if mod.cards != "cards" and card.type != ("gear" if mod.cards == "gear" else mod.cards[:-1]):
        return False
    if mod.while_in_combat and not _in_combat(state, holder.pid):
        return False
    if mod.tag and mod.tag not in card.tags:
        return False
    if mod.keyword and not state.has_keyword(obj, mod.keyword):
        return False
    if mod.from_trash and obj.zone != "trash":
        return False
    if mod.in_showdown_here and (state.showdown is None or state.showdown.bf != holder.at):
        return False
    if mod.chooses == "me" and holder.pid not in targets:
        return False
    if mod.chooses == "friendly_units_here" and not any(
        (o := state.objects.get(pid)) is not None
        and o.is_unit
        and o.on_board
        and o.controller == by
        and state.location(o) == holder.at
        for pid in targets
    ):
        return False
    if mod.first_each_turn and (
        obj.token
        or any(
            who == by
            and pid != obj.pid
            and (o := state.objects.get(pid)) is not None
            and not o.token
            and (mod.cards == "cards" or o.card.type == card.type)
            for who, pid, _ in state.plays_this_turn
        )
    ):
        return False  # "the first non-token gear you play each turn"
    if mod.while_:
        ctx = Context(controller=holder.controller or by, source=holder.pid)
        if not CONDITIONS[mod.while_].holds(game, ctx):
            return False
    return True


def _less(cost: Cost, off: Cost, minimum: int = 0) -> Cost:
    """A discount (356.4): Energy off down to this discount's minimum (356.4.e); Power of any
    domain off the flexible Power first, then the first domain's; never below 0 (356.6)."""
    energy = max(min(cost.energy, minimum), cost.energy - off.energy)
    power = dict(cost.power)
    # the flexible Power (any domain, several domains) is taken off first
    order = sorted(power, key=lambda d: d != ANY and "|" not in d)
    for domain, n in off.power:
        for _ in range(n):
            match = next(
                (d for d in order if power[d] > 0 and (domain == ANY or domain in _allowed(d))),
                None,
            )
            if match is not None:
                power[match] -= 1
    return Cost(energy, tuple((d, n) for d, n in power.items() if n > 0))


def total_cost(
    game: Game,
    obj: Obj,
    by: str,
    *,
    base: str = "printed",
    paid: tuple[str, ...] = (),
    targets: tuple[str, ...] = (),
    chosen: dict[str, str] | None = None,
) -> tuple[Cost, list[dict[str, str]]]:
    """Rule 356: the base cost (printed, its Flow cost, or 0 when played ignoring it: Hidden,
    811; `power_only`: its Energy ignored, 356.1.b.2), plus additional costs (Accelerate 805,
    Repeat 820, Deflect 809), plus increases, minus discounts (the card's own first, then those
    of permanents in the order they came into play), never below 0 (356.6). Returns the total
    and how it was reached, line by line."""
    state = game.state
    card = obj.card
    energy, power = card.printed_cost or (0, 0)
    lines: list[dict[str, str]] = []
    # a discount's condition may read the card's choices ("if you pick a Bird", 356.4)
    picked = {  # an ability on the chain chosen as a target is not an object (425)
        n: (pid, state.objects[pid].rules_id)
        for n, pid in (chosen or {}).items()
        if pid in state.objects
    }
    ctx = Context(controller=by, source=obj.pid, targets=picked, paid=paid)
    ignoring = [
        d
        for d in card.discounts
        if d.ignore_base_cost and (not d.condition or CONDITIONS[d.condition].holds(game, ctx))
    ]
    if ignoring and base in ("printed", "flow"):
        base = "ignored"  # "if you do, ignore this spell's cost" (Wallop, 356.1.b.1)
    if base == "ignored":
        cost = FREE
        lines.append(t("base cost ignored (0)", "coût de base ignoré (0)"))
    elif base == "power_only":  # "without paying its Energy cost (its Power cost is still paid)"
        cost = _own_power(card, power)
        lines.append(
            t(
                f"Energy cost ignored, Power cost {cost.words()['en']}",
                f"coût en Énergie ignoré, coût en Puissance {cost.words()['fr']}",
            )
        )
    elif base == "from_trash" and card.from_trash is not None:
        cost = card.from_trash  # "play me from your trash for ..." (its own text, 002)
        lines.append(
            t(
                f"cost from the trash {cost.words()['en']}",
                f"coût depuis la défausse {cost.words()['fr']}",
            )
        )
    elif base == "flow" and card.flow is not None:
        cost = card.flow
        lines.append(t(f"Flow cost {cost.words()['en']}", f"coût de Flux {cost.words()['fr']}"))
    else:
        cost = Cost(energy).plus(_own_power(card, power))
        lines.append(t(f"base cost {cost.words()['en']}", f"coût de base {cost.words()['fr']}"))
    extra: list[tuple[Cost, dict[str, str]]] = []
    optional: list[tuple[Cost, dict[str, str]]] = []
    if "Accelerate" in paid:
        optional.append((ACCELERATE.plus(_own_power(card, 1)), t("Accelerate", "Accelerate")))
    if "Repeat" in paid and card.repeat is not None:
        optional.append((card.repeat, t("Repeat", "Repeat")))
    for cost_name, price in card.optional_prices:
        if cost_name in paid:
            optional.append((price, t(cost_name, cost_name)))
    holders = _holders(state)
    extra.extend(_optional_discounts(game, holders, obj, by, part) for part in optional)
    for pid in targets:
        target = state.objects.get(pid)
        at = state.battlefields.get(str(state.location(target))) if target is not None else None
        if at is not None and at.card.static("ignore_deflect_here"):
            continue  # Heisho, Shell of the World: choosing something here ignores Deflect (002)
        if card.static("ignores_deflect"):
            continue  # Decree of Insight: its own text ignores Deflect as it is paid for (002)
        deflect = (
            0 if target is None else target.card.deflect + keywords.given(state, target, "Deflect")
        )
        if target is not None and deflect and target.controller != by:
            more = Cost(0, ((ANY, deflect),))
            extra.append(
                (more, t(f"Deflect of {target.card.name}", f"Deflect de {target.card.name}"))
            )
    for more, why in extra:
        cost = cost.plus(more)
        lines.append(
            t(f"+ {more.words()['en']} ({why['en']})", f"+ {more.words()['fr']} ({why['fr']})")
        )
    for holder in holders:
        for mod in holder.card.cost_modifiers():
            if mod.more.free or not _reaches(game, holder, mod, obj, by, targets):
                continue
            cost = cost.plus(mod.more)
            lines.append(
                t(
                    f"+ {mod.more.words()['en']} ({holder.card.name}, 356.3)",
                    f"+ {mod.more.words()['fr']} ({holder.card.name}, 356.3)",
                )
            )
    for who, more, cards, source in state.turn_cost_increases:
        if who == by and _fits(card, cards) and not obj.token:
            cost = cost.plus(more)
            lines.append(
                t(
                    f"+ {more.words()['en']} ({source}, 356.3)",
                    f"+ {more.words()['fr']} ({source}, 356.3)",
                )
            )
    # A condition of the card's own discount is read as the card is being played: it counts
    # itself among the cards played this turn, as its effect will (Legion, 812: "another card").
    counted = state.played_this_turn.get(by, 0)
    state.played_this_turn[by] = counted + 1
    holding = [
        d
        for d in card.discounts
        if not d.ignore_base_cost and (not d.condition or CONDITIONS[d.condition].holds(game, ctx))
    ]
    if counted:
        state.played_this_turn[by] = counted
    else:
        del state.played_this_turn[by]
    found: list[tuple[Cost, int, dict[str, str]]] = []
    for discount in holding:
        times, why = 1, t("", "")
        if discount.per is not None:
            # "N less for each ...": the card is already on its way to the chain (354, 419.1), so
            # it never counts itself
            times = COUNTS[discount.per].of(state, obj, by)
            en, fr = COUNTS[discount.per].words
            why = t(f", {times} × for the {en}", f", {times} × pour les {fr}")
        if not times:
            continue
        off = Cost(
            discount.energy * times,
            ((ANY, discount.power * times),) if discount.power else (),
        )
        found.append(
            (
                off,
                discount.minimum,
                t(
                    f"{off.words()['en']} ({card.name}{why['en']})",
                    f"{off.words()['fr']} ({card.name}{why['fr']})",
                ),
            )
        )
    for holder in holders:
        for mod in holder.card.cost_modifiers():
            if mod.less.free or mod.on != "total":
                continue
            if not _reaches(game, holder, mod, obj, by, targets):
                continue
            less = mod.less
            if not mod.or_less.free:  # "[1] or [A] less": whichever leaves less Power to pay
                ways = [_less(cost, mod.less, mod.minimum), _less(cost, mod.or_less, mod.minimum)]
                less = mod.or_less if ways[1].power_total < ways[0].power_total else mod.less
            found.append(
                (
                    less,
                    mod.minimum,
                    t(
                        f"{less.words()['en']} ({holder.card.name}, 356.4)",
                        f"{less.words()['fr']} ({holder.card.name}, 356.4)",
                    ),
                )
            )
    found.extend(one_use_discounts(state, obj, by))
    cost, order = _cheapest_order(cost, found)
    if len(order) > 1 and order != list(range(len(order))):
        lines.append(
            t(
                "discounts in the order that costs least (356.4.d.1)",
                "réductions dans l'ordre le moins cher (356.4.d.1)",
            )
        )
    for i in order:
        _, _, why = found[i]
        lines.append(t(f"- {why['en']}", f"- {why['fr']}"))
    return cost, lines


def _optional_discounts(
    game: Game, holders: list[_Holder], obj: Obj, by: str, part: tuple[Cost, dict[str, str]]
) -> tuple[Cost, dict[str, str]]:
    """Rule 356.4.c: a discount on optional additional costs (Ezreal, Prodigy) applies to each one
    paid, as it is added, before the discounts on the total. "[1] or [A] less": the engine takes
    off whichever leaves less Power (a rune recycled for Power leaves the board; one exhausted for
    Energy does not)."""
    cost, why = part
    notes_en: list[str] = []
    notes_fr: list[str] = []
    for holder in holders:
        for mod in holder.card.cost_modifiers():
            if mod.on not in ("optional_costs", "repeat") or mod.less.free:
                continue
            if mod.on == "repeat" and why["en"] != "Repeat":  # "your [Repeat] costs"
                continue
            if not _reaches(game, holder, mod, obj, by):
                continue
            ways = [_less(cost, mod.less, mod.minimum)]
            if not mod.or_less.free:
                ways.append(_less(cost, mod.or_less, mod.minimum))
            best = min(ways, key=lambda c: (c.power_total, c.energy))
            off = mod.less if best == ways[0] else mod.or_less
            cost = best
            notes_en.append(f"{off.words()['en']} less: {holder.card.name}, 356.4.c")
            notes_fr.append(f"{off.words()['fr']} de moins : {holder.card.name}, 356.4.c")
    if notes_en:
        why = t(why["en"] + ", " + "; ".join(notes_en), why["fr"] + ", " + " ; ".join(notes_fr))
    return cost, why


def _cheapest_order(
    cost: Cost, found: list[tuple[Cost, int, dict[str, str]]]
) -> tuple[Cost, list[int]]:
    """Rules 356.4.d, 356.4.d.1, 356.4.e: discounts on the total cost apply in the order the
    player chooses, each minimum only for its own discount. A player wants the cheapest: the
    engine takes the order leaving the least to pay (fewest Energy and Power in all, then fewest
    Energy), the printed order first among equals, so no decision is asked when the order cannot
    matter."""
    best: tuple[tuple[int, int], Cost, list[int]] | None = None
    orders = permutations(range(len(found))) if len(found) <= 6 else [tuple(range(len(found)))]
    for order in orders:
        now = cost
        for i in order:
            off, minimum, _ = found[i]
            now = _less(now, off, minimum)
        key = (now.energy + now.power_total, now.energy)
        if best is None or key < best[0]:
            best = (key, now, list(order))
    if best is None:
        return cost, []
    return best[1], best[2]


def _fits(card: CardDef, cards: str) -> bool:
    return cards == "cards" or card.type == cards.rstrip("s")


def one_use_discounts(state: State, obj: Obj, by: str) -> list[tuple[Cost, int, dict[str, str]]]:
    """The first one-use discount of `by` that fits this card (the next card they play, 356.4):
    what comes off and why."""
    for who, less, cards, _, source in state.one_use_discounts:
        if who == by and _fits(obj.card, cards):
            return [
                (
                    less,
                    0,
                    t(
                        f"{less.words()['en']} ({source}, 356.4)",
                        f"{less.words()['fr']} ({source}, 356.4)",
                    ),
                )
            ]
    return []


def spend_one_use_discount(game: Game, obj: Obj, by: str) -> None:
    """Rules 356.4, 390.4: the card played next spends the discount waiting for it, as its cost is
    determined: whatever then happens to that card, the discount is gone."""
    state = game.state
    for i, (who, less, cards, maker, source) in enumerate(state.one_use_discounts):
        if who == by and _fits(obj.card, cards):
            del state.one_use_discounts[i]
            state.log.append(LogEvent("discount", obj.pid, of=maker or None))
            game.step(
                "discount_spent",
                ("356.4",),
                t(
                    f"{obj.card.name} spends the discount from {source} "
                    f"({less.words()['en']} less): it applies to no other card.",
                    f"{obj.card.name} consomme la réduction de {source} "
                    f"({less.words()['fr']} de moins) : elle ne s'applique à aucune autre carte.",
                ),
                [obj.pid],
            )
            return


def _demand(cost: Cost, split: tuple[str, ...]) -> Counter[str]:
    """Power needed by domain, the flexible Power taken from the domains in `split`."""
    need: Counter[str] = Counter()
    for domain, n in cost.power:
        if domain in DOMAINS:
            need[domain] += n
    for domain in split:
        need[domain] += 1
    return need


def _feasible(player: Player, energy: int, need: Counter[str], for_spell: bool = False) -> bool:
    uncovered = 0
    for domain, n in need.items():
        recycled = n - player.power.get(domain, 0)
        uncovered += max(0, recycled - sum(1 for r in player.runes if r.domain == domain))
    if uncovered > player.power.get(ANY, 0):
        return False
    ready = sum(1 for r in player.runes if not r.exhausted)
    pool = player.energy + (player.spell_energy if for_spell else 0)
    return max(0, energy - pool) <= ready


def splits(player: Player, cost: Cost, for_spell: bool = False) -> list[tuple[str, ...]]:
    """Every way to take the flexible Power from domains, that the player can pay."""
    flexible = [domain for domain, n in cost.power if domain not in DOMAINS for _ in range(n)]
    ways: list[tuple[str, ...]] = [()]
    for domain in flexible:
        ways = [(*w, d) for w in ways for d in _allowed(domain)]
    have = {r.domain for r in player.runes} | {d for d, n in player.power.items() if n}
    if player.power.get(ANY):
        have |= set(DOMAINS)
    out = []
    for way in dict.fromkeys(tuple(sorted(w)) for w in ways):
        if set(way) <= have and _feasible(player, cost.energy, _demand(cost, way), for_spell):
            out.append(way)
    return out


KEPT_FOR = ("spells", "gear", "units", "showdowns")


def _uses(state: State, source: str | None) -> frozenset[str]:
    """What a payment is for, as kept pool resources read it (429.3): playing a spell, a gear or a
    unit, or using an ability of a gear or a unit (`source` is the card played or the ability's
    source), and whether a showdown is under way."""
    obj = state.objects.get(source or "")
    uses = set()
    if obj is not None:
        kind = {"spell": "spells", "gear": "gear", "unit": "units"}.get(obj.card.type)
        if kind is not None:
            uses.add(kind)
    if state.showdown is not None:
        uses.add("showdowns")
    return frozenset(uses)


@contextmanager
def kept_in_pool(state: State, by: str, source: str | None) -> Iterator[None]:
    """While a payment for `source` is checked or made, the kept resources that may pay it are in
    the pool; what is left of them afterwards is kept again (they are spent first)."""
    player = state.players[by]
    uses = _uses(state, source)
    moved = [k for k in player.kept if k[0] in uses]
    if not moved:
        yield
        return
    player.kept = [k for k in player.kept if k[0] not in uses]
    before = {"energy": player.energy, **player.power}
    for _, what, n in moved:
        if what == "energy":
            player.energy += n
        else:
            player.power[what] = player.power.get(what, 0) + n
    try:
        yield
    finally:
        for entry in moved:
            _, what, n = entry
            have = player.energy if what == "energy" else player.power.get(what, 0)
            back = min(n, max(0, have - before.get(what, 0)))
            if not back:
                continue
            if what == "energy":
                player.energy -= back
            else:
                player.power[what] -= back
                if not player.power[what]:
                    del player.power[what]
            player.kept.append([entry[0], what, back])


def can_pay(
    state: State, by: str, cost: Cost, for_spell: bool = False, source: str | None = None
) -> bool:
    """Can `by` pay `cost` now? `for_spell`: it is the cost of playing a spell, which Energy kept
    for spells may pay (429.3); `source`: what it pays for, which other kept resources may pay."""
    if not state.economy:
        return True
    with kept_in_pool(state, by, source):
        return bool(splits(state.players[by], cost, for_spell))


def refuse_unpayable(
    state: State,
    by: str,
    cost: Cost,
    what: Named,
    lines: list[dict[str, str]] | None = None,
    for_spell: bool = False,
    source: str | None = None,
) -> None:
    """Rule 358: a play whose costs cannot be paid is not legal, and nothing of it happens
    (358.5)."""
    if can_pay(state, by, cost, for_spell, source):
        return
    player = state.players[by]
    has = _resources(player)
    how = lines or []
    raise IllegalAction(
        "358",
        f"{by} cannot pay {_en(what)}'s total cost, {cost.words()['en']}"
        + (" (" + "; ".join(x["en"] for x in how) + ")" if how else "")
        + f": they have {has['en']}.",
        f"{by} ne peut pas payer le coût total de {_fr(what)}, {cost.words()['fr']}"
        + (" (" + " ; ".join(x["fr"] for x in how) + ")" if how else "")
        + f" : il dispose de {has['fr']}.",
    )


def _resources(player: Player) -> dict[str, str]:
    ready = Counter(r.domain for r in player.runes if not r.exhausted)
    tired = Counter(r.domain for r in player.runes if r.exhausted)
    en = [f"{n} ready {d}" for d, n in ready.items()] + [
        f"{n} exhausted {d}" for d, n in tired.items()
    ]
    fr = [f"{n} {d} redressée(s)" for d, n in ready.items()] + [
        f"{n} {d} épuisée(s)" for d, n in tired.items()
    ]
    pool = Cost(player.energy, tuple((d, n) for d, n in player.power.items() if n))
    return t(
        (("runes: " + ", ".join(en)) if en else "no runes") + f"; pool: {pool.words()['en']}",
        (("runes : " + ", ".join(fr)) if fr else "aucune rune")
        + f" ; réserve : {pool.words()['fr']}",
    )


def pay(
    game: Game,
    by: str,
    cost: Cost,
    what: Named,
    rule: str = "357",
    source: str | None = None,
    for_spell: bool = False,
) -> bool:
    """Pay `cost` for `what` (357); False when it cannot be paid. With the economy off: True and
    nothing recorded (treated as paid). Pool resources kept for what `source` is are spent
    first."""
    state = game.state
    if not state.economy:
        return True
    with kept_in_pool(state, by, source):
        return _pay(game, by, cost, what, rule, source, for_spell)


def _note_rune_spent(state: State, by: str) -> None:
    """A rune exhausted or recycled to pay a cost is spent this turn (Sivir, Mercenary)."""
    key = f"runes-spent:{by}"
    state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + 1


def _pay(
    game: Game,
    by: str,
    cost: Cost,
    what: Named,
    rule: str,
    source: str | None,
    for_spell: bool,
) -> bool:
    state = game.state
    player = state.players[by]
    ways = splits(player, cost, for_spell)
    if not ways:
        return False
    way = ways[0]
    if len(ways) > 1:
        options = tuple(
            Option(
                "pay:" + "+".join(w),
                t("Power from " + ", ".join(w), "Puissance de " + ", ".join(w)),
            )
            for w in ways
        )
        key = game.decide(
            Decision(
                "pay",
                by,
                rule,
                t(
                    f"{by} chooses which runes pay {_en(what)}'s Power of any domain.",
                    f"{by} choisit quelles runes paient la puissance de n'importe quel domaine "
                    f"de {_fr(what)}.",
                ),
                options,
            )
        )
        way = tuple(key.split(":", 1)[1].split("+"))
    need = _demand(cost, way)
    done_en: list[str] = []
    done_fr: list[str] = []
    # Energy: the pool first, then exhaust ready runes, those about to be recycled first.
    kept = min(player.spell_energy, cost.energy) if for_spell else 0
    player.spell_energy -= kept
    if kept:  # Energy kept for spells goes first, on a spell (429.3)
        done_en.append(f"{kept} Energy kept for spells from the pool")
        done_fr.append(f"{kept} énergie réservée aux sorts, de la réserve")
    energy = min(player.energy, cost.energy - kept)
    player.energy -= energy
    energy += kept
    if energy - kept:
        done_en.append(f"{energy - kept} Energy from the pool")
        done_fr.append(f"{energy - kept} énergie de la réserve")
    recycled_need = Counter({d: max(0, n - player.power.get(d, 0)) for d, n in need.items()})
    left = cost.energy - energy
    exhausted: list[str] = []
    for wanted in (True, False):
        for rune in player.runes:
            if left == 0:
                break
            will_recycle = recycled_need[rune.domain] > sum(
                1 for r in player.runes if r.domain == rune.domain and r.exhausted
            )
            if not rune.exhausted and will_recycle == wanted:
                rune.exhausted = True
                exhausted.append(rune.domain)
                left -= 1
    for _ in exhausted:
        _note_rune_spent(state, by)
    if exhausted:
        done_en.append(f"exhausts {len(exhausted)} rune(s) ({', '.join(exhausted)}) for Energy")
        done_fr.append(
            f"épuise {len(exhausted)} rune(s) ({', '.join(exhausted)}) pour de l'énergie"
        )
    for domain, n in need.items():
        from_pool = min(player.power.get(domain, 0), n)
        if from_pool:
            player.power[domain] -= from_pool
            if not player.power[domain]:
                del player.power[domain]
            done_en.append(f"{from_pool} {domain} Power from the pool")
            done_fr.append(f"{from_pool} puissance {domain} de la réserve")
        runes_here = sum(1 for r in player.runes if r.domain == domain)
        from_any = min(player.power.get(ANY, 0), max(0, n - from_pool - runes_here))
        if from_any:
            player.power[ANY] -= from_any
            if not player.power[ANY]:
                del player.power[ANY]
            done_en.append(f"{from_any} Power of any domain from the pool as {domain}")
            done_fr.append(
                f"{from_any} puissance de n'importe quel domaine de la réserve, en {domain}"
            )
            from_pool += from_any
        for _ in range(n - from_pool):
            rune = next(
                (r for r in player.runes if r.domain == domain and r.exhausted),
                None,
            ) or next(r for r in player.runes if r.domain == domain)
            player.runes.remove(rune)
            player.rune_deck.append(domain)
            game.runes_recycled.append(by)  # "whenever you recycle a rune" (Sivir)
            _note_rune_spent(state, by)
        if n - from_pool:
            done_en.append(f"recycles {n - from_pool} {domain} rune(s) for Power")
            done_fr.append(f"recycle {n - from_pool} rune(s) {domain} pour de la puissance")
    state.log.append(LogEvent("pay", by, of=source, amount=cost.energy + cost.power_total))
    game.step(
        "pay",
        (rule,),
        t(
            f"{by} pays {cost.words()['en']} for {_en(what)}"
            + (": " + "; ".join(done_en) if done_en else "")
            + ".",
            f"{by} paie {cost.words()['fr']} pour {_fr(what)}"
            + (" : " + " ; ".join(done_fr) if done_fr else "")
            + ".",
        ),
        explain=t(
            "Exhausting a rune adds 1 Energy, recycling it adds 1 Power of its domain; a cost "
            "is paid from the rune pool (161, 357).",
            "Épuiser une rune ajoute 1 énergie, la recycler ajoute 1 puissance de son domaine ; "
            "un coût se paie depuis la réserve runique (161, 357).",
        ),
    )
    return True


def announce_total(game: Game, what: Named, cost: Cost, lines: list[dict[str, str]]) -> None:
    """Record how the total cost was reached (356), when the economy is on."""
    if not game.state.economy:
        return
    game.step(
        "cost",
        ("356",),
        t(
            f"Total cost of {_en(what)}: {cost.words()['en']} ("
            + "; ".join(line["en"] for line in lines)
            + ").",
            f"Coût total de {_fr(what)} : {cost.words()['fr']} ("
            + " ; ".join(line["fr"] for line in lines)
            + ").",
        ),
        explain=t(
            "The base cost, then additional costs, then increases, then discounts, never below "
            "zero (356.1-356.6).",
            "Le coût de base, puis les coûts supplémentaires, puis les hausses, puis les "
            "réductions, jamais sous zéro (356.1-356.6).",
        ),
    )


def channel(game: Game, by: str, count: int, exhausted: bool = False, rule: str = "161") -> int:
    """Channel: the top `count` runes of the player's rune deck go to the board (their base),
    exhausted if so told; as many as the deck has. Returns how many were channelled. The
    beginning phase's Channel step calls it with 2."""
    state = game.state
    if not state.economy:
        return 0
    player = state.players[by]
    if not player.rune_deck:
        game.step(
            "channel",
            (rule,),
            t(
                f"{by} has no rune left in their rune deck: nothing is channelled.",
                f"{by} n'a plus de rune dans son deck de runes : rien n'est canalisé.",
            ),
        )
        return 0
    taken = player.rune_deck[:count]
    del player.rune_deck[: len(taken)]
    player.runes.extend(Rune(d, exhausted) for d in taken)
    state.log.append(LogEvent("channel", by, amount=len(taken)))
    game.step(
        "channel",
        (rule,),
        t(
            f"{by} channels {len(taken)} rune(s)"
            + (f" ({', '.join(taken)})" if taken else "")
            + (" exhausted" if exhausted and taken else "")
            + (f"; the rune deck had only {len(taken)}" if len(taken) < count else "")
            + ".",
            f"{by} canalise {len(taken)} rune(s)"
            + (f" ({', '.join(taken)})" if taken else "")
            + (" épuisée(s)" if exhausted and taken else "")
            + (f" ; le deck de runes n'en avait que {len(taken)}" if len(taken) < count else "")
            + ".",
        ),
    )
    return len(taken)


_NUMBERS = {"one": 1, "two": 2, "three": 3, "a": 1, "an": 1}


def added(value: str) -> tuple[int, tuple[tuple[str, int], ...]]:
    """What an Add gives, read from its words: '1 Energy', 'one power of any domain', 'Fury'
    (1 Power of that domain). Power of any domain goes into the pool as `any`."""
    words = value.strip().lower()
    match = re.match(r"(\d+|one|two|three|an?)\s+(.*)", words)
    n = 1
    if match:
        first = match.group(1)
        n = int(first) if first.isdigit() else _NUMBERS[first]
        words = match.group(2)
    if words.startswith("energy"):
        return n, ()
    for domain in DOMAINS:
        if domain.lower() in words:
            return 0, ((domain, n),)
    return 0, ((ANY, n),)


def add(
    state: State,
    by: str,
    energy: int = 0,
    power: tuple[tuple[str, int], ...] = (),
    spells_only: bool = False,
    only_for: str | None = None,
) -> None:
    """Rule 161: an Add ability puts Energy or Power into its controller's rune pool; Energy "to
    be spent only on spells" is kept apart (429.3: it pays only for playing a spell), and so is
    what is kept for spells (Power), gear, units or showdowns (`only_for`, KEPT_FOR)."""
    player = state.players[by]
    if spells_only or only_for == "spells":
        player.spell_energy += energy
        energy = 0
    if only_for in KEPT_FOR:
        if energy:
            player.kept.append([only_for, "energy", energy])
        for domain, n in power:
            player.kept.append([only_for, domain, n])
        return
    player.energy += energy
    for domain, n in power:
        player.power[domain] = player.power.get(domain, 0) + n


def empty_pools(game: Game, rule: str) -> None:
    """Every rune pool empties (167: at the start of each Main Phase; 317.2 step 3e: in the
    Expiration step). Recorded only when a pool held something."""
    state = game.state
    if not state.economy:
        return
    full = [
        p
        for p in state.players.values()
        if p.energy or p.spell_energy or any(p.power.values()) or p.kept
    ]
    for player in state.players.values():
        player.energy = 0
        player.spell_energy = 0
        player.power = {}
        player.kept = []
    if full:
        who = ", ".join(p.id for p in full)
        game.step(
            "pool_empties",
            (rule,),
            t(f"Rune pools empty ({who}).", f"Les réserves runiques se vident ({who})."),
        )


def ready_runes(state: State, by: str) -> int:
    """Ready every rune of the player (Ekko's Deathknell); how many were readied."""
    player = state.players[by]
    tired = [r for r in player.runes if r.exhausted]
    for rune in tired:
        rune.exhausted = False
    return len(tired)


def channel_step(game: Game) -> None:
    """The Beginning phase's Channel step: the turn player channels 2 runes; the Main phase then
    begins and every rune pool empties (167). A small function the beginning phase calls; it does
    nothing when the economy is off."""
    state = game.state
    if not state.economy:
        return
    # "while I'm at a battlefield, players channel only 1 rune" (Sandstone Chimera, 002)
    chimera = next(
        (
            o
            for o in state.objects.values()
            if o.on_board
            and o.card.static("players_channel_one_rune")
            and state.location(o) in state.battlefields
        ),
        None,
    )
    if chimera is not None:
        game.step(
            "channel",
            ("002", "315.2"),
            t(
                f"While {chimera.card.name} is at a battlefield, {state.turn_player} channels only "
                "1 rune.",
                f"Tant que {chimera.card.name} est sur un champ de bataille, {state.turn_player} "
                "ne canalise qu'1 rune.",
            ),
            [chimera.pid],
        )
    channel(game, state.turn_player, 1 if chimera is not None else 2, rule="315.2")
    empty_pools(game, "167")


def awaken_runes(state: State) -> int:
    """The Awaken step readies the turn player's runes too (315.1); how many (0 without the
    economy)."""
    return ready_runes(state, state.turn_player) if state.economy else 0


def hide(game: Game, obj: Obj, by: str, at: str) -> None:
    """Rule 811: on their turn, in a neutral open state, a player may pay [A] (1 Power of any
    domain) to hide a Hidden card from their hand facedown at a battlefield they control that has
    no facedown card; from their next turn they may play it, ignoring its base cost."""
    state = game.state
    bf = state.battlefields[at]
    if obj.zone != "hand" or obj.owner != by or not obj.card.has_keyword("Hidden"):
        raise IllegalAction(
            "811.1.b",  # Hidden lets a card be hidden from its owner's hand, nowhere else
            f"{by} can hide only a Hidden card from their hand.",
            f"{by} ne peut cacher qu'une carte Cachée de sa main.",
        )
    if by != state.turn_player or state.chain or state.showdown is not None:
        raise IllegalAction(
            "811",
            "A card is hidden on its owner's turn, in a neutral open state.",
            "Une carte se cache pendant le tour de son propriétaire, dans un état neutre ouvert.",
        )
    # one facedown card per battlefield; Bandle Tree's "you may hide an additional card here"
    room = 1 + bf.card.static("one_more_hidden_here")
    hidden_here = sum(1 for o in state.objects.values() if o.zone == f"facedown:{at}")
    if bf.controller != by or hidden_here >= room:
        raise IllegalAction(
            "811",
            f"{by} can hide a card only at a battlefield they control that has no facedown card.",
            f"{by} ne peut cacher une carte que sur un champ de bataille qu'il contrôle et qui "
            "n'a pas de carte face cachée.",
        )
    free = bool(state.uses_this_turn.get(f"hide-free:{by}"))  # Guerilla Warfare, this turn
    if not free:
        refuse_unpayable(state, by, HIDE, t("hiding a card", "cacher une carte"))
    put(state, obj, f"facedown:{at}")
    obj.controller = by
    state.hidden_this_turn.add(obj.pid)
    game.step(
        "hide",
        ("811",),
        t(
            f"{by} hides a card facedown at {bf.card.name}"
            + (
                ", ignoring its cost this turn"
                if free
                else ""
                if state.economy
                else " (its cost, 1 Power of any domain, is treated as paid)"
            )
            + ".",
            f"{by} cache une carte face cachée à {bf.card.name}"
            + (
                ", en ignorant son coût ce tour-ci"
                if free
                else ""
                if state.economy
                else " (son coût, 1 puissance de n'importe quel domaine, est considéré comme payé)"
            )
            + ".",
        ),
        [obj.pid],
        explain=t(
            "From their next turn, they may play it with Reaction, ignoring its base cost (811).",
            "Dès son prochain tour, il pourra la jouer avec Réaction, en ignorant son coût de "
            "base (811).",
        ),
    )
    if not free:
        pay(game, by, HIDE, t("hiding a card", "cacher une carte"), "811")
    card_hidden(game, obj, by)  # "each time you hide a card" (383.4.a)
