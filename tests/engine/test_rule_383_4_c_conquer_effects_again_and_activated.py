"""Rule 383.4.c, conquer effects: Red Brambleback ("your conquer effects for conquering here
trigger an additional time") makes every conquer ability its controller's conquest there set off
trigger once more, in the order they chose; Reckoner's Arena ("when you hold here, activate the
conquer effects of units here") puts the "when I conquer" abilities of the units there on the
chain though nobody conquered."""

from __future__ import annotations

from .triggers_helpers import Load, run

BODY = """
players: [{id: A, deck: 6}, B]
battlefields: [{id: bf1, card: "%s"}, {id: bf2}]
objects:
  - {id: k, card: "Kai'Sa, Survivor", owner: A, zone: base}
%s
script:
  - {move: [%s], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
%s
choices:
  - {order: [rb, k]}
  - {pick: [rb]}
"""

BRAMBLE = "  - {id: rb, card: Red Brambleback, owner: A, zone: base}"


def _draws(tl) -> int:
    return sum(1 for s in tl.steps if s.kind == "draw")


def test_383_4_c_kaisa_draws_twice_with_red_brambleback(scenario: Load) -> None:
    tl = run(scenario, BODY % ("Reckoner's Arena", BRAMBLE, "rb, k", ""))
    assert tl.error is None, tl.error
    assert _draws(tl) == 2
    assert sum(1 for s in tl.steps if "an additional time" in s.text["en"]) == 2


def test_383_4_c_without_red_brambleback_once(scenario: Load) -> None:
    body = (BODY % ("Reckoner's Arena", "", "k", "")).split("choices:")[0]
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert _draws(tl) == 1


def test_383_4_c_reckoners_arena_activates_kaisas_conquer_effect_on_a_hold(
    scenario: Load,
) -> None:
    body = (
        BODY
        % (
            "Reckoner's Arena",
            "",
            "k",
            "  - {end_turn: true}\n  - {end_turn: true}\n  - {pass: until_empty}",
        )
    ).split("choices:")[0]
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert _draws(tl) == 2  # the conquest, then the hold's activation
    assert any("is activated by Reckoner's Arena" in s.text["en"] for s in tl.steps)


def test_383_4_c_another_battlefield_holds_without_activating(scenario: Load) -> None:
    body = (
        BODY
        % (
            "Grove of the God-Willow",
            "",
            "k",
            "  - {end_turn: true}\n  - {end_turn: true}\n  - {pass: until_empty}",
        )
    ).split("choices:")[0]
    tl = run(scenario, body)
    assert tl.error is None, tl.error
    assert not any("is activated by" in s.text["en"] for s in tl.steps)
