"""Rule 357 (with 416 and 705): costs of activated abilities beyond Energy, Power and exhausting:
recycling cards from your own trash, spending the source's own buff, discarding a card of a
type; a cost that cannot be paid in full refuses the ability, nothing of it happening. And 355:
"choose one you've not chosen this turn"."""

from __future__ import annotations

import engine

HEAD = """\
format: rulesviz/1
id: t
title: t
players: [{id: A, hand: 2, deck: 5}, {id: B}]
"""


def _run(body: str) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"))


def _objects(timeline: engine.Timeline) -> dict:
    return timeline.final_state["objects"]


GRABBER = """\
objects:
  - {id: gg, card: "Garbage Grabber", owner: A, zone: base}
%s
script:
  - {activate: gg, ability: 1, by: A}
  - {pass: until_empty}
choices:
  - {pick: [t1]}
  - {pick: [t2]}
"""
OLD = "  - {id: t%d, card: {name: Old %d, type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}"


def test_357_416_three_cards_of_your_own_trash_are_recycled_to_pay() -> None:
    timeline = _run(GRABBER % "\n".join(OLD % (i, i) for i in (1, 2, 3)))
    assert timeline.error is None, timeline.error
    assert timeline.decision is None
    assert [s.kind for s in timeline.steps].count("recycle") == 3
    assert all(_objects(timeline)[f"t{i}"]["zone"] != "trash" for i in (1, 2, 3))
    assert timeline.final_state["players"][0]["trash"] == []


def test_357_too_few_cards_in_your_trash_refuse_the_ability() -> None:
    foe = (
        "  - {id: t3, card: {name: Foe's, type: spell, effect: [{draw: 1}]}, owner: B, zone: trash}"
    )
    timeline = _run(GRABBER % "\n".join([OLD % (1, 1), OLD % (2, 2), foe]))
    assert timeline.refused_rule == "357"
    assert "it holds 2" in timeline.error["en"]
    assert _objects(timeline)["t1"]["zone"] == "trash"
    assert _objects(timeline)["gg"]["exhausted"] is False


SETT = """\
objects:
  - {id: sett, card: "Sett, Brawler", owner: A, zone: base, buffed: %s}
script:
  - {activate: sett, ability: 1, by: A}
  - {pass: until_empty}
"""


def test_705_spending_my_buff_takes_its_might_away_then_the_effect_adds() -> None:
    timeline = _run(SETT % "true")
    assert timeline.error is None, timeline.error
    sett = _objects(timeline)["sett"]
    assert sett["buffed"] is False
    assert sett["might"] == 8  # 4 printed, the buff's +1 spent, +4 this turn


def test_705_an_unbuffed_source_cannot_spend_its_buff() -> None:
    timeline = _run(SETT % "false")
    assert timeline.refused_rule == "705"
    assert "has no buff to spend" in timeline.error["en"]


CRUISER = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: sky, card: "Sky Cruiser", owner: A, zone: base}
  - {id: e1, card: {name: Foe, type: unit, might: 5}, owner: B, zone: bf1}
%s
script:
  - {activate: sky, ability: 1, by: A, targets: {target: e1}}
  - {pass: until_empty}
"""


def test_357_a_gear_discarded_from_hand_pays_and_the_damage_follows() -> None:
    timeline = _run(CRUISER % "  - {id: g1, card: {name: Spare, type: gear}, owner: A, zone: hand}")
    assert timeline.error is None, timeline.error
    assert _objects(timeline)["g1"]["zone"] == "trash"
    assert {"kind": "damage", "subject": "e1", "amount": 4} in timeline.log


def test_357_without_a_gear_in_hand_the_ability_is_refused() -> None:
    spell = (
        "  - {id: s1, card: {name: Zap, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}"
    )
    timeline = _run(CRUISER % spell)
    assert timeline.refused_rule == "357"
    assert _objects(timeline)["s1"]["zone"] == "hand"
    assert _objects(timeline)["sky"]["exhausted"] is False


def test_355_a_mode_chosen_this_turn_is_not_offered_again() -> None:
    body = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: udyr, card: "Udyr, Wildman", owner: A, zone: base, buffed: true}
  - {id: e1, card: {name: Foe, type: unit, might: 4}, owner: B, zone: bf1}
  - {id: pep, owner: A, zone: hand,
     card: {name: Pep, type: spell, effect: [{buff: $t}], targets: {t: friendly unit}}}
script:
  - {activate: udyr, ability: 1, by: A, targets: {hit: e1}}
  - {pass: until_empty}
  - {play: pep, by: A, targets: [udyr]}
  - {pass: until_empty}
  - {activate: udyr, ability: 1, by: A, targets: {hit: e1, dazed: e1}}
  - {pass: until_empty}
choices:
  - {pick: [mode1]}
"""
    timeline = _run(body)
    assert {"kind": "damage", "subject": "e1", "amount": 2} in timeline.log
    assert timeline.decision is not None
    keys = [o.key for o in timeline.decision.options]
    assert keys == ["pick:mode2", "pick:mode3", "pick:mode4"]
