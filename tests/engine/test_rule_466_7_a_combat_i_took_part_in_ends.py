"""Rule 466.7: the combat ends. Affectionate Poro — "when a combat I took part in ends, draw 1 if
I have not been dealt damage this turn": met for a unit that attacked or defended and is still on
the board; the draw needs no damage dealt to it this turn (the combat's heal does not undo that),
and a unit that stayed out of the combat sets off nothing."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, deck: 5}, {id: B, deck: 3}]\n"
BODY = """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: poro, card: "Affectionate Poro", owner: A, zone: base}
  - {id: big, card: {name: Big friend, type: unit, might: 8}, owner: A, zone: base}
  - {id: e1, card: {name: Enemy, type: unit, might: MIGHT}, owner: B, zone: bf1}
script:
  - {move: MOVERS, to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def _run(might: int, movers: str, answers: list[str] | None = None) -> engine.Timeline:
    text = HEAD + BODY.replace("MIGHT", str(might)).replace("MOVERS", movers)
    timeline = engine.run(engine.load_text(text, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _drew(timeline: engine.Timeline) -> bool:
    return any(e["kind"] == "draw" for e in timeline.log)


def test_466_7_an_undamaged_poro_draws_as_its_combat_ends() -> None:
    # the enemy's 1 damage goes to the big friend, assigned by B: it picks
    timeline = _run(1, "[poro, big]", ["pick:big"])
    assert timeline.final_state["objects"]["poro"]["zone"] == "bf1"
    assert _drew(timeline)


def test_466_7_a_damaged_poro_draws_nothing() -> None:
    timeline = _run(1, "[poro, big]", ["pick:poro"])
    assert timeline.final_state["objects"]["poro"]["zone"] == "bf1"
    assert any(e["kind"] == "trigger" for e in timeline.log)
    assert not _drew(timeline)


def test_466_7_a_poro_outside_the_combat_does_not_trigger() -> None:
    timeline = _run(1, "[big]")
    assert not any(e["kind"] == "trigger" for e in timeline.log)
