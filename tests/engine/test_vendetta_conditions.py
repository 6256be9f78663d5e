"""The board conditions of Vendetta's texts (engine/vocabulary/conditions.py), checked on the
board with the pool's cards, named after the rule they read: 161 (the runes a player controls) and
469.2 / 383.2.a (a hold trigger whose condition is read as it resolves)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, None)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _draws(timeline: engine.Timeline) -> int:
    return sum(e["kind"] == "draw" for e in timeline.log)


def _shen(others: int) -> engine.Timeline:
    friends = "".join(
        f'  - {{id: f{n}, card: {{name: "Friend", type: unit, might: 1}}, owner: A, zone: bf1}}\n'
        for n in range(others)
    )
    return _run(
        f"""\
players: [{{id: A, deck: 5}}, {{id: B, deck: 5}}]
battlefields: [{{id: bf1, controller: A}}]
objects:
  - {{id: shen, card: "Shen, Scourge of Shadows", owner: A, zone: bf1}}
{friends}script:
  - {{end_turn: true}}
  - {{end_turn: true}}
  - {{pass: until_empty}}
"""
    )


def test_383_2_a_shen_draws_on_a_hold_only_with_exactly_one_other_unit_of_yours_here() -> None:
    assert _draws(_shen(1)) == 1
    assert _draws(_shen(0)) == 0
    assert _draws(_shen(2)) == 0


def _dragon(runes: int) -> engine.Timeline:
    rune_list = ", ".join(["Fury"] * runes)
    return _run(
        f"""\
players: [{{id: A, deck: 5, runes: [{rune_list}]}}, {{id: B, deck: 5, runes: [Calm]}}]
battlefields: [{{id: bf1}}]
objects:
  - {{id: dragon, card: "Eclipse Dragon", owner: A, zone: base}}
script:
  - {{move: dragon, to: bf1, by: A}}
  - {{pass: until_empty}}
"""
    )


def test_161_eclipse_dragon_draws_on_a_move_only_with_4_runes_or_fewer() -> None:
    assert _draws(_dragon(4)) == 1
    assert _draws(_dragon(5)) == 0


def _blast(empowered: bool) -> engine.Timeline:
    empower = (
        "  - {activate: tome, ability: 1, by: A}\n  - {pass: until_empty}\n" if empowered else ""
    )
    return engine.run(
        engine.load_text(
            HEAD
            + f"""\
players: [{{id: A, runes: [Mind]}}, B]
battlefields: [{{id: bf1, controller: B}}]
objects:
  - {{id: tome, card: "Questionable Tome", owner: A, zone: base}}
  - {{id: blast, card: "Shock Blast", owner: A, zone: hand}}
  - {{id: foe, card: {{name: "Foe", type: unit, might: 5}}, owner: B, zone: bf1}}
script:
{empower}  - {{play: blast, by: A, targets: {{target: foe}}}}
  - {{pass: until_empty}}
""",
            "t.yaml",
        )
    )


def test_356_4_shock_blast_costs_2_energy_less_while_something_you_control_is_empowered() -> None:
    cheap = _blast(empowered=True)
    assert cheap.refused_rule is None and cheap.error is None
    assert cheap.final_state["objects"]["foe"]["damage"] == 4
    assert _blast(empowered=False).refused_rule == "358"  # 3 Energy + 1 Mind from one rune


def _wind(might: int) -> str:
    return _run(
        f"""\
players: [A, B]
battlefields: [{{id: bf1, controller: B}}]
objects:
  - {{id: wind, card: "Wind and Ghosts", owner: A, zone: hand}}
  - {{id: foe, card: {{name: "Foe", type: unit, might: {might}}}, owner: B, zone: bf1}}
script:
  - {{play: wind, by: A, targets: {{target: foe}}}}
  - {{pass: until_empty}}
