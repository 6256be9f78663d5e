"""Rule 356.4.c: a discount on one part of the cost — Ezreal, Prodigy's "optional additional
costs you pay cost [1] or [A] less" — applies to that part as it is added, before discounts on
the total; named optional costs carry their price (`optional_prices`, 356.2.b.1)."""

import engine
from tests.engine.economy import player

SCENARIO = """\
    players:
      - {{id: A, runes: [Fury, Fury, Fury, Fury, Fury]}}
      - B
    objects:
{ezreal}
      - id: u
        owner: A
        zone: hand
        card: {{name: "Cadet", type: unit, domains: [Fury], energy: 2, might: 2,
                optional_costs: [Extra cost],
                optional_prices: {{Extra cost: {{energy: 1, power: {{Fury: 1}}}}}}}}
    script:
      - {{play: u, by: A{pay}}}
    """
EZREAL = '      - {id: ez, card: "Ezreal, Prodigy", owner: A, zone: base}'


def _total(tl: engine.Timeline) -> str:
    return next(s for s in tl.steps if s.kind == "cost").text["en"]


def test_356_2_b_1_a_paid_named_optional_cost_adds_its_price(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(ezreal="", pay=", pay: [Extra cost]")))
    assert _total(tl).startswith("Total cost of Cadet: 3 Energy + 1 Fury Power (")


def test_356_2_b_1_declined_it_adds_nothing(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(ezreal="", pay="")))
    assert _total(tl).startswith("Total cost of Cadet: 2 Energy (")


def test_356_4_c_ezreal_takes_the_power_off_the_optional_cost_it_reduces(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(ezreal=EZREAL, pay=", pay: [Extra cost]")))
    text = _total(tl)
    assert text.startswith("Total cost of Cadet: 3 Energy (")
    assert "Ezreal, Prodigy, 356.4.c" in text
    assert len(player(tl.final_state, "A")["runes"]) == 5  # nothing recycled


def test_356_4_c_ezreal_does_not_touch_the_base_cost(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(ezreal=EZREAL, pay="")))
    assert _total(tl).startswith("Total cost of Cadet: 2 Energy (base cost 2 Energy)")
