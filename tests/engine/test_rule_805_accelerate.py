"""Rule 805: Accelerate — as you play the unit you may pay 1 Energy and 1 Power of its domain as an
optional additional cost; if you do, it enters ready."""

import engine
from tests.engine.economy import runes

BODY = """\
    players:
      - {{id: A, runes: {runes}}}
      - B
    objects:
      - {{id: u, owner: A, zone: hand,
         card: {{name: "Runner", type: unit, might: 2, domains: [Fury], energy: 1,
             keywords: [Accelerate]}}}}
    script:
      - {{play: u, by: A{pay}}}
    """


def test_805_paid_accelerate_costs_1_energy_and_1_power_more_and_the_unit_enters_ready(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Fury, Fury]", pay=", pay: [Accelerate]")))
    assert tl.error is None
    assert tl.final_state["objects"]["u"]["exhausted"] is False
    total = next(s for s in tl.steps if s.kind == "cost").text["en"]
    assert "2 Energy + 1 Fury Power" in total and "Accelerate" in total
    assert runes(tl.final_state, "A") == [("Fury", True)]


def test_805_without_accelerate_the_unit_enters_exhausted_and_costs_its_base(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Fury, Fury]", pay="")))
    assert tl.final_state["objects"]["u"]["exhausted"] is True
    assert runes(tl.final_state, "A") == [("Fury", True), ("Fury", False)]


def test_805_accelerate_needs_power_of_the_units_domain(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Calm, Calm, Calm]", pay=", pay: [Accelerate]")))
    assert tl.refused_rule == "358"
