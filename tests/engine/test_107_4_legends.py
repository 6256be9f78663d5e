"""Rules 107.4 and 174: legends are game objects in their Legend Zone; they can be exhausted and
readied and have activated and triggered abilities (card-pool words, wave 3: legends)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    return timeline


def _yasuo(zone: str, answers: list[str] | None = None) -> engine.Timeline:
    bfs = "[{id: bf1, controller: A}, {id: bf2}]" if zone == "bf1" else "[{id: bf1}, {id: bf2}]"
    return _run(
        f"players: [{{id: A, deck: 5}}, {{id: B, deck: 5}}]\nbattlefields: {bfs}\nobjects:\n"
        '  - {id: yas, card: "Yasuo, Unforgiven", owner: A, zone: legend}\n'
        f"  - {{id: u, card: {{name: U, type: unit, might: 2}}, owner: A, zone: {zone}}}\n"
        "script:\n  - {activate: yas, ability: 1, by: A, targets: {target: u}}\n"
        "  - {pass: until_empty}\n",
        answers,
    )


def test_174_yasuo_moves_a_unit_away_from_its_base_into_it_without_asking() -> None:
    timeline = _yasuo("bf1")
    assert timeline.decision is None
    objects = timeline.final_state["objects"]
    assert objects["u"]["zone"] == "base"
    assert objects["yas"]["exhausted"] is True  # the exhaust cost, paid from the Legend Zone


def test_174_yasuo_moves_a_unit_out_of_its_base_to_a_battlefield_never_another_base_move() -> None:
    asked = _yasuo("base").decision
    assert asked is not None
    assert [o.key for o in asked.options] == ["pick:bf1", "pick:bf2"]  # not its base again
    assert _yasuo("base", ["pick:bf2"]).final_state["objects"]["u"]["zone"] == "bf2"


def _entourage(answers: list[str]) -> dict:  # type: ignore[type-arg]
    timeline = _run(
        "players: [{id: A, deck: 5}, {id: B, deck: 5}]\nbattlefields: [{id: bf1}]\nobjects:\n"
        '  - {id: yas, card: "Yasuo, Unforgiven", owner: A, zone: legend, exhausted: true}\n'
        '  - {id: jinx, card: "Jinx, Loose Cannon", owner: B, zone: legend}\n'
        '  - {id: re, card: "Royal Entourage", owner: A, zone: hand}\n'
        "  - {id: u, card: {name: U, type: unit, might: 2}, owner: A, zone: base}\n"
        "script:\n  - {play: re, by: A}\n  - {pass: until_empty}\n",
        answers,
    )
    assert timeline.decision is None
    objects = timeline.final_state["objects"]
    return {k: objects[k]["exhausted"] for k in ("yas", "jinx")}


def test_107_4_royal_entourage_readies_or_exhausts_a_legend_of_either_player() -> None:
    assert _entourage(["pick:yas", "pick:mode1"]) == {"yas": False, "jinx": False}
    assert _entourage(["pick:jinx", "pick:mode2"]) == {"yas": True, "jinx": True}


def test_107_4_a_legend_target_is_never_a_unit() -> None:
    """With no legend on the board, the trigger has no legal target: the ready unit beside it is
    not exhausted in its place."""
    timeline = _run(
        "players: [{id: A, deck: 5}, {id: B, deck: 5}]\nbattlefields: [{id: bf1}]\nobjects:\n"
        '  - {id: re, card: "Royal Entourage", owner: A, zone: hand}\n'
        "  - {id: u, card: {name: U, type: unit, might: 2}, owner: A, zone: base}\n"
        "script:\n  - {play: re, by: A}\n  - {pass: until_empty}\n",
        ["pick:mode2"],
    )
    assert timeline.final_state["objects"]["u"]["exhausted"] is False


def _volibear(might: int, exhausted: bool, answers: list[str]) -> tuple[bool, list[bool]]:
    tired = "true" if exhausted else "false"
    timeline = _run(
        "players: [{id: A, deck: 5, runes: [{domain: Fury}], rune_deck: [Fury, Body]}, "
        "{id: B, deck: 5}]\nbattlefields: [{id: bf1}]\nobjects:\n"
        f'  - {{id: voli, card: "Volibear, Relentless Storm", owner: A, zone: legend, '
        f"exhausted: {tired}}}\n"
        f"  - {{id: u, card: {{name: U, type: unit, might: {might}, energy: 0}}, owner: A, "
        "zone: hand}\n"
        "script:\n  - {play: u, by: A}\n  - {pass: until_empty}\n",
        answers,
    )
    assert timeline.decision is None
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return timeline.final_state["objects"]["voli"]["exhausted"], [
        r["exhausted"] for r in a["runes"]
    ]


def test_174_volibear_may_exhaust_to_channel_an_exhausted_rune_for_a_mighty_unit() -> None:
    assert _volibear(5, False, ["accept:yes"]) == (True, [False, True])
    assert _volibear(5, False, ["accept:no"]) == (False, [False])


def test_174_volibear_does_not_trigger_for_a_unit_that_is_not_mighty() -> None:
    assert _volibear(4, False, []) == (False, [False])


def test_414_1_c_an_exhausted_volibear_cannot_exhaust_again_so_channels_nothing() -> None:
    assert _volibear(5, True, ["accept:yes"]) == (True, [False])


def _hall(can_pay: bool, answers: list[str]) -> tuple[dict, list[bool]]:  # type: ignore[type-arg]
    runes = "[{domain: Fury}]" if can_pay else "[{domain: Fury, exhausted: true}]"
    timeline = _run(
        f"players: [{{id: A, deck: 5, runes: {runes}}}, {{id: B, deck: 5}}]\n"
        'battlefields: [{id: bf1, card: "Hall of Legends"}]\nobjects:\n'
        '  - {id: yas, card: "Yasuo, Unforgiven", owner: A, zone: legend, exhausted: true}\n'
        '  - {id: jinx, card: "Jinx, Loose Cannon", owner: B, zone: legend, exhausted: true}\n'
        "  - {id: u, card: {name: U, type: unit, might: 2}, owner: A, zone: base}\n"
        "script:\n  - {move: u, to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
        "  - {pass: until_empty}\n",
        answers,
    )
    assert timeline.decision is None
    objects = timeline.final_state["objects"]
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return {k: objects[k]["exhausted"] for k in ("yas", "jinx")}, [
        r["exhausted"] for r in a["runes"]
    ]


def test_107_4_hall_of_legends_readies_only_the_conquerors_legend_when_they_pay() -> None:
    assert _hall(True, ["accept:yes"]) == ({"yas": False, "jinx": True}, [True])


def test_383_3_b_hall_of_legends_declined_or_unpayable_readies_nothing() -> None:
    assert _hall(True, ["accept:no"]) == ({"yas": True, "jinx": True}, [False])
    assert _hall(False, []) == ({"yas": True, "jinx": True}, [True])


def _garen(units: int, exhausted: bool = False, hold: bool = False) -> engine.Timeline:
    where = "bf1" if hold else "base"
    objects = "".join(
        f"  - {{id: u{i}, card: {{name: U, type: unit, might: 2}}, owner: A, zone: {where}}}\n"
        for i in range(units)
    )
    moved = ", ".join(f"u{i}" for i in range(units))
    script = (
        "  - {end_turn: true}\n  - {end_turn: true}\n"
        if hold
        else f"  - {{move: [{moved}], to: bf1, by: A}}\n  - {{pass: until_showdown_ends}}\n"
        "  - {pass: until_empty}\n"
    )
    tired = "true" if exhausted else "false"
    return _run(
        "players: [{id: A, deck: 5}, {id: B, deck: 5}]\n"
        f"battlefields: [{{id: bf1{', controller: A' if hold else ''}}}]\nobjects:\n"
        f'  - {{id: garen, card: "Garen, Might of Demacia", owner: A, zone: legend, '
        f"exhausted: {tired}}}\n" + objects + "script:\n" + script
    )


def _hand(timeline: engine.Timeline) -> int:
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return int(a["hand_hidden"]) + len(a["hand"])


def test_383_4_c_garen_draws_two_when_you_conquer_with_four_units_there() -> None:
    assert _hand(_garen(4)) == 2
    assert _hand(_garen(3)) == 0  # triggers, but the condition fails as it resolves


def test_174_an_exhausted_legend_still_triggers() -> None:
    assert _hand(_garen(4, exhausted=True)) == 2


def test_383_4_c_garen_does_not_trigger_when_you_hold() -> None:
    timeline = _garen(4, hold=True)
    assert any(s.kind == "score" and "holds" in s.text["en"] for s in timeline.steps)
    assert not any(s.kind == "trigger" and "Garen" in s.text["en"] for s in timeline.steps)
