"""Rule 383.2: triggers on what a player does to an object — "whenever you stun an enemy unit"
(Eclipse Herald), "whenever you stun one enemy unit or more" (Leona, Radiant Dawn: once for a
moment that stuns several), "whenever you ready a friendly unit" (Pirate's Haven, `it` the unit),
"each time you buff me" (Simian Ancestor). Who does it is the controller of the spell or ability
whose instruction does it; what an opponent does sets none of them off."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 3}, {id: B, deck: 3}]\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _stun(who: str, what: str) -> str:
    return f"""\
  - id: s
    owner: {who}
    zone: hand
    card: {{name: Stunner, type: spell, keywords: [Action], targets: {{target: unit}},
            effect: [{{stun: {what}}}]}}
"""


HERALD = """\
battlefields: [{id: bf1}]
objects:
  - {id: herald, card: "Eclipse Herald", owner: A, zone: base, exhausted: true}
  - {id: e1, card: {name: Enemy, type: unit, might: 2}, owner: B, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base}
"""


def test_383_2_when_you_stun_an_enemy_unit_is_met_by_your_spell() -> None:
    timeline = _run(
        HERALD + _stun("A", "$target") + "script:\n  - {play: s, by: A, targets: {target: e1}}\n"
        "  - {pass: until_empty}\n  - {pass: until_empty}\n"
    )
    herald = timeline.final_state["objects"]["herald"]
    assert not herald["exhausted"]
    assert herald["might"] == 8  # 7, +1 this turn
    assert any(e["kind"] == "trigger" and e["subject"] == "Eclipse Herald" for e in timeline.log)


def test_383_2_stunning_your_own_unit_or_an_opponents_stun_does_not_meet_it() -> None:
    own = _run(
        HERALD + _stun("A", "$target") + "script:\n  - {play: s, by: A, targets: {target: f1}}\n"
        "  - {pass: until_empty}\n"
    )
    assert not any(e["kind"] == "trigger" for e in own.log)
    theirs = _run(
        HERALD.replace("objects:", "objects:", 1)
        + _stun("B", "$target")
        + "script:\n  - {end_turn: true}\n  - {play: s, by: B, targets: {target: f1}}\n"
        "  - {pass: until_empty}\n"
    )
    assert not any(e["kind"] == "trigger" for e in theirs.log)


LEONA = """\
battlefields: [{id: bf1}]
objects:
  - {id: leona, card: "Leona, Radiant Dawn", owner: A, zone: legend}
  - {id: e1, card: {name: Enemy one, type: unit, might: 2}, owner: B, zone: base}
  - {id: e2, card: {name: Enemy two, type: unit, might: 2}, owner: B, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base}
"""


def test_383_2_one_enemy_unit_or_more_triggers_once_for_a_moment_that_stuns_several() -> None:
    timeline = _run(
        LEONA
        + _stun("A", "all enemy units")
        + "script:\n  - {play: s, by: A, targets: {target: e1}}\n"
        "  - {pass: until_empty}\n  - {pass: until_empty}\n"
    )
    stunned = [s for s in timeline.steps if s.kind == "stun"]
    assert len(stunned) == 2
    assert [e["subject"] for e in timeline.log if e["kind"] == "trigger"] == ["Leona, Radiant Dawn"]
    assert timeline.final_state["objects"]["f1"]["buffed"]


HAVEN = """\
objects:
  - {id: haven, card: "Pirate's Haven", owner: A, zone: base}
  - {id: simian, card: "Simian Ancestor", owner: A, zone: base, exhausted: true}
  - {id: s, owner: A, zone: hand, card: {name: Buffer, type: spell, keywords: [Action],
      targets: {target: unit}, effect: [{buff: $target}]}}
