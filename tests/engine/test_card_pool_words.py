"""The card-pool words (docs/scenario-format.md, "Card-pool words"): each checked on the board the
way a scenario meets it, named after its rule."""

from __future__ import annotations

import engine

HEAD = (
    "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, hand: 2, deck: 5}, {id: B, deck: 5}]\n"
)


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _picks(timeline: engine.Timeline) -> list:  # type: ignore[type-arg]
    return [s.decision for s in timeline.steps if s.decision and s.decision.kind == "pick"]


CAPTAIN = """\
objects:
  - {id: c, card: "Buhru Captain", owner: A, zone: hand}
script:
  - {play: c, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_359_3_e_choose_one_runs_only_the_mode_its_controller_picks() -> None:
    drew = _run(CAPTAIN, ["pick:mode1"])
    buffed = _run(CAPTAIN, ["pick:mode2"])
    assert any(e["kind"] == "draw" for e in drew.log)
    assert not drew.final_state["objects"]["c"]["buffed"]
    assert not any(e["kind"] == "draw" for e in buffed.log)
    assert buffed.final_state["objects"]["c"]["buffed"]
    (decision,) = _picks(buffed)
    assert (decision.player, decision.chosen) == ("A", "pick:mode2")


SHAMAN = """\
objects:
  - {id: w, card: "Wildclaw Shaman", owner: A, zone: hand}
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base, buffed: true}
script:
  - {play: w, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""


def test_705_spending_a_buff_removes_it_and_pays_for_what_follows() -> None:
    spent = _run(SHAMAN, ["pick:u"]).final_state["objects"]
    assert not spent["u"]["buffed"]
    assert spent["w"]["buffed"] and not spent["w"]["exhausted"]
    kept = _run(SHAMAN, ["pick:none"]).final_state["objects"]
    assert kept["u"]["buffed"]
    assert not kept["w"]["buffed"]


RETURN = """\
objects:
  - {id: s, card: "Morbid Return", owner: A, zone: hand}
  - {id: u1, card: {name: "Old unit", type: unit, might: 1}, owner: A, zone: trash}
  - {id: u2, card: {name: "Older unit", type: unit, might: 2}, owner: A, zone: trash}
  - {id: e, card: {name: "Enemy unit", type: unit, might: 2}, owner: B, zone: trash}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""


def test_a_unit_returned_from_the_trash_is_the_one_its_controller_picks_from_their_own() -> None:
    timeline = _run(RETURN, ["pick:u2"])
    objects = timeline.final_state["objects"]
    assert (objects["u1"]["zone"], objects["u2"]["zone"], objects["e"]["zone"]) == (
        "trash",
        "hand",
        "trash",
    )
    (pick,) = _picks(timeline)
    assert set(pick.keys()) == {"pick:u1", "pick:u2"} and pick.player == "A"


def test_a_return_from_an_empty_trash_does_nothing() -> None:
    timeline = _run(RETURN.replace("zone: trash}", "zone: base}"))
    assert not any(e["kind"] == "return_to_hand" for e in timeline.log)


def test_an_unmodelled_part_of_an_effect_is_refused_after_the_part_before_it_ran() -> None:
    text = (
        HEAD
        + """\
objects:
  - {id: s, card: {name: "Half a spell", type: spell, effect: [{draw: 1}, {unmodelled: choice}]},
     owner: A, zone: hand}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""
    )
    timeline = engine.run(engine.load_text(text, "t.yaml"))
    assert timeline.error is not None
    assert "Half a spell is only partly modelled" in timeline.error["en"]
    assert "(missing: choice, when the card is used)" in timeline.error["en"]
    assert "(il manque : choice," in timeline.error["fr"]
    assert any(e["kind"] == "draw" and e["subject"] == "A" for e in timeline.log)


def test_355_a_mode_is_chosen_as_the_card_is_played_before_it_resolves() -> None:
    timeline = _run(CAPTAIN, ["pick:mode1"])
    kinds = [s.kind for s in timeline.steps]
    asked = next(
        i for i, s in enumerate(timeline.steps) if s.decision and s.decision.kind == "pick"
    )
    resolved = max(i for i, k in enumerate(kinds) if k == "resolve")
    assert asked < resolved
    assert timeline.steps[asked].decision.rule == "355"  # type: ignore[union-attr]


WIND = """\
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: A}]
objects:
  - {id: w, card: "Ride The Wind", owner: A, zone: hand}
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1,
     exhausted: true}
  - {id: k, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf2}
script:
  - {play: w, by: A, targets: {target: u}}
  - {pass: until_empty}
"""


