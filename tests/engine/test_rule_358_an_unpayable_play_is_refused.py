"""Rule 358: with the economy on, a card whose total cost cannot be paid is not played; nothing of
the attempt happens (358.5) and the refusal names the cost and what the player has."""

import engine
from tests.engine.economy import runes


def test_358_an_unpayable_play_is_refused_and_nothing_changes(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Fury, {domain: Calm, exhausted: true}]}
          - B
        objects:
          - {id: s, owner: A, zone: hand,
             card: {name: "Zap", type: spell, domains: [Fury], energy: 2, power: 1,
                 effect: [{draw: 1}]}}
        script:
          - {play: s, by: A}
        expect:
          refused: "358"
        """)
    tl = engine.run(s)
    assert tl.refused_rule == "358"
    assert "2 Energy + 1 Fury Power" in tl.error["en"] and "1 ready Fury" in tl.error["en"]
    assert "énergie" in tl.error["fr"]
    assert tl.final_state["objects"]["s"]["zone"] == "hand"
    assert runes(tl.final_state, "A") == [("Fury", False), ("Calm", True)]
    assert not any(s.kind in ("play", "pay") for s in tl.steps)


def test_358_power_of_the_wrong_domain_does_not_pay(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Calm, Calm], pool: {power: {Mind: 1}}}
          - B
        objects:
          - {id: s, owner: A, zone: hand,
             card: {name: "Zap", type: spell, domains: [Fury], power: 1, effect: [{draw: 1}]}}
        script:
          - {play: s, by: A}
        """)
    assert engine.run(s).refused_rule == "358"
