"""Rule 466.3: a player who was the attacker or the defender and is the only one with units left
at the battlefield once combat damage is dealt wins the combat, and their units there with them
(466.3.c); "when I win a combat" and "when you win a combat" are met then, before control is
established and before the conquest scores (466.5; Spiritforged FAQ, Draven). Both sides left, or
nobody, is no result (466.3.d), even once the attackers are recalled."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

WINNER = {
    "name": "Winner",
    "type": "unit",
    "might": 3,
    "abilities": [{"triggered": {"when": "i_win_a_combat", "effect": [{"draw": 1}]}}],
}
LEGEND = {
    "name": "Legend",
    "type": "legend",
    "abilities": [{"triggered": {"when": "you_win_a_combat", "effect": [{"gain_points": 1}]}}],
}


def _run(
    attacker_might: int, defender_might: int, defender_triggers: bool = False, stunned: bool = False
):  # type: ignore[no-untyped-def]
    a = {**WINNER, "might": attacker_might}
    d = {**WINNER, "name": "Defender", "might": defender_might}
    if not defender_triggers:
        d = {"name": "Defender", "type": "unit", "might": defender_might}
    body = f"""\
players: [{{id: A, deck: 3}}, {{id: B, deck: 3}}]
battlefields: [{{id: bf1, controller: B}}]
objects:
  - {{id: a, card: {a}, owner: A, zone: base}}
  - {{id: d, card: {d}, owner: B, zone: bf1, stunned: {str(stunned).lower()}}}
  - {{id: leg, card: {LEGEND}, owner: A, zone: legend}}
script:
  - {{move: a, to: bf1, by: A}}
  - {{pass: until_showdown_ends}}
  - {{pass: until_empty}}
"""
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, ["order:a>leg"])
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _triggered(timeline) -> list[str]:  # type: ignore[no-untyped-def]
    return [e["subject"] for e in timeline.log if e["kind"] == "trigger"]


def test_466_3_a_the_attacker_alone_at_the_battlefield_wins_and_so_does_its_unit() -> None:
    timeline = _run(3, 1)
    assert sorted(_triggered(timeline)) == ["Legend", "Winner"]
    score = next(p["score"] for p in timeline.final_state["players"] if p["id"] == "A")
    assert score == 2  # the legend's point, then the conquest's
    assert any(e["kind"] == "draw" for e in timeline.log)
    kinds = [s.kind for s in timeline.steps]
    # the combat result's triggers are pending before control is established (466.5)
    assert kinds.index("trigger") < kinds.index("control")
    trigger = next(s for s in timeline.steps if s.kind == "trigger")
    assert "466.3" in trigger.rules
    # and resolve before it: the legend's point comes first (Spiritforged FAQ, Draven)
    assert kinds.index("score") < kinds.index("control")
    assert timeline.steps[kinds.index("score")].rules == ("471.1.a.1",)


def test_466_3_b_the_loser_s_when_i_win_a_combat_is_not_met() -> None:
    timeline = _run(1, 3, defender_triggers=True)  # the defender wins: its unit triggers
    assert _triggered(timeline) == ["Defender"]  # B's unit, with the same ability
    assert timeline.final_state["objects"]["a"]["zone"] == "trash"
    assert not any(e["kind"] == "score" for e in timeline.log)  # A's legend: A lost


def test_466_3_d_both_sides_left_after_combat_damage_is_a_tie_though_the_attacker_is_recalled() -> (
    None
):
    # the stunned defender deals no damage and survives the 1: both sides are left once combat
    # damage is dealt, so the combat has no result; the cleanup's recall (466.1) comes too late
    # to make the defender a winner (Origins FAQ, Symbol of the Solari)
    timeline = _run(1, 5, defender_triggers=True, stunned=True)
    assert timeline.final_state["objects"]["a"]["zone"] == "base"
    assert _triggered(timeline) == []


def test_466_3_d_nobody_left_is_no_result() -> None:
    timeline = _run(2, 2)  # both die
    assert _triggered(timeline) == []


YUUMI = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: yuumi, card: "Yuumi, Magical Cat", owner: A, zone: base}
  - {id: pal, card: {name: Pal, type: unit, might: 2}, owner: A, zone: base}
  - {id: wall, card: {name: Wall, type: unit, might: 9}, owner: B, zone: bf1}
script:
  - {move: [yuumi, pal], to: bf1, by: A}
  - {pass: until_empty}
"""


def test_383_4_e_another_of_your_units_here_gets_might_and_tank_when_i_attack() -> None:
    timeline = engine.run(engine.load_text(HEAD + YUUMI, "t.yaml"), None, ["pick:pal"])
    assert timeline.error is None, timeline.error
    pal = timeline.final_state["objects"]["pal"]
    assert pal["might"] == 5 and "Tank" in pal["keywords"]
    assert timeline.final_state["objects"]["yuumi"]["might"] == 1  # unchanged
    finalize = next(s for s in timeline.steps if s.kind == "finalize")
    assert "Pal" in finalize.text["en"]  # never Yuumi herself ("another")


GRIM = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: u, card: {name: Raider, type: unit, might: 1}, owner: A, zone: base}
  - {id: wall, card: {name: Wall, type: unit, might: 3}, owner: B, zone: bf1}
  - {id: grim, card: "Grim Resolve", owner: A, zone: hand}
script:
  - {move: u, to: bf1, by: A}
  - {play: grim, by: A, targets: {target: u}}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def test_389_if_it_wins_a_combat_this_turn_is_a_delayed_ability_met_by_the_result() -> None:
    timeline = engine.run(engine.load_text(HEAD + GRIM, "t.yaml"))
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["wall"]["zone"] == "trash"  # 1 + 3 beats 3
    assert next(p for p in timeline.final_state["players"] if p["id"] == "A")["xp"] == 2
    delayed = next(s for s in timeline.steps if s.kind == "trigger")
    assert delayed.rules == ("389", "392")


PUP = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: raider, card: {name: Raider, type: unit, might: 4}, owner: A, zone: base}
  - {id: wall, card: {name: Wall, type: unit, might: 2}, owner: B, zone: bf1}
  - {id: pup, card: "Loyal Pup", owner: B, zone: base}
script:
  - {move: raider, to: bf1, by: A}
  - {pass: until_empty}
"""


def test_383_4_f_when_you_defend_at_a_battlefield_a_unit_may_join_it() -> None:
    timeline = engine.run(engine.load_text(HEAD + PUP, "t.yaml"), None, ["accept:yes"])
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["pup"]["location"] == "bf1"
    roles = next(s for s in timeline.steps if "323.2.a" in s.rules)  # it joins as a defender
    assert "defenders: Wall, Loyal Pup" in roles.text["en"]
    declined = engine.run(engine.load_text(HEAD + PUP, "t.yaml"), None, ["accept:no"])
    assert declined.final_state["objects"]["pup"]["location"] == "B"
