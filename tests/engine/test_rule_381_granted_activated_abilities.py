"""Rule 381 for activated abilities an object has from another card: a battlefield's "units here
have ..." (Gardens of Becoming) and "while you control this, your legends have ..." (Forge of
the Fluft), "this turn it gains the ability ..." (Dominus), and Heimerdinger, Inventor having
every exhaust ability of his controller's other legends, units and gear."""

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


GARDENS = """\
battlefields: [{id: bf1, card: "Gardens of Becoming", controller: A}]
objects:
  - {id: here, card: {name: Here, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: home, card: {name: Home, type: unit, might: 2}, owner: A, zone: base}
script:
  - {activate: %s, ability: 1, by: A}
  - {pass: until_empty}
"""


def test_381_a_unit_at_the_battlefield_has_its_ability_and_gains_xp() -> None:
    timeline = _run(GARDENS % "here")
    assert timeline.error is None, timeline.error
    assert any(s.kind == "xp" for s in timeline.steps)
    assert timeline.final_state["objects"]["here"]["exhausted"] is True


def test_381_a_unit_elsewhere_does_not_have_it() -> None:
    timeline = _run(GARDENS % "home")
    assert timeline.refused_rule == "381"
    assert "has no activated ability 1" in timeline.error["en"]


FORGE = """\
battlefields: [{id: bf1, card: "Forge of the Fluft", controller: %s}]
objects:
  - {id: u1, card: {name: One, type: unit, might: 2}, owner: %s, zone: bf1}
  - {id: leg, card: {name: A legend, type: legend}, owner: A, zone: legend}
  - {id: sword, card: {name: Sword, type: gear, keywords: [Equipment], might_bonus: 2},
     owner: A, zone: base}
  - {id: u2, card: {name: Two, type: unit, might: 2}, owner: A, zone: base}
script:
  - {activate: leg, ability: 1, by: A, targets: {kit: sword, bearer: u2}}
  - {pass: until_empty}
"""


def test_381_your_legends_have_it_while_you_control_the_battlefield() -> None:
    timeline = _run(FORGE % ("A", "A"))
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["sword"]["attached_to"] == "u2"
    assert timeline.final_state["objects"]["leg"]["exhausted"] is True
    assert _run(FORGE % ("B", "B")).refused_rule == "381"


HEIMER = """\
objects:
  - {id: heim, card: "Heimerdinger, Inventor", owner: A, zone: base}
  - {id: conduit, card: "Energy Conduit", owner: A, zone: base}
  - {id: vi, card: "Vi, Destructive", owner: A, zone: base}
  - {id: spent, card: {name: Spent, type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}
  - {id: zap, card: {name: Zap, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
script:
%s"""


def test_381_heimerdinger_has_the_exhaust_abilities_of_your_other_cards_only() -> None:
    # Energy Conduit's "exhaust: [Reaction] add 1 Energy" is his, Reaction included
    used = _run(HEIMER % "  - {play: zap, by: A}\n  - {activate: heim, ability: 1, by: A}\n")
    assert used.error is None, used.error
    assert used.final_state["objects"]["heim"]["exhausted"] is True
    assert used.final_state["objects"]["conduit"]["exhausted"] is False
    # Vi's "recycle 1 from your trash: +1 Might" does not exhaust her: not one of his
    assert _run(HEIMER % "  - {activate: heim, ability: 2, by: A}\n").refused_rule == "381"


DOMINUS = """\
objects:
  - {id: dom, card: Dominus, owner: A, zone: hand}
  - {id: u1, card: {name: One, type: unit, might: 3}, owner: A, zone: base, exhausted: true}
script:
  - {play: dom, by: A, targets: [u1]}
  - {pass: until_empty}
%s"""


def test_381_a_unit_granted_an_ability_this_turn_uses_it_then_loses_it() -> None:
    used = _run(DOMINUS % "  - {activate: u1, ability: 1, by: A}\n  - {pass: until_empty}\n")
    assert used.error is None, used.error
    u1 = used.final_state["objects"]["u1"]
    assert (u1["might"], u1["exhausted"]) == (6, False)
    later = _run(
        DOMINUS
        % "  - {end_turn: true}\n  - {end_turn: true}\n  - {activate: u1, ability: 1, by: A}\n"
    )
    assert later.refused_rule == "381"