script:
  - {play: s, by: A, targets: {target: simian}}
  - {pass: until_empty}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_2_you_buff_me_readies_it_and_that_ready_is_seen_with_it_named() -> None:
    timeline = _run(HAVEN)
    simian = timeline.final_state["objects"]["simian"]
    assert simian["buffed"] and not simian["exhausted"]
    # Simian Ancestor's ready is its controller's: Pirate's Haven gives "it" +1 this turn
    assert simian["might"] == 5 + 1 + 1
    assert [e["subject"] for e in timeline.log if e["kind"] == "trigger"] == [
        "Simian Ancestor",
        "Pirate's Haven",
    ]


VOLIBEAR = """\
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: voli, card: "Volibear, Imposing", owner: B, zone: bf1}
  - {id: a1, card: {name: Runner one, type: unit, might: 1}, owner: A, zone: base}
  - {id: a2, card: {name: Runner two, type: unit, might: 1}, owner: A, zone: base}
script:
  - {move: [a1, a2], to: %s, by: A}
  - {pass: until_empty}
"""


def test_383_2_an_opponent_moving_several_units_elsewhere_is_one_move() -> None:
    elsewhere = engine.run(engine.load_text(HEAD + VOLIBEAR % "bf2", "t.yaml"))
    assert elsewhere.error is None, elsewhere.error
    assert [e["subject"] for e in elsewhere.log if e["kind"] == "trigger"] == ["Volibear, Imposing"]
    assert sum(1 for s in elsewhere.steps if s.kind == "draw") == 1
    to_mine = engine.run(engine.load_text(HEAD + VOLIBEAR % "bf1", "t.yaml"))
    assert not any(e["kind"] == "trigger" for e in to_mine.log)  # to Volibear's battlefield


CONE = """\
battlefields: [{id: bf1}]
objects:
  - {id: cone, card: "Blast Cone", owner: A, zone: hand}
  - {id: e, card: {name: Enemy, type: unit, might: 2}, owner: B, zone: base}
script:
  - {play: cone, by: A, targets: {victim: e}}
  - {pass: until_empty}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_2_you_move_an_enemy_unit_then_may_exhaust_this_to_stun_it() -> None:
    timeline = _run(CONE, ["accept:yes", "pick:bf1", "accept:yes"])
    objects = timeline.final_state["objects"]
    assert objects["e"]["location"] == "bf1" and objects["e"]["stunned"]
    assert objects["cone"]["exhausted"]


VEX = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: vex, card: "Vex, Mocking", owner: A, zone: base}
  - {id: e1, card: {name: Enemy, type: unit, might: 2}, owner: B, zone: bf1}
"""


def test_383_2_that_battlefield_is_where_the_stunned_unit_is() -> None:
    timeline = _run(
        VEX + _stun("A", "$target") + "script:\n  - {play: s, by: A, targets: {target: e1}}\n"
        "  - {pass: until_empty}\n  - {pass: until_empty}\n",
        ["accept:yes"],
    )
    assert timeline.final_state["objects"]["vex"]["location"] == "bf1"


YASUO = """\
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: yasuo, card: "Yasuo, Windrider", owner: A, zone: bf1}
  - {id: keeper, card: {name: Keeper, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: s1, owner: A, zone: hand, card: {name: Home, type: spell, targets: {target: unit},
      effect: [{move: $target, to: base}]}}
  - {id: s2, owner: A, zone: hand, card: {name: Out, type: spell, targets: {target: unit},
      effect: [{move: $target, to: bf1}]}}
  - {id: s3, owner: A, zone: hand, card: {name: Home again, type: spell, targets: {target: unit},
      effect: [{move: $target, to: base}]}}
script:
  - {play: s1, by: A, targets: {target: yasuo}}
  - {pass: until_empty}
  - {play: s2, by: A, targets: {target: yasuo}}
  - {pass: until_empty}
  - {play: s3, by: A, targets: {target: yasuo}}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_1_b_the_third_time_i_move_in_a_turn() -> None:
    timeline = _run(YASUO)
    triggers = [i for i, s in enumerate(timeline.steps) if s.kind == "trigger"]
    moves = [i for i, s in enumerate(timeline.steps) if s.kind == "move"]
    assert len(moves) == 3 and len(triggers) == 1 and triggers[0] > moves[2]
    assert next(p for p in timeline.final_state["players"] if p["id"] == "A")["score"] == 1


MASK = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: mask, card: "Mask of Foresight", owner: A, zone: base}
  - {id: a1, card: {name: Raider one, type: unit, might: 1}, owner: A, zone: base}
  - {id: a2, card: {name: Raider two, type: unit, might: 1}, owner: A, zone: base}
  - {id: wall, card: {name: Wall, type: unit, might: 9}, owner: B, zone: bf1}
script:
  - {move: [%s], to: bf1, by: A}
  - {pass: until_empty}
"""


