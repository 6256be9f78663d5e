"""Rule 437 (Prevent) narrowed by what deals the damage: "prevent all spell and ability damage
this turn" (Unyielding Spirit) leaves combat damage alone (142); "while you control 7 or more
runes, prevent all damage that enemy spells and abilities would deal to me" (Esteemed
Hierophant) leaves its own controller's spells alone and needs the runes."""

from collections.abc import Callable

import engine

ZAP = (
    "{name: Zap, type: spell, energy: 0, targets: {target: unit},"
    " effect: [{damage: 3, to: $target}]}"
)


def _hierophant(runes: int) -> str:
    rune_list = ", ".join(["Calm"] * runes)
    return f"""
players:
  - {{id: A, runes: [{rune_list}]}}
  - {{id: B}}
battlefields:
  - {{id: bf1, controller: A}}
objects:
  - {{id: h, card: "Esteemed Hierophant", owner: A, zone: bf1}}
  - {{id: zb, card: {ZAP}, owner: B, zone: hand}}
  - {{id: za, card: {ZAP}, owner: A, zone: hand}}
"""


def test_437_hierophant_with_7_runes_prevents_an_enemy_spells_damage(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    script = (
        "script:\n  - {end_turn: true}\n"
        "  - {play: zb, by: B, targets: {target: h}}\n  - {pass: until_empty}\n"
    )
    tl = engine.run(scenario(_hierophant(7) + script))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["h"]["damage"] == 0
    tl = engine.run(scenario(_hierophant(6) + script))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["h"]["damage"] == 3


def test_437_hierophant_does_not_prevent_its_own_controllers_spell(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    script = "script:\n  - {play: za, by: A, targets: {target: h}}\n  - {pass: until_empty}\n"
    tl = engine.run(scenario(_hierophant(7) + script))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["h"]["damage"] == 3


SPIRIT = f"""
players: [A, B]
battlefields:
  - {{id: bf1, controller: B}}
objects:
  - {{id: s, card: "Unyielding Spirit", owner: A, zone: hand}}
  - {{id: z, card: {ZAP}, owner: A, zone: hand}}
  - {{id: big, card: {{name: Brute, type: unit, might: 5}}, owner: A, zone: base}}
  - {{id: e, card: {{name: Defender, type: unit, might: 4}}, owner: B, zone: bf1}}
"""


def test_437_unyielding_spirit_prevents_spell_damage_this_turn_but_not_combat_damage(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    cast = "  - {play: s, by: A}\n  - {pass: until_empty}\n"
    zap = "  - {play: z, by: A, targets: {target: e}}\n  - {pass: until_empty}\n"
    tl = engine.run(scenario(SPIRIT + "script:\n" + cast + zap))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["e"]["damage"] == 0
    # without it, the spell deals its damage
    tl = engine.run(scenario(SPIRIT + "script:\n" + zap))
    assert tl.final_state["objects"]["e"]["damage"] == 3
    # combat damage is not spell or ability damage: the defender dies
    fight = "  - {move: [big], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
    tl = engine.run(scenario(SPIRIT + "script:\n" + cast + fight))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["e"]["zone"] == "trash"
