"""Words for the Empower/Level cards of wave 5's empower2 area: an "otherwise" after "if it is
[Empowered]" (441, Tomb-Raider Barbara), a target "enemy unit at a battlefield with 3 Might or
less" (355.5.b, Mel, Defiant Soul), "[Level 11] your units arrive ready" (824.1.b.1, Master Yi,
Wuju Master) and an activated ability that exists only while its legend is Empowered (381, 441,
Jayce, Defender of Tomorrow)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"))


def _obj(timeline: engine.Timeline, oid: str) -> dict:
    return timeline.final_state["objects"][oid]


BARBARA = """\
players: [{id: A, runes: [Chaos, Chaos, Chaos, Chaos, Chaos, Chaos, %s]}, B]
battlefields: [{id: bf1}]
objects:
  - {id: barb, card: "Tomb-Raider Barbara", owner: A, zone: hand}
  - id: relic
    owner: B
    zone: base
    card:
      name: Relic
      type: gear
      abilities:
        - activated: {cost: [{exhaust: self}], effect: [{empower: self}], timing: reaction}
script:
  - {play: barb, by: A}
%s  - {pass: until_empty}
"""


def test_441_an_empowered_gear_is_disempowered_not_killed() -> None:
    timeline = _run(BARBARA % ("Chaos", "  - {activate: relic, by: B}\n"))
    assert timeline.error is None, timeline.error
    assert _obj(timeline, "relic")["zone"] == "base"
    assert not _obj(timeline, "relic").get("empowered")


def test_441_otherwise_a_gear_that_is_not_empowered_is_killed() -> None:
    timeline = _run(BARBARA % ("Chaos", ""))
    assert timeline.error is None, timeline.error
    assert _obj(timeline, "relic")["zone"] == "trash"


def test_441_with_6_runes_nothing_happens() -> None:
    six = BARBARA.replace(", %s]", "]") % ("",)
    timeline = _run(six)
    assert timeline.error is None, timeline.error
    assert _obj(timeline, "relic")["zone"] == "base"


MEL = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: mel, card: "Mel, Defiant Soul", owner: A, zone: base}
  - {id: ray, card: Hextech Ray, owner: A, zone: hand}
  - {id: small, card: {name: Small, type: unit, might: 3}, owner: B, zone: bf1}
  - {id: big, card: {name: Big, type: unit, might: 4}, owner: B, zone: bf1}
  - {id: home, card: {name: Home, type: unit, might: 1}, owner: B, zone: base}
script:
  - {activate: mel, by: A}
  - {pass: until_empty}
"""


def test_355_5_b_only_an_enemy_unit_at_a_battlefield_with_3_might_or_less_is_chosen() -> None:
    timeline = _run(MEL)
    assert timeline.error is None, timeline.error
    assert _obj(timeline, "ray")["zone"] == "trash"  # the spell discarded as the Empower cost
    assert _obj(timeline, "small")["zone"] == "banishment"
    assert _obj(timeline, "big")["zone"] == "bf1"  # 4 Might: not a legal choice
    assert _obj(timeline, "home")["zone"] == "base"  # at its base: not at a battlefield


YI = """\
players: [{id: A, xp: %d}, B]
battlefields: [{id: bf1}]
objects:
  - {id: yi, card: "Master Yi, Wuju Master", owner: A, zone: legend}
  - {id: new, card: {name: New, type: unit, might: 2}, owner: A, zone: hand}
  - {id: old, card: {name: Old, type: unit, might: 3}, owner: A, zone: base}
script:
  - {play: new, by: A}
"""


def test_824_1_b_1_level_11_your_units_arrive_ready_and_level_6_gives_might() -> None:
    low = _run(YI % 5)
    assert _obj(low, "new")["exhausted"] and _obj(low, "old")["might"] == 3
    six = _run(YI % 6)
    assert _obj(six, "new")["exhausted"] and _obj(six, "old")["might"] == 4
    eleven = _run(YI % 11)
    assert not _obj(eleven, "new")["exhausted"] and _obj(eleven, "new")["might"] == 3


JAYCE = """\
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: jayce, card: "Jayce, Defender of Tomorrow", owner: A, zone: legend}
  - {id: g1, card: {name: One, type: gear}, owner: A, zone: base, exhausted: true}
  - {id: g2, card: {name: Two, type: gear}, owner: A, zone: base, exhausted: true}
script:
%s"""


