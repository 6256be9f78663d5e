"""Rules 002 and 055: a card's text overrides the rules that would allow a move: "I can't move to
base" (Determined Sentry), "units can't move to base" (Minotaur Reckoner), "units can't move from
here to base" (Vilemaw's Lair). A standard move there is refused; an effect's move there is
impossible and skipped, the other units still move; a recall is not a move and still happens."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

BODY = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A%s}
  - {id: bf2}
objects:
  - {id: sentry, owner: A, zone: bf1, card: "%s"}
  - {id: other, owner: A, zone: bf1, card: {name: Other, type: unit, might: 2}}
  - {id: flash, owner: A, zone: hand, card: {name: Back, type: spell,
      effect: [{move: "all friendly units at bf1", to: base}]}}
  - {id: call, owner: A, zone: hand, card: {name: Call, type: spell, effect: [{recall: sentry}]}}
script:
%s
"""


def test_002_determined_sentry_cannot_make_a_standard_move_to_base(scenario: Load) -> None:
    tl = run(scenario, BODY % ("", "Determined Sentry", "  - {move: sentry, to: base, by: A}"))
    assert tl.refused_rule == "002"
    tl = run(scenario, BODY % ("", "Determined Sentry", "  - {move: sentry, to: bf2, by: A}"))
    assert tl.refused_rule == "810.1.b"  # still the usual rules elsewhere (no Ganking)


def test_055_an_effects_move_to_base_is_skipped_for_the_sentry_only(scenario: Load) -> None:
    script = "  - {play: flash, by: A}\n  - {pass: until_empty}"
    tl = run(scenario, BODY % ("", "Determined Sentry", script))
    assert tl.error is None
    assert final(tl, "sentry")["zone"] == "bf1" and final(tl, "other")["zone"] == "base"
    skip = next(s for s in tl.steps if s.kind == "skip")
    assert "002" in skip.rules and list(skip.objects) == ["sentry"]


def test_002_a_recall_is_not_a_move(scenario: Load) -> None:
    script = "  - {play: call, by: A}\n  - {pass: until_empty}"
    tl = run(scenario, BODY % ("", "Determined Sentry", script))
    assert final(tl, "sentry")["zone"] == "base"


def test_002_minotaur_reckoner_bars_every_unit(scenario: Load) -> None:
    script = "  - {play: flash, by: A}\n  - {pass: until_empty}"
    tl = run(scenario, BODY % ("", "Minotaur Reckoner", script))
    assert final(tl, "sentry")["zone"] == "bf1" and final(tl, "other")["zone"] == "bf1"


def test_002_vilemaws_lair_bars_moves_from_there_only(scenario: Load) -> None:
    script = "  - {play: flash, by: A}\n  - {pass: until_empty}"
    body = BODY % (', card: "Vilemaw\'s Lair"', "Minotaur Reckoner", script)
    body = body.replace('card: "Minotaur Reckoner"', "card: {name: Plain, type: unit, might: 1}")
    tl = run(scenario, body)
    assert tl.error is None
    assert final(tl, "sentry")["zone"] == "bf1" and final(tl, "other")["zone"] == "bf1"
    elsewhere = body.replace(', card: "Vilemaw\'s Lair"', "")
    tl = run(scenario, elsewhere)
    assert final(tl, "sentry")["zone"] == "base" and final(tl, "other")["zone"] == "base"
