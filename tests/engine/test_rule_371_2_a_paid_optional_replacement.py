"""Rule 371.2 and the 2025-10-21 errata of The Boss (Sett's legend): "when a buffed unit you
control would die, you may pay 1 rune of any type and exhaust me to spend its buff and heal,
exhaust and recall it instead" — only for a buffed unit, only while the legend is ready and the
rune can be paid; the buff's +1 Might is spent with it (705). "When you conquer, ready me."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players:
  - {id: A, runes: [%s]}
  - B
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: boss, card: "Sett, The Boss", owner: A, zone: legend%s}
  - {id: u, card: {name: "Buffed", type: unit, might: 2}, owner: A, zone: bf1, buffed: true}
  - {id: v, card: {name: "Plain", type: unit, might: 2}, owner: A, zone: bf1}
script:
  - {act: {kill: [u, v]}, by: B}
choices:
  - {accept: true}
"""


def test_371_2_the_buffed_unit_is_saved_and_loses_its_buff(scenario: Load) -> None:
    tl = run(scenario, BODY % ("{domain: Body}", ""))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["u"]["zone"] == "base" and objects["u"]["exhausted"]
    assert objects["u"]["might"] == 2 and not objects["u"]["buffed"]
    assert objects["v"]["zone"] == "trash"  # not buffed: not offered
    assert objects["boss"]["exhausted"]
    player = next(p for p in tl.final_state["players"] if p["id"] == "A")
    assert len(player["runes"]) == 0  # the rune was paid (recycled)


def test_371_2_an_exhausted_boss_cannot_pay(scenario: Load) -> None:
    tl = run(scenario, BODY.split("choices:")[0] % ("{domain: Body}", ", exhausted: true"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["zone"] == "trash"


def test_371_2_without_a_rune_it_cannot_be_paid(scenario: Load) -> None:
    tl = run(scenario, BODY.split("choices:")[0] % ("", ""))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["zone"] == "trash"


def test_383_4_c_the_boss_readies_when_you_conquer(scenario: Load) -> None:
    body = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: boss, card: "Sett, The Boss", owner: A, zone: legend, exhausted: true}
  - {id: u, card: {name: "Runner", type: unit, might: 2}, owner: A, zone: base}
script:
  - {move: [u], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert not tl.final_state["objects"]["boss"]["exhausted"]
