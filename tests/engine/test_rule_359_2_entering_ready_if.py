"""Rule 359.2 overridden by a card's own text (002): "I come into play ready if ..." is read as
the unit enters, for its controller (`static: {enters_ready: 1, if: <condition>}`)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def exhausted(body: str, pid: str) -> bool:
    tl = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert tl.error is None and tl.decision is None, (tl.error, tl.decision)
    return bool(tl.final_state["objects"][pid]["exhausted"])


def play(card: str, extra: str = "", players: str = "[A, B]") -> str:
    return f"""\
players: {players}
objects:
  - {{id: u, card: "{card}", owner: A, zone: hand}}
{extra}script:
  - {{play: u, by: A}}
"""


def test_359_2_direwing_enters_ready_only_beside_another_dragon() -> None:
    dragon = (
        '  - {id: d, card: {name: "A Dragon", type: unit, might: 3, tags: [Dragon]}, '
        "owner: A, zone: base}\n"
    )
    assert exhausted(play("Direwing"), "u")
    assert not exhausted(play("Direwing", dragon), "u")


def test_359_2_shadow_assassin_reads_its_owners_trash() -> None:
    same = '  - {id: s, card: "Shadow Assassin", owner: A, zone: trash}\n'
    assert exhausted(play("Shadow Assassin"), "u")
    assert not exhausted(play("Shadow Assassin", same), "u")


def test_359_2_dunebreaker_counts_the_hand_as_it_enters() -> None:
    assert not exhausted(play("Dunebreaker", players="[{id: A, hand: 2}, B]"), "u")
    assert exhausted(play("Dunebreaker", players="[{id: A, hand: 3}, B]"), "u")
