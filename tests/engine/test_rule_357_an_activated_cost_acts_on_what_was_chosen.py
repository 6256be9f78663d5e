"""Rules 357 and 414.4: an activated ability's cost that names a chosen object ("kill a friendly
unit: ...", "exhaust one of your units: ...") is paid on that object as the ability is
activated; an exhaust cost on something already exhausted cannot be paid, so the ability cannot
be activated."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players: [A, B]
objects:
  - {{id: altar, owner: A, zone: base, card: {{name: Altar, type: gear,
      targets: {{victim: friendly unit, anchor: friendly unit}},
      abilities: [{{activated: {{cost: [{{kill: $victim}}, {{exhaust: $anchor}}],
        effect: [{{draw: 1}}]}}}}]}}}}
  - {{id: pal, card: {{name: Pal, type: unit, might: 2}}, owner: A, zone: base}}
  - {{id: post, card: {{name: Post, type: unit, might: 2}}, owner: A, zone: base,
      exhausted: {exhausted}}}
script:
  - {{activate: altar, ability: 1, by: A, targets: {{victim: pal, anchor: post}}}}
  - {{pass: until_empty}}
"""


def _run(exhausted: bool) -> engine.Timeline:
    text = BODY.format(exhausted="true" if exhausted else "false")
    return engine.run(engine.load_text(text, "t.yaml"))


def test_357_the_chosen_unit_is_killed_and_the_other_exhausted_to_pay() -> None:
    timeline = _run(exhausted=False)
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["pal"]["zone"] == "trash"
    assert objects["post"]["exhausted"] is True
    kinds = [s.kind for s in timeline.steps]
    assert kinds.index("activate") < kinds.index("draw")


def test_414_4_an_exhausted_unit_cannot_pay_an_exhaust_cost() -> None:
    timeline = _run(exhausted=True)
    assert timeline.refused_rule == "414.4"
    assert timeline.final_state["objects"]["pal"]["zone"] == "base"
