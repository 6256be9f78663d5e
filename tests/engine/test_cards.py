"""Each library card does what its text says, through the same general mechanisms (one declaration
per card)."""

from __future__ import annotations

import textwrap

import engine


def final(scenario, body: str, answers: list[str] | None = None) -> engine.Timeline:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(body), answers=answers)
    assert tl.error is None, tl.error
    return tl


def test_425_wind_wall_counters_a_spell_into_its_owners_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        objects:
          - {id: v, card: Vengeance, owner: A, zone: hand}
          - {id: u, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: base}
          - {id: wall, card: Wind Wall, owner: B, zone: hand}
        script:
          - {play: v, by: A, targets: [u]}
          - {play: wall, by: B, targets: [v]}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["v"]["zone"] == "trash" and objects["u"]["zone"] == "base"
    assert {"kind": "counter", "subject": "v"} in tl.log and not [
        e for e in tl.log if e["kind"] == "die"
    ]


def test_portal_rescue_makes_a_new_object_that_enters_exhausted(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: A}]
        objects:
          - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1,
              damage: 1}
          - {id: other, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf1}
          - {id: rescue, card: Portal Rescue, owner: A, zone: hand}
        script:
          - {play: rescue, by: A, targets: [u]}
          - {pass: until_empty}
        """,
    )
    u = tl.final_state["objects"]["u"]
    assert (u["zone"], u["location"], u["damage"], u["exhausted"], u["new_object"]) == (
        "base",
        "A",
        0,
        True,
        True,
    )


def test_arcane_shift_banishes_itself_instead_of_going_to_the_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: mine, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: foe, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
          - {id: shift, card: Arcane Shift, owner: A, zone: hand}
        script:
          - {play: shift, by: A, targets: {friendly: mine, enemy: foe}}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["shift"]["zone"] == "banishment" and objects["foe"]["zone"] == "trash"
    assert objects["mine"]["zone"] == "base" and objects["mine"]["new_object"]


def test_challenge_deals_both_damages_at_once(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        objects:
          - {id: a, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
          - {id: b, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: base}
          - {id: duel, card: Challenge, owner: A, zone: hand}
        script:
          - {play: duel, by: A, targets: {friendly: a, enemy: b}}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["a"]["zone"] == objects["b"]["zone"] == "trash"


def test_zenith_blade_stuns_and_may_move_a_friendly_unit_there(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: foe, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1}
          - {id: mine, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: blade, card: Zenith Blade, owner: A, zone: hand}
        script:
          - {play: blade, by: A, targets: {target: foe, mover: mine}}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["foe"]["stunned"] is True and objects["mine"]["location"] == "bf1"


def test_hostile_takeover_returns_control_and_recalls_at_the_end_of_turn(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: foe, card: {name: "3-Might unit", type: unit, might: 3}, owner: B, zone: bf1,
              exhausted: true}
          - {id: take, card: Hostile Takeover, owner: A, zone: hand}
        script:
          - {play: take, by: A, targets: [foe]}
          - {pass: until_empty}
          - {pass: until_showdown_ends}
          - {end_turn: true}
        """,
    )
    during = next(s for s in tl.steps if s.kind == "control")
    assert during.state["objects"]["foe"]["controller"] == "A"
    assert any(s.kind == "ready" and "foe" in s.objects for s in tl.steps), (
        "'ready it' still applies to the target"
    )
    assert {"kind": "score", "subject": "A", "at": "bf1", "amount": 1} in tl.log, "A conquers"
    foe = tl.final_state["objects"]["foe"]
    assert foe["controller"] == "B" and foe["location"] == "B"


