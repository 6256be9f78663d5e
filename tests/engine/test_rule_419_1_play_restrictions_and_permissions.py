"""Rule 419.1: to play a card is to put it on the chain; an effect barring plays ("opponents can't
play cards this turn", "can't play spells") refuses later plays and never touches a card already
on the chain (Brynhir Thundersong's ruling); it ends with the turn (317.2). An effect may instead
permit playing cards from the trash, the deck or banishment (353)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
objects:
  - {id: bryn, owner: A, zone: hand, card: {name: Brynhir, type: unit, might: 4,
      abilities: [{triggered: {when: you_play_me, effect: [{bar_playing: %s, players: %s}]}}]}}
  - {id: quick, owner: B, zone: hand, card: {name: Quick, type: spell, keywords: [Reaction],
      effect: [{draw: 0}]}}
  - {id: imp, owner: B, zone: hand, card: {name: Imp, type: unit, might: 1}}
  - {id: mine, owner: A, zone: hand, card: {name: Mine, type: spell, effect: [{draw: 0}]}}
script:
%s
"""
PLAYED = "  - {play: bryn, by: A}\n  - {pass: until_empty}\n"


def test_419_1_opponents_cant_play_cards_this_turn(scenario: Load) -> None:
    tl = run(scenario, BODY % ("cards", "opponents", PLAYED + "  - {play: quick, by: B}"))
    assert tl.refused_rule == "002" and "Brynhir" in tl.error["en"]
    tl = run(
        scenario,
        BODY % ("cards", "opponents", PLAYED + "  - {play: mine, by: A}\n  - {pass: until_empty}"),
    )
    assert tl.error is None  # its controller still plays
    effects = tl.steps[-1].state["effects"]
    assert any(e["kind"] == "restriction" and e["name"] == "Brynhir" for e in effects)


def test_419_1_a_card_already_on_the_chain_is_not_stopped(scenario: Load) -> None:
    # B responds to Brynhir's play trigger: that card was put on the chain before it resolved
    script = "  - {play: bryn, by: A}\n  - {play: quick, by: B}\n  - {pass: until_empty}"
    tl = run(scenario, BODY % ("cards", "opponents", script))
    assert tl.error is None and final(tl, "quick")["zone"] == "trash"


def test_419_1_only_spells_and_only_this_turn(scenario: Load) -> None:
    tl = run(
        scenario,
        BODY % ("spells", "opponents", PLAYED + "  - {end_turn: true}\n  - {play: imp, by: B}"),
    )
    assert tl.error is None and final(tl, "imp")["zone"] == "base"
    tl = run(
        scenario,
        BODY
        % (
            "spells",
            "opponents",
            PLAYED + "  - {end_turn: true}\n  - {play: quick, by: B}\n  - {pass: until_empty}",
        ),
    )
    assert tl.error is None  # the restriction ended with A's turn (317.2)
    tl = run(scenario, BODY % ("spells", "opponents", PLAYED + "  - {play: quick, by: B}"))
    assert tl.refused_rule == "002"
    tl = run(scenario, BODY % ("spells", "everyone", PLAYED + "  - {play: mine, by: A}"))
    assert tl.refused_rule == "002"


TRASH = """
players: [A, B]
objects:
  - {id: relic, owner: A, zone: base, card: {name: Relic, type: gear,
      abilities: [{activated: {cost: [], effect: [{allow_playing: spells, from: trash}]}}]}}
  - {id: old, owner: A, zone: trash, card: {name: Old spell, type: spell, effect: [{draw: 0}]}}
  - {id: oldunit, owner: A, zone: trash, card: {name: Old unit, type: unit, might: 1}}
script:
%s
"""


def test_353_permission_to_play_from_the_trash(scenario: Load) -> None:
    assert run(scenario, TRASH % "  - {play: old, by: A}").refused_rule == "353"
    tl = run(
        scenario,
        TRASH
        % (
            "  - {activate: relic, by: A}\n  - {pass: until_empty}\n"
            "  - {play: old, by: A}\n  - {pass: until_empty}"
        ),
    )
    assert tl.error is None and final(tl, "old")["zone"] == "trash"
    play = next(s for s in tl.steps if s.kind == "play" and "old" in s.objects)
    assert "from their trash" in play.text["en"] and "depuis la défausse" in play.text["fr"]
    # not Flow: the spell goes back to the trash, it is not banished (829 needs Flow paid)
    assert not any(s.kind == "banish" for s in tl.steps)
    tl = run(
        scenario,
        TRASH % "  - {activate: relic, by: A}\n  - {pass: until_empty}\n  - {play: oldunit, by: A}",
    )
    assert tl.refused_rule == "353"  # spells only
