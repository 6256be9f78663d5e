"""Experience (rules 728-733), [Hunt] (823) and [Level] (824), Unleashed's words: a player's XP
is gained and spent (730), a cost of XP the player cannot pay is refused (357), Hunt gains XP on
a conquest and on a hold, and a Level ability exists only while its controller has the XP."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)


def _xp(timeline: engine.Timeline, player: str) -> int:
    return next(p.get("xp", 0) for p in timeline.final_state["players"] if p["id"] == player)


CONQUER = """\
players: [{id: A, xp: 1}, B]
battlefields: [{id: bf1}]
objects:
  - {id: gromp, card: "Voracious Gromp", owner: A, zone: base}
script:
  - {move: gromp, to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
expect:
  players: {A: {xp: 4}}
"""


def test_823_1_c_hunt_3_gains_its_controller_3_xp_when_it_conquers() -> None:
    timeline = _run(CONQUER)
    assert timeline.error is None, timeline.error
    assert _xp(timeline, "A") == 4 and _xp(timeline, "B") == 0
    assert any(s.kind == "xp" and "730.1" in s.rules for s in timeline.steps)


HOLD = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: herald, card: "Herald of Spring", owner: B, zone: bf1}
script:
  - {end_turn: true}
  - {pass: until_empty}
"""


def test_823_1_b_hunt_is_also_a_hold_effect() -> None:
    timeline = _run(HOLD)
    assert timeline.error is None, timeline.error
    assert _xp(timeline, "B") == 1  # [Hunt]: X omitted is 1 (823.1.c.2)


POPPY = """\
players: [{id: A, xp: %d}, B]
objects:
  - {id: poppy, card: "Poppy, Keeper of the Hammer", owner: A, zone: legend}
script:
  - {activate: poppy, ability: 1, by: A}
  - {pass: until_empty}
"""


def test_357_a_cost_of_xp_the_player_cannot_pay_refuses_the_ability() -> None:
    short = _run(POPPY % 2)
    assert short.error is not None and "cannot be paid" in short.error["en"]
    assert short.steps[-1].kind == "refused" and short.steps[-1].rules == ("357",)
    assert _xp(short, "A") == 2  # nothing paid, not even the exhaust
    assert not short.final_state["objects"]["poppy"]["exhausted"]
    paid = _run(POPPY % 5)
    assert paid.error is None, paid.error
    assert _xp(paid, "A") == 2  # 730.2: spent
    assert any(e["kind"] == "draw" for e in paid.log)


LEVEL = """\
players: [{id: A, xp: %d}, B]
battlefields: [{id: bf1}]
objects:
  - {id: s, card: "Combat Experience", owner: A, zone: hand}
  - {id: u, card: {name: "Unit", type: unit, might: 2}, owner: A, zone: base}
script:
  - {play: s, by: A, targets: {target: u}}
  - {pass: until_empty}
"""


def test_824_1_b_1_level_6_runs_its_text_only_while_the_player_has_6_xp() -> None:
    low = _run(LEVEL % 5)
    high = _run(LEVEL % 6)
    assert low.error is None and high.error is None, (low.error, high.error)
    assert low.final_state["objects"]["u"]["might"] == 3  # +1 this turn
    assert high.final_state["objects"]["u"]["might"] == 5  # +3 instead


WUJU = """\
players: [{id: A, xp: %d, deck: 3}, B]
objects:
  - {id: w, card: "Wuju Apprentice", owner: A, zone: hand}
script:
  - {play: w, by: A}
  - {pass: until_empty}
"""


def test_824_1_c_a_level_trigger_does_not_exist_below_its_level() -> None:
    low = _run(WUJU % 0)
    high = _run(WUJU % 6)
    assert low.error is None and high.error is None, (low.error, high.error)
    assert not any(e["kind"] == "trigger" for e in low.log)  # no ability, nothing triggers
    assert any(e["kind"] == "draw" for e in high.log)


SERGEANT = """\
players: [A, B]
objects:
  - {id: s, card: "Scrutinizing Sergeant", owner: A, zone: hand}
  - {id: u, card: {name: "Unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: e, card: {name: "Enemy", type: unit, might: 2}, owner: B, zone: base}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""


def test_730_1_gain_1_xp_per_friendly_unit_counts_the_players_units_as_it_resolves() -> None:
    timeline = _run(SERGEANT)
    assert timeline.error is None, timeline.error
    assert _xp(timeline, "A") == 2  # the Sergeant and the other unit, not the enemy


LEGEND_HOLDS = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2}]
objects:
  - {id: poppy, card: "Poppy, Keeper of the Hammer", owner: B, zone: legend, exhausted: true}
  - {id: u, card: {name: "Unit", type: unit, might: 2}, owner: B, zone: bf1}
script:
  - {end_turn: true}
  - {pass: until_empty}
"""


def test_383_4_c_a_legends_when_you_hold_is_met_as_its_controller_holds() -> None:
    timeline = _run(LEGEND_HOLDS)
    assert timeline.error is None, timeline.error
    assert _xp(timeline, "B") == 1
    trigger = next(s for s in timeline.steps if s.kind == "trigger")
    assert "when you hold" in trigger.text["en"]


LEGEND_CONQUERS = """\
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: poppy, card: "Poppy, Keeper of the Hammer", owner: A, zone: legend}
  - {id: u, card: {name: "Unit", type: unit, might: 2}, owner: A, zone: base}
script:
  - {move: u, to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def test_383_4_c_when_you_hold_is_not_met_by_a_conquest() -> None:
    timeline = _run(LEGEND_CONQUERS)
    assert timeline.error is None, timeline.error
    assert any(e["kind"] == "score" for e in timeline.log)  # A conquered bf1
    assert _xp(timeline, "A") == 0
    assert not any(s.kind == "trigger" for s in timeline.steps)


KHAZIX = """\
players: [{id: A, xp: 2}, B]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: kz, card: "Kha'Zix, Voidreaver", owner: A, zone: legend}
  - {id: tired, card: {name: Tired, type: unit, might: 2}, owner: A, zone: bf1, exhausted: true}
  - {id: home, card: {name: Home, type: unit, might: 2}, owner: A, zone: base, exhausted: true}
