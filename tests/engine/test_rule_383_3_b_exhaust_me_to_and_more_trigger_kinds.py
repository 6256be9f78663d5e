"""Rule 383.3.b: in "you may exhaust me to ...", exhausting the source is the ability's cost, paid
as it finalizes; an exhausted source cannot pay it and the ability is removed (404.2). With the
play triggers "when you play a unit during a showdown" (Fresh Beans) and "when you play a spell
during an opponent's turn" (Chemtech Cask), "when I'm discarded" (Scrapheap), "when you ready me"
(Irelia, Fervent) and "you may banish me to banish it" (Ravenbloom Prefect)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _draws(timeline: engine.Timeline) -> int:
    return sum(1 for s in timeline.steps if s.kind == "draw")


BEANS = """\
players: [{id: A, deck: 3}, {id: B, deck: 3}]
battlefields: [{id: bf1}]
objects:
  - {id: beans, card: "Fresh Beans", owner: A, zone: base, exhausted: %s}
  - {id: scout, card: {name: Scout, type: unit, might: 1}, owner: A, zone: base}
  - {id: quick, card: {name: Quick unit, type: unit, might: 1, keywords: [Reaction]},
     owner: A, zone: hand}
script:
  - {move: scout, to: bf1, by: A}
  - {play: quick, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_3_b_exhausting_the_source_is_paid_as_the_ability_finalizes() -> None:
    timeline = _run(BEANS % "false", ["accept:yes"])
    assert timeline.final_state["objects"]["beans"]["exhausted"]
    assert _draws(timeline) == 1
    kinds = [s.kind for s in timeline.steps]
    exhausted = next(i for i, s in enumerate(timeline.steps) if s.kind == "exhaust")
    assert exhausted < kinds.index("resolve", kinds.index("trigger"))  # before it resolves


def test_404_2_an_exhausted_source_cannot_pay_and_the_ability_is_removed() -> None:
    timeline = _run(BEANS % "true", ["accept:yes"])
    removed = [s for s in timeline.steps if s.kind == "removed"]
    assert removed and removed[0].rules == ("383.3.b", "404.2")
    assert _draws(timeline) == 0


def test_383_4_a_a_unit_played_outside_a_showdown_does_not_meet_during_a_showdown() -> None:
    body = (BEANS % "false").replace("  - {move: scout, to: bf1, by: A}\n", "")
    timeline = _run(body)
    assert not any(s.kind == "trigger" for s in timeline.steps)


CASK = """\
players: [{id: B, deck: 3}, {id: A, deck: 3}]
objects:
  - {id: cask, card: "Chemtech Cask", owner: A, zone: base}
  - {id: theirs, card: {name: Their spell, type: spell, effect: [{draw: 1}]}, owner: B, zone: hand}
  - {id: mine, card: {name: My reaction, type: spell, keywords: [Reaction], effect: [{draw: 1}]},
     owner: A, zone: hand}
script:
  - {play: theirs, by: B}
  - {play: mine, by: A}
  - {pass: until_empty}
"""


def test_383_4_a_a_spell_played_during_an_opponents_turn_meets_it() -> None:
    timeline = _run(CASK, ["accept:yes"])
    objects = timeline.final_state["objects"]
    assert objects["cask"]["exhausted"]
    gold = [o for o in objects.values() if o["name"] == "Gold"]
    assert len(gold) == 1 and gold[0]["exhausted"]
    triggered = [e["subject"] for e in timeline.log if e["kind"] == "trigger"]
    assert triggered == ["Chemtech Cask"]  # not for B's spell on B's own turn


SCRAPHEAP = """\
players: [{id: A, deck: 3}, {id: B, deck: 3}]
objects:
  - {id: heap, card: "Scrapheap", owner: A, zone: %s}
  - {id: s, owner: A, zone: hand, card: {name: Spell, type: spell, targets: {target: gear},
      effect: [%s]}}
script:
  - {play: s, by: A%s}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_2_when_im_discarded_is_met_in_the_trash() -> None:
    timeline = _run(SCRAPHEAP % ("hand", "{discard: 1}", ""))
    assert timeline.final_state["objects"]["heap"]["zone"] == "trash"
    assert [e["subject"] for e in timeline.log if e["kind"] == "trigger"] == ["Scrapheap"]
    assert _draws(timeline) == 1  # Scrapheap's draw


def test_428_a_killed_gear_sets_off_its_when_i_die() -> None:
    timeline = _run(SCRAPHEAP % ("base", "{kill: $target}", ", targets: {target: heap}"))
    assert timeline.final_state["objects"]["heap"]["zone"] == "trash"
    assert _draws(timeline) == 1


IRELIA = """\
players: [{id: A, deck: 3}, {id: B, deck: 3}]
objects:
  - {id: irelia, card: "Irelia, Fervent", owner: A, zone: base, exhausted: true}
  - {id: s, owner: A, zone: hand, card: {name: Ready all, type: spell,
      effect: [{ready: all friendly units}]}}
script:
  - {play: s, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_2_when_you_ready_me_without_choosing_me() -> None:
    timeline = _run(IRELIA)
    irelia = timeline.final_state["objects"]["irelia"]
    assert not irelia["exhausted"] and irelia["might"] == 5  # 4, +1 this turn


PREFECT = """\
players: [{id: B, deck: 3}, {id: A, deck: 3}]
objects:
  - {id: prefect, card: "Ravenbloom Prefect", owner: A, zone: base}
  - {id: g, card: {name: Their gear, type: gear}, owner: B, zone: hand}
script:
  - {play: g, by: B}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_3_a_you_may_banish_me_to_banish_that_gear() -> None:
    accepted = _run(PREFECT, ["accept:yes"]).final_state["objects"]
    assert accepted["prefect"]["zone"] == "banishment" and accepted["g"]["zone"] == "banishment"
    declined = _run(PREFECT, ["accept:no"]).final_state["objects"]
    assert declined["prefect"]["zone"] == "base" and declined["g"]["zone"] == "base"