def test_383_4_e_a_friendly_unit_attacking_alone_is_seen_by_the_gear() -> None:
    alone = _run(MASK % "a1")
    assert alone.final_state["objects"]["a1"]["might"] == 2
    assert [e["subject"] for e in alone.log if e["kind"] == "trigger"] == ["Mask of Foresight"]
    together = _run(MASK % "a1, a2")
    assert not any(e["kind"] == "trigger" for e in together.log)


PRIZE = """\
objects:
  - {id: prize, card: "Prize of Progress", owner: A, zone: base}
  - {id: g, card: {name: Lamp, type: gear, abilities: [{activated: {cost: [{exhaust: self}],
      effect: [{draw: 1}]}}]}, owner: A, zone: base}
  - {id: u, card: {name: Trainee, type: unit, might: 1, abilities: [{activated: {
      cost: [{exhaust: self}], effect: [{draw: 1}]}}]}, owner: A, zone: base}
script:
  - {activate: %s, ability: 1, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_2_using_a_gears_activated_ability_is_seen_a_units_is_not() -> None:
    gear = _run(PRIZE % "g")
    assert gear.final_state["objects"]["prize"]["might"] == 4
    kinds = [s.kind for s in gear.steps]
    assert kinds.index("activate") < kinds.index("trigger")
    unit = _run(PRIZE % "u")
    assert unit.final_state["objects"]["prize"]["might"] == 3


SHRINE = """\
objects:
  - {id: shrine, card: "Solari Shrine", owner: A, zone: base}
  - {id: e1, card: {name: Enemy, type: unit, might: 2}, owner: B, zone: base, stunned: %s}
  - {id: s, owner: A, zone: hand, card: {name: Kill, type: spell, targets: {target: unit},
      effect: [{kill: $target}]}}
script:
  - {play: s, by: A, targets: {target: e1}}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_428_1_a_killing_a_unit_that_was_stunned_is_read_from_what_was_noted() -> None:
    stunned = _run(SHRINE % "true", ["accept:yes"])
    assert stunned.final_state["objects"]["shrine"]["exhausted"]
    assert sum(1 for s in stunned.steps if s.kind == "draw") == 1
    ready = _run(SHRINE % "false")
    assert not any(s.kind == "trigger" for s in ready.steps)


HARPOON = """\
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: A}]
objects:
  - {id: squad, card: "Harpoon Squad", owner: A, zone: %s}
  - {id: k1, card: {name: Keeper one, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: k2, card: {name: Keeper two, type: unit, might: 1}, owner: A, zone: bf2}
  - {id: s, owner: A, zone: hand, card: {name: Shift, type: spell, targets: {target: unit},
      effect: [{move: $target, to: bf2}]}}
script:
  - {play: s, by: A, targets: {target: squad}}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_2_a_1_when_i_move_from_a_battlefield_reads_where_the_move_started() -> None:
    from_bf = _run(HARPOON % "bf1")
    assert from_bf.final_state["objects"]["squad"]["location"] == "bf2"
    assert [e["subject"] for e in from_bf.log if e["kind"] == "trigger"] == ["Harpoon Squad"]
    from_base = _run(HARPOON % "base")
    assert from_base.final_state["objects"]["squad"]["location"] == "bf2"
    assert not any(e["kind"] == "trigger" for e in from_base.log)