def test_355_4_a_a_chosen_move_destination_is_any_place_but_the_units_own() -> None:
    timeline = _run(WIND, ["pick:bf2"])
    (pick,) = _picks(timeline)
    assert set(pick.keys()) == {"pick:base", "pick:bf2"} and pick.rule == "355.4.a"
    u = timeline.final_state["objects"]["u"]
    assert (u["zone"], u["exhausted"]) == ("bf2", False)
    to_base = _run(WIND, ["pick:base"]).final_state["objects"]["u"]
    assert to_base["zone"] == "base"


def test_up_to_two_units_from_any_trash_return_each_to_its_owners_hand() -> None:
    body = """\
objects:
  - {id: s, card: "Shadows of the Past", owner: A, zone: hand}
  - {id: mine, card: {name: "Old unit", type: unit, might: 1}, owner: A, zone: trash}
  - {id: theirs, card: {name: "Enemy unit", type: unit, might: 2}, owner: B, zone: trash}
  - {id: spell, card: {name: "Old spell", type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""
    both = _run(body, ["pick:theirs", "pick:mine"]).final_state["objects"]
    assert (both["theirs"]["zone"], both["mine"]["zone"], both["spell"]["zone"]) == (
        "hand",
        "hand",
        "trash",
    )
    assert both["theirs"]["owner"] == "B"
    one = _run(body, ["pick:mine", "pick:none"]).final_state["objects"]
    assert (one["mine"]["zone"], one["theirs"]["zone"]) == ("hand", "trash")


def test_a_return_from_the_trash_limited_to_tags_offers_only_those_cards() -> None:
    timeline = _run(
        """\
objects:
  - {id: h, card: "Starhound", owner: A, zone: hand}
  - {id: poro, card: {name: "A Poro", type: unit, might: 1, tags: [Poro]}, owner: A, zone: trash}
  - {id: plain, card: {name: "Plain unit", type: unit, might: 1}, owner: A, zone: trash}
script:
  - {play: h, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""
    )
    objects = timeline.final_state["objects"]
    assert (objects["poro"]["zone"], objects["plain"]["zone"]) == ("hand", "trash")


def _loyal(alone: bool) -> engine.Timeline:
    friend = (
        ""
        if alone
        else ('  - {id: f, card: {name: "Friend", type: unit, might: 1}, owner: A, zone: bf1}\n')
    )
    return _run(
        f"""\
battlefields: [{{id: bf1, controller: A}}]
objects:
  - {{id: p, card: "Loyal Poro", owner: A, zone: bf1}}
{friend}script:
  - {{act: {{kill: p}}, by: B}}
  - {{pass: until_empty}}
"""
    )


def test_808_1_d_3_unless_i_died_alone_reads_who_was_with_it_at_its_death() -> None:
    assert any(e["kind"] == "draw" for e in _loyal(alone=False).log)
    assert not any(e["kind"] == "draw" for e in _loyal(alone=True).log)


def _peak(at: str) -> dict:  # type: ignore[type-arg]
    return _run(
        f"""\
battlefields: [{{id: bf1, controller: A}}]
objects:
  - {{id: g, card: "Peak Guardian", owner: A, zone: hand}}
  - {{id: there, card: {{name: "At bf1", type: unit, might: 1}}, owner: A, zone: bf1}}
  - {{id: home, card: {{name: "At base", type: unit, might: 1}}, owner: A, zone: base}}
script:
  - {{play: g, by: A{at}}}
  - {{pass: until_empty}}
  - {{pass: until_empty}}
"""
    ).final_state["objects"]


def test_if_i_am_at_a_battlefield_buffs_the_friendly_units_there_and_none_in_base() -> None:
    there = _peak(", at: bf1")
    assert there["g"]["buffed"] and there["there"]["buffed"] and not there["home"]["buffed"]
    home = _peak("")
    assert home["g"]["buffed"] and not home["home"]["buffed"] and not home["there"]["buffed"]


