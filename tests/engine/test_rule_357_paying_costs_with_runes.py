"""Rule 357: a cost is paid from the rune pool: exhausting a rune adds 1 Energy, recycling it adds
1 Power of its domain (to the bottom of the rune deck); where the split of Power of any domain
matters, the payer decides."""

import engine
from tests.engine.economy import player, runes


def test_357_energy_exhausts_and_power_recycles_the_same_rune_first(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Calm, Fury, Calm], rune_deck: []}
          - B
        objects:
          - {id: s, owner: A, zone: hand,
             card: {name: "Zap", type: spell, domains: [Fury], energy: 1, power: 1,
                 effect: [{draw: 1}]}}
        script:
          - {play: s, by: A}
        """)
    tl = engine.run(s)
    # the Fury rune gives its Energy, then is recycled for the Fury Power: both Calm stay ready
    assert runes(tl.final_state, "A") == [("Calm", False), ("Calm", False)]
    assert player(tl.final_state, "A")["rune_deck"] == 1


def test_357_power_of_any_domain_is_the_payers_choice(scenario) -> None:  # type: ignore[no-untyped-def]
    body = """\
        players:
          - {id: A, runes: [Calm, Fury]}
          - B
        objects:
          - {id: s, owner: A, zone: hand,
             card: {name: "Zap", type: spell, power: 1, effect: [{draw: 1}]}}
        script:
          - {play: s, by: A}
        """
    tl = engine.run(scenario(body))
    assert tl.decision is not None and tl.decision.kind == "pay" and tl.decision.player == "A"
    assert tl.decision.rule == "357"
    assert sorted(tl.decision.keys()) == ["pay:Calm", "pay:Fury"]
    tl = engine.run(scenario(body.rstrip(" ") + "        choices:\n          - {pay: [Fury]}\n"))
    assert runes(tl.final_state, "A") == [("Calm", False)]


def test_357_a_pay_word_in_an_activated_ability_is_checked_then_paid(scenario) -> None:  # type: ignore[no-untyped-def]
    body = """\
        players:
          - {{id: A, runes: {runes}}}
          - B
        objects:
          - id: rig
            owner: A
            zone: base
            card:
              name: "Rig"
              type: gear
              abilities: [{{activated: {{cost: [{{pay: {{energy: 2}}}}, {{exhaust: self}}],
                  effect: [{{draw: 1}}]}}}}]
        script:
          - {{activate: rig, by: A}}
        """
    refused = engine.run(scenario(body.format(runes="[Mind]")))
    assert refused.refused_rule == "358"
    assert not [s for s in refused.steps if s.kind == "activate"]
    paid = engine.run(scenario(body.format(runes="[Mind, Mind]")))
    assert paid.error is None and runes(paid.final_state, "A") == [("Mind", True), ("Mind", True)]
