"""The caller's wall-time budget (engine/budget.py, #19): a run past its deadline stops with
`BudgetExceeded` instead of running on; without a deadline nothing changes."""

from __future__ import annotations

import time

import pytest

import engine
from engine.format.scenario import load_library
from engine.record import budget


def many_units_die_at_once(n: int) -> str:
    """The costly kind of valid scenario of #19: n Deathknell units killed by one spell."""
    unit = '  - {{id: u{}, card: "Kog\'Maw, Caustic", owner: B, zone: bf1}}'
    units = "\n".join(unit.format(i) for i in range(n))
    return f"""format: rulesviz/1
id: many-die
title: {{en: Many die, fr: Beaucoup meurent}}
players:
  - {{id: A}}
  - {{id: B}}
battlefields:
  - {{id: bf1, controller: B}}
objects:
{units}
  - {{id: ruin, card: The Ruination, owner: A, zone: hand}}
script:
  - {{play: ruin, by: A}}
  - {{pass: until_empty}}
"""


def test_a_run_past_its_deadline_stops_with_budget_exceeded() -> None:
    scenario = engine.load_text(many_units_die_at_once(150), "many.yaml")
    started = time.perf_counter()
    with pytest.raises(engine.BudgetExceeded) as stopped, budget.limit(0.2):
        engine.run(scenario)
    assert time.perf_counter() - started < 1.5  # one step past the deadline, not the whole path
    assert stopped.value.seconds == 0.2
    assert "0.2 s" in str(stopped.value)


def test_an_inner_limit_cannot_extend_the_outer_deadline() -> None:
    scenario = engine.load_text(many_units_die_at_once(150), "many.yaml")
    started = time.perf_counter()
    with pytest.raises(engine.BudgetExceeded) as stopped, budget.limit(0.2), budget.limit(60):
        engine.run(scenario)
    assert time.perf_counter() - started < 1.5
    assert stopped.value.seconds == 0.2


def test_within_the_budget_the_timeline_is_the_same_as_without() -> None:
    for scenario in load_library("engine/scenarios")[:5]:
        with budget.limit(60):
            bounded = engine.run(scenario)
        assert bounded.steps == engine.run(scenario).steps


def test_time_spent_on_the_engines_own_set_up_is_not_counted_against_the_deadline() -> None:
    """A paused block (the card pool or a library read once per process) moves the deadline by
    its own duration: a cold server's first request is not 'too costly' for a small scenario."""
    scenario = engine.load_text(many_units_die_at_once(2), "few.yaml")
    with budget.limit(0.3):
        with budget.paused():
            time.sleep(0.6)  # twice the budget, on the engine's own time
        engine.run(scenario)  # still within the budget: no BudgetExceeded
        time.sleep(0.35)
        with pytest.raises(engine.BudgetExceeded):
            engine.run(scenario)  # the time outside the paused block does count


def test_a_cold_card_pool_is_read_on_the_engines_own_time() -> None:
    from engine import cards

    cards._pool.cache_clear()
    cards._library.cache_clear()
    try:
        with budget.limit(0.01):
            cards.library()  # hundreds of declarations, far more than 10 ms when cold
            budget.check()
    finally:
        cards._pool.cache_clear()
        cards._library.cache_clear()