def test_imperial_decree_kills_a_unit_that_takes_damage_this_turn(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: big, card: {name: "9-Might unit", type: unit, might: 9}, owner: B, zone: bf1}
          - {id: decree, card: Imperial Decree, owner: A, zone: hand}
          - {id: ray, card: Hextech Ray, owner: A, zone: hand}
        script:
          - {play: decree, by: A}
          - {pass: until_empty}
          - {play: ray, by: A, targets: [big]}
          - {pass: until_empty}
        """,
    )
    assert tl.final_state["objects"]["big"]["zone"] == "trash"


def test_noxian_guillotine_waits_for_damage_unless_legion(scenario) -> None:  # type: ignore[no-untyped-def]
    body = textwrap.dedent("""\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: big, card: {name: "9-Might unit", type: unit, might: 9}, owner: B, zone: bf1}
          - {id: cut, card: Noxian Guillotine, owner: A, zone: hand}
          - {id: ray, card: Hextech Ray, owner: A, zone: hand}
        script:
        """)
    waiting = final(
        scenario, body + "  - {play: cut, by: A, targets: [big]}\n  - {pass: until_empty}\n"
    )
    assert waiting.final_state["objects"]["big"]["zone"] == "bf1"
    damaged = final(
        scenario,
        body + "  - {play: cut, by: A, targets: [big]}\n  - {pass: until_empty}\n"
        "  - {play: ray, by: A, targets: [big]}\n  - {pass: until_empty}\n",
    )
    assert damaged.final_state["objects"]["big"]["zone"] == "trash"
    legion = final(
        scenario,
        body + "  - {play: ray, by: A, targets: [big]}\n  - {pass: until_empty}\n"
        "  - {play: cut, by: A, targets: [big]}\n  - {pass: until_empty}\n",
    )
    assert legion.final_state["objects"]["big"]["zone"] == "trash"
    assert not any(s.kind == "effect" for s in legion.steps), (
        "Legion kills now instead of waiting (158.2)"
    )


def test_navori_fighting_pit_buffs_a_unit_when_held(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: pit, card: Navori Fighting Pit, controller: A}]
        objects:
          - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: pit}
        script:
          - {end_turn: true}
          - {end_turn: true}
          - {pass: until_empty}
        """,
    )
    a1 = tl.final_state["objects"]["a1"]
    assert a1["buffed"] is True and a1["might"] == 3


def test_retreat_and_fight_or_flight_send_units_home_differently(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: A}]
        objects:
          - {id: a1, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1,
              damage: 1}
          - {id: a2, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: bf1,
              damage: 1}
          - {id: flight, card: Fight or Flight, owner: A, zone: hand}
          - {id: retreat, card: Retreat, owner: A, zone: hand}
        script:
          - {play: flight, by: A, targets: [a1]}
          - {pass: until_empty}
          - {play: retreat, by: A, targets: [a2]}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert (objects["a1"]["location"], objects["a1"]["damage"]) == ("A", 1), (
        "a move keeps the object"
    )
    assert (objects["a2"]["zone"], objects["a2"]["damage"]) == ("hand", 0), (
        "to hand is a new object"
    )


def test_unlicensed_armory_is_paid_for_real_and_its_rescue_is_optional(scenario) -> None:  # type: ignore[no-untyped-def]
    body = textwrap.dedent("""\
        players: [A, {id: B, hand: 1}]
        objects:
          - {id: armory, card: Unlicensed Armory, owner: B, zone: base}
          - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: base}
        script:
          - {end_turn: true}
          - {activate: armory, by: B, targets: [u]}
          - {pass: until_empty}
          - {act: {kill: u}, by: A}
        """)
    asked = engine.run(scenario(body), answers=[])
    assert asked.decision is not None and asked.decision.rule == "371.2"
    paid = asked.steps[-1].state
    assert paid["objects"]["armory"]["exhausted"] and paid["players"][1]["hand_hidden"] == 0
    saved = engine.run(scenario(body), answers=["accept:yes"])
    assert saved.final_state["objects"]["u"]["location"] == "B"


