"""Rules 356.2.b.1, 356.4, 809, 820, 002: more of what a card costs — "if a battlefield you
control has exactly two units, I cost 2 and an Order rune less" (Keeper of Law), "if an opponent
controls a stunned unit, I cost 2 less and enter ready" (Monch), an optional cost offered only
once a spell was played this turn, entering ready if paid (Crescent Guardian), a Repeat priced
with a discard (Square Up) and a spell whose own text ignores Deflect (Decree of Insight)."""

import engine


def _total(tl: engine.Timeline, name: str) -> str:
    return next(
        s for s in tl.steps if s.kind == "cost" and s.text["en"].startswith(f"Total cost of {name}")
    ).text["en"]


def _obj(tl: engine.Timeline, pid: str) -> dict:  # type: ignore[type-arg]
    return tl.final_state["objects"][pid]  # type: ignore[no-any-return]


def test_356_4_exactly_two_units_on_a_battlefield_you_control(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, runes: [Order, Order, Order, Order, Order, Order]}}
          - B
        battlefields: [{{id: bf1, controller: A}}]
        objects:
          - {{id: u1, owner: A, zone: bf1, card: {{name: "One", type: unit, might: 1}}}}
{more}
          - {{id: k, owner: A, zone: hand, card: "Keeper of Law"}}
        script:
          - {{play: k, by: A}}
        """
    two = '          - {id: u2, owner: A, zone: bf1, card: {name: "Two", type: unit, might: 1}}'
    with_two = engine.run(scenario(text.format(more=two)))
    with_one = engine.run(scenario(text.format(more="")))
    assert _total(with_two, "Keeper of Law").startswith("Total cost of Keeper of Law: 3 Energy (")
    assert _total(with_one, "Keeper of Law").startswith(
        "Total cost of Keeper of Law: 5 Energy + 1 Order"
    )


def test_002_an_opponents_stunned_unit_makes_monch_cheaper_and_ready(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, runes: [Calm, Calm, Calm, Calm, Calm, Calm]}}
          - B
        objects:
          - {{id: foe, owner: B, zone: base, stunned: {stunned},
             card: {{name: "Foe", type: unit, might: 1}}}}
          - {{id: monch, owner: A, zone: hand, card: "Monch"}}
        script:
          - {{play: monch, by: A}}
        """
    stunned = engine.run(scenario(text.format(stunned="true")))
    not_stunned = engine.run(scenario(text.format(stunned="false")))
    assert _total(stunned, "Monch").startswith("Total cost of Monch: 4 Energy")
    assert _obj(stunned, "monch")["exhausted"] is False
    assert _total(not_stunned, "Monch").startswith("Total cost of Monch: 6 Energy")
    assert _obj(not_stunned, "monch")["exhausted"] is True


CRESCENT = """\
    players:
      - {{id: A, deck: 2, runes: [Chaos, Chaos, Chaos, Chaos, Chaos, Chaos]}}
      - B
    objects:
      - {{id: ping, owner: A, zone: hand,
         card: {{name: "Ping", type: spell, effect: [{{draw: 1}}]}}}}
      - {{id: cg, owner: A, zone: hand, card: "Crescent Guardian"}}
    script:
{first}
      - {{play: cg, by: A, pay: ["Extra cost"]}}
    """


def test_356_2_b_1_once_a_spell_was_played_the_extra_rune_makes_it_enter_ready(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    first = "      - {play: ping, by: A}\n      - {pass: until_empty}"
    tl = engine.run(scenario(CRESCENT.format(first=first)))
    assert tl.error is None
    assert "1 Chaos" in _total(tl, "Crescent Guardian")
    assert _obj(tl, "cg")["exhausted"] is False


def test_357_before_any_spell_the_extra_cost_cannot_be_chosen(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(CRESCENT.format(first="")))
    assert tl.refused_rule == "357"


def test_820_a_repeat_paid_with_a_discard_runs_the_effect_twice(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: a, owner: A, zone: base, card: {name: "Alpha", type: unit, might: 1}}
          - {id: b, owner: A, zone: base, card: {name: "Beta", type: unit, might: 1}}
          - {id: junk, owner: A, zone: hand, card: {name: "Junk", type: spell}}
          - {id: sq, owner: A, zone: hand, card: "Square Up"}
        script:
          - {play: sq, by: A, targets: [a], pay: [Repeat], repeat_targets: [b]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _obj(tl, "junk")["zone"] == "trash"
    assert any(st.kind == "repeat" for st in tl.steps)
    granted = [st for st in tl.steps if "Assault 4" in st.text["en"]]
    assert {o for st in granted for o in st.objects} >= {"a", "b"}


def test_809_decree_of_insight_ignores_the_deflect_of_what_it_chooses(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Order]}
          - B
        objects:
          - {id: poro, owner: B, zone: base,
             card: {name: "Guarded", type: unit, might: 6, domains: [Body], keywords: [Deflect]}}
          - {id: d, owner: A, zone: hand, card: "Decree of Insight"}
        script:
          - {play: d, by: A, targets: [poro]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert "Deflect" not in _total(tl, "Decree of Insight")
    assert _obj(tl, "poro")["might"] == 1


def _jhin(energy: int) -> str:
    return f"""\
        players:
          - {{id: A, deck: 3, runes: [Mind, Mind, Mind, Mind, Mind, Mind]}}
          - B
        objects:
          - {{id: big, owner: A, zone: hand,
             card: {{name: "Big", type: spell, energy: {energy}, effect: [{{draw: 1}}]}}}}
          - {{id: jhin, owner: A, zone: hand, card: "Jhin, Meticulous Killer"}}
        script:
          - {{play: big, by: A}}
          - {{pass: until_empty}}
          - {{play: jhin, by: A, pay: ["Just 1 Mind rune"]}}
        """


def test_356_1_b_1_after_a_4_energy_spell_jhin_is_played_for_just_a_mind_rune(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(_jhin(4)))
    assert tl.error is None
    total = _total(tl, "Jhin, Meticulous Killer")
    assert total.startswith(
        "Total cost of Jhin, Meticulous Killer: 1 Mind Power (base cost ignored"
    )
    assert engine.run(scenario(_jhin(3))).refused_rule == "357"
