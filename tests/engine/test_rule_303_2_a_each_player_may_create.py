"""Rule 303.2.a (each player in turn): Card Sharp — each player may play a Gold token exhausted,
and its controller plays one more per opponent who did. Rule 439 (create): Arise! plays a Sand
Soldier per Equipment its controller controls (another player's Equipment does not count)."""

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [A, B, C]
    objects:
      - {id: cs, card: Card Sharp, owner: A, zone: hand}
      - {id: ar, card: "Arise!", owner: A, zone: hand}
      - {id: g1, card: {name: "Blade", type: gear, keywords: [Equipment]}, owner: A, zone: base}
      - {id: g2, card: {name: "Axe", type: gear, keywords: [Equipment]}, owner: A, zone: base}
      - {id: g3, card: {name: "Shield", type: gear, keywords: [Equipment]}, owner: A, zone: base}
      - {id: g4, card: {name: "Stolen", type: gear, keywords: [Equipment]}, owner: B, zone: base}
    script:
      - {play: cs, by: A}
      - {pass: until_empty}
      - {play: ar, by: A}
      - {pass: until_empty}
    choices:
      - {accept: false}
      - {accept: true}
      - {accept: true}
    expect:
      tokens: {Gold: {count: 4, exhausted: 4}, Sand Soldier: {count: 3}}
"""


def test_303_2_a_card_sharp_one_more_gold_per_opponent_who_did_and_arise_counts_equipment(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_303_2_a_each_player_decides_for_themselves(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY))
    asked = [
        s.decision.player
        for s in tl.steps
        if s.decision is not None and s.decision.rule == "303.2.a"
    ]
    assert asked == ["A", "B", "C"]
