"""Rule 355.10 (a choice another player makes as the effect resolves): Keeper's Verdict's unit
goes on the top or the bottom of its owner's Main Deck as that owner chooses (a new object, 124);
Walking Roost's token is played by the opponent its controller chooses (355)."""

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [{id: A}, {id: B, deck: 2}, {id: C}]
    battlefields: [{id: bf1, controller: B}]
    objects:
      - {id: kv, card: "Keeper's Verdict", owner: A, zone: hand}
      - {id: roost, card: "Walking Roost", owner: A, zone: hand}
      - {id: foe, card: {name: "Foe", type: unit, might: 3}, owner: B, zone: bf1}
    script:
      - {play: kv, by: A, targets: [foe]}
      - {pass: until_empty}
      - {play: roost, by: A}
      - {pass: until_empty}
    choices:
      - {pick: [mode2]}
      - {pick: [C]}
    expect:
      objects: {foe: {zone: deck}}
      players: {B: {deck: 3}}
      tokens: {Bird: {count: 1}}
      decided:
        - {kind: pick, by: B, rule: "355.10", chosen: mode2, asked: true}
        - {kind: pick, by: A, rule: "355", chosen: C}
"""


def test_355_10_the_owner_puts_it_in_their_deck_and_the_chosen_opponent_gets_the_bird(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_355_10_on_top_when_the_owner_says_so(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.replace("{pick: [mode2]}", "{pick: [mode1]}")))
    moved = [s for s in tl.steps if s.kind == "to_deck"]
    assert len(moved) == 1 and "top of B's Main Deck" in moved[0].text["en"]
