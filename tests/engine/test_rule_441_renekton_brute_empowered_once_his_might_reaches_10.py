"""Becoming Empowered by Might (441): Renekton, Brute, "pay 1 Energy: I get +1 Might this turn.
Once my Might reaches 10 or more, I become Empowered. [Empowered] I have [Deflect] and
[Ganking]" (read at each cleanup, 322)."""

import engine

BOARD = """format: rulesviz/1
id: t
title: t
players: [A, B]
battlefields: [{id: bf1}, {id: bf2}]
objects:
  - {id: ren, card: "Renekton, Brute", owner: A, zone: base}
script:
%s"""
PUMP = "  - {activate: ren, ability: 1, by: A}\n  - {pass: until_empty}\n"


def _ren(times: int) -> dict:
    tl = engine.run(engine.load_text(BOARD % (PUMP * times), "t.yaml"))
    assert tl.error is None, tl.error
    return dict(tl.final_state["objects"]["ren"])


def test_441_at_10_might_he_becomes_empowered_and_has_deflect_and_ganking() -> None:
    ren = _ren(6)  # 4 + 6
    assert ren["might"] == 10 and ren["empowered"]
    assert {"Deflect", "Ganking"} <= set(ren["keywords"])


def test_441_at_9_might_he_is_not_empowered_and_has_neither_keyword() -> None:
    ren = _ren(5)
    assert ren["might"] == 9 and not ren.get("empowered")
    assert not {"Deflect", "Ganking"} & set(ren["keywords"])
