"""Rule 429.3 (and 429.2.a): while paying a card's cost, its player may use Add abilities with
Reaction (`add_with` on the `play` step); each resolves at once, without a chain item or
priority, and what it adds counts in checking that the cost can be paid (358)."""

import engine

SCENARIO = """\
    players:
      - {{id: A, runes: [Fury]}}
      - B
    objects:
      - {{id: gold, card: "Gold", owner: A, zone: base}}
      - {{id: rock, owner: A, zone: base, card: {{name: "Rock", type: gear}}}}
      - {{id: zap, owner: A, zone: hand, card: {{name: "Zap", type: spell, domains: [Fury],
           energy: 1, power: 2, effect: [{{draw: 1}}]}}}}
    script:
      - {{play: zap, by: A{extra}}}
    """


def test_429_3_an_add_ability_used_during_the_payment_pays_what_the_runes_cannot(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(extra=", add_with: [gold]")))
    assert tl.error is None
    kinds = [s.kind for s in tl.steps]
    assert kinds.index("cost") < kinds.index("activate") < kinds.index("add") < kinds.index("pay")
    used = next(s for s in tl.steps if s.kind == "activate")
    assert used.rules == ("429.3", "429.2.a")
    assert "pass" not in kinds  # nobody got priority
    assert [i["source"] for i in tl.final_state["chain"]] == ["zap"]


def test_358_without_the_add_ability_the_play_is_refused(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(extra="")))
    assert tl.error is not None and tl.refused_rule == "358"


def test_429_3_only_an_add_ability_can_be_used_during_a_payment(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(extra=", add_with: [rock]")))
    assert tl.error is not None and tl.refused_rule == "429.3"
    assert tl.final_state["objects"]["zap"]["zone"] == "hand"
