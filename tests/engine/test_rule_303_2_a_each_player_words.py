"""Rule 303.2.a: effects that every player carries out, one after another in turn order from the
turn player, each deciding their own part: `each_player` (Invert Timelines),
`each_player_kills ... what: gear` (Acceptable Losses), `each_player_keeps` (each keeps one unit,
the rest die) and `others_choose_units_to_kill` (King's Edict: from the next player, each other
player chooses a unit the caster does not control, never one already chosen)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BOARD = """
players: [A, B, C]
objects:
  - {id: card, owner: A, zone: hand, card: %s}
  - {id: a1, owner: A, zone: base, card: {name: A1, type: unit, might: 1}}
  - {id: a2, owner: A, zone: base, card: {name: A2, type: unit, might: 2}}
  - {id: b1, owner: B, zone: base, card: {name: B1, type: unit, might: 1}}
  - {id: b2, owner: B, zone: base, card: {name: B2, type: unit, might: 2}}
  - {id: c1, owner: C, zone: base, card: {name: C1, type: unit, might: 1}}
  - {id: ga, owner: A, zone: base, card: {name: GA, type: gear}}
  - {id: gb, owner: B, zone: base, card: {name: GB, type: gear}}
  - {id: gb2, owner: B, zone: base, card: {name: GB2, type: gear}}
  - {id: h1, owner: A, zone: hand, card: {name: H1, type: unit, might: 1}}
script:
  - {play: card, by: A}
  - {pass: until_empty}
choices:
%s
"""

INLINE = "{name: Spell, type: spell, effect: [%s]}"


def _picks(tl):
    return [(s.decision.player, s.decision.chosen) for s in tl.steps if s.decision is not None]


def test_303_2_a_others_choose_from_the_next_player_never_the_same_unit(scenario: Load) -> None:
    card = INLINE % "{others_choose_units_to_kill: 1}"
    tl = run(scenario, BOARD % (card, "  - {pick: [b2]}\n  - {pick: [b1]}"))
    assert tl.error is None
    assert _picks(tl) == [("B", "pick:b2"), ("C", "pick:b1")]
    options = [s.decision for s in tl.steps if s.decision is not None][1].keys()
    assert "pick:b2" not in options and "pick:a1" not in options  # chosen already; A's own
    assert final(tl, "b1")["zone"] == "trash" and final(tl, "b2")["zone"] == "trash"
    assert final(tl, "c1")["zone"] == "base" and final(tl, "a1")["zone"] == "base"


def test_303_2_a_each_player_kills_one_of_their_gear(scenario: Load) -> None:
    card = INLINE % "{each_player_kills: 1, what: gear}"
    tl = run(scenario, BOARD % (card, "  - {pick: [gb2]}"))
    assert tl.error is None
    assert final(tl, "ga")["zone"] == "trash" and final(tl, "gb2")["zone"] == "trash"
    assert final(tl, "gb")["zone"] == "base" and final(tl, "a1")["zone"] == "base"
    assert [p for p, _ in _picks(tl)] == ["B"]  # A has one gear only: nothing to choose


def test_303_2_a_each_player_keeps_one_unit_and_the_rest_die(scenario: Load) -> None:
    card = INLINE % "{each_player_keeps: 1}"
    tl = run(scenario, BOARD % (card, "  - {pick: [a2]}\n  - {pick: [b1]}"))
    assert tl.error is None
    assert _picks(tl) == [("A", "pick:a2"), ("B", "pick:b1")]
    zones = {p: final(tl, p)["zone"] for p in ("a1", "a2", "b1", "b2", "c1")}
    assert zones == {"a1": "trash", "a2": "base", "b1": "base", "b2": "trash", "c1": "base"}


def test_303_2_a_each_player_discards_their_hand_then_each_draws(scenario: Load) -> None:
    card = INLINE % "{each_player: [{discard_hand: all}]}, {each_player: [{draw: 1}]}"
    body = (BOARD % (card, "  []")).replace(
        "players: [A, B, C]", "players: [A, {id: B, hand: 2}, C]"
    )
    tl = run(scenario, body.replace("choices:\n  []\n", ""))
    assert tl.error is None and final(tl, "h1")["zone"] == "trash"
    kinds = [(s.kind, s.text["en"].split()[0]) for s in tl.steps if s.kind in ("discard", "draw")]
    first_draw = [k for k, _ in kinds].index("draw")
    assert all(k == "discard" for k, _ in kinds[:first_draw])  # everyone discards, then draws
    assert [who for k, who in kinds if k == "draw"] == ["A", "B", "C"]
    assert [who for k, who in kinds[:first_draw] if who in "ABC"] == ["A", "B", "C"]


def test_303_2_a_whirlwind_each_player_may_return_a_unit_from_the_next(scenario: Load) -> None:
    card = INLINE % "{each_player_may_return_a_unit: 1}"
    tl = run(scenario, BOARD % (card, "  - {pick: [a1]}\n  - {pick: [none]}\n  - {pick: [c1]}"))
    assert tl.error is None
    assert _picks(tl) == [("B", "pick:a1"), ("C", "pick:none"), ("A", "pick:c1")]
    assert final(tl, "a1")["zone"] == "hand" and final(tl, "c1")["zone"] == "hand"
    third = [s.decision for s in tl.steps if s.decision is not None][2]
    offered = third.keys()
    assert "pick:a1" not in offered  # already back in its owner's hand


BLIND = """
players: [A, B, C]
objects:
  - {id: fury, owner: A, zone: hand, card: Blind Fury}
  - {id: b-top, owner: B, zone: deck, card: {name: B top, type: unit, might: 3}}
  - {id: b-next, owner: B, zone: deck, card: {name: B next, type: unit, might: 1}}
  - {id: c-top, owner: C, zone: deck, card: {name: C top, type: unit, might: 4}}
