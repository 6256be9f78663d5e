"""Rule 809: Deflect — a spell or ability an opponent controls that chooses the unit costs that
much Power (of any domain) more, a mandatory additional cost (356.2.a)."""

import engine

BODY = """\
    players:
      - {{id: A, runes: {runes}}}
      - B
    objects:
      - {{id: bird, owner: {owner}, zone: base, card: {{name: "Bird", type: unit, might: 1,
          keywords: [Deflect]}}}}
      - {{id: bolt, owner: A, zone: hand,
         card: {{name: "Bolt", type: spell, energy: 1, targets: {{target: unit}},
             effect: [{{damage: 1, to: $target}}]}}}}
    script:
      - {{play: bolt, by: A, targets: [bird]}}
    """


def test_809_choosing_an_enemy_deflect_unit_costs_one_power_more(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Mind, Mind]", owner="B")))
    assert tl.error is None
    total = next(s for s in tl.steps if s.kind == "cost").text["en"]
    assert total.startswith("Total cost of Bolt: 1 Energy + 1 Power of any domain")
    assert "Deflect of Bird" in total


def test_809_without_the_power_the_spell_cannot_choose_it(scenario) -> None:  # type: ignore[no-untyped-def]
    # one ready rune pays both: exhausted for the Energy, then recycled for the Power
    tl = engine.run(scenario(BODY.format(runes="[Mind]", owner="B")))
    assert tl.error is None
    # an exhausted rune still gives Power, but the Energy is missing now
    tl = engine.run(scenario(BODY.format(runes="[{domain: Mind, exhausted: true}]", owner="B")))
    assert tl.refused_rule == "358" and "Deflect of Bird" in tl.error["en"]


def test_809_deflect_does_not_tax_its_own_controller(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Mind]", owner="A")))
    assert tl.error is None
    assert "Deflect" not in next(s for s in tl.steps if s.kind == "cost").text["en"]
