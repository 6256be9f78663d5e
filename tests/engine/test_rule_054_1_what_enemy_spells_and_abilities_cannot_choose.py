"""Rule 054.1 ("can't" beats "can") for more texts: "I can't be chosen by enemy spells and
abilities unless I'm in combat" (Akali, Silent), "your units here with less Might than me can't be
chosen by enemy spells and abilities" (Alpha Wildclaw) and "it can't be chosen by enemy spells and
abilities this turn" (Twilight Shroud, until the turn ends, 317.2)."""

from collections.abc import Callable

import engine

ZAP = (
    "{name: Zap, type: spell, keywords: [Reaction], targets: {target: unit},"
    " effect: [{damage: 1, to: $target}]}"
)


def _zap(scenario: Callable[[str], engine.Scenario], body: str, script: str) -> engine.Timeline:
    return engine.run(
        scenario(body + f"  - {{id: z, card: {ZAP}, owner: B, zone: hand}}\n" + script)
    )


def test_054_1_akali_silent_can_be_chosen_only_in_combat(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: ak, card: "Akali, Silent", owner: A, zone: base}
  - {id: e, card: {name: Foe, type: unit, might: 9}, owner: B, zone: bf1}
"""
    tl = _zap(
        scenario,
        body,
        "script:\n  - {end_turn: true}\n  - {play: z, by: B, targets: {target: ak}}\n",
    )
    assert tl.refused_rule == "355"
    # in combat at bf1 (she moved there and attacks), B may choose her
    tl = _zap(
        scenario,
        body,
        "script:\n  - {move: [ak], to: bf1, by: A}\n  - {pass: until_empty}\n"
        "  - {play: z, by: B, targets: {target: ak}}\n  - {pass: until_empty}\n",
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["ak"]["damage"] == 1
    assert tl.final_state["objects"]["ak"]["might"] == 6  # +2 as she moved to a battlefield


def test_054_1_alpha_wildclaw_guards_the_smaller_friendly_units_here(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: w, card: "Alpha Wildclaw", owner: A, zone: bf1}
  - {id: small, card: {name: Small, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: large, card: {name: Large, type: unit, might: 8}, owner: A, zone: bf1}
  - {id: away, card: {name: Away, type: unit, might: 2}, owner: A, zone: base}
"""

    def zap(target: str) -> engine.Timeline:
        return _zap(
            scenario,
            body,
            "script:\n  - {end_turn: true}\n"
            f"  - {{play: z, by: B, targets: {{target: {target}}}}}\n",
        )

    assert zap("small").refused_rule == "355"
    assert zap("large").refused_rule is None
    assert zap("away").refused_rule is None
    assert zap("w").refused_rule is None  # the Wildclaw itself is not guarded


def test_054_1_twilight_shroud_guards_a_friendly_unit_this_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: ts, card: "Twilight Shroud", owner: A, zone: hand}
  - {id: u, card: {name: Guarded, type: unit, might: 2}, owner: A, zone: bf1}
  - {id: z2, card: {name: Quick zap, type: spell, keywords: [Reaction], targets: {target: unit},
      effect: [{damage: 1, to: $target}]}, owner: B, zone: hand}
  - {id: d, card: {name: Draw, type: spell, effect: [{draw: 1}]}, owner: A, zone: hand}
"""
    shroud = "script:\n  - {play: ts, by: A, targets: {target: u}}\n  - {pass: until_empty}\n"
    # A plays another spell; B answers it, and may not choose the guarded unit
    answer = "  - {play: d, by: A}\n  - {play: z2, by: B, targets: {target: u}}\n"
    tl = _zap(scenario, body, shroud + answer)
    assert tl.refused_rule == "355"
    # the turn over, B may choose it again
    tl = _zap(
        scenario,
        body,
        shroud + "  - {end_turn: true}\n  - {play: z, by: B, targets: {target: u}}\n"
        "  - {pass: until_empty}\n",
    )
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["damage"] == 1