script:
  - {activate: kz, ability: 2, by: A, targets: {tired: %s}}
  - {pass: until_empty}
"""


def test_730_2_spending_2_xp_brings_an_exhausted_unit_home_from_a_battlefield_only() -> None:
    moved = _run(KHAZIX % "tired")
    assert moved.error is None, moved.error
    assert moved.final_state["objects"]["tired"]["zone"] == "base"
    assert moved.final_state["objects"]["tired"]["exhausted"]
    assert _xp(moved, "A") == 0 and moved.final_state["objects"]["kz"]["exhausted"]
    refused = _run(KHAZIX % "home")  # in its base: not "at a battlefield"
    assert refused.error is not None and "355" in refused.error["en"]


GAREN = """\
players: [{id: A, deck: 5}, B]
battlefields: [{id: bf1}]
objects:
  - {id: garen, card: "Garen, Might of Demacia", owner: A, zone: legend}
%s
script:
  - {move: [%s], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""


def test_383_2_a_1_where_you_have_4_units_is_counted_as_the_conquest_happens() -> None:
    def board(n: int) -> engine.Timeline:
        units = "\n".join(
            f"  - {{id: u{i}, card: {{name: U{i}, type: unit, might: 1}}, owner: A, zone: base}}"
            for i in range(n)
        )
        return _run(GAREN % (units, ", ".join(f"u{i}" for i in range(n))))

    four, three = board(4), board(3)
    assert four.error is None and three.error is None, (four.error, three.error)
    assert [s.text["en"] for s in four.steps if s.kind == "draw"] == ["A draws 2."]
    assert not any(s.kind == "trigger" for s in three.steps)
    assert any(e["kind"] == "score" for e in three.log)  # A conquered all the same


MEGATUSK = """\
players: [{id: A, xp: 3}, B]
battlefields: [{id: bf1, controller: A}]
objects:
  - {id: tusk, card: "Megatusk", owner: A, zone: bf1}
  - {id: pal, card: {name: Pal, type: unit, might: 1}, owner: A, zone: bf1}
  - {id: home, card: {name: Home, type: unit, might: 1}, owner: A, zone: base}
script:
  - {activate: tusk, ability: 1, by: A}
  - {pass: until_empty}
"""


def test_730_2_spend_3_xp_gives_your_units_here_ganking() -> None:
    timeline = _run(MEGATUSK)
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert "Ganking" in objects["tusk"]["keywords"] and "Ganking" in objects["pal"]["keywords"]
    assert "Ganking" not in objects["home"]["keywords"]
    assert _xp(timeline, "A") == 0


BLOOD_ROSE = """\
players: [{id: A, runes: [Body, Body], xp: 2}, B]
objects:
  - {id: rose, card: "Blood Rose", owner: A, zone: base}
  - {id: u, card: {name: Unit, type: unit, might: 1, energy: 0}, owner: A, zone: hand}
script:
  - {play: u, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_383_3_b_you_may_pay_1_energy_to_gain_1_xp_pays_as_it_finalizes() -> None:
    timeline = _run(BLOOD_ROSE, ["accept:yes"])
    assert timeline.error is None, timeline.error
    assert _xp(timeline, "A") == 3
    pay = next(s for s in timeline.steps if "383.3.b" in s.rules)
    assert pay.kind == "pay"


HEIRLOOM = """\
players: [{id: A, xp: %d}, B]
objects:
  - {id: h, card: "Shepherd's Heirloom", owner: A, zone: base}
  - {id: u, card: {name: Unit, type: unit, might: 1}, owner: A, zone: base}
script:
  - {activate: h, ability: 1, by: A, targets: {target: u}}
  - {pass: until_empty}
"""


def test_357_equip_for_1_xp_attaches_it_and_is_refused_with_none() -> None:
    paid = _run(HEIRLOOM % 1)
    assert paid.error is None, paid.error
    assert paid.final_state["objects"]["u"]["might"] == 3 and _xp(paid, "A") == 0
    refused = _run(HEIRLOOM % 0)
    assert refused.error is not None and "0 XP" in refused.error["en"]
