"""Rule 383.4.b: an object chosen as a target sets off its targeting triggers once the spell or
ability that chose it has finished finalizing — before anyone may respond, and whether or not that
spell then resolves (Irelia, Fervent's ruling)."""

from __future__ import annotations

from .triggers_helpers import Load, final, run, triggered

BODY = """
players: [A, B]
objects:
  - {id: jae, owner: A, zone: base, card: {name: Jae, type: unit, might: 2,
      abilities: [{triggered: {when: %s, effect: [{might: 1, to: self, duration: turn}]}}]}}
  - {id: pump, owner: %s, zone: hand, card: {name: Pump, type: spell, keywords: [Reaction],
      targets: {target: unit}, effect: [{draw: 0}]}}
  - {id: nope, owner: B, zone: hand, card: {name: Nope, type: spell, keywords: [Reaction],
      targets: {target: spell}, effect: [{counter: $target}]}}
  - {id: hook, owner: A, zone: base, card: {name: Hook, type: gear, targets: {target: unit},
      abilities: [{activated: {cost: [], effect: [{draw: 0}]}}]}}
script:
%s
"""


def test_383_4_b_a_chosen_unit_triggers_before_any_response_even_if_countered(
    scenario: Load,
) -> None:
    script = (
        "  - {play: pump, by: A, targets: [jae]}\n"
        "  - {play: nope, by: B, targets: [pump]}\n"
        "  - {pass: until_empty}"
    )
    tl = run(scenario, BODY % ("i_am_chosen", "A", script))
    assert tl.error is None
    fired = triggered(tl, "jae")
    response = next(s.index for s in tl.steps if s.kind == "play" and "nope" in s.objects)
    finalized = next(s.index for s in tl.steps if s.kind == "finalize" and "pump" in s.objects)
    assert len(fired) == 1 and finalized < fired[0] < response
    assert any(s.kind == "counter" for s in tl.steps) and final(tl, "jae")["might"] == 3


def test_383_4_b_a_spell_of_yours_chooses_me_not_an_ability_nor_an_opponent(
    scenario: Load,
) -> None:
    kind = "a_spell_of_yours_chooses_me"
    mine = "  - {play: pump, by: A, targets: [jae]}\n  - {pass: until_empty}"
    assert triggered(run(scenario, BODY % (kind, "A", mine)), "jae")
    ability = "  - {activate: hook, by: A, targets: [jae]}\n  - {pass: until_empty}"
    assert not triggered(run(scenario, BODY % (kind, "A", ability)), "jae")
    assert triggered(run(scenario, BODY % ("i_am_chosen", "A", ability)), "jae")
    theirs = (
        "  - {end_turn: true}\n  - {play: pump, by: B, targets: [jae]}\n  - {pass: until_empty}"
    )
    assert not triggered(run(scenario, BODY % (kind, "B", theirs)), "jae")
    enemy = "an_enemy_spell_or_ability_chooses_me"
    assert triggered(run(scenario, BODY % (enemy, "B", theirs)), "jae")
    assert not triggered(run(scenario, BODY % (enemy, "A", mine)), "jae")


def test_383_4_b_you_choose_me_by_your_spell_or_ability_only(scenario: Load) -> None:
    kind = "you_choose_me"
    mine = "  - {play: pump, by: A, targets: [jae]}\n  - {pass: until_empty}"
    ability = "  - {activate: hook, by: A, targets: [jae]}\n  - {pass: until_empty}"
    theirs = (
        "  - {end_turn: true}\n  - {play: pump, by: B, targets: [jae]}\n  - {pass: until_empty}"
    )
    assert triggered(run(scenario, BODY % (kind, "A", mine)), "jae")
    assert triggered(run(scenario, BODY % (kind, "A", ability)), "jae")
    assert not triggered(run(scenario, BODY % (kind, "B", theirs)), "jae")
