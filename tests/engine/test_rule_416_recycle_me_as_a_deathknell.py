"""Rule 416: recycling puts a card at the bottom of its owner's Main Deck. Ekko, Recurrent's
Deathknell ("recycle me to ready your runes", 808.1.d) recycles its own card from the trash its
death put it in; only if it does are the runes readied (359.3.e.14.c)."""

from __future__ import annotations

import engine

BODY = """\
format: rulesviz/1
id: t
title: t
players:
  - {id: A, deck: 2, runes: [{domain: Fury, exhausted: true}, {domain: Fury, exhausted: true}]}
  - {id: B, deck: 3}
battlefields: [{id: bf1}]
objects:
  - {id: ekko, card: "Ekko, Recurrent", owner: A, zone: base}
script:
  - {act: {kill: ekko}, by: B}
  - {pass: until_empty}
"""


def _run(answer: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(BODY, "t.yaml"), None, [answer])
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _runes(timeline: engine.Timeline) -> list[dict]:
    player = next(p for p in timeline.final_state["players"] if p["id"] == "A")
    return player["runes"]


def test_416_the_deathknell_recycles_ekko_from_the_trash_and_readies_the_runes() -> None:
    timeline = _run("accept:yes")
    assert timeline.final_state["objects"]["ekko"]["zone"] == "deck"
    assert not any(r.get("exhausted") for r in _runes(timeline))


def test_416_declining_keeps_ekko_in_the_trash_and_the_runes_exhausted() -> None:
    timeline = _run("accept:no")
    assert timeline.final_state["objects"]["ekko"]["zone"] == "trash"
    assert all(r.get("exhausted") for r in _runes(timeline))