def test_gold_adds_power_as_it_finalizes(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        objects:
          - {id: g, card: Gold, owner: A, zone: base}
        script:
          - {activate: g, by: A}
        """,
    )
    assert tl.final_state["objects"]["g"]["exists"] is False
    assert any(s.kind == "add" for s in tl.steps)


def test_kogmaw_hits_every_unit_at_the_battlefield_noted_at_its_death(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: A}]
        objects:
          - {id: kog, card: "Kog'Maw, Caustic", owner: A, zone: bf1}
          - {id: foe, card: {name: "4-Might unit", type: unit, might: 4}, owner: B, zone: bf1}
          - {id: far, card: {name: "4-Might unit", type: unit, might: 4}, owner: B, zone: base}
        script:
          - {act: {kill: kog}, by: B}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["foe"]["zone"] == "trash" and objects["far"]["zone"] == "base"


def test_lonely_poro_draws_only_if_it_died_alone(scenario) -> None:  # type: ignore[no-untyped-def]
    body = textwrap.dedent("""\
        players: [{id: A, deck: 3}, B]
        battlefields: [{id: bf1, controller: A}]
        objects:
          - {id: poro, card: Lonely Poro, owner: A, zone: bf1}
          - {id: friend, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf1}
        script:
        """)
    alone = final(
        scenario, body + "  - {act: {kill: [poro, friend]}, by: B}\n  - {pass: until_empty}\n"
    )
    assert alone.final_state["players"][0]["hand_hidden"] == 0, "its friend was there when it died"
    friendless = final(
        scenario,
        body + "  - {act: {kill: friend}, by: B}\n  - {act: {kill: poro}, by: B}\n"
        "  - {pass: until_empty}\n",
    )
    assert friendless.final_state["players"][0]["hand_hidden"] == 1


def test_karthus_makes_a_simultaneous_deathknell_trigger_twice(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [{id: A, deck: 5}, B]
        objects:
          - {id: karthus, card: "Karthus, Eternal", owner: A, zone: base}
          - {id: sentry, card: Watchful Sentry, owner: A, zone: base}
        script:
          - {act: {kill: [karthus, sentry]}, by: B}
          - {pass: until_empty}
        """,
    )
    assert tl.final_state["players"][0]["hand_hidden"] == 2


