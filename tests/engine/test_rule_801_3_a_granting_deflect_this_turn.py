"""Rule 801.3.a (a keyword granted for a while) for [Deflect 2] (809): "when I become ready,
choose one to give me this turn - [Assault 2], [Deflect 2] or [Ganking]" (Jayce, Hammer in Hand).
The Deflect granted counts in what an opponent pays to choose him (809)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: j, card: "Jayce, Hammer in Hand", owner: A, zone: base, exhausted: true}
  - {id: up, card: "Upstage Comedy", owner: A, zone: hand}
  - {id: d, card: {name: Draw, type: spell, energy: 0, effect: [{draw: 1}]}, owner: A, zone: hand}
choices:
  - {pick: [MODE]}
script:
  - {play: up, by: A, targets: {target: j}}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def _keywords(scenario: Callable[[str], engine.Scenario], mode: str) -> list[str]:
    tl = engine.run(scenario(BOARD.replace("MODE", mode)))
    assert tl.error is None, tl.error
    assert tl.decision is None
    return list(tl.final_state["objects"]["j"]["keywords"])


def test_801_3_a_jayce_may_take_deflect_2_this_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert "Deflect 2" in _keywords(scenario, "mode2")
    assert "Ganking" in _keywords(scenario, "mode3")


def test_809_the_granted_deflect_adds_to_what_an_opponent_pays(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = (
        BOARD.replace("MODE", "mode2")
        .replace(
            "players: [A, B]",
            "players:\n  - {id: A, runes: [Calm, Calm, Calm]}\n  - {id: B, runes: [Calm]}",
        )
        .replace(
            'card: "Upstage Comedy",',
            "card: {name: Free ready, type: spell, energy: 0, targets: {target: unit},"
            " effect: [{ready: $target}]},",
        )
    )
    zap = (
        "  - {id: z, card: {name: Zap, type: spell, energy: 0, keywords: [Reaction],"
        " targets: {target: unit},"
        " effect: [{damage: 1, to: $target}]}, owner: B, zone: hand}\n"
    )
    body = body.replace("choices:", zap + "choices:")
    tl = engine.run(
        scenario(body + "  - {end_turn: true}\n  - {play: z, by: B, targets: {target: j}}\n")
    )
    # the turn is over: the Deflect 2 has ended, B pays nothing more
    assert tl.error is None, tl.error
    tl = engine.run(
        scenario(body + "  - {play: d, by: A}\n  - {play: z, by: B, targets: {target: j}}\n")
    )
    assert tl.refused_rule == "358"  # B's one rune cannot pay Deflect 2


def test_809_with_ganking_chosen_instead_b_can_choose_him(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = BOARD.replace("MODE", "mode3").replace(
        "players: [A, B]",
        "players:\n  - {id: A, runes: [Calm, Calm, Calm]}\n  - {id: B, runes: [Calm]}",
    )
    body = body.replace(
        "choices:",
        "  - {id: z, card: {name: Zap, type: spell, energy: 0, keywords: [Reaction],"
        " targets: {target: unit}, effect: [{damage: 1, to: $target}]}, owner: B, zone: hand}\n"
        "choices:",
    )
    tl = engine.run(
        scenario(body + "  - {play: d, by: A}\n  - {play: z, by: B, targets: {target: j}}\n")
    )
    assert tl.refused_rule is None, tl.error
