"""Rule 465.2.c: combat damage is assigned lethal damage to one unit before the next; what is left
over once every enemy unit has lethal damage is excess damage. "When I conquer having assigned 3
or more excess damage" (Yeti Brawler; Vi, Piltover Enforcer, a legend's "whenever you conquer")
and "when I conquer after an attack, if 5 or more excess damage was assigned" (Tryndamere,
Barbarian; Sivir, Ambitious, who deals that much) read it as the conquest happens (383.2.a.1)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"

BODY = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: vi, card: "Vi, Piltover Enforcer", owner: A, zone: legend}
  - {id: tryn, card: "Tryndamere, Barbarian", owner: A, zone: base}
  - {id: yeti, card: "Yeti Brawler", owner: A, zone: base}
  - {id: sivir, card: "Sivir, Ambitious", owner: A, zone: base}
  - {id: e1, card: {name: Enemy one, type: unit, might: ENEMY}, owner: B, zone: bf1, stunned: true}
  - {id: e2, card: {name: Enemy two, type: unit, might: 30}, owner: B, zone: base}
  - {id: f9, card: {name: Friend, type: unit, might: 1}, owner: A, zone: base, exhausted: true}
script:
  - {move: [tryn, yeti, sivir], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _run(enemy: int, answers: list[str]) -> engine.Timeline:
    text = HEAD + BODY.replace("ENEMY", str(enemy))
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _triggered(timeline: engine.Timeline, card: str) -> bool:
    return any(e["kind"] == "trigger" and e["subject"] == card for e in timeline.log)


def test_465_2_c_excess_damage_over_lethal_sets_off_the_conquest_triggers() -> None:
    # 21 Might against a stunned 2-Might defender (it deals none): 19 excess damage
    timeline = _run(
        2,
        [
            "order:tryn>yeti>sivir>vi",
            "accept:yes",  # Sivir: deal that much (to the only enemy unit left)
            "accept:yes",  # Vi: exhaust me
            "pick:f9",
        ],
    )
    objects = timeline.final_state["objects"]
    score = next(p["score"] for p in timeline.final_state["players"] if p["id"] == "A")
    assert score == 2  # the conquest, then Tryndamere's point
    assert objects["e2"]["damage"] == 19  # Sivir deals the excess: 21 - 2
    gold = [o for o in objects.values() if o.get("name") == "Gold"]
    assert len(gold) == 2 and all(g["exhausted"] for g in gold)
    assert objects["vi"]["exhausted"] and not objects["f9"]["exhausted"]


def test_465_2_c_a_conquest_with_little_excess_damage_sets_off_none_of_them() -> None:
    # 21 Might against a 19-Might defender: 2 excess damage
    timeline = _run(19, [])
    for card in ("Vi, Piltover Enforcer", "Tryndamere, Barbarian", "Yeti Brawler"):
        assert not _triggered(timeline, card)
    assert not _triggered(timeline, "Sivir, Ambitious")


def test_465_2_c_three_excess_sets_off_yeti_and_vi_but_not_the_five_excess_ones() -> None:
    timeline = _run(17, ["order:vi>yeti", "accept:no"])  # 4 excess damage
    assert _triggered(timeline, "Yeti Brawler") and _triggered(timeline, "Vi, Piltover Enforcer")
    assert not _triggered(timeline, "Tryndamere, Barbarian")
    assert not _triggered(timeline, "Sivir, Ambitious")
