"""Rule 416 (recycle): cards recycled from a trash go to the bottom of their owner's Main Deck.
"Recycle 3 from your trash" (Dr. Mundo, Expert) takes only its player's cards and exactly that
many; "up to 3 in opponents' trashes" (Disposal Order) only theirs, and may stop early."""

import pytest

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players: [{id: A, deck: 3}, {id: B, deck: 3}]
    objects:
      - {id: m, card: "Dr. Mundo, Expert", owner: A, zone: base}
      - {id: t1, card: {name: T1, type: spell}, owner: A, zone: trash}
      - {id: t2, card: {name: T2, type: spell}, owner: A, zone: trash}
      - {id: t3, card: {name: T3, type: spell}, owner: A, zone: trash}
      - {id: t4, card: {name: T4, type: spell}, owner: A, zone: trash}
      - {id: o1, card: {name: O1, type: spell}, owner: B, zone: trash}
      - {id: o2, card: {name: O2, type: spell}, owner: B, zone: trash}
      - {id: d, card: Disposal Order, owner: A, zone: hand}
    script:
      - {play: d, by: A}
      - {pass: until_empty}
      - {end_turn: true}
      - {end_turn: true}
      - {pass: until_empty}
"""


def test_416_disposal_order_then_dr_mundo_recycle_from_the_right_trashes(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario(
        BODY
        + """\
    choices:
      - {pick: [mode1]}
      - {pick: [o1]}
      - {pick: [none]}
      - {pick: [t1]}
      - {pick: [t2]}
      - {pick: [t3]}
    expect:
      objects: {m: {might: 8}, t1: {zone: deck}, t3: {zone: deck}, t4: {zone: trash},
                o1: {zone: deck}, o2: {zone: trash}}
"""
    )
    assert unmet(s) == []


def test_416_dr_mundo_cannot_stop_before_three(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario(
        BODY
        + """\
    choices:
      - {pick: [mode2]}
      - {pick: [t1]}
      - {pick: [none]}
"""
    )
    with pytest.raises(engine.AnswerError, match="pick:none' is not an option"):
        engine.run(s)
