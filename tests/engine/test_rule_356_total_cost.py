"""Rule 356: the total cost — base cost (or its replacement), plus additional costs, plus
increases, minus discounts (each with its own minimum, 356.4.e), never below zero (356.6)."""

import engine
from tests.engine.economy import player

RUNES = "[Fury, Fury, Fury, Fury, Fury, Fury]"


def _total(tl: engine.Timeline) -> str:
    return next(s for s in tl.steps if s.kind == "cost").text["en"]


def test_356_increases_apply_before_discounts_and_a_minimum_binds_only_its_discount(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    # B's permanent makes A's spells cost 2 more; A's own permanent makes them 1 less, to a minimum
    # of 1 Energy; the spell's own discount takes 3 off. 2 + 2 = 4; A orders the two discounts on
    # the total (356.4.d.1): Aid first (4 - 1 = 3, its minimum respected), then the spell's own:
    # 0. (Zap's discount first would have stopped at Aid's minimum: 1 Energy; discounts before the
    # increase would have floored at 0 first: 2 Energy.)
    s = scenario(f"""\
        players:
          - {{id: A, runes: {RUNES}}}
          - B
        objects:
          - id: tax
            owner: B
            zone: base
            card: {{name: "Tax", type: gear,
                    abilities: [{{cost_modifier: {{whose: opponents, cards: spells,
                        more: {{energy: 2}}}}}}]}}
          - id: aid
            owner: A
            zone: base
            card: {{name: "Aid", type: gear,
                    abilities: [{{cost_modifier: {{whose: you, cards: spells,
                        less: {{energy: 1}}, minimum: 1}}}}]}}
          - id: s
            owner: A
            zone: hand
            card: {{name: "Zap", type: spell, domains: [Fury], energy: 2, effect: [{{draw: 1}}],
                    discounts: [{{energy: 3}}]}}
        script:
          - {{play: s, by: A}}
        """)
    tl = engine.run(s)
    assert _total(tl).startswith("Total cost of Zap: 0 Energy (")
    text = _total(tl)
    assert text.index("Tax") < text.index("Aid") < text.index("- 3 Energy (Zap)")
    assert "356.4.d.1" in text
    assert [r["exhausted"] for r in player(tl.final_state, "A")["runes"]].count(True) == 0


def test_356_1_played_from_facedown_the_base_cost_is_zero_but_increases_still_apply(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Calm]}
          - {id: B}
        battlefields: [{id: bf1, controller: A, facedown: h}]
        objects:
          - {id: g, owner: A, zone: bf1, card: {name: "Guard", type: unit, might: 1}}
          - id: h
            owner: A
            zone: facedown:bf1
            card: {name: "Sneak", type: spell, keywords: [Hidden], domains: [Calm], energy: 4,
                   effect: [{draw: 1}]}
          - id: tax
            owner: B
            zone: base
            card: {name: "Tax", type: gear,
                   abilities: [{cost_modifier: {whose: opponents, cards: spells,
                       more: {energy: 1}}}]}
        script:
          - {play: h, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl).startswith(
        "Total cost of Sneak: 1 Energy (base cost ignored (0); + 1 Energy (Tax"
    )


def test_356_6_discounts_never_take_a_cost_below_zero(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: []}
          - B
        objects:
          - id: s
            owner: A
            zone: hand
            card: {name: "Zap", type: spell, energy: 1, effect: [{draw: 1}],
                discounts: [{energy: 5}]}
        script:
          - {play: s, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None and _total(tl).startswith("Total cost of Zap: 0 Energy")
