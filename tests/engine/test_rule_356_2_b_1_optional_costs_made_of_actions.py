"""Rules 356.2.b.1, 356.7, 357: an optional additional cost made of actions ("as you play me, you
may discard 1 as an additional cost", "you may exhaust a friendly unit", "you may spend a buff",
"you may kill a friendly gear") is chosen as the card is played (`pay: [<its name>]`), paid with
the rest of its cost, and what it unlocks follows: a discount (Brazen Buccaneer), the base cost
ignored (Wallop, 356.1.b.1), a stronger effect (Ruthless Strike, Meditation) or a "when you play
me" ability (Zaun Punk). One that cannot be paid cannot be chosen."""

import engine


def _total(tl: engine.Timeline, name: str) -> str:
    return next(
        s for s in tl.steps if s.kind == "cost" and s.text["en"].startswith(f"Total cost of {name}")
    ).text["en"]


def _zone(tl: engine.Timeline, pid: str) -> str:
    return str(tl.final_state["objects"][pid]["zone"])


BUCCANEER = """\
    players:
      - {{id: A, runes: [Fury, Fury, Fury, Fury, Fury, Fury]}}
      - B
    objects:
      - {{id: bucc, owner: A, zone: hand, card: "Brazen Buccaneer"}}
{hand}
    script:
      - {{play: bucc, by: A{pay}}}
    """
TWO = (
    '      - {id: c1, owner: A, zone: hand, card: {name: "Card one", type: spell}}\n'
    '      - {id: c2, owner: A, zone: hand, card: {name: "Card two", type: spell}}'
)


def test_356_2_b_1_the_discard_is_paid_and_its_discount_applies(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario(BUCCANEER.format(hand=TWO, pay=', pay: ["Discard 1"]'))
    tl = engine.run(s)
    assert tl.decision is not None and tl.decision.rule == "357"  # which card to discard
    assert {o.key for o in tl.decision.options} == {"pick:c1", "pick:c2"}
    tl = engine.run(s, None, ["pick:c2"])
    assert tl.error is None
    assert _total(tl, "Brazen Buccaneer").startswith("Total cost of Brazen Buccaneer: 4 Energy")
    assert _zone(tl, "c2") == "trash" and _zone(tl, "c1") == "hand"
    assert _zone(tl, "bucc") == "base"


def test_356_2_b_1_not_paid_no_discount_and_nothing_discarded(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BUCCANEER.format(hand=TWO, pay="")))
    assert tl.error is None
    assert _total(tl, "Brazen Buccaneer").startswith("Total cost of Brazen Buccaneer: 6 Energy")
    assert _zone(tl, "c1") == "hand" and _zone(tl, "c2") == "hand"


def test_357_with_nothing_to_discard_the_optional_cost_cannot_be_chosen(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BUCCANEER.format(hand="", pay=', pay: ["Discard 1"]')))
    assert tl.refused_rule == "357"
    assert _zone(tl, "bucc") == "hand"


def test_356_1_b_1_spending_a_buff_ignores_wallops_cost(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Body]}
          - B
        objects:
          - {id: sett, owner: A, zone: base, buffed: true, exhausted: true,
             card: {name: "Sett", type: unit, might: 4}}
          - {id: w, owner: A, zone: hand, card: "Wallop"}
        script:
          - {play: w, by: A, targets: [sett], pay: ["Spend a buff"]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert "base cost ignored" in _total(tl, "Wallop")
    sett = tl.final_state["objects"]["sett"]
    assert sett["buffed"] is False and sett["might"] == 4 and sett["exhausted"] is False


def test_356_1_b_1_without_the_buff_wallop_costs_its_energy(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, runes: [Body]}}
          - B
        objects:
          - {{id: sett, owner: A, zone: base, exhausted: true,
             card: {{name: "Sett", type: unit, might: 4}}}}
          - {{id: w, owner: A, zone: hand, card: "Wallop"}}
        script:
          - {{play: w, by: A, targets: [sett]{pay}}}
        """
    # no buff to spend: the optional cost cannot be chosen; unpaid, 2 Energy from one rune
    assert engine.run(scenario(text.format(pay=', pay: ["Spend a buff"]'))).refused_rule == "357"
    assert engine.run(scenario(text.format(pay=""))).refused_rule == "358"


def _meditation(pay: str) -> str:
    return f"""\
        players:
          - {{id: A, deck: 5}}
          - B
        objects:
          - {{id: u, owner: A, zone: base, card: {{name: "Monk", type: unit, might: 2}}}}
          - {{id: med, owner: A, zone: hand, card: "Meditation"}}
        script:
          - {{play: med, by: A{pay}}}
          - {{pass: until_empty}}
        """


def test_356_7_exhausting_a_friendly_unit_draws_2_otherwise_1(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    paid = engine.run(scenario(_meditation(', pay: ["Exhaust a unit"]')))
    unpaid = engine.run(scenario(_meditation("")))
    assert paid.error is None and unpaid.error is None
    assert paid.final_state["objects"]["u"]["exhausted"] is True
    assert unpaid.final_state["objects"]["u"]["exhausted"] is False
    drawn = [
        next(p["deck"] for p in tl.final_state["players"] if p["id"] == "A")
        for tl in (paid, unpaid)
    ]
    assert drawn == [3, 4]  # from a deck of 5


def test_356_7_an_exhausted_unit_cannot_pay_the_exhaust_cost(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = _meditation(', pay: ["Exhaust a unit"]').replace(
        "zone: base, card:", "zone: base, exhausted: true, card:"
    )
    assert engine.run(scenario(text)).refused_rule == "357"


def test_356_2_b_1_ruthless_strike_deals_5_with_the_discard_3_without(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players: [A, B]
        battlefields: [{{id: bf1}}]
        objects:
          - {{id: foe, owner: B, zone: bf1, card: {{name: "Foe", type: unit, might: 9}}}}
          - {{id: c1, owner: A, zone: hand, card: {{name: "Card one", type: spell}}}}
          - {{id: rs, owner: A, zone: hand, card: "Ruthless Strike"}}
        script:
          - {{play: rs, by: A, targets: [foe]{pay}}}
          - {{pass: until_empty}}
        """
    paid = engine.run(scenario(text.format(pay=', pay: ["Discard 1"]')))
    unpaid = engine.run(scenario(text.format(pay="")))
    assert paid.final_state["objects"]["foe"]["damage"] == 5
    assert unpaid.final_state["objects"]["foe"]["damage"] == 3
    assert _zone(paid, "c1") == "trash" and _zone(unpaid, "c1") == "hand"


def test_356_2_b_1_zaun_punk_kills_a_friendly_gear_to_pay_then_kills_a_gear(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: mine, owner: A, zone: base, card: {name: "My gear", type: gear}}
          - {id: theirs, owner: B, zone: base, card: {name: "Their gear", type: gear}}
          - {id: punk, owner: A, zone: hand, card: "Zaun Punk"}
        script:
          - {play: punk, by: A, targets: [theirs], pay: ["Kill a gear"]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _zone(tl, "mine") == "trash" and _zone(tl, "theirs") == "trash"
    kinds = [st.kind for st in tl.steps]
    assert kinds.index("cost") < kinds.index("finalize")