def test_381_a_legends_exhaust_ability_is_used_from_the_legend_zone() -> None:
    timeline = _run(
        """\
objects:
  - {id: lee, card: "Lee Sin, Blind Monk", owner: A, zone: legend}
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
script:
  - {activate: lee, ability: 1, by: A, targets: {target: u}}
  - {pass: until_empty}
"""
    )
    objects = timeline.final_state["objects"]
    assert objects["u"]["buffed"] and objects["lee"]["exhausted"]
    # used again while exhausted: refused by its cost
    text = (
        HEAD
        + """\
objects:
  - {id: v, card: "Viktor, Herald of the Arcane", owner: A, zone: legend, exhausted: true}
script:
  - {activate: v, ability: 1, by: A}
"""
    )
    refused = engine.run(engine.load_text(text, "t.yaml"))
    assert refused.error is not None and refused.refused_rule is not None


def test_355_10_the_opponent_picks_which_of_their_units_follows_to_that_battlefield() -> None:
    timeline = _run(
        """\
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: A}]
objects:
  - {id: c, card: "Call to Battle", owner: A, zone: hand}
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: k1, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: k2, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf2}
  - {id: e1, card: {name: "Enemy one", type: unit, might: 1}, owner: B, zone: base}
  - {id: e2, card: {name: "Enemy two", type: unit, might: 1}, owner: B, zone: base}
script:
  - {play: c, by: A, targets: {mine: u}}
  - {pass: once}
""",
        ["pick:bf1", "pick:e2"],
    )
    where, follower = _picks(timeline)
    assert (where.player, where.chosen, where.rule) == ("A", "pick:bf1", "355.4.a")
    assert (follower.player, follower.chosen) == ("B", "pick:e2")
    objects = timeline.final_state["objects"]
    assert (objects["u"]["zone"], objects["e2"]["zone"], objects["e1"]["zone"]) == (
        "bf1",
        "bf1",
        "base",
    )


def _bar(exhausted: bool) -> engine.Timeline:
    text = (
        HEAD
        + f"""\
objects:
  - {{id: bar, card: "Arena Bar", owner: A, zone: base}}
  - {{id: u, card: {{name: "2-Might unit", type: unit, might: 2}}, owner: A, zone: base,
     exhausted: {str(exhausted).lower()}}}
script:
  - {{activate: bar, ability: 1, by: A, targets: {{target: u}}}}
  - {{pass: until_empty}}
"""
    )
    return engine.run(engine.load_text(text, "t.yaml"))


def test_355_a_friendly_exhausted_unit_target_admits_only_an_exhausted_one() -> None:
    buffed = _bar(exhausted=True)
    assert buffed.error is None and buffed.final_state["objects"]["u"]["buffed"]
    refused = _bar(exhausted=False)
    assert refused.error is not None and not refused.final_state["objects"]["u"]["buffed"]


def test_another_friendly_mech_is_never_the_ability_s_own_source() -> None:
    body = """\
objects:
  - {id: bot, card: "Bubble Bot", owner: A, zone: hand}
  - {id: mech, card: {name: "Old Mech", type: unit, might: 3, tags: [Mech]}, owner: A, zone: base,
     exhausted: true}
  - {id: plain, card: {name: "Plain unit", type: unit, might: 1}, owner: A, zone: base,
     exhausted: true}
script:
  - {play: bot, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""
    objects = _run(body).final_state["objects"]
    assert not objects["mech"]["exhausted"] and objects["plain"]["exhausted"]
    alone = _run(body.replace("tags: [Mech]", "tags: []")).final_state["objects"]
    assert alone["bot"]["exhausted"] and alone["mech"]["exhausted"]


def test_355_10_unless_its_controller_lets_you_the_targets_controller_chooses_on_resolution() -> (
    None
):
    body = """\
objects:
  - {id: s, card: "Shakedown", owner: A, zone: hand}
  - {id: e, card: {name: "Enemy", type: unit, might: 7}, owner: B, zone: base}
script:
  - {play: s, by: A, targets: {target: e}}
  - {pass: until_empty}
"""
    hurt = _run(body, ["pick:mode1"])
    (pick,) = _picks(hurt)
    assert (pick.player, pick.rule) == ("B", "355")
    assert {"kind": "damage", "subject": "e", "amount": 6} in hurt.log
    paid = _run(body, ["pick:mode2"])
    assert not any(e["kind"] == "damage" for e in paid.log)
    assert any(e["kind"] == "draw" and e["subject"] == "A" for e in paid.log)


def test_383_4_c_a_battlefields_conquer_trigger_spends_a_buff_to_draw() -> None:
    body = """\
battlefields: [{id: bf1, card: "Monastery of Hirana"}]
objects:
  - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base, buffed: true}
script:
  - {move: [u], to: bf1, by: A}
  - {pass: until_showdown_ends}
  - {pass: until_empty}