"""
    ).final_state["objects"]["foe"]["zone"]


def test_359_wind_and_ghosts_banishes_3_might_or_less_and_else_returns_to_hand() -> None:
    assert _wind(3) == "banishment"
    assert _wind(4) == "hand"


def _porobot(gear: int) -> engine.Timeline:
    gears = "".join(
        f'  - {{id: g{n}, card: {{name: "Gear", type: gear}}, owner: A, zone: base}}\n'
        for n in range(gear)
    )
    return _run(
        f"""\
players: [{{id: A, deck: 3}}, B]
objects:
  - {{id: bot, card: "Patched Porobot", owner: A, zone: hand}}
{gears}script:
  - {{play: bot, by: A}}
  - {{pass: until_empty}}
  - {{pass: until_empty}}
"""
    )


def test_359_patched_porobot_draws_only_with_3_other_gear() -> None:
    assert _draws(_porobot(3)) == 1
    assert _draws(_porobot(2)) == 0


def _disciple(others: int) -> list:  # type: ignore[type-arg]
    friends = "".join(
        f'  - {{id: f{n}, card: {{name: "Friend", type: unit, might: 1}}, owner: A, zone: bf1}}\n'
        for n in range(others)
    )
    return (
        _run(
            f"""\
players: [A, B]
battlefields: [{{id: bf1, controller: A}}]
objects:
  - {{id: d, card: "Disciple of Shen", owner: A, zone: bf1}}
{friends}script:
  - {{pass: until_empty}}
"""
        )
        .final_state["objects"]["d"]
        .get("keywords", [])
    )


def test_814_disciple_of_shen_has_shield_3_only_beside_exactly_one_other_unit_of_yours() -> None:
    assert "Shield 3" in _disciple(1)
    assert "Shield 3" not in _disciple(0)
    assert "Shield 3" not in _disciple(2)


FORMULA = """\
players: [A, B]
objects:
  - {id: f, card: "Hextech Formula", owner: A, zone: base}
  - {id: tome, card: "Questionable Tome", owner: B, zone: base}
script:
"""


def test_355_hextech_formula_empowers_another_gear_never_itself() -> None:
    tl = _run(
        FORMULA + "  - {activate: f, by: A, targets: {target: tome}}\n  - {pass: until_empty}\n"
    )
    assert tl.final_state["objects"]["tome"]["empowered"] is True
    refused = engine.run(
        engine.load_text(HEAD + FORMULA + "  - {activate: f, by: A, targets: {target: f}}\n", "t")
    )
    assert refused.refused_rule == "355"


def _drake(target_tags: str) -> engine.Timeline:
    return engine.run(
        engine.load_text(
            HEAD
            + f"""\
players: [A, B]
objects:
  - {{id: drake, card: "Ocean Drake", owner: A, zone: hand}}
  - id: foe
    card: {{name: "Foe", type: unit, might: 2, tags: [{target_tags}]}}
    owner: B
    zone: base
script:
  - {{play: drake, by: A, targets: {{target: foe}}}}
  - {{pass: until_empty}}
  - {{pass: until_empty}}
""",
            "t.yaml",
        )
    )


def test_355_ocean_drake_returns_only_a_non_dragon_unit() -> None:
    assert _drake("Poro").final_state["objects"]["foe"]["zone"] == "hand"
    assert _drake("Dragon").final_state["objects"]["foe"]["zone"] == "base"


def _decree(domains: str) -> engine.Timeline:
    return engine.run(
        engine.load_text(
            HEAD
            + f"""\
players: [A, B]
objects:
  - {{id: decree, card: "Decree of Unity", owner: A, zone: hand}}
  - {{id: relic, card: {{name: "Relic", type: gear, domains: [{domains}]}}, owner: B, zone: base}}
script:
  - {{play: decree, by: A, targets: {{target: relic}}}}
  - {{pass: until_empty}}
""",
            "t.yaml",
        )
    )


def test_355_decree_of_unity_chooses_only_an_enemy_chaos_unit_or_gear() -> None:
    assert _decree("Chaos").final_state["objects"]["relic"]["zone"] == "trash"
    assert _decree("Calm").refused_rule == "355"
