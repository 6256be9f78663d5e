"""Rule 161: runes on the board, the rune pool of Energy and Power by domain, Add; and the
economy being off unless a scenario gives runes (costs then treated as paid, as always)."""

import engine
from tests.engine.economy import player, runes

SPELL = '{name: "Zap", type: spell, domains: [Fury], energy: 1, power: 1, effect: [{draw: 1}]}'


def test_161_a_scenario_without_runes_shows_no_economy_and_pays_nothing(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario(f"""\
        players: [A, B]
        objects:
          - {{id: s, owner: A, zone: hand, card: {SPELL}}}
        script:
          - {{play: s, by: A}}
        """)
    tl = engine.run(s)
    assert "runes" not in player(tl.final_state, "A") and "pool" not in player(tl.final_state, "A")
    assert not any(step.kind in ("pay", "cost") for step in tl.steps)
    assert tl.error is None


def test_161_runes_and_pool_are_in_every_step_when_the_scenario_gives_them(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Fury, {domain: Calm, exhausted: true}], rune_deck: [Mind],
             pool: {energy: 1, power: {Order: 1}}}
          - B
        script:
          - {pass: once}
        """)
    state = engine.run(s).steps[0].state
    assert runes(state, "A") == [("Fury", False), ("Calm", True)]
    assert player(state, "A")["pool"] == {"energy": 1, "power": {"Order": 1}}
    assert player(state, "A")["rune_deck"] == 1
    assert player(state, "B")["runes"] == [] and player(state, "B")["pool"]["energy"] == 0


def test_161_an_add_ability_fills_the_pool_that_then_pays(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario(f"""\
        players:
          - {{id: A, runes: []}}
          - B
        objects:
          - id: seal
            owner: A
            zone: base
            card:
              name: "Seal"
              type: gear
              keywords: [Reaction]
              abilities: [{{activated: {{cost: [{{exhaust: self}}], effect: [{{add: "1 Fury"}}]}}}}]
          - id: cell
            owner: A
            zone: base
            card:
              name: "Cell"
              type: gear
              keywords: [Reaction]
              abilities: [{{activated: {{cost: [{{exhaust: self}}],
                  effect: [{{add: "1 Energy"}}]}}}}]
          - {{id: s, owner: A, zone: hand, card: {SPELL}}}
        script:
          - {{activate: seal, by: A}}
          - {{activate: cell, by: A}}
          - {{play: s, by: A}}
        """)
    tl = engine.run(s)
    assert tl.error is None
    pays = [step for step in tl.steps if step.kind == "pay"]
    assert pays and "from the pool" in pays[0].text["en"]
    assert player(tl.final_state, "A")["pool"] == {"energy": 0, "power": {}}


def test_161_channel_takes_the_top_runes_of_the_rune_deck(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, rune_deck: [Mind, Body]}
          - B
        script:
          - {act: {channel: 1, exhausted: true}, by: A}
          - {act: {channel: 2}, by: A}
        """)
    tl = engine.run(s)
    assert runes(tl.final_state, "A") == [("Mind", True), ("Body", False)]
    assert player(tl.final_state, "A")["rune_deck"] == 0
    assert "had only 1" in [s for s in tl.steps if s.kind == "channel"][1].text["en"]


def test_161_without_runes_channel_says_nothing_is_channelled(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        script:
          - {act: {channel: 1}, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None and "no runes" in tl.steps[-1].text["en"]


def test_315_1_awaken_readies_runes_and_the_channel_step_channels_two(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - A
          - {id: B, runes: [{domain: Fury, exhausted: true}], rune_deck: [Calm, Calm, Mind]}
        script:
          - {end_turn: true}
        """)
    tl = engine.run(s)
    assert runes(tl.final_state, "B") == [("Fury", False), ("Calm", False), ("Calm", False)]
    assert "1 rune(s)" in next(s for s in tl.steps if s.kind == "start_turn").text["en"]
