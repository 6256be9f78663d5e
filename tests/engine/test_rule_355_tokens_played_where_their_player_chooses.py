"""Rule 355 (choices as a card is played): a unit is played to its controller's base or to a
battlefield they control. "Play four Recruit unit tokens (they can be played to your base or to
battlefields you control)": each token's place is its player's choice, one `pick` per token."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
  - {id: bf2, controller: B}
objects:
  - {id: held, owner: A, zone: bf1, card: {name: "1-Might unit", type: unit, might: 1}}
  - {id: theirs, owner: B, zone: bf2, card: {name: "1-Might unit", type: unit, might: 1}}
  - {id: call, owner: A, zone: hand, card: {name: "Abstract: two Recruits where you like",
      type: spell, effect: [{create: Recruit, count: 2, at: chosen}]}}
script:
  - {play: call, by: A}
  - {pass: until_empty}
"""


def test_355_each_token_goes_where_its_player_chooses(scenario: Load) -> None:
    tl = run(scenario, BODY)
    assert tl.decision is not None and tl.decision.rule == "355"
    # the base and the battlefield A controls; never B's
    assert [o.key for o in tl.decision.options] == [
        "pick:base,base",
        "pick:base,bf1",
        "pick:bf1,bf1",
    ]
    tl = run(scenario, BODY + "choices: [{pick: [bf1, base]}]\n")
    assert tl.error is None, tl.error
    assert sorted(final(tl, p)["zone"] for p in ("recruit-1", "recruit-2")) == ["base", "bf1"]
