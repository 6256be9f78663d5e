"""Rules 466.2-466.3: what the combat cleanup made pending (a Deathknell) resolves before the
combat result is determined; if both players then have units at the battlefield, the combat has
no result, nobody conquers, and a new combat is staged there at once (466.3.d, 466.3.d.1)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _combat(deathknell: str) -> engine.Timeline:
    body = (
        "players: [B, A]\n"
        "battlefields: [{id: bf1, controller: A}]\n"
        "objects:\n"
        "  - {id: d, owner: A, zone: bf1, card: {name: Defender, type: unit, might: 1, "
        f"targets: {{t: unit in your trash}}, abilities: [{{triggered: {{when: i_die, "
        f"effect: [{deathknell}]}}}}]}}}}\n"
        "  - {id: brute, card: {name: Brute, type: unit, might: 3}, owner: B, zone: base}\n"
        "  - {id: s, card: {name: Scout, type: unit, might: 4}, owner: A, zone: trash}\n"
        "script:\n  - {move: [brute], to: bf1, by: B}\n  - {pass: until_showdown_ends}\n"
    )
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, ["pick:s", "pick:bf1"])
    assert timeline.error is None, timeline.error
    return timeline


def _controller(timeline: engine.Timeline) -> str | None:
    (bf,) = [b for b in timeline.final_state["battlefields"] if b["id"] == "bf1"]
    return bf["controller"]  # type: ignore[no-any-return]


def _steps(timeline: engine.Timeline) -> list[tuple[str, tuple[str, ...]]]:
    return [(s.kind, tuple(s.rules)) for s in timeline.steps]


def test_466_3_d_a_unit_the_deathknell_plays_there_leaves_the_combat_without_a_result() -> None:
    timeline = _combat("{replay: $t}")
    kinds = _steps(timeline)
    no_result = kinds.index(("combat", ("466.3.d", "466.3.d.1")))
    assert ("staged", ("323.9",)) in kinds[no_result:]  # a new combat at once
    # the Scout (4) beats the Brute (3) in the second combat: A keeps the battlefield
    assert _controller(timeline) == "A"
    assert timeline.final_state["objects"]["brute"]["zone"] == "trash"
    assert not any(s.kind == "score" for s in timeline.steps)


def test_466_3_the_pending_deathknell_resolves_before_the_attacker_conquers() -> None:
    timeline = _combat("{draw: 1}")
    kinds = [s.kind for s in timeline.steps]
    assert kinds.index("resolve") < kinds.index("score")
    assert _controller(timeline) == "B"
