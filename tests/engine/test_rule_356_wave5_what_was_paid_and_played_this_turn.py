"""Rules 356, 419.4.a, 425.1.b: history of the turn's plays — "whenever you play a spell that
cost you 4 or more Energy" reads the total cost it was played for (356: after discounts), not its
printed cost (Revna the Lorekeeper); "if this turn you have played a non-token unit, a non-token
gear and a spell" (Swain, Visionary) counts the cards played this turn, a countered one left out
(425.1.b)."""

import engine


def _revna(energy: int, less: int) -> str:
    return f"""\
        players:
          - {{id: A, deck: 3}}
          - B
        objects:
          - {{id: revna, owner: A, zone: base, exhausted: true,
             card: "Revna the Lorekeeper"}}
          - {{id: big, owner: A, zone: hand,
             card: {{name: "Big Spell", type: spell, energy: {energy},
                    discounts: [{{energy: {less}}}], effect: [{{draw: 1}}]}}}}
        script:
          - {{play: big, by: A}}
          - {{pass: until_empty}}
          - {{pass: until_empty}}
        """


def test_356_a_spell_that_cost_4_energy_readies_revna(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(_revna(5, 1)))
    assert tl.error is None
    assert tl.final_state["objects"]["revna"]["exhausted"] is False


def test_356_a_spell_printed_at_5_but_discounted_to_3_does_not(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(_revna(5, 2)))
    assert tl.error is None
    assert tl.final_state["objects"]["revna"]["exhausted"] is True


SWAIN = """\
    players:
      - {{id: A, deck: 3}}
      - {{id: B, deck: 3}}
    battlefields: [{{id: bf1}}]
    objects:
      - {{id: swain, owner: A, zone: base, card: "Swain, Visionary"}}
      - {{id: g, owner: A, zone: hand, card: {{name: "Trinket", type: gear}}}}
      - {{id: u, owner: A, zone: hand, card: {{name: "Pawn", type: unit, might: 1}}}}
      - {{id: s, owner: A, zone: hand,
         card: {{name: "Ping", type: spell, keywords: [Action], effect: [{{draw: 1}}]}}}}
{extra}
    script:
      - {{play: g, by: A}}
      - {{play: u, by: A}}
      - {{play: s, by: A}}
{answer}
      - {{pass: until_empty}}
      - {{move: [swain], to: bf1, by: A}}
      - {{pass: until_empty}}
      - {{pass: until_showdown_ends}}
      - {{pass: until_empty}}
    """


def _score(tl: engine.Timeline) -> int:
    return next(p["score"] for p in tl.final_state["players"] if p["id"] == "A")


def test_419_4_a_a_unit_a_gear_and_a_spell_played_this_turn_score_swain_a_point(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(SWAIN.format(extra="", answer="")))
    assert tl.error is None
    assert _score(tl) == 2  # the conquest, and Swain's point


def test_425_1_b_a_countered_spell_was_not_played(scenario) -> None:  # type: ignore[no-untyped-def]
    extra = (
        "      - {id: wall, owner: B, zone: hand,\n"
        '         card: {name: "No", type: spell, keywords: [Reaction], targets: {t: spell},\n'
        "                effect: [{counter: $t}]}}"
    )
    answer = "      - {play: wall, by: B, targets: [s]}"
    tl = engine.run(scenario(SWAIN.format(extra=extra, answer=answer)))
    assert tl.error is None
    assert tl.final_state["objects"]["s"]["zone"] == "trash"
    assert _score(tl) == 1  # the conquest only


def _sands(first: bool) -> str:
    before = "          - {play: a1, by: A}\n          - {pass: until_empty}\n" if first else ""
    return f"""\
        players: [A, B]
        objects:
          - {{id: a1, owner: A, zone: hand,
             card: {{name: "First", type: spell, effect: [{{draw: 1}}]}}}}
          - {{id: a2, owner: A, zone: hand,
             card: {{name: "Second", type: spell, effect: [{{draw: 1}}]}}}}
          - {{id: cs, owner: B, zone: hand, card: "Crumbling Sands"}}
        script:
{before}          - {{play: a2, by: A}}
          - {{play: cs, by: B, targets: [a2]}}
          - {{pass: until_empty}}
        """


def test_419_4_a_crumbling_sands_counters_only_after_another_spell_of_the_opponent(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    after = engine.run(scenario(_sands(True)))
    alone = engine.run(scenario(_sands(False)))
    assert after.error is None and alone.error is None
    assert {"kind": "counter", "subject": "a2"} in [
        {k: e[k] for k in ("kind", "subject")} for e in after.log
    ]
    assert all(e["kind"] != "counter" for e in alone.log)


def _neophyte(energy: int) -> str:
    return f"""\
        players: [A, B]
        objects:
          - {{id: neo, owner: A, zone: base, card: "Prepared Neophyte"}}
          - {{id: s, owner: A, zone: hand,
             card: {{name: "Big", type: spell, energy: {energy}, effect: [{{draw: 1}}]}}}}
        script:
          - {{play: s, by: A}}
          - {{pass: until_empty}}
        """


def test_356_prepared_neophyte_has_4_more_might_once_4_energy_went_into_a_spell(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    big = engine.run(scenario(_neophyte(4)))
    small = engine.run(scenario(_neophyte(3)))
    assert big.final_state["objects"]["neo"]["might"] == 5
    assert small.final_state["objects"]["neo"]["might"] == 1
