"""Rule 136.2, an Equipment's effect text with a turn moment (Blighted Battleaxe: "+4 Might.
Equipped unit: at the end of your turn, if I did not conquer this turn, detach this and deal 4 to
me"): the unit's own ability at the Ending step (317.1); a unit that conquered this turn keeps the
Equipment; detached at a battlefield, the gear is recalled by the next cleanup (435.4.a)."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields: [{id: bf1, controller: A}, {id: bf2}]
objects:
  - {id: u, card: {name: "Wielder", type: unit, might: 3}, owner: A, zone: %s}
  - {id: axe, card: Blighted Battleaxe, owner: A, attached_to: u}
script:
%s
  - {end_turn: true}
"""


def test_136_2_no_conquest_detach_and_four_damage(scenario: Load) -> None:
    tl = run(scenario, BODY % ("bf1", ""))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["u"]["zone"] == "trash"  # 3 Might once the +4 is gone
    assert objects["axe"]["attached_to"] is None and objects["axe"]["location"] == "A"


def test_136_2_a_unit_that_conquered_keeps_its_axe(scenario: Load) -> None:
    moves = "  - {move: [u], to: bf2, by: A}\n  - {pass: until_showdown_ends}"
    body = (BODY % ("base", moves)).replace(
        "battlefields: [{id: bf1, controller: A}, {id: bf2}]", "battlefields: [{id: bf2}]"
    )
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["axe"]["attached_to"] == "u" and objects["u"]["zone"] == "bf2"


def test_136_2_the_bonus_counts_while_attached(scenario: Load) -> None:
    body = (BODY % ("bf1", "")).replace("  - {end_turn: true}\n", "  - {pass: until_empty}\n")
    tl = run(scenario, body)
    assert tl.final_state["objects"]["u"]["might"] == 7
