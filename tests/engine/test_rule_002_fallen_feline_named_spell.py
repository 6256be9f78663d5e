"""Rule 002 (a card's text beats the rules that would let a card be played): Fallen Feline's
"when you play me, name a spell; as long as I'm at a battlefield, opponents can't play spells of
that name" — bars the named spell while it is at a battlefield, not another spell, not in its
base, and not its controller's own copy."""

from __future__ import annotations

import pytest

from .triggers_helpers import Load, run

SPELL = '{name: "Zap", type: spell, energy: 0, effect: [{draw: 1}]}'
OTHER = '{name: "Bolt", type: spell, energy: 0, effect: [{draw: 1}]}'

BODY = """
players: [A, B]
battlefields: [{id: bf, controller: A}]
objects:
  - {id: ff, card: Fallen Feline, owner: A, zone: hand}
  - {id: g, card: {name: "Guard", type: unit, might: 1}, owner: A, zone: bf}
  - {id: zb, card: %s, owner: B, zone: hand}
  - {id: ob, card: %s, owner: B, zone: hand}
  - {id: za, card: %s, owner: A, zone: hand}
  - {id: d1, card: {name: "D1", type: unit, might: 1}, owner: A, zone: deck}
  - {id: d2, card: {name: "D2", type: unit, might: 1}, owner: B, zone: deck}
script:
  - {play: ff, by: A, at: %s}
  - {pass: until_empty}
%s  - {play: %s, by: %s}
choices:
  - {pick: [za]}
"""


def _run(scenario: Load, to: str, spell: str, by: str):  # noqa: ANN202
    turn = "  - {end_turn: true}\n  - {pass: until_empty}\n" if by == "B" else ""
    return run(scenario, BODY % (SPELL, OTHER, SPELL, to, turn, spell, by))


def test_002_an_opponent_cannot_play_the_named_spell_while_it_is_at_a_battlefield(
    scenario: Load,
) -> None:
    tl = _run(scenario, "bf", "zb", "B")
    assert tl.error is not None
    assert tl.error["en"].startswith("B cannot play Zap"), tl.error
    assert "Fallen Feline named it" in tl.error["en"]


@pytest.mark.parametrize(
    ("to", "spell", "by"),
    [("bf", "ob", "B"), ("base", "zb", "B"), ("bf", "za", "A")],
    ids=["another-spell", "in-its-base", "its-controllers-copy"],
)
def test_002_otherwise_the_spell_is_played(scenario: Load, to: str, spell: str, by: str) -> None:
    tl = _run(scenario, to, spell, by)
    assert tl.error is None, tl.error
