"""Rule 381 and 806/813/812: an activated ability's own limits, written on the ability rather than
on its card: "use only while I'm at a battlefield" (its `condition`, read as it is used), "only
once per turn" (`per_turn`), its own [Action] or [Reaction] timing (`timing`), and Legion on an
ability (812: its controller has played a card this turn, whichever)."""

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


def test_381_usable_only_while_at_a_battlefield_is_refused_in_base() -> None:
    body = """\
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: x, card: "Xerath, Freed", owner: A, zone: %s}
  - {id: pal, card: {name: Pal, type: unit, might: 4}, owner: A, zone: base}
  - {id: guard, card: {name: Guard, type: unit, might: 1}, owner: A, zone: bf1}
script:
  - {activate: x, ability: 1, by: A, targets: {target: pal}}
  - {pass: until_empty}
"""
    refused = _run(body % "base")
    assert refused.refused_rule == "381"
    assert "only if I am at a battlefield" in refused.error["en"]
    assert refused.final_state["objects"]["x"]["exhausted"] is False
    used = _run(body % "bf1")
    assert used.error is None, used.error
    assert {"kind": "damage", "subject": "pal", "amount": 3} in used.log


def test_381_only_once_per_turn_refuses_a_second_use_and_a_new_turn_allows_it() -> None:
    body = """\
objects:
  - {id: g, owner: A, zone: base, card: {name: Lever, type: gear,
      abilities: [{activated: {cost: [], effect: [{draw: 1}], per_turn: 1}}]}}
script:
  - {activate: g, ability: 1, by: A}
  - {pass: until_empty}
  - {activate: g, ability: 1, by: A}
"""
    timeline = _run(body)
    assert timeline.refused_rule == "381"
    assert "already been used this turn" in timeline.error["en"]
    assert timeline.final_state["players"][0]["hand_hidden"] == 3
    again = _run(
        body.replace(
            "  - {activate: g, ability: 1, by: A}\n",
            "  - {activate: g, ability: 1, by: A}\n  - {pass: until_empty}\n"
            "  - {end_turn: true}\n  - {end_turn: true}\n",
            1,
        )
    )
    assert again.error is None, again.error


def test_806_an_action_ability_on_a_unit_is_usable_in_a_showdown() -> None:
    body = """\
battlefields: [{id: bf1}]
objects:
  - {id: ez, card: "Ezreal, Dashing", owner: A, zone: base}
  - {id: go, card: {name: Go, type: unit, might: 1}, owner: A, zone: base}
script:
  - {move: [go, ez], to: bf1, by: A}
  - {activate: ez, ability: 1, by: A}
  - {pass: until_empty}
"""
    timeline = _run(body)
    assert timeline.error is None, timeline.error
    assert any(s.kind == "showdown" for s in timeline.steps)
    assert timeline.final_state["objects"]["ez"]["zone"] == "base"
    # the unit itself is not an Action card: its own timing is the ability's only
    assert engine.cards.library()["Ezreal, Dashing"].timing == "default"


def test_812_legion_on_an_ability_needs_a_card_played_this_turn() -> None:
    body = """\
objects:
  - {id: dar, card: "Darius, Hand of Noxus", owner: A, zone: legend}
  - {id: zap, card: {name: Zap, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
script:
%s  - {activate: dar, ability: 1, by: A}
"""
    refused = _run(body % "")
    assert refused.refused_rule == "381"
    assert "Legion" in refused.error["en"]
    used = _run(body % "  - {play: zap, by: A}\n  - {pass: until_empty}\n")
    assert used.error is None, used.error
    assert used.final_state["objects"]["dar"]["exhausted"] is True


def test_813_a_reaction_ability_is_usable_with_a_spell_on_the_chain() -> None:
    body = """\
objects:
  - {id: dar, card: "Darius, Hand of Noxus", owner: A, zone: legend}
  - {id: zap, card: {name: Zap, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
script:
  - {play: zap, by: A}
  - {activate: dar, ability: 1, by: A}
  - {pass: until_empty}
"""
    timeline = _run(body)
    assert timeline.error is None, timeline.error


CHOSEN = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: wolf, card: "Hungry Wolf", owner: A, zone: base, exhausted: true}
  - {id: ez, card: "Ezreal, Prodigal Explorer", owner: A, zone: legend}
  - {id: e1, card: {name: Foe, type: unit, might: 4}, owner: B, zone: bf1}
  - {id: mine, card: {name: Mine, type: unit, might: 4}, owner: A, zone: base}
  - {id: z1, owner: A, zone: hand,
     card: {name: Zap, type: spell, effect: [{damage: 1, to: $t}], targets: {t: unit}}}
  - {id: z2, owner: A, zone: hand,
     card: {name: Zip, type: spell, effect: [{damage: 1, to: $t}], targets: {t: unit}}}
script:
%s"""


def _zap(spell: str, target: str) -> str:
    return f"  - {{play: {spell}, by: A, targets: [{target}]}}\n  - {{pass: until_empty}}\n"


def test_381_after_you_have_chosen_an_enemy_unit_this_turn() -> None:
    use = "  - {activate: wolf, ability: 1, by: A}\n  - {pass: until_empty}\n"
    assert _run(CHOSEN % use).refused_rule == "381"
    assert _run(CHOSEN % (_zap("z1", "mine") + use)).refused_rule == "381"  # not an enemy
    used = _run(CHOSEN % (_zap("z1", "e1") + use))
    assert used.error is None, used.error
    assert used.final_state["objects"]["wolf"]["exhausted"] is False
    twice = _run(CHOSEN % (_zap("z1", "e1") + use + use))
    assert twice.refused_rule == "381" and "already been used" in twice.error["en"]


def test_381_twice_chosen_enemies_this_turn_with_spells() -> None:
    use = "  - {activate: ez, ability: 1, by: A}\n  - {pass: until_empty}\n"
    assert _run(CHOSEN % (_zap("z1", "e1") + use)).refused_rule == "381"
    used = _run(CHOSEN % (_zap("z1", "e1") + _zap("z2", "e1") + use))
    assert used.error is None, used.error
    assert used.final_state["objects"]["ez"]["exhausted"] is True
