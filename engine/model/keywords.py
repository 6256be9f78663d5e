"""Keywords as an object has them (801-826): printed, granted by an effect for a while (801.3.a),
each with its value ("Assault 2"; no number means 1: 807.1.b.3, 814.1.b.3), and the Might they and
the static auras in force add as the board changes (807.1.c, 814.1.c; 710: a unit on the board is
evaluated by its current Might, worked out again whenever it is read).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.model.counts import COUNTS

if TYPE_CHECKING:
    from engine.model.card import StaticSpec
    from engine.model.state import Obj, State


def split(keyword: str) -> tuple[str, int]:
    """'Assault 2' -> ('assault', 2); 'Tank' -> ('tank', 1)."""
    word, _, number = keyword.strip().rpartition(" ")
    if word and number.lstrip("-").isdigit():
        return word.lower(), int(number)
    return keyword.strip().lower(), 1


def value(keywords: Iterable[str], word: str) -> int:
    """The summed value of every instance of `word` (807.2, 814.2: granted instances add up); 0
    when none."""
    wanted = word.lower()
    return sum(n for k, n in map(split, keywords) if k == wanted)


def held(state: State, obj: Obj) -> tuple[str, ...]:
    """The keywords `obj` has now: its card's, those an effect granted to this very object (a new
    object loses them, 124.1) and those the keyword auras in force give it (on the board)."""
    granted = tuple(
        k
        for pid, rules_id, k in (*state.granted, *state.granted_for_good)
        if pid == obj.pid and rules_id == obj.rules_id
    )
    return (
        tuple(obj.card.keywords)
        + granted
        + aura_keywords(state, obj)
        + _accelerate_off_hand(state, obj)
    )


def _accelerate_off_hand(state: State, obj: Obj) -> tuple[str, ...]:
    """Rek'Sai, Breacher: "your units played from anywhere except a player's hand have
    [Accelerate]": a unit being played (on the chain, from where its item says) or playable from
    elsewhere than a hand (trash, deck, banishment, facedown) by a player with such a unit on the
    board."""
    if not obj.is_unit or obj.on_board or obj.zone == "hand":
        return ()
    player: str | None = obj.owner
    if obj.zone == "chain":
        item = next((i for i in state.chain if i.source == obj.pid and i.kind == "unit"), None)
        if item is None or item.played_from in (None, "hand"):
            return ()
        player = item.controller
    if any(
        o.on_board
        and o.controller == player
        and o.card.static("your_units_played_from_outside_a_hand_have_accelerate")
        for o in state.objects.values()
    ):
        return ("Accelerate",)
    return ()


def _in_force(source: Obj) -> bool:
    """A static ability works from the board, or from its Legend Zone for a legend (Rumble,
    Mechanized Menace: "your Mechs have [Shield]")."""
    return source.on_board or source.zone.startswith("legend:")


def given(state: State, obj: Obj, word: str) -> int:
    """The value of `word` that `obj` has beyond its printed card's: granted by an effect, by a
    keyword aura or by its Equipment (Deflect's cost adds it to the printed value, 809)."""
    others = tuple(
        k
        for pid, rules_id, k in (*state.granted, *state.granted_for_good)
        if pid == obj.pid and rules_id == obj.rules_id
    )
    return value(others + aura_keywords(state, obj), word)


def aura_keywords(state: State, unit: Obj) -> tuple[str, ...]:
    """The keywords the keyword auras in force give `unit` now ("your other units here have
    [Shield]")."""
    battlefield_auras = [
        (bf, spec)
        for bf in state.battlefields.values()
        for spec in _auras(bf.card.abilities, "keyword_aura")
    ]  # a battlefield's own ("[Ganking] is granted to all units here"): "here" is itself
    if not unit.on_board or not unit.is_unit or not (state.board.auras or battlefield_auras):
        return ()
    given: list[str | None] = [
        spec.keyword
        for bf, spec in battlefield_auras
        if _matches(state, unit, None, bf.id, bf.controller, spec.to, for_keywords=True)
    ]
    for pid in state.board.auras:
        source = state.objects[pid]
        if not _in_force(source):
            continue
        for spec in _auras(source.card.abilities, "keyword_aura"):
            if _matches(
                state, unit, source, state.location(source), source.controller, spec.to, True
            ) and _applies(state, source, spec.condition):
                given.append(_keyword(state, source, spec, unit))
    given += [_keyword(state, unit, spec) for spec in granted_statics(state, unit, "keyword_aura")]
    return tuple(k for k in given if k)


def granted_statics(state: State, unit: Obj, effect: str) -> list[StaticSpec]:
    """136.2: an Equipment's effect text is appended to the unit it is attached to ("Equipped
    unit: [Assault 2]", "... I have +2 Might while ..."): its statics in `grants`, read as the
    unit's own (`me` is the unit, a `while` is judged of the unit), while the gear is attached."""
    found: list[StaticSpec] = []
    for gear in state.attachments(unit):
        if gear.on_board:
            found += [
                s
                for s in _auras(gear.card.grants, effect)
                if (
                    (gear.pid, unit.pid) in state.board.attachments_made
                    if s.condition == "attached_this_turn"  # Brutalizer
                    else _applies(state, unit, s.condition)
                )
            ]
    return found


def has(state: State, obj: Obj, word: str) -> bool:
    return value(held(state, obj), word) > 0


def role(state: State, obj: Obj) -> str | None:
    """'attacker' or 'defender' while the unit has that combat designation at its combat's
    battlefield (807.1.d, 814.1.d), else None."""
    showdown = state.showdown
    if showdown is None or not showdown.combat or state.location(obj) != showdown.bf:
        return None
    if obj.pid in showdown.attackers:
        return "attacker"
    if obj.pid in showdown.defenders:
        return "defender"
    return None


# the keywords of the Core Rules (805-829) a `to` may name before "units"
KEYWORD_WORDS = frozenset(
    (
        "Accelerate",
        "Action",
        "Ambush",
        "Assault",
        "Backline",
        "Deathknell",
        "Deflect",
        "Empower",
        "Empowered",
        "Equip",
        "Flow",
        "Ganking",
        "Hidden",
        "Hunt",
        "Legion",
        "Level",
        "Quick-Draw",
        "Reaction",
        "Repeat",
        "Shield",
        "Tank",
        "Temporary",
        "Unique",
        "Vision",
        "Weaponmaster",
    )
)
_REACH_WORDS = frozenset(
    ("other", "friendly", "enemy", "units", "here", "at", "my", "battlefield", "defending", "alone")
)


def _matches(
    state: State,
    unit: Obj,
    source: Obj | None,
    here: str | None,
    owner: str | None,
    to: str,
    for_keywords: bool = False,
) -> bool:
    """Whether an aura's `to` ("other friendly units here", "enemy units", "units here", "me",
    "other buffed friendly units at my battlefield", "friendly token units", "friendly Mech
    units") reaches `unit`, read from the aura's source: its controller and its location."""
    if to == "me":
        return source is not None and unit.pid == source.pid
    words = to.split()
    if "other" in words and source is not None and unit.pid == source.pid:
        return False
    if "friendly" in words and unit.controller != owner:
        return False
    if "enemy" in words and unit.controller == owner:
        return False
    if "buffed" in words and not unit.buffed:
        return False
    if "token" in words and not unit.token:
        return False
    if "stunned" in words and not unit.stunned:
        return False  # "stunned enemy units here" (Leona, Zealot)
    if "Empowered" in words and not unit.empowered:
        return False  # "each of your [Empowered] units" (Aurok General): the status (441)
    # any other word before "units" is a keyword ("Tank units here", Kinkou Temple: only units
    # that have it; a keyword aura reads the unit's own and granted keywords, not another aura's,
    # so that auras never read each other) or a tag ("friendly Mech units")
    for word in (
        w
        for w in words
        if w not in _REACH_WORDS and w not in ("buffed", "token", "Empowered", "stunned")
    ):
        if word in KEYWORD_WORDS:
            own = (
                tuple(unit.card.keywords)
                + tuple(k for pid, r, k in state.granted if pid == unit.pid and r == unit.rules_id)
                if for_keywords
                else held(state, unit)
            )
            if value(own, word) <= 0:
                return False
        elif not any(tag in tags(state, unit) for tag in word.split("/")):
            return False  # a tag, or tags as alternatives ("Bird/Cat/Dog/Poro/Ivern units here")
    if "battlefield" in words and here not in state.battlefields:
        return False  # "at my battlefield": nothing while the source is in a base
    if "defending" in words and not (
        role(state, unit) == "defender" and _applies(state, unit, "alone_in_its_role")
    ):
        return False  # "while a friendly unit defends alone" (Master Yi, Wuju Bladesman)
    return not (("here" in words or "battlefield" in words) and state.location(unit) != here)


def _times(state: State, source: Obj, spec: StaticSpec, unit: Obj | None = None) -> int:
    """How many times the aura applies: once, or its `per` count read now (engine/model/counts),
    from the aura's source or, for a count of the unit reached, from that unit."""
    if not spec.per:
        return 1
    count = COUNTS[spec.per]
    return count.of(state, unit if count.of_unit and unit else source, source.controller or "")


def _keyword(state: State, source: Obj, spec: StaticSpec, unit: Obj | None = None) -> str | None:
    """The keyword an aura gives now: "Assault" per 2 enemy units here is "Assault 2"; none at 0."""
    if not spec.per:
        return spec.keyword
    times = _times(state, source, spec, unit)
    head, _, tail = spec.keyword.strip().rpartition(" ")
    base, number = (head, int(tail)) if head and tail.isdigit() else (spec.keyword.strip(), 1)
    return f"{base} {number * times}" if times > 0 else None


def aura_bonus(state: State, unit: Obj, before: int | None = None) -> int:
    """The Might the static auras in force give `unit` now: each permanent's on the board and each
    battlefield's ("here" being where the aura's source is). An aura with a floor (`at_least`,
    "never below 1") applies last and takes the Might read so far (`before` plus the others) no
    lower than that floor."""
    total = 0
    floored: list[tuple[int, int]] = []
    for pid in state.board.auras:
        source = state.objects[pid]
        if not _in_force(source):
            continue
        for spec in _might_auras(source.card.abilities):
            if _matches(
                state, unit, source, state.location(source), source.controller, spec.to
            ) and _applies(state, source, spec.condition):
                if spec.floor and before is not None:
                    floored.append((spec.amount * _times(state, source, spec, unit), spec.floor))
                    continue
                total += spec.amount * _times(state, source, spec, unit)
    for bf in state.battlefields.values():
        for spec in _might_auras(bf.card.abilities):
            if _matches(state, unit, None, bf.id, bf.controller, spec.to):
                total += spec.amount
    total += sum(
        spec.amount * _times(state, unit, spec)
        for spec in granted_statics(state, unit, "might_aura")
    )
    for amount, floor in floored:
        now = (before or 0) + total
        total += max(now + amount, min(now, floor)) - now
    return total


def _might_auras(abilities: Iterable[object]) -> list[StaticSpec]:
    return _auras(abilities, "might_aura")


def _auras(abilities: Iterable[object], effect: str) -> list[StaticSpec]:
    return [a for a in abilities if getattr(a, "effect", None) == effect]  # type: ignore[misc]


def combat_bonus(state: State, unit: Obj) -> int:
    """Assault X while an attacker (807.1.c), Shield X while a defender (814.1.c)."""
    now = role(state, unit)
    if now is None:
        return 0
    return value(held(state, unit), "Assault" if now == "attacker" else "Shield")


def derived(state: State) -> bool:
    """Whether some unit's Might or keywords may now come from something other than the unit
    itself: a combat in progress, an aura on the board or a battlefield, a granted keyword."""
    return bool(
        (state.showdown is not None and state.showdown.combat)
        or state.board.auras
        or state.granted
        or state.granted_for_good
        or any(
            _might_auras(bf.card.abilities) or _auras(bf.card.abilities, "keyword_aura")
            for bf in state.battlefields.values()
        )
    )


def deals_no_combat_damage(state: State, unit: Obj) -> bool:
    """ "I don't deal combat damage" (Galio), or "... except while <condition>" (Sacred
    Protector: a static's `unless`, judged as an aura's `while`)."""
    if any(
        not (spec.condition and _applies(state, unit, spec.condition))
        for spec in _auras(unit.card.abilities, "deals_no_combat_damage")
    ):
        return True
    # "enemy units here with less Might than me don't deal combat damage" (Vilemaw)
    stronger = [
        other
        for other in state.units_at(state.location(unit) or "")
        if other.controller != unit.controller
        and other.card.static("enemies_here_with_less_might_deal_no_combat_damage")
    ]
    if not stronger:
        return False
    mine = state.might(unit) or 0
    return any(mine < (state.might(other) or 0) for other in stronger)


# the units whose "while I'm Mighty" is being read now (see _applies)
_MIGHTY_READS: set[str] = set()


def _applies(state: State, source: Obj, condition: str) -> bool:
    """Whether an aura's `while` holds for its source now: `buffed` (705), `empowered` (441),
    `level_3` ... `level_16` (its controller's XP, 824.1.b.1), `you_gained_xp_this_turn`,
    `exactly_one_other_friendly_unit_at_a_battlefield`, `another_friendly_unit_here`,
    `alone_in_its_role` (the only attacker or the only defender), `attacking_with_another`,
    `at_a_battlefield`."""
    if not condition:
        return True
    if condition == "buffed":
        return source.buffed
    if condition == "empowered":  # "[Empowered] I have ..." (441): while it has the status
        return source.empowered
    if condition.startswith("level_"):  # "[Level N] I have ..." (824.1.b.1): N or more XP
        return state.players[source.controller].xp >= int(condition.removeprefix("level_"))
    if condition == "empowered_three_times":  # Kayle, Justified (441.1.c.1)
        return source.empowered and source.times_empowered >= 3
    if condition == "you_gained_xp_this_turn":  # Wily Newtfish (730.1; engine/vocabulary/xp.py)
        return state.uses_this_turn.get(f"xp-gained:{source.controller}", 0) > 0
    if condition == "spent_4_energy_on_a_spell_this_turn":  # Prepared Neophyte (356)
        return any(
            who == source.controller and energy >= 4 and state.objects[pid].card.type == "spell"
            for who, pid, energy in state.plays_this_turn
            if pid in state.objects
        )
    here = state.location(source)
    if condition == "mighty":  # "while I'm [Mighty]" (Fiora, Victorious; 708: 5 Might or more)
        # read without what this very condition gives (her Shield would otherwise count towards
        # the Might that grants it): a loop is never entered
        if source.pid in _MIGHTY_READS:
            return False
        _MIGHTY_READS.add(source.pid)
        try:
            return (state.might(source) or 0) >= 5
        finally:
            _MIGHTY_READS.discard(source.pid)
    if condition == "you_spent_2_runes_this_turn":  # Sivir, Mercenary (rules/costs.py _pay)
        return state.uses_this_turn.get(f"runes-spent:{source.controller}", 0) >= 2
    if condition == "you_discarded_a_card_this_turn":  # Raging Soul
        return state.uses_this_turn.get(f"discarded:{source.controller}", 0) > 0
    if condition == "you_control_8_runes":  # "while you have 8+ runes" (Master Yi, Meditative)
        player = state.players.get(source.controller or "")
        return player is not None and len(player.runes) >= 8
    if condition == "a_stunned_enemy_unit_here":  # Kennen, Keeper of Balance
        return any(
            u.stunned and u.controller != source.controller for u in state.units_at(here or "")
        )
    if condition == "at_a_battlefield":  # "while I'm at a battlefield" (Allay, Eager Admirer)
        return here in state.battlefields
    if condition == "exactly_one_other_friendly_unit_at_a_battlefield":  # Disciple of Shen
        others = [
            u
            for u in state.units_at(here or "")
            if u.pid != source.pid and u.controller == source.controller
        ]
        return here in state.battlefields and len(others) == 1
    if condition == "another_friendly_unit_here":
        return any(
            u.pid != source.pid and u.controller == source.controller
            for u in state.units_at(here or "")
        )
    showdown = state.showdown
    now = role(state, source)
    if showdown is None or now is None:
        return False
    side = showdown.attackers if now == "attacker" else showdown.defenders
    with_it = [p for p in side if state.location(state.objects[p]) == showdown.bf]
    if condition == "alone_in_its_role":
        return with_it == [source.pid]
    return now == "attacker" and len(with_it) > 1  # attacking_with_another


def static_holds(state: State, obj: Obj, effect: str) -> bool:
    """Whether `obj` has a static ability `effect` that applies now: one with a `while` ("[Level
    16] enemy spells and abilities can't choose me", 824.1.b.1) only while it holds."""
    return any(_applies(state, obj, a.condition) for a in _auras(obj.card.abilities, effect))


def tags(state: State, obj: Obj) -> tuple[str, ...]:
    """The tags `obj` has now: its card's, and "Mech" while an Equipment attached to it says
    "equipped unit: I am a Mech" (`is_a_mech` in its grants, Experimental Hexplate; 136.2)."""
    found = tuple(obj.card.tags)
    gained = state.gained_tags.get(obj.pid)
    if gained is not None and gained[0] == obj.rules_id and gained[1] not in found:
        found += (gained[1],)  # "I gain that tag" (Ivern, Friend to All)
    if "Mech" not in found and any(
        gear.on_board and _auras(gear.card.grants, "is_a_mech") for gear in state.attachments(obj)
    ):
        found += ("Mech",)
    return found


def quick_draw_given(state: State, obj: Obj, player: str) -> bool:
    """Jax, Unmatched: "the Equipment cards in your hand have [Quick-Draw]": `obj`, an Equipment
    card of `player`'s without a printed Quick-Draw, while they control such a unit on the board
    (read as it is played from their hand: its Reaction timing, 819.1.b, and its "attach me"
    trigger, 819.1.d; rules/chain.py and rules/triggers.py)."""
    return (
        obj.owner == player
        and obj.card.has_keyword("Equipment")
        and not obj.card.has_keyword("Quick-Draw")
        and any(
            o.on_board
            and o.controller == player
            and o.card.static("equipment_in_your_hand_have_quick_draw")
            for o in state.objects.values()
        )
    )
