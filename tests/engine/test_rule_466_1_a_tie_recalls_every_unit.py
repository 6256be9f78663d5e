"""Rule 466.1 (combat cleanup, 3d) as Symbol of the Solari changes it (002): "if a combat where you
are the attacker ends in a tie, recall ALL units instead" — both sides still there after combat
damage: the defenders are recalled too; not when its controller defends, nor when the combat has a
winner."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: sym, card: Symbol of the Solari, owner: %s, zone: base}
  - {id: a, card: {name: "Attacker", type: unit, might: %d}, owner: A, zone: base, stunned: true}
  - {id: d, card: {name: "Defender", type: unit, might: 3}, owner: B, zone: bf1, stunned: true}
script:
  - {move: [a], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""


def _zones(tl) -> tuple[str, str]:
    objects = tl.final_state["objects"]
    return objects["a"]["location"], objects["d"]["location"]


def test_466_1_the_attackers_symbol_recalls_every_unit_in_a_tie(scenario: Load) -> None:
    tl = run(scenario, BODY % ("A", 3))
    assert tl.error is None, tl.error
    assert _zones(tl) == ("A", "B")
    assert tl.final_state["battlefields"][0]["controller"] is None


def test_466_1_a_defenders_symbol_changes_nothing(scenario: Load) -> None:
    tl = run(scenario, BODY % ("B", 3))
    assert tl.error is None, tl.error
    assert _zones(tl) == ("A", "bf1")


def test_466_1_no_tie_no_recall(scenario: Load) -> None:
    body = (BODY % ("A", 5)).replace("zone: base, stunned: true}", "zone: base}")
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert _zones(tl) == ("bf1", None)  # the defender died; the attacker stays and conquers
