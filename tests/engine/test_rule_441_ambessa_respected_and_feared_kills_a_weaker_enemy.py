"""An [Empowered] attack trigger with a target read against its source (441, 355.5.b): Ambessa,
Respected and Feared, "[Empowered] whenever I attack, kill an enemy unit here whose Might is
lower than mine" (her [Assault 2] counts while she attacks)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: amb, card: "Ambessa, Respected and Feared", owner: A, zone: base}
  - {id: weak, card: {name: "B weak", type: unit, might: 2}, owner: B, zone: bf1}
  - {id: strong, card: {name: "B strong", type: unit, might: %d}, owner: B, zone: bf1}
script:
%s  - {move: amb, to: bf1, by: A}
  - {pass: until_empty}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
choices:
  - {pick: [strong]}
"""
EMPOWER = "  - {activate: amb, ability: 1, by: A}\n  - {pass: until_empty}\n"


def _died(tl: engine.Timeline) -> list[str]:
    return [s.text["en"].split(" dies")[0] for s in tl.steps if s.kind == "die"]


def test_441_empowered_ambessa_kills_an_enemy_unit_weaker_than_her_as_she_attacks(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(BOARD % (6, EMPOWER)))  # 6 < 5 + Assault 2
    assert tl.error is None, tl.error
    assert _died(tl)[0] == "B strong"  # before combat damage, which then kills B weak
    assert tl.final_state["objects"]["strong"]["zone"] == "trash"


def test_441_not_empowered_her_attack_kills_nothing() -> None:
    body = "format: rulesviz/1\nid: t\ntitle: t\n" + BOARD % (6, "")
    tl = engine.run(engine.load_text(body, "t.yaml"))
    assert tl.error is None, tl.error
    assert "B strong" not in _died(tl)


def test_355_5_b_an_enemy_unit_as_strong_as_her_is_never_a_target(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = (BOARD % (7, EMPOWER)).replace("choices:\n  - {pick: [strong]}\n", "")
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    assert _died(tl)[0] == "B weak"  # the only one below her 7: chosen with no decision
    assert not [s for s in tl.steps if s.kind == "decision"]