def test_wraith_of_echoes_draws_the_first_time_only(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [{id: A, deck: 5}, B]
        objects:
          - {id: wraith, card: Wraith of Echoes, owner: A, zone: base}
          - {id: u1, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
          - {id: u2, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
        script:
          - {act: {kill: u1}, by: B}
          - {pass: until_empty}
          - {act: {kill: u2}, by: B}
          - {pass: until_empty}
        """,
    )
    assert tl.final_state["players"][0]["hand_hidden"] == 1


def test_frigid_touch_makes_marked_damage_lethal_and_stupefy_stops_at_one(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, {id: B, deck: 3}]
        objects:
          - {id: u, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base,
              damage: 1}
          - {id: v, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
          - {id: touch, card: Frigid Touch, owner: A, zone: hand}
          - {id: stupefy, card: Stupefy, owner: A, zone: hand}
        script:
          - {play: touch, by: A, targets: [u]}
          - {pass: until_empty}
          - {play: stupefy, by: A, targets: [v]}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["u"]["zone"] == "trash", (
        "142.4.b: lowering Might below marked damage makes it lethal"
    )
    assert objects["v"]["might"] == 1


def test_sacrifice_kills_as_a_cost_and_the_deathknell_resolves_first(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [{id: A, deck: 5}, B]
        objects:
          - {id: evangel, card: Machine Evangel, owner: A, zone: base, might_bonus: 1}
          - {id: sac, card: Sacrifice, owner: A, zone: hand}
        script:
          - {play: sac, by: A, targets: [evangel]}
          - {pass: until_empty}
        """,
    )
    resolved = [e["subject"] for e in tl.log if e["kind"] == "resolve"]
    assert resolved == ["deathknell", "sac"], "the Deathknell is pending above the spell"
    assert tl.final_state["players"][0]["hand_hidden"] == 2


def test_sacrifice_needs_a_mighty_unit(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario("""\
        players: [A, B]
        objects:
          - {id: small, card: {name: "4-Might unit", type: unit, might: 4}, owner: A, zone: base}
          - {id: sac, card: Sacrifice, owner: A, zone: hand}
        script:
          - {play: sac, by: A, targets: [small]}
        """)
    )
    assert tl.refused_rule == "355"


def test_cull_the_weak_has_each_player_pick_one_of_their_own(scenario) -> None:  # type: ignore[no-untyped-def]
    body = """\
        players: [A, B]
        objects:
          - {id: a1, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: base}
          - {id: a2, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: b1, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: base}
          - {id: cull, card: Cull the Weak, owner: A, zone: hand}
        script:
          - {play: cull, by: A}
          - {pass: until_empty}
        """
    asked = engine.run(scenario(body), answers=[])
    assert (
        asked.decision is not None
        and asked.decision.player == "A"
        and asked.decision.rule == "411.1"
    )
    tl = engine.run(scenario(body), answers=["pick:a1"])
    objects = tl.final_state["objects"]
    assert (objects["a1"]["zone"], objects["a2"]["zone"], objects["b1"]["zone"]) == (
        "trash",
        "base",
        "trash",
    )


def test_immortal_phoenix_may_come_back_from_the_trash_when_a_spell_kills(scenario) -> None:  # type: ignore[no-untyped-def]
    body = """\
        players: [A, B]
        objects:
          - {id: phoenix, card: Immortal Phoenix, owner: A, zone: trash}
          - {id: foe, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: base}
          - {id: v, card: Vengeance, owner: A, zone: hand}
        script:
          - {play: v, by: A, targets: [foe]}
          - {pass: until_empty}
        """
    back = final(scenario, body, answers=["accept:yes"])
    assert back.final_state["objects"]["phoenix"]["location"] == "A"
    stays = final(scenario, body, answers=["accept:no"])
    assert stays.final_state["objects"]["phoenix"]["zone"] == "trash"


def test_defy_reads_the_printed_cost(scenario) -> None:  # type: ignore[no-untyped-def]
    body = textwrap.dedent("""\
        players: [A, B]
        objects:
          - {id: cheap, card: {name: "Cheap spell", type: spell, energy: 2, power: 1,
              effect: []}, owner: A, zone: hand}
          - {id: dear, card: {name: "Dear spell", type: spell, energy: 5, effect: []}, owner: A,
              zone: hand}
          - {id: defy, card: Defy, owner: B, zone: hand}
        script:
        """)
    countered = final(
        scenario,
        body + "  - {play: cheap, by: A}\n  - {play: defy, by: B, targets: [cheap]}\n"
        "  - {pass: until_empty}\n",
    )
    assert {"kind": "counter", "subject": "cheap"} in countered.log
    refused = engine.run(
        scenario(body + "  - {play: dear, by: A}\n  - {play: defy, by: B, targets: [dear]}\n")
    )
    assert refused.refused_rule == "355"


def test_green_father_may_replace_the_battlefield_just_conquered(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, card: Navori Fighting Pit}]
        objects:
          - {id: ivern, card: "Ivern, Green Father", owner: A, zone: legend}
          - {id: scout, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
        script:
          - {move: [scout], to: bf1, by: A}
          - {pass: until_showdown_ends}
          - {pass: until_empty}
        """,
        answers=["accept:yes"],
    )
    bf = tl.final_state["battlefields"][0]
    assert (bf["name"], bf["controller"], bf["scored_this_turn"]) == ("Brush", "A", ["A"])
    assert tl.final_state["objects"]["ivern"]["exhausted"] is True


def test_ashe_banishes_from_hand_and_it_returns_when_they_hold_even_if_she_is_gone(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: ashe, card: "Ashe, Focused", owner: A, zone: hand}
          - {id: b1, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
          - {id: secret, card: Vengeance, owner: B, zone: hand}
        script:
          - {play: ashe, by: A}
          - {pass: until_empty}
          - {act: {kill: ashe}, by: B}
          - {end_turn: true}
          - {pass: until_empty}
        """,
    )
    banished = next(s for s in tl.steps if s.kind == "banish")
    assert banished.state["objects"]["secret"]["zone"] == "banishment"
    assert tl.final_state["objects"]["ashe"]["zone"] == "trash"
    assert tl.final_state["objects"]["secret"]["zone"] == "hand"
    assert {"kind": "score", "subject": "B", "at": "bf1", "amount": 1} in tl.log


def test_the_zero_drive_plays_back_only_the_units_banished_with_it(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = final(
        scenario,
        """\
        players: [A, B]
        objects:
          - {id: drive, card: The Zero Drive, owner: A, zone: base}
          - {id: u1, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: base}
          - {id: u2, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
          - {id: smite, card: {name: "Abstract spell: banish a unit", type: spell,
              targets: {target: unit}, effect: [{banish: "$target"}]}, owner: A, zone: hand}
        script:
          - {activate: drive, ability: 1, by: A, targets: [u1]}
          - {pass: until_empty}
          - {act: {kill: u1}, by: B}
          - {pass: until_empty}
          - {play: smite, by: A, targets: [u2]}
          - {pass: until_empty}
          - {activate: drive, ability: 2, by: A}
          - {pass: until_empty}
        """,
    )
    objects = tl.final_state["objects"]
    assert objects["drive"]["zone"] == "banishment"
    assert objects["u1"]["zone"] == "base" and objects["u1"]["new_object"], (
        "banished with the drive: played back"
    )
    assert objects["u2"]["zone"] == "banishment", (
        "banished by another effect: not linked to the drive"
    )


def test_akshan_takes_an_enemy_gear_until_he_leaves_the_board(scenario) -> None:  # type: ignore[no-untyped-def]
    body = textwrap.dedent("""\
        players: [A, B]
        objects:
          - {id: akshan, card: "Akshan, Mischievous", owner: A, zone: hand}
          - {id: blade, card: {name: "An abstract equipment", type: gear, might_bonus: 2,
              keywords: [Equipment]}, owner: B, zone: base}
        script:
        """)
    paid = final(
        scenario, body + "  - {play: akshan, by: A, pay: [Body]}\n  - {pass: until_empty}\n"
    )
    blade = paid.final_state["objects"]["blade"]
    assert (blade["controller"], blade["attached_to"], blade["location"]) == ("A", "akshan", "A")
    assert paid.final_state["objects"]["akshan"]["might"] == 6
    unpaid = final(scenario, body + "  - {play: akshan, by: A}\n  - {pass: until_empty}\n")
    assert unpaid.final_state["objects"]["blade"]["controller"] == "B"
    gone = final(
        scenario,
        body + "  - {play: akshan, by: A, pay: [Body]}\n  - {pass: until_empty}\n"
        "  - {act: {kill: akshan}, by: B}\n",
    )
    blade = gone.final_state["objects"]["blade"]
    assert (blade["controller"], blade["attached_to"], blade["location"]) == ("B", None, "B")


def test_baited_hook_reads_the_killed_units_might_as_it_was_on_the_board(scenario) -> None:  # type: ignore[no-untyped-def]
    body = """\
        players: [A, B]
        objects:
          - {id: hook, card: Baited Hook, owner: A, zone: base}
          - {id: bait, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base,
              might_bonus: 1}
          - {id: big, card: {name: "4-Might unit", type: unit, might: 4}, owner: A, zone: deck}
          - {id: huge, card: {name: "5-Might unit", type: unit, might: 5}, owner: A, zone: deck}
        script:
          - {activate: hook, by: A, targets: [bait]}
          - {pass: until_empty}
        """
    asked = engine.run(scenario(body), answers=[])
    assert asked.decision is not None and asked.decision.keys() == ["pick:big", "pick:none"], (
        "Might 3 + 1 = 4"
    )
    tl = final(scenario, body, answers=["pick:big"])
    objects = tl.final_state["objects"]
    assert objects["big"]["location"] == "A" and objects["huge"]["zone"] == "deck"