def test_381_the_empowered_ability_cannot_be_used_before_jayce_is_empowered() -> None:
    refused = _run(JAYCE % "  - {activate: jayce, ability: 3, by: A, targets: [g1, g2]}\n")
    assert refused.error is not None and "(rule 381)" in refused.error["en"]
    used = _run(
        JAYCE
        % (
            "  - {activate: jayce, ability: 1, by: A}\n  - {pass: until_empty}\n"
            "  - {activate: jayce, ability: 3, by: A, targets: [g1, g2]}\n"
            "  - {pass: until_empty}\n"
        )
    )
    assert used.error is None, used.error
    assert not _obj(used, "g1")["exhausted"] and not _obj(used, "g2")["exhausted"]


POPPY = """\
players: [{id: A, xp: %d, runes: [Order, Order, Order, Order, Order, Order, Order]}, B]
battlefields: [{id: bf1}]
objects:
  - {id: poppy, card: "Poppy, Defender of the Meek", owner: A, zone: hand}
script:
  - {play: poppy, by: A, pay: ["Spend 3 XP"]}
  - {pass: until_empty}
"""


def test_357_spending_xp_as_an_optional_cost_needs_that_much_xp() -> None:
    paid = _run(POPPY % 4)
    assert paid.error is None, paid.error
    assert _obj(paid, "poppy")["zone"] == "base"
    assert any(s.kind == "xp" and "1 XP left" in s.text["en"] for s in paid.steps)
    refused = _run(POPPY % 2)
    assert refused.refused_rule == "357"
    assert _obj(refused, "poppy")["zone"] == "hand"


SANCTION = """\
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: s, card: Sanction, owner: A, zone: hand}
  - id: u
    owner: A
    zone: base
    card:
      name: Relic-bearer
      type: unit
      might: 2
      abilities: [{activated: {cost: [{exhaust: self}], effect: [{empower: self}]}}]
script:
%s"""


def _empowered_at(timeline: engine.Timeline, kind: str) -> bool:
    step = next(s for s in timeline.steps if s.kind == kind)
    return bool(step.state["objects"]["u"].get("empowered"))


def test_441_sanction_empowers_a_unit_until_the_end_of_the_turn() -> None:
    timeline = _run(
        SANCTION % "  - {play: s, by: A, targets: [u]}\n  - {pass: until_empty}\n"
        "  - {end_turn: true}\n"
    )
    assert timeline.error is None, timeline.error
    assert _empowered_at(timeline, "leave_chain")  # empowered as Sanction resolves
    assert not _empowered_at(timeline, "end_turn")  # disempowered at the end of the turn


def test_441_sanction_disempowers_an_empowered_unit_until_the_end_of_the_turn() -> None:
    timeline = _run(
        SANCTION % "  - {activate: u, by: A}\n  - {pass: until_empty}\n"
        "  - {play: s, by: A, targets: {empowered: u}}\n  - {pass: until_empty}\n"
        "  - {end_turn: true}\n"
    )
    assert timeline.error is None, timeline.error
    assert any(s.kind == "disempower" for s in timeline.steps)
    assert _empowered_at(timeline, "end_turn")  # empowered again at the end of the turn


AKALI = """\
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: akali, card: "Akali, Rogue Assassin", owner: A, zone: legend}
  - {id: u, card: {name: Scout, type: unit, might: 2}, owner: A, zone: base}
script:
%s"""


def test_344_only_a_friendly_unit_in_a_showdown_can_be_sent_back_and_readied() -> None:
    at_base = _run(AKALI % "  - {activate: akali, ability: 2, by: A, targets: [u]}\n")
    assert at_base.error is not None  # at its base: not in a showdown, not a legal choice
    sent = _run(
        AKALI % "  - {activate: akali, ability: 1, by: A}\n  - {pass: until_empty}\n"
        "  - {move: u, to: bf1, by: A}\n"
        "  - {activate: akali, ability: 2, by: A, targets: [u]}\n  - {pass: until_empty}\n"
    )
    assert sent.error is None, sent.error
    assert _obj(sent, "u")["zone"] == "base" and not _obj(sent, "u")["exhausted"]
