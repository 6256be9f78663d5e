"""Rule 383.2.c: a trigger condition is checked after each moment against what happened in it —
here, events seen by a permanent on the board (`<event kind>_seen`, rules/triggers.events_seen):
"whenever you discard one card or more" (Jinx, Rebel: once for the moment), "whenever you draw
your second card of a turn" (Frigid Jewel), "whenever an opponent scores" (Sumpworks Map),
"when an enemy unit dies" / "an enemy unit here dies" (Pyke, Returned; Nasus, Guardian of
Knowledge: once per turn, 383.1.b), "whenever a buffed friendly unit dies" (Vanguard Helm), "each
time you play a token unit" (Lillia, Protector of Dreams), "whenever you buff a friendly unit"
(Mistfall)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _score(timeline: engine.Timeline, player: str) -> int:
    return next(p["score"] for p in timeline.final_state["players"] if p["id"] == player)


def _triggered(timeline: engine.Timeline, card: str) -> int:
    return sum(1 for e in timeline.log if e["kind"] == "trigger" and e["subject"] == card)


HAND = """\
  - {id: h1, card: {name: Card one, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
  - {id: h2, card: {name: Card two, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
"""


def test_383_2_c_discarding_two_cards_at_once_triggers_jinx_once() -> None:
    timeline = _run(
        "battlefields: [{id: bf1}]\nobjects:\n"
        '  - {id: jinx, card: "Jinx, Rebel", owner: A, zone: base, exhausted: true}\n'
        + HAND
        + "script:\n  - {act: {discard: 2}, by: A}\n  - {pass: until_empty}\n"
    )
    jinx = timeline.final_state["objects"]["jinx"]
    assert _triggered(timeline, "Jinx, Rebel") == 1
    assert not jinx["exhausted"] and jinx["might"] == 6


def test_383_2_c_an_opponents_discard_does_not_trigger_jinx() -> None:
    timeline = _run(
        "battlefields: [{id: bf1}]\nobjects:\n"
        '  - {id: jinx, card: "Jinx, Rebel", owner: B, zone: base, exhausted: true}\n'
        + HAND
        + "script:\n  - {act: {discard: 1}, by: A}\n  - {pass: until_empty}\n"
    )
    assert _triggered(timeline, "Jinx, Rebel") == 0


JEWEL = """\
battlefields: [{id: bf1}]
objects:
  - {id: jewel, card: "Frigid Jewel", owner: A, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base}
"""


def test_383_2_c_the_second_card_drawn_in_a_turn_triggers_frigid_jewel_once() -> None:
    timeline = _run(
        JEWEL + "script:\n  - {act: {draw: 1}, by: A}\n  - {act: {draw: 1}, by: A}\n"
        "  - {pass: until_empty}\n  - {act: {draw: 1}, by: A}\n  - {pass: until_empty}\n"
    )
    assert _triggered(timeline, "Frigid Jewel") == 1
    assert timeline.final_state["objects"]["f1"]["might"] == 4


def test_383_2_c_drawing_two_at_once_passes_the_second_card_too() -> None:
    timeline = _run(JEWEL + "script:\n  - {act: {draw: 2}, by: A}\n  - {pass: until_empty}\n")
    assert _triggered(timeline, "Frigid Jewel") == 1
    one = _run(JEWEL + "script:\n  - {act: {draw: 1}, by: A}\n  - {pass: until_empty}\n")
    assert _triggered(one, "Frigid Jewel") == 0


def test_383_2_c_an_opponent_scoring_a_battlefield_triggers_sumpworks_map() -> None:
    body = """\
battlefields: [{id: bf1}]
objects:
  - {id: map, card: "Sumpworks Map", owner: A, zone: base}
  - {id: u, card: {name: Runner, type: unit, might: 2}, owner: B, zone: base}
script:
  - {end_turn: true}
  - {move: [u], to: bf1, by: B}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""
    timeline = _run(body)
    assert _score(timeline, "B") == 1
    assert _triggered(timeline, "Sumpworks Map") == 1
    mine = _run(
        body.replace("owner: B, zone: base", "owner: A, zone: base").replace(
            "  - {end_turn: true}\n  - {move: [u], to: bf1, by: B}",
            "  - {move: [u], to: bf1, by: A}",
        )
    )
    assert _score(mine, "A") == 1
    assert _triggered(mine, "Sumpworks Map") == 0


DEATHS = """\
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: A}]
objects:
  - {id: pyke, card: "Pyke, Returned", owner: A, zone: bf1}
  - {id: nasus, card: "Nasus, Guardian of Knowledge", owner: A, zone: bf2}
  - {id: e1, card: {name: Enemy one, type: unit, might: 2}, owner: B, zone: base}
  - {id: e2, card: {name: Enemy two, type: unit, might: 2}, owner: B, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base}
"""


def test_383_1_b_pyke_triggers_once_per_turn_for_enemy_deaths_and_not_for_friends() -> None:
    timeline = _run(
        DEATHS + "script:\n  - {act: {kill: [e1, f1]}, by: A}\n  - {pass: until_empty}\n"
        "  - {act: {kill: e2}, by: A}\n  - {pass: until_empty}\n"
    )
    assert _triggered(timeline, "Pyke, Returned") == 1
    assert _triggered(timeline, "Nasus, Guardian of Knowledge") == 0  # not here
    gold = [o for o in timeline.final_state["objects"].values() if o.get("name") == "Gold"]
    assert len(gold) == 1 and gold[0]["exhausted"]


def test_383_2_a_1_pyke_at_its_base_does_not_trigger() -> None:
    timeline = _run(
        DEATHS.replace("zone: bf1}", "zone: base}", 1).replace(
            "{id: bf1, controller: A}", "{id: bf1}"
        )
        + "script:\n  - {act: {kill: e1}, by: A}\n  - {pass: until_empty}\n"
    )
    assert _triggered(timeline, "Pyke, Returned") == 0


def test_383_2_c_an_enemy_unit_dying_here_triggers_nasus() -> None:
    body = DEATHS.replace("owner: B, zone: base}", "owner: B, zone: bf2}", 1)
    timeline = _run(
        body.replace("zone: bf1}", "zone: base}", 1).replace(
            "{id: bf1, controller: A}", "{id: bf1}"
        )
        + "script:\n  - {act: {kill: e1}, by: A}\n  - {pass: until_empty}\n"
    )
    assert _triggered(timeline, "Nasus, Guardian of Knowledge") == 1


HELM = """\
battlefields: [{id: bf1}]
objects:
  - {id: helm, card: "Vanguard Helm", owner: A, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base, buffed: true}
  - {id: f2, card: {name: Friend two, type: unit, might: 2}, owner: A, zone: base}
"""


def test_383_2_c_a_buffed_friendly_unit_dying_triggers_vanguard_helm() -> None:
    timeline = _run(HELM + "script:\n  - {act: {kill: f1}, by: A}\n  - {pass: until_empty}\n")
    assert _triggered(timeline, "Vanguard Helm") == 1
    assert timeline.final_state["objects"]["f2"]["might"] == 3  # the one left: buffed


def test_383_2_c_an_unbuffed_unit_dying_does_not_trigger_vanguard_helm() -> None:
    timeline = _run(HELM + "script:\n  - {act: {kill: f2}, by: A}\n  - {pass: until_empty}\n")
    assert _triggered(timeline, "Vanguard Helm") == 0


def test_383_2_c_playing_a_token_unit_triggers_lillia_and_gives_it_tank() -> None:
    timeline = _run(
        "battlefields: [{id: bf1}]\nobjects:\n"
        '  - {id: lillia, card: "Lillia, Protector of Dreams", owner: A, zone: base}\n'
        "script:\n  - {act: {create: Sprite}, by: A}\n  - {pass: until_empty}\n"
        "  - {act: {create: Gold}, by: A}\n  - {pass: until_empty}\n"
    )
    assert _triggered(timeline, "Lillia, Protector of Dreams") == 1  # the Gold is a gear
    objects = timeline.final_state["objects"]
    sprite = next(o for o in objects.values() if o.get("name") == "Sprite")
    assert "Tank" in sprite["keywords"]
    assert "Tank" not in objects["lillia"].get("keywords", [])


def test_383_2_buffing_a_friendly_unit_lets_mistfall_ready_it() -> None:
    body = """\
battlefields: [{id: bf1}]
objects:
  - {id: mist, card: Mistfall, owner: A, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 2}, owner: A, zone: base, exhausted: true}
  - id: s
    owner: A
    zone: hand
    card: {name: Buffer, type: spell, keywords: [Action], targets: {target: unit},
           effect: [{buff: $target}]}
script:
  - {play: s, by: A, targets: {target: f1}}
  - {pass: until_empty}
  - {pass: until_empty}
"""
    timeline = _run(body, ["accept:yes"])
    objects = timeline.final_state["objects"]
    assert _triggered(timeline, "Mistfall") == 1
    assert not objects["f1"]["exhausted"] and objects["mist"]["exhausted"]
