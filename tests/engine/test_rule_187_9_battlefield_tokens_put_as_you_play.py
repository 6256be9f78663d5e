"""Rule 187.9 (with 135.2.b.3, 369.3): Baron Nashor's "when you play me, put the Baron Pit
battlefield token on the board if it's absent; if you did, I enter there" is carried out as he is
played: the Pit is created with no controller (439.4.b) and his entry is replaced, not a move
(446.2). The Pit lets any unit move there from any location; Mageseeker Warden, at a battlefield,
lets opponents play units only to their base (355.2.a) and bars spells and abilities from
readying enemy units or gear."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BASE = """
players: [A, B]
battlefields:
  - {id: bf1, controller: %s}
objects:
  - {id: baron, card: Baron Nashor, owner: A, zone: hand}
  - {id: scout, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: %s}
%s
script:
%s
"""


def test_187_9_the_pit_is_created_and_he_enters_it_without_moving(scenario: Load) -> None:
    tl = run(scenario, BASE % ("null", "base", "", "  - {play: baron, by: A}"))
    assert tl.error is None and final(tl, "baron")["zone"] == "baron-pit"
    pit = next(b for b in tl.steps[-1].state["battlefields"] if b["id"] == "baron-pit")
    assert pit["name"] == "Baron Pit" and pit["token"] is True
    assert not any(s.kind == "move" for s in tl.steps)
    assert final(tl, "scout")["might"] == 4  # "your other units get +2 Might"


def test_439_4_b_the_new_pit_has_no_controller_so_a_showdown_opens(scenario: Load) -> None:
    script = "  - {play: baron, by: A}\n  - {pass: until_showdown_ends}"
    tl = run(scenario, BASE % ("null", "base", "", script))
    created = next(s for s in tl.steps if s.kind == "create")
    pit = next(b for b in created.state["battlefields"] if b["id"] == "baron-pit")
    assert pit["controller"] is None
    kinds = [s.kind for s in tl.steps]
    assert kinds.index("contested") < kinds.index("showdown") < kinds.index("score")


def test_baron_pit_any_unit_may_move_there_from_a_battlefield(scenario: Load) -> None:
    script = (
        "  - {play: baron, by: A}\n  - {pass: until_showdown_ends}\n  - {end_turn: true}\n"
        "  - {end_turn: true}\n  - {move: [scout], to: baron-pit, by: A}"
    )
    tl = run(scenario, BASE % ("A", "bf1", "", script))
    assert tl.error is None and tl.refused_rule is None
    assert final(tl, "scout")["zone"] == "baron-pit"


def test_a_move_to_a_pit_not_yet_on_the_board_is_refused(scenario: Load) -> None:
    tl = run(scenario, BASE % ("null", "base", "", "  - {move: [scout], to: baron-pit, by: A}"))
    assert tl.refused_rule == "420.3"


WARDEN = "  - {id: warden, card: Mageseeker Warden, owner: B, zone: bf1}"


def test_355_2_a_under_the_warden_units_are_played_only_to_base(scenario: Load) -> None:
    pal = "\n  - {id: pal, card: {name: u, type: unit, might: 1}, owner: A, zone: hand}"
    tl = run(scenario, BASE % ("B", "base", WARDEN + pal, "  - {play: pal, by: A, at: bf1}"))
    assert tl.refused_rule == "002"
    # Baron Nashor, played to the base, still enters the new Pit
    tl = run(scenario, BASE % ("B", "base", WARDEN, "  - {play: baron, by: A}"))
    assert tl.error is None and final(tl, "baron")["zone"] == "baron-pit"


def test_the_warden_bars_readying_enemy_units(scenario: Load) -> None:
    tl = run(
        scenario,
        (BASE % ("B", "base", WARDEN, "  - {act: {ready: scout}, by: A}")).replace(
            "zone: base}", "zone: base, exhausted: true}"
        ),
    )
    assert tl.error is None and final(tl, "scout")["exhausted"] is True
    assert any(s.kind == "ready" and "002" in s.rules for s in tl.steps)
