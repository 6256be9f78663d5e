"""An [Empower] cost lowered by its own text (357, 356.6): "12 Energy, 1 Energy less per rune you
control" and "5 Energy, 3 Energy less if you control 4 runes or fewer" are read as the ability is
activated, and what the player can afford is judged on the lowered cost (358)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BOARD = """\
players:
  - {id: A, runes: [%s], deck: 5}
  - {id: B, deck: 5}
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: mother, card: Frostcoat Mother, owner: A, zone: base}
  - {id: spinner, card: Baccai Sandspinner, owner: A, zone: base}
script:
  - {activate: %s, ability: 1, by: A}
  - {pass: until_empty}
"""


def _run(runes: int, who: str) -> engine.Timeline:
    body = BOARD % (", ".join(["Calm"] * runes), who)
    return engine.run(engine.load_text(HEAD + body, "t.yaml"))


def _exhausted(timeline: engine.Timeline) -> int:
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return sum(1 for r in a["runes"] if r["exhausted"])


def test_357_an_empower_cost_lowered_per_rune_you_control() -> None:
    timeline = _run(8, "mother")
    assert timeline.error is None, timeline.error
    assert _exhausted(timeline) == 4  # 12 - 8
    assert timeline.final_state["objects"]["mother"]["might"] == 6  # [Empowered] +3


def test_358_the_lowered_cost_is_what_must_be_affordable() -> None:
    cheap = _run(4, "spinner")  # 4 runes: 3 Energy less, 2 to pay
    assert cheap.error is None, cheap.error
    assert _exhausted(cheap) == 2
    assert "Assault 2" in cheap.final_state["objects"]["spinner"]["keywords"]
    dear = _run(5, "spinner")  # 5 runes: 5 Energy, all of them
    assert dear.error is None, dear.error
    assert _exhausted(dear) == 5


def test_358_without_the_lowering_the_ability_would_be_refused() -> None:
    # 7 runes, one per Energy: the 12-Energy cost lowered by 7 is 5, which they can pay
    timeline = _run(7, "mother")
    assert timeline.error is None, timeline.error
    assert _exhausted(timeline) == 5