script:
  - {play: fury, by: A}
  - {pass: until_empty}
choices:
  - {pick: [c-top]}
"""


def test_354_2_blind_fury_plays_an_opponents_revealed_card_as_yours(scenario: Load) -> None:
    tl = run(scenario, BLIND)
    assert tl.error is None
    reveals = [list(s.objects) for s in tl.steps if s.kind == "reveal"]
    assert reveals == [["b-top"], ["c-top"]]  # B, then C: only their top cards
    top = final(tl, "c-top")
    assert top["zone"] == "base" and top["controller"] == "A" and top["owner"] == "C"
    assert final(tl, "b-top")["zone"] == "deck"
    state = tl.final_state
    assert next(p for p in state["players"] if p["id"] == "B")["deck"] == 2  # recycled, kept


SPIRIT = """
players: [A, {id: B, hand: 1}]
objects:
  - {id: spirit, owner: A, zone: hand, card: Bewitching Spirit}
script:
  - {play: spirit, by: A}
  - {pass: until_empty}
choices:
  - {pick: [%s]}
"""


def test_355_bewitching_spirit_a_player_of_your_choice_discards(scenario: Load) -> None:
    tl = run(scenario, SPIRIT % "B")
    assert tl.error is None
    pick = next(s.decision for s in tl.steps if s.decision is not None)
    assert pick.player == "A" and set(pick.keys()) == {"pick:A", "pick:B"}
    assert _hand(tl, "B") == 0
    tl = run(scenario, SPIRIT % "A")  # A has no card left: nothing to discard, no error
    assert tl.error is None and _hand(tl, "B") == 1


def _hand(tl, who: str) -> int:
    player = next(p for p in tl.final_state["players"] if p["id"] == who)
    return len(player["hand"]) + player["hand_hidden"]


MINAH = """
players: [{id: A, hand: 1, deck: 2}, {id: B, deck: 2}]
battlefields:
  - {id: bf1}
objects:
  - {id: minah, owner: A, zone: base, card: Minah Swiftfoot}
script:
  - {move: minah, to: bf1, by: A}
  - {pass: until_empty}
choices:
  - {pick: [%s]}
"""


def test_303_2_a_minah_every_player_discards_or_every_player_draws(scenario: Load) -> None:
    tl = run(scenario, MINAH % "mode1")
    assert tl.error is None and _hand(tl, "A") == 0 and _hand(tl, "B") == 0
    tl = run(scenario, MINAH % "mode2")
    assert tl.error is None and _hand(tl, "A") == 2 and _hand(tl, "B") == 1
