"""Rules 356.2.b.1, 359.3.e.14, 439, 829: "if you paid the additional cost" abilities — Gust Monk
(pay 1 Energy; then banish a card from any trash to give a unit [Assault 2]) and Zed, From the
Shadows (discard 1; then a Shadow Clone token) — and the Shadow Clone itself (when it attacks it
may banish a unit from its player's trash for [Assault 4]), also made by Death Mark after its Burn
3, with its Flow cost from the trash."""

import engine


def _zone(tl: engine.Timeline, pid: str) -> str:
    return str(tl.final_state["objects"][pid]["zone"])


def _clones(tl: engine.Timeline) -> list[dict]:  # type: ignore[type-arg]
    return [o for o in tl.final_state["objects"].values() if o["name"] == "Shadow Clone"]


def test_359_3_e_14_gust_monk_paid_banishes_a_card_from_any_trash_for_assault(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players: [A, B]
        objects:
          - {{id: old, owner: B, zone: trash, card: {{name: "Old card", type: spell}}}}
          - {{id: ally, owner: A, zone: base, card: {{name: "Ally", type: unit, might: 2}}}}
          - {{id: gm, owner: A, zone: hand, card: "Gust Monk"}}
        script:
          - {{play: gm, by: A{pay}}}
          - {{pass: until_empty}}
        choices:
          - {{pick: [ally]}}
        """
    paid = engine.run(scenario(text.format(pay=', pay: ["Extra cost"]')))
    unpaid = engine.run(scenario(text.format(pay="")))
    assert paid.error is None and unpaid.error is None
    assert _zone(paid, "old") == "banishment" and _zone(unpaid, "old") == "trash"
    assert any(st.kind == "grant" and "Assault 2" in st.text["en"] for st in paid.steps)


def test_439_zed_paid_with_a_discard_makes_a_shadow_clone(scenario) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players: [A, B]
        objects:
          - {{id: junk, owner: A, zone: hand, card: {{name: "Junk", type: spell}}}}
          - {{id: zed, owner: A, zone: hand, card: "Zed, From the Shadows"}}
        script:
          - {{play: zed, by: A{pay}}}
          - {{pass: until_empty}}
        """
    paid = engine.run(scenario(text.format(pay=', pay: ["Discard 1"]')))
    unpaid = engine.run(scenario(text.format(pay="")))
    assert _zone(paid, "junk") == "trash" and len(_clones(paid)) == 1
    assert _clones(paid)[0]["might"] == 0
    assert _zone(unpaid, "junk") == "hand" and not _clones(unpaid)


def test_801_3_a_a_shadow_clone_that_attacks_may_banish_a_unit_for_assault_4(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        battlefields: [{id: bf1, controller: B}]
        objects:
          - {id: dead, owner: A, zone: trash, card: {name: "Fallen", type: unit, might: 3}}
          - {id: clone, owner: A, zone: base, card: "Shadow Clone"}
          - {id: guard, owner: B, zone: bf1, card: {name: "Guard", type: unit, might: 3}}
        script:
          - {move: [clone], to: bf1, by: A}
          - {pass: until_empty}
        choices:
          - {accept: true}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _zone(tl, "dead") == "banishment"
    grant = next(st for st in tl.steps if st.kind == "grant")
    assert "Assault 4" in grant.text["en"] and "now 4 Might" in grant.text["en"]


def test_829_death_mark_burns_3_then_makes_a_shadow_clone_and_has_its_flow_cost(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, deck: 5, runes: [Chaos, Chaos, Chaos]}
          - B
        objects:
          - {id: dm, owner: A, zone: trash, card: "Death Mark"}
        script:
          - {play: dm, by: A, pay: [Flow]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    total = next(st for st in tl.steps if st.kind == "cost").text["en"]
    assert total.startswith("Total cost of Death Mark: 1 Energy + 2 Power")
    a = next(p for p in tl.final_state["players"] if p["id"] == "A")
    assert a["deck"] == 2 and len(_clones(tl)) == 1


def _phoenix(runes: str) -> str:
    return f"""\
        players:
          - {{id: A, runes: [{runes}]}}
          - B
        objects:
          - {{id: phoenix, card: Immortal Phoenix, owner: A, zone: trash}}
          - {{id: foe, card: {{name: "Foe", type: unit, might: 2}}, owner: B, zone: base}}
          - {{id: zap, owner: A, zone: hand,
             card: {{name: "Zap", type: spell, targets: {{t: unit}}, effect: [{{kill: $t}}]}}}}
        script:
          - {{play: zap, by: A, targets: [foe]}}
          - {{pass: until_empty}}
        choices:
          - {{accept: true}}
        """


def test_383_3_b_immortal_phoenix_pays_1_energy_and_1_fury_to_come_back(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    paid = engine.run(scenario(_phoenix("Fury, Fury")))
    assert paid.error is None
    assert _zone(paid, "phoenix") == "base"
    assert any(st.kind == "pay" and "383.3.b" in st.rules for st in paid.steps)
    broke = engine.run(scenario(_phoenix("Calm, Calm")))  # no Fury Power to pay
    assert broke.error is None
    assert _zone(broke, "phoenix") == "trash"


def _legion(first: bool) -> str:
    before = "          - {play: s, by: A}\n          - {pass: until_empty}\n" if first else ""
    return f"""\
        players:
          - {{id: A, deck: 3, runes: [Fury, Fury, Fury, Fury]}}
          - B
        objects:
          - {{id: ul, owner: A, zone: trash, card: "Undying Legion"}}
          - {{id: s, owner: A, zone: hand,
             card: {{name: "Ping", type: spell, effect: [{{draw: 1}}]}}}}
        script:
{before}          - {{play: ul, by: A}}
        """


def test_812_with_legion_undying_legion_is_played_from_the_trash_for_its_own_cost(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(_legion(True)))
    assert tl.error is None
    assert _zone(tl, "ul") == "base"
    total = next(
        st.text["en"]
        for st in tl.steps
        if st.kind == "cost" and st.text["en"].startswith("Total cost of Undying Legion")
    )
    assert total.startswith("Total cost of Undying Legion: 3 Energy + 1 Fury Power (cost from")
    play = next(st for st in tl.steps if st.kind == "play" and "Undying" in st.text["en"])
    assert "as its own text allows" in play.text["en"]


def test_353_without_legion_it_cannot_be_played_from_the_trash(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    assert engine.run(scenario(_legion(False))).refused_rule == "353"
