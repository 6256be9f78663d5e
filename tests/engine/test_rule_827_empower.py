"""Rules 827 and 441: Empower is an activated ability that uses the chain; the Empowered status
is given only to an object on the board and is lost when it leaves it (124.2)."""

import engine

BODY = """\
    players: [A, B]
    objects:
      - id: relic
        owner: A
        zone: base
        card:
          name: "Relic"
          type: gear
          keywords: [Empower]
          abilities: [{activated: {cost: [{pay: {energy: 2}}], effect: [{empower: self}]}}]
    script:
      - {activate: relic, by: A}
"""


def test_827_1_the_empower_ability_waits_on_the_chain_then_empowers(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY))
    assert tl.final_state["chain"] and "empowered" not in tl.final_state["objects"]["relic"]
    tl = engine.run(scenario(BODY + "      - {pass: until_empty}\n"))
    assert tl.final_state["objects"]["relic"]["empowered"] is True


def test_441_2_an_object_that_left_the_board_is_not_empowered(scenario) -> None:  # type: ignore[no-untyped-def]
    body = BODY + "      - {act: {return_to_hand: relic}, by: B}\n      - {pass: until_empty}\n"
    tl = engine.run(scenario(body))
    assert "empowered" not in tl.final_state["objects"]["relic"]
    assert any(s.kind == "skip" and "441.2" in s.rules for s in tl.steps)


def test_308_1_a_a_default_timing_ability_is_not_used_during_a_showdown(scenario) -> None:  # type: ignore[no-untyped-def]
    body = BODY.replace(
        "    script:",
        """      - {id: u, card: {name: "Unit", type: unit, might: 1}, owner: A, zone: base}
    battlefields: [{id: bf1}]
    script:
      - {move: u, to: bf1, by: A}""",
    )
    assert engine.run(scenario(body)).refused_rule == "308.1.a"


WHEN_EMPOWERED = """\
    players: [A, B]
    objects:
      - {id: u, owner: A, zone: base, card: {name: "U", type: unit, might: 2,
          abilities: [{triggered: {when: i_become_empowered, effect: [{draw: 1}]}}]}}
      - {id: s, owner: A, zone: hand, card: {name: "S", type: spell,
          targets: {target: unit}, effect: [{empower: $target}]}}
    script:
      - {play: s, by: A, targets: [u]}
      - {pass: until_empty}
    """


def test_828_1_d_when_i_become_empowered_triggers_as_the_status_is_gained(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(WHEN_EMPOWERED))
    kinds = [s.kind for s in tl.steps]
    assert kinds.index("empower") < kinds.index("trigger") < kinds.index("draw")
