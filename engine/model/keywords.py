"""Keywords as an object has them (801-826): printed, granted by an effect for a while (801.3.a),
each with its value ("Assault 2"; no number means 1: 807.1.b.3, 814.1.b.3), and the Might they and
the static auras in force add as the board changes (807.1.c, 814.1.c; 710: a unit on the board is
evaluated by its current Might, worked out again whenever it is read).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

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
        for pid, rules_id, k in (*state.granted, *state.granted_lasting)
        if pid == obj.pid and rules_id == obj.rules_id
    )
    return tuple(obj.card.keywords) + granted + aura_keywords(state, obj)


def aura_keywords(state: State, unit: Obj) -> tuple[str, ...]:
    """The keywords the keyword auras in force give `unit` now ("your other units here have
    [Shield]")."""
    if not unit.on_board or not unit.is_unit or not state.board.auras:
        return ()
    given: list[str] = []
    for pid in state.board.auras:
        source = state.objects[pid]
        if not source.on_board:
            continue
        for spec in _auras(source.card.abilities, "keyword_aura"):
            if _matches(
                state, unit, source, state.location(source), source.controller, spec.to
            ) and _applies(state, source, spec.condition):
                given.append(spec.keyword)
    return tuple(given)


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


def _matches(
    state: State, unit: Obj, source: Obj | None, here: str | None, owner: str | None, to: str
) -> bool:
    """Whether an aura's `to` ("other friendly units here", "enemy units", "units here", "me")
    reaches `unit`, read from the aura's source: its controller and its location."""
    if to == "me":
        return source is not None and unit.pid == source.pid
    words = to.split()
    if "other" in words and source is not None and unit.pid == source.pid:
        return False
    if "friendly" in words and unit.controller != owner:
        return False
    if "enemy" in words and unit.controller == owner:
        return False
    return not ("here" in words and state.location(unit) != here)


def aura_bonus(state: State, unit: Obj) -> int:
    """The Might the static auras in force give `unit` now: each permanent's on the board and each
    battlefield's ("here" being where the aura's source is)."""
    total = 0
    for pid in state.board.auras:
        source = state.objects[pid]
        if not source.on_board:
            continue
        for spec in _might_auras(source.card.abilities):
            if _matches(
                state, unit, source, state.location(source), source.controller, spec.to
            ) and _applies(state, source, spec.condition):
                total += spec.amount
    for bf in state.battlefields.values():
        for spec in _might_auras(bf.card.abilities):
            if _matches(state, unit, None, bf.id, bf.controller, spec.to):
                total += spec.amount
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
        or state.granted_lasting
        or any(_might_auras(bf.card.abilities) for bf in state.battlefields.values())
    )


def _applies(state: State, source: Obj, condition: str) -> bool:
    """Whether an aura's `while` holds for its source now: `buffed` (705), `empowered` (441),
    `exactly_one_other_friendly_unit_at_a_battlefield`, `another_friendly_unit_here`,
    `alone_in_its_role` (the only attacker or the only defender), `attacking_with_another`."""
    if not condition:
        return True
    if condition == "buffed":
        return source.buffed
    if condition == "empowered":  # "[Empowered] I have ..." (441): while it has the status
        return source.empowered
    here = state.location(source)
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