"""
    spent = _run(body, ["pick:u"])
    assert not spent.final_state["objects"]["u"]["buffed"]
    assert any(e["kind"] == "draw" and e["subject"] == "A" for e in spent.log)
    kept = _run(body, ["pick:none"])
    assert kept.final_state["objects"]["u"]["buffed"]
    assert not any(e["kind"] == "draw" for e in kept.log)


def test_383_4_c_a_battlefields_optional_hold_trigger_sends_a_unit_to_its_base() -> None:
    body = """\
battlefields: [{id: bf1, controller: A, card: "Amateur Recital"}, {id: bf2, controller: B}]
objects:
  - {id: a, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf1}
  - {id: e, card: {name: "Enemy", type: unit, might: 1}, owner: B, zone: bf2}
script:
  - {end_turn: true}
  - {end_turn: true}
  - {pass: until_empty}
"""
    moved = _run(body, ["accept:yes", "pick:e"]).final_state["objects"]
    assert moved["e"]["zone"] == "base"
    stayed = _run(body, ["accept:no"]).final_state["objects"]
    assert stayed["e"]["zone"] == "bf2"


def test_416_cards_recycled_from_trashes_go_to_the_bottom_of_their_owners_decks() -> None:
    timeline = _run(
        """\
objects:
  - {id: forge, card: "Forge of the Future", owner: A, zone: base}
  - {id: x, card: {name: "Old unit", type: unit, might: 1}, owner: B, zone: trash}
  - {id: y, card: {name: "Old spell", type: spell, effect: [{draw: 1}]}, owner: A, zone: trash}
script:
  - {activate: forge, ability: 1, by: A}
  - {pass: until_empty}
""",
        ["pick:x", "pick:forge", "pick:none"],
    )
    state = timeline.final_state
    objects = state["objects"]
    assert (objects["x"]["zone"], objects["forge"]["zone"], objects["y"]["zone"]) == (
        "deck",
        "deck",
        "trash",
    )
    decks = {p["id"]: p["deck"] for p in state["players"]}
    assert decks == {"A": 6, "B": 6}
    recycled = [s for s in timeline.steps if s.kind == "recycle"]
    assert [s.rules for s in recycled] == [("416",), ("416",)]
    assert "bottom of B's Main Deck" in recycled[0].text["en"]


SABOTAGE = """\
objects:
  - {id: s, card: "Sabotage", owner: A, zone: hand}
  - {id: hs, card: {name: "Their spell", type: spell, effect: [{draw: 1}]}, owner: B, zone: hand}
  - {id: hu, card: {name: "Their unit", type: unit, might: 2}, owner: B, zone: hand}
script:
  - {play: s, by: A}
  - {pass: until_empty}
"""


def test_128_a_revealed_hand_offers_the_cards_the_text_allows_and_recycles_the_pick() -> None:
    timeline = _run(SABOTAGE)  # one non-unit card: taken without asking
    objects = timeline.final_state["objects"]
    assert (objects["hs"]["zone"], objects["hu"]["zone"]) == ("deck", "hand")
    assert any(s.kind == "reveal" and "Their unit" in s.text["en"] for s in timeline.steps)


def test_128_the_revealed_card_the_player_picks_is_discarded() -> None:
    body = SABOTAGE.replace('"Sabotage"', '"Mindsplitter"') + "  - {pass: until_empty}\n"
    timeline = _run(body, ["pick:hu"])
    (pick,) = _picks(timeline)
    assert pick.player == "A" and set(pick.keys()) == {"pick:hs", "pick:hu"}
    objects = timeline.final_state["objects"]
    assert (objects["hu"]["zone"], objects["hs"]["zone"]) == ("trash", "hand")


def test_383_2_a_you_control_two_gear_is_checked_as_the_ability_resolves() -> None:
    body = """\
objects:
  - {id: d, card: "Dropboarder", owner: A, zone: hand}
  - {id: g1, card: {name: "Gear one", type: gear}, owner: A, zone: base}
  - {id: g2, card: {name: "Gear two", type: gear}, owner: A, zone: base}
script:
  - {play: d, by: A}
  - {pass: until_empty}
  - {pass: until_empty}
"""
    assert not _run(body).final_state["objects"]["d"]["exhausted"]
    one = body.replace(
        '  - {id: g2, card: {name: "Gear two", type: gear}, owner: A, zone: base}\n', ""
    )
    assert _run(one).final_state["objects"]["d"]["exhausted"]
