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


REPLAY = """\
    players:
      - {{id: A, runes: {runes}}}
      - B
    objects:
      - {{id: u, owner: A, zone: base,
         card: {{name: "Runner", type: unit, might: 2, domains: [Fury], energy: 4,
             keywords: [Accelerate]}}}}
      - {{id: s, owner: A, zone: hand, card: {{name: "Again", type: spell,
          targets: {{target: unit}}, effect: [{{banish: $target}}, {{replay: it, at: base}}]}}}}
    script:
      - {{play: s, by: A, targets: [u]}}
      - {{pass: until_empty}}
{choices}
    """


def test_805_2_a_unit_played_ignoring_its_cost_may_still_be_accelerated(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario(REPLAY.format(runes="[Fury, Fury]", choices="    choices: [{accept: true}]"))
    )
    assert tl.final_state["objects"]["u"]["exhausted"] is False
    total = [s for s in tl.steps if s.kind == "cost"][-1].text["en"]
    assert "1 Energy + 1 Fury Power" in total and "base cost ignored" in total


def test_805_2_accelerate_is_not_offered_to_a_player_who_cannot_pay_it(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(REPLAY.format(runes="[Calm]", choices="")))
    assert tl.decision is None and tl.final_state["objects"]["u"]["exhausted"] is True
