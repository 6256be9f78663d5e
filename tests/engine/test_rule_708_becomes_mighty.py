"""Rule 708: a unit is Mighty with 5 Might or more; it becomes Mighty as its Might goes from less
than 5 to 5 or more on the board. "Whenever a unit you control becomes [Mighty]" (Fiora, Worthy:
pay 1 Order to ready it; Fiora, Grand Duelist, a legend: exhaust me to channel 1 rune exhausted)
is met for the unit that crosses, never for one already Mighty or an enemy's."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"
BODY = """\
battlefields: [{id: bf1}]
objects:
  - {id: fiora, card: "Fiora, Worthy", owner: A, zone: base}
  - {id: f1, card: {name: Friend, type: unit, might: 4}, owner: A, zone: base, exhausted: true}
  - {id: f2, card: {name: Big friend, type: unit, might: 6}, owner: A, zone: base, exhausted: true}
  - {id: e1, card: {name: Enemy, type: unit, might: 4}, owner: B, zone: base, exhausted: true}
  - id: s
    owner: A
    zone: hand
    card: {name: Pump, type: spell, targets: {target: unit},
           effect: [{might: 1, to: $target, duration: this_turn}]}
"""


def _run(target: str, answers: list[str]) -> engine.Timeline:
    script = f"script:\n  - {{play: s, by: A, targets: {{target: {target}}}}}\n"
    script += "  - {pass: until_empty}\n"
    timeline = engine.run(engine.load_text(HEAD + BODY + script, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _triggers(timeline: engine.Timeline) -> int:
    return sum(1 for e in timeline.log if e["kind"] == "trigger")


def test_708_a_friendly_unit_going_from_4_to_5_might_lets_fiora_ready_it() -> None:
    timeline = _run("f1", ["accept:yes"])
    assert _triggers(timeline) == 1
    assert not timeline.final_state["objects"]["f1"]["exhausted"]


def test_708_a_unit_already_mighty_or_an_enemy_unit_does_not_become_mighty() -> None:
    assert _triggers(_run("f2", [])) == 0
    assert _triggers(_run("e1", [])) == 0


def test_708_the_legend_fiora_channels_a_rune_for_a_unit_becoming_mighty() -> None:
    body = BODY.replace(
        '"Fiora, Worthy", owner: A, zone: base', '"Fiora, Grand Duelist", owner: A, zone: legend'
    )
    script = "script:\n  - {play: s, by: A, targets: {target: f1}}\n  - {pass: until_empty}\n"
    text = HEAD.replace("{id: A, deck: 5}", "{id: A, deck: 5, rune_deck: [Calm]}") + body + script
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, ["accept:yes"])
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["fiora"]["exhausted"]
    player = next(p for p in timeline.final_state["players"] if p["id"] == "A")
    assert [r.get("exhausted") for r in player["runes"]] == [True]
