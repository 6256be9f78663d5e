"""Rules 356.1.b.3, 356.2.a.1, 357, 358.5: a unit's mandatory additional cost ("playing me also
requires killing a friendly unit", Cruel Patron) is paid as it finalizes — also when an effect
plays it "ignoring its cost", which zeroes only its base cost; unpayable, the play is cancelled
and the card goes back where it was played from."""

import engine

REPLAY = """\
    players: [A, B]
    battlefields: [{{id: bf1, controller: A}}]
    objects:
      - {{id: patron, card: "Cruel Patron", owner: A, zone: bf1}}
{others}
      - {{id: breach, card: "Temporal Breach", owner: A, zone: hand}}
    script:
      - {{play: breach, by: A, targets: [patron]}}
      - {{pass: until_empty}}
    """


def _zone(tl: engine.Timeline, pid: str) -> str:
    return str(tl.final_state["objects"][pid]["zone"])


def test_357_a_unit_played_from_hand_pays_its_additional_cost_as_it_finalizes(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: patron, card: "Cruel Patron", owner: A, zone: hand}
          - {id: u, card: {name: "Pawn", type: unit, might: 1}, owner: A, zone: base}
        script:
          - {play: patron, by: A, targets: {victim: u}}
        """)
    tl = engine.run(s)
    assert tl.error is None
    kinds = [st.kind for st in tl.steps]
    assert kinds.index("cost") < kinds.index("finalize")
    assert _zone(tl, "u") == "trash"
    assert _zone(tl, "patron") == "base"


def test_358_5_replayed_ignoring_its_cost_with_nothing_to_kill_it_goes_back_to_banishment(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(REPLAY.format(others="")))
    assert tl.error is None
    assert _zone(tl, "patron") == "banishment"
    removed = next(st for st in tl.steps if st.kind == "removed")
    assert removed.rules == ("358.2", "358.5")
    assert [e["kind"] for e in tl.log if e.get("subject") == "patron"][-1] == "cancel"


def test_356_1_b_3_replayed_ignoring_its_cost_it_still_kills_a_friendly_unit(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    others = '      - {id: u, card: {name: "Pawn", type: unit, might: 1}, owner: A, zone: base}'
    tl = engine.run(scenario(REPLAY.format(others=others)))
    assert tl.error is None
    assert _zone(tl, "patron") == "bf1"
    assert _zone(tl, "u") == "trash"


def test_357_with_two_friendly_units_its_player_chooses_which_pays_the_cost(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    others = (
        '      - {id: u, card: {name: "Pawn", type: unit, might: 1}, owner: A, zone: base}\n'
        '      - {id: v, card: {name: "Rook", type: unit, might: 2}, owner: A, zone: base}'
    )
    tl = engine.run(scenario(REPLAY.format(others=others)))
    assert tl.decision is not None
    assert tl.decision.rule == "357"
    assert {o.key for o in tl.decision.options} == {"pick:u", "pick:v"}
