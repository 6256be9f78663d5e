"""Rules 315.2 and 816: at the start of the turn player's Beginning phase, the abilities waiting
for it go on the chain and resolve before holds score; Temporary is one of them: a Temporary
permanent is killed before its controller scores, so a battlefield held only by it is lost.
`end_turn: full` then runs the Draw phase (315.4); without it, the turn runs as before."""

from __future__ import annotations

from .triggers_helpers import Load, final, run, triggered

BODY = """
players:
  - {id: A, deck: 3}
  - B
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: sprite, owner: A, zone: bf1, card: {name: Sprite, type: unit, might: 3, keywords: [%s]}}
  - {id: queen, owner: %s, zone: base, card: {name: Queen, type: unit, might: 2,
      abilities: [{triggered: {when: %s, effect: [{draw: 1}]}}]}}
script:
  - {end_turn: true}
  - {end_turn: %s}
"""


def test_816_a_temporary_unit_dies_before_its_controller_scores(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Temporary", "B", "at_the_start_of_your_beginning_phase", "true"))
    assert tl.error is None
    assert final(tl, "sprite")["zone"] == "trash"
    assert tl.final_state["players"][0]["score"] == 0  # nothing left to hold bf1 with
    temporary = next(s.index for s in tl.steps if s.kind == "trigger" and "816" in s.rules)
    died = next(s.index for s in tl.steps if s.kind == "die" and "sprite" in s.objects)
    a_turn = [s.index for s in tl.steps if s.kind == "start_turn"][-1]
    assert a_turn < temporary < died
    # B's own Beginning phase came first: only B's Temporary permanents die then
    b_turn = [s.index for s in tl.steps if s.kind == "start_turn"][0]
    assert not [s for s in tl.steps if s.kind == "die" and b_turn < s.index < a_turn]


def test_816_without_temporary_the_unit_holds_and_scores(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Tank", "B", "at_the_start_of_your_beginning_phase", "true"))
    assert final(tl, "sprite")["zone"] == "bf1"
    assert tl.final_state["players"][0]["score"] == 1


def test_315_2_beginning_phase_triggers_fire_for_their_controllers_phase(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Tank", "A", "at_the_start_of_your_beginning_phase", "true"))
    fired = triggered(tl, "queen")
    assert len(fired) == 1 and fired[0] > [s.index for s in tl.steps if s.kind == "start_turn"][-1]
    scored = next(s.index for s in tl.steps if s.kind == "score")
    assert fired[0] < scored
    tl = run(scenario, BODY % ("Tank", "A", "at_the_start_of_each_beginning_phase", "true"))
    assert len(triggered(tl, "queen")) == 2


def test_315_4_the_draw_phase_runs_only_when_asked(scenario: Load) -> None:
    plain = run(scenario, BODY % ("Tank", "B", "at_the_end_of_each_turn", "true"))
    full = run(scenario, BODY % ("Tank", "B", "at_the_end_of_each_turn", "full"))
    assert not any(s.kind == "phase" for s in plain.steps)
    draw = [s for s in full.steps if s.kind == "phase" and "315.4" in s.rules]
    assert len(draw) == 1

    def hand(tl: object) -> int:
        return next(p["hand_hidden"] for p in tl.final_state["players"] if p["id"] == "A")

    assert hand(full) == hand(plain) + 1


def test_317_1_at_the_end_of_your_turn(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Tank", "B", "at_the_end_of_your_turn", "true"))
    fired = triggered(tl, "queen")
    starts = [s.index for s in tl.steps if s.kind == "start_turn"]
    # B's queen fires at the end of B's turn (the second end_turn), not A's
    assert len(fired) == 1 and starts[0] < fired[0] < starts[1]
    assert all("317.1" in tl.steps[i].rules for i in fired)
    tl = run(scenario, BODY % ("Tank", "B", "at_the_end_of_each_turn", "true"))
    assert len(triggered(tl, "queen")) == 2


def test_816_sprite_queen_makes_temporary_sprites_that_die_at_the_next_beginning(
    scenario: Load,
) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
objects:
  - {id: queen, card: Sprite Queen, owner: A, zone: hand}
script:
  - {play: queen, by: A}
  - {pass: until_empty}
  - {end_turn: true}
  - {end_turn: true}
  - {pass: until_empty}
choices:
  - {order: [Sprite Queen, Sprite]}
""",
    )
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    sprites = [pid for pid, o in objects.items() if o.get("name") == "Sprite"]
    alive = [pid for pid in sprites if objects[pid]["exists"]]
    assert len(sprites) == 2 and len(alive) == 1 and objects[alive[0]]["exhausted"] is False
    temporary = next(s.index for s in tl.steps if s.kind == "trigger" and "816" in s.rules)
    died = [s for s in tl.steps if s.kind == "die" and s.objects and s.objects[0] in sprites]
    assert len(died) == 1 and died[0].index > temporary and died[0].objects[0] not in alive
    assert final(tl, "queen")["zone"] == "base"  # the Queen herself is not Temporary
