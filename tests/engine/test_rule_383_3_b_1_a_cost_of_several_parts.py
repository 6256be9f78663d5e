"""Rules 383.3.b.1, 404.1, 404.2: "[pay X and do Y] to [do Z]" (`costs`) — every part is the
triggered ability's cost, paid whole as it finalizes, or not at all (Emperor's Dais)."""

import engine

SCENARIO = """\
    players:
      - {{id: A, runes: [{rune}]}}
      - B
    battlefields:
      - {{id: bf1, card: "Emperor's Dais"}}
    objects:
      - {{id: u, card: {{name: "Pawn", type: unit, might: 2}}, owner: A, zone: base}}
{more}
    script:
      - {{move: [u{also}], to: bf1, by: A}}
      - {{pass: until_showdown_ends}}
      - {{pass: until_empty}}
    choices:
      - {{accept: true}}
{pick}
    """


def _zone(tl: engine.Timeline, pid: str) -> str:
    return str(tl.final_state["objects"][pid]["zone"])


def test_404_1_both_parts_are_paid_before_the_ability_is_finalized(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SCENARIO.format(rune="Fury", more="", also="", pick="")))
    assert tl.error is None
    kinds = [s.kind for s in tl.steps]
    trigger = kinds.index("trigger")
    assert (
        kinds.index("pay", trigger)
        < kinds.index("return_to_hand")
        < kinds.index("finalize", trigger)
    )
    assert _zone(tl, "u") == "hand"
    assert any(e["kind"] == "create" for e in tl.log)


def test_404_2_unpayable_energy_means_no_unit_is_returned(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario(SCENARIO.format(rune="{domain: Fury, exhausted: true}", more="", also="", pick=""))
    )
    assert tl.error is None
    assert _zone(tl, "u") == "bf1"
    removed = next(s for s in tl.steps if s.kind == "removed")
    assert removed.rules == ("383.3.b", "404.2")
    assert not any(e["kind"] == "create" for e in tl.log)


def test_357_with_two_units_there_its_controller_picks_which_pays(scenario) -> None:  # type: ignore[no-untyped-def]
    more = '      - {id: v, card: {name: "Rook", type: unit, might: 1}, owner: A, zone: base}'
    tl = engine.run(
        scenario(SCENARIO.format(rune="Fury", more=more, also=", v", pick="      - {pick: [v]}"))
    )
    assert tl.error is None
    assert _zone(tl, "v") == "hand" and _zone(tl, "u") == "bf1"
