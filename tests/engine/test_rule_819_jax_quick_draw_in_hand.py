"""Rule 819 (Quick-Draw) given by a card's text (002): Jax, Unmatched's "the Equipment cards in
your hand have [Quick-Draw]" — an Equipment played from its owner's hand while they control Jax
is attached to a unit they control as it is played (819.1.d); without Jax it is not."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
objects:
  %s
  - {id: u, card: {name: "Squire", type: unit, might: 2}, owner: A, zone: base}
  - {id: eq, card: {name: "Blade", type: gear, keywords: [Equipment]}, owner: A, zone: hand}
script:
  - {play: eq, by: A}
  - {pass: until_empty}
choices:
  - {pick: [u]}
"""
JAX = '- {id: jax, card: "Jax, Unmatched", owner: A, zone: base}'


def test_819_an_equipment_from_the_hand_has_quick_draw_while_you_control_jax(
    scenario: Load,
) -> None:
    tl = run(scenario, BODY % JAX)
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["eq"]["attached_to"] == "u"


def test_819_without_jax_it_is_not_attached(scenario: Load) -> None:
    tl = run(scenario, (BODY % "").split("choices:")[0])
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["eq"]["attached_to"] is None


REACT = """
players: [A, B]
objects:
  %s
  - {id: sp, card: {name: "Ping", type: spell, effect: [{draw: 0}]}, owner: A, zone: hand}
  - {id: eq, card: {name: "Blade", type: gear, keywords: [Equipment]}, owner: A, zone: hand}
script:
  - {play: sp, by: A}
  - {play: eq, by: A}
"""


def test_819_1_b_with_jax_it_may_be_played_as_a_reaction(scenario: Load) -> None:
    assert run(scenario, REACT % JAX).error is None
    assert run(scenario, REACT % "").refused_rule == "309.1.a"
