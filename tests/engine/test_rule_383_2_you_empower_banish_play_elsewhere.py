"""Legends that become Empowered on what their player does (383.2, 441): "whenever you empower
something else" (Mel, Soul's Reflection), "whenever you banish a card you own" (Zed, Master of
Shadows) and "whenever you play a card from somewhere other than your hand" (Kennen, Heart of
the Tempest); each then pays "disempower me" as a cost (357)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players: [{id: A, deck: 5, hand: 1}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: old, card: {name: Old Spell, type: spell, energy: 0, effect: [{draw: 1}]},
     owner: A, zone: trash}
  - {id: mel, card: "Mel, Soul's Reflection", owner: A, zone: legend}
  - {id: zed, card: "Zed, Master of Shadows", owner: A, zone: legend}
  - {id: ken, card: "Kennen, Heart of the Tempest", owner: A, zone: legend}
  - {id: amb, card: "Ambessa, Matriarch of War", owner: B, zone: legend}
  - {id: spy, card: Covert Informant, owner: A, zone: base}
  - {id: pal, card: {name: Pal, type: unit, might: 2}, owner: A, zone: base}
  - {id: foe, card: {name: Foe, type: unit, might: 4}, owner: B, zone: bf1}
  - id: exile
    owner: A
    zone: hand
    card: {name: Exile, type: spell, energy: 0, targets: {a: unit}, effect: [{banish: $a}]}
  - id: echo
    owner: A
    zone: hand
    card: {name: Echo, type: spell, energy: 0,
           targets: {s: spell in your trash costing at most 3 Energy}, effect: [{replay: $s}]}
script:
%s"""


def _run(script: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + BOARD % script, "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def _empowered(timeline: engine.Timeline) -> set[str]:
    return {k for k, o in timeline.final_state["objects"].items() if o.get("empowered")}


def test_383_2_you_empower_something_else_empowers_your_legend_too() -> None:
    timeline = _run("  - {activate: spy, ability: 1, by: A}\n  - {pass: until_empty}\n")
    assert _empowered(timeline) == {"spy", "mel"}  # not B's Ambessa: B empowered nothing
    shrink = _run(
        "  - {activate: spy, ability: 1, by: A}\n  - {pass: until_empty}\n"
        "  - {activate: mel, ability: 1, by: A, targets: {target: foe}}\n"
        "  - {pass: until_empty}\n"
    )
    assert "mel" not in _empowered(shrink)  # disempowered as its cost
    assert shrink.final_state["objects"]["foe"]["might"] == 2


def test_357_disempower_me_cannot_be_paid_by_a_legend_that_is_not_empowered() -> None:
    body = HEAD + BOARD % "  - {activate: mel, ability: 1, by: A, targets: {target: foe}}\n"
    timeline = engine.run(engine.load_text(body, "t.yaml"))
    assert timeline.error is not None and timeline.steps[-1].rules == ("357",)


def test_383_2_you_banish_a_card_you_own_and_not_an_opponents() -> None:
    theirs = _run("  - {play: exile, by: A, targets: {a: foe}}\n  - {pass: until_empty}\n")
    assert "zed" not in _empowered(theirs)
    mine = _run("  - {play: exile, by: A, targets: {a: pal}}\n  - {pass: until_empty}\n")
    assert "zed" in _empowered(mine)


def test_383_4_a_a_card_played_from_the_trash_empowers_kennen_one_from_the_hand_does_not() -> None:
    timeline = _run("  - {play: echo, by: A, targets: {s: old}}\n  - {pass: until_empty}\n")
    assert "ken" in _empowered(timeline)
    kennen = [s for s in timeline.steps if s.kind == "trigger" and "Kennen" in s.text["en"]]
    assert len(kennen) == 1  # Old Spell, from the trash; not Echo, from the hand
