"""Rule 303.2.a (each player in turn, from the next one): Party Favors — each other player chooses
Cards or Runes, and for each choice the caster and that player each draw 1 or channel 1 rune
exhausted."""

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players:
      - {id: A, deck: 3, rune_deck: [Calm, Calm], pool: {energy: 3}}
      - {id: B, deck: 3, rune_deck: [Fury]}
      - {id: C, deck: 3, rune_deck: [Mind]}
    objects:
      - {id: pf, card: Party Favors, owner: A, zone: hand}
    script:
      - {play: pf, by: A}
      - {pass: until_empty}
    choices:
      - {pick: [mode1]}
      - {pick: [mode2]}
    expect:
      players: {A: {hand: 1}, B: {hand: 1}, C: {hand: 0}}
      in_order: [{draw: A, count: 1}, {draw: B, count: 1}]
      decided:
        - {kind: pick, by: B, rule: "303.2.a", chosen: mode1, asked: true}
        - {kind: pick, by: C, rule: "303.2.a", chosen: mode2}
"""


def test_303_2_a_party_favors_each_other_player_chooses_and_both_get_it(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_303_2_a_party_favors_runes_channel_for_both(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.split("expect:")[0]))
    channels = [s.text["en"] for s in tl.steps if s.kind == "channel"]
    assert channels == [
        "A channels 1 rune(s) (Calm) exhausted.",
        "C channels 1 rune(s) (Mind) exhausted.",
    ]
