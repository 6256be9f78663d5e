"""Rules 356.4.d.1 and 390.4: discounts on the total cost apply in the order the player chooses
(each minimum binding only its own discount, 356.4.e), and a one-use discount an effect creates
("the next card you play this turn costs N less") is spent by the next card, whatever happens to
that card afterwards, and ends with the turn."""

import engine
from tests.engine.economy import player


def _total(tl: engine.Timeline, name: str) -> str:
    return next(
        s for s in tl.steps if s.kind == "cost" and s.text["en"].startswith(f"Total cost of {name}")
    ).text["en"]


def test_356_4_d_1_the_player_orders_discounts_so_a_minimum_does_not_block_a_later_discount(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    # Applied Researchers' case: 3 Energy + 1 Power. The permanent's discount (1 Energy and 1
    # Power, minimum 1 Energy) first gives 2 Energy; the card's own 2 off then gives 0. The
    # printed order (own first: 1 Energy + 1 Power, then the permanent stops at its minimum)
    # would leave 1 Energy.
    s = scenario("""\
        players:
          - {id: A, runes: []}
          - B
        objects:
          - id: r
            owner: A
            zone: base
            card: {name: "Researchers", type: unit, might: 4,
                   abilities: [{cost_modifier: {whose: you, cards: spells,
                       less: {energy: 1, power: {any: 1}}, minimum: 1}}]}
          - id: s
            owner: A
            zone: hand
            card: {name: "Blast", type: spell, domains: [Mind], energy: 3, power: 1,
                   discounts: [{energy: 2}], effect: [{draw: 1}]}
        script:
          - {play: s, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None
    text = _total(tl, "Blast")
    assert text.startswith("Total cost of Blast: 0 Energy (")
    assert text.index("Researchers") < text.index("- 2 Energy (Blast)")


def test_356_4_d_1_when_the_order_cannot_matter_the_printed_order_is_kept(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Fury, Fury, Fury, Fury]}
          - B
        objects:
          - id: aid
            owner: A
            zone: base
            card: {name: "Aid", type: gear,
                   abilities: [{cost_modifier: {whose: you, cards: spells, less: {energy: 1}}}]}
          - id: s
            owner: A
            zone: hand
            card: {name: "Zap", type: spell, energy: 4, discounts: [{energy: 1}],
                   effect: [{draw: 1}]}
        script:
          - {play: s, by: A}
        """)
    tl = engine.run(s)
    text = _total(tl, "Zap")
    assert text.startswith("Total cost of Zap: 2 Energy (")
    assert "356.4.d.1" not in text
    assert text.index("- 1 Energy (Zap)") < text.index("Aid")


HERON = """\
    players:
      - {{id: A, runes: [Calm, Calm, Calm, Calm, Calm, Calm, Calm, Calm]}}
      - {{id: B, runes: [Mind, Mind]}}
    objects:
      - id: maker
        owner: A
        zone: hand
        card: {{name: "Maker", type: spell, energy: 1,
                effect: [{{next_card_costs_less: {{energy: 2}}{cards}}}]}}
      - {{id: u, owner: A, zone: hand, card: {{name: "Unit", type: unit, energy: 3, might: 2}}}}
      - {{id: s, owner: A, zone: hand, card: {{name: "Spell", type: spell, energy: 3,
           effect: [{{draw: 1}}]}}}}
    script:
      - {{play: maker, by: A}}
      - {{pass: until_empty}}
{rest}
    """


def _paid(tl: engine.Timeline, pid: str) -> int:
    return next(e["amount"] for e in tl.log if e["kind"] == "pay" and e.get("of") == pid)


def test_390_4_the_next_card_spends_a_one_use_discount_and_the_one_after_pays_in_full(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    rest = "      - {play: u, by: A}\n      - {play: s, by: A}\n      - {pass: until_empty}"
    tl = engine.run(scenario(HERON.format(cards="", rest=rest)))
    assert tl.error is None
    assert _paid(tl, "u") == 1
    assert _paid(tl, "s") == 3
    assert [e["subject"] for e in tl.log if e["kind"] == "discount"] == ["u"]


def test_390_4_a_discount_for_spells_waits_for_a_spell(scenario) -> None:  # type: ignore[no-untyped-def]
    rest = "      - {play: u, by: A}\n      - {play: s, by: A}\n      - {pass: until_empty}"
    tl = engine.run(scenario(HERON.format(cards=", cards: spells", rest=rest)))
    assert _paid(tl, "u") == 3
    assert _paid(tl, "s") == 1


def test_390_4_an_unspent_one_use_discount_ends_with_the_turn(scenario) -> None:  # type: ignore[no-untyped-def]
    rest = "      - {end_turn: true}\n      - {end_turn: true}\n      - {play: u, by: A}"
    tl = engine.run(scenario(HERON.format(cards="", rest=rest)))
    assert tl.error is None
    assert _paid(tl, "u") == 3
    assert not [e for e in tl.log if e["kind"] == "discount"]
    assert player(tl.final_state, "A")["runes"]
