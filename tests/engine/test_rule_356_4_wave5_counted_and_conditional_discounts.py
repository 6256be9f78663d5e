"""Rule 356.4: a card's own discounts that read the board or the turn as it is played — "reduced
by the highest Might among units you control" (Sky Splitter), "2 less per Mighty unit you
control" (Jaull-Fish), "2 less if an opponent's score is within 3 points of the Victory Score"
(Find Your Center), "2 less if an enemy unit died this turn" (Spoils of War)."""

import engine

RUNES = "[Fury, Fury, Fury, Fury, Fury, Fury, Fury, Fury, Fury, Fury]"


def _total(tl: engine.Timeline, name: str) -> str:
    return next(
        s for s in tl.steps if s.kind == "cost" and s.text["en"].startswith(f"Total cost of {name}")
    ).text["en"]


def test_356_4_the_highest_might_among_your_units_comes_off_the_energy(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario(f"""\
        players:
          - {{id: A, runes: {RUNES}}}
          - B
        battlefields: [{{id: bf1}}]
        objects:
          - {{id: big, owner: A, zone: base, card: {{name: "Big", type: unit, might: 5}}}}
          - {{id: small, owner: A, zone: base, card: {{name: "Small", type: unit, might: 2}}}}
          - {{id: theirs, owner: B, zone: bf1, card: {{name: "Huge", type: unit, might: 7}}}}
          - {{id: sky, owner: A, zone: hand, card: "Sky Splitter"}}
        script:
          - {{play: sky, by: A, targets: [theirs]}}
          - {{pass: until_empty}}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl, "Sky Splitter").startswith("Total cost of Sky Splitter: 3 Energy + 1 Fury")
    assert tl.final_state["objects"]["theirs"]["damage"] == 5


def test_356_4_each_mighty_unit_you_control_takes_2_energy_off(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Body, Body, Body, Body, Body, Body, Body]}
          - B
        objects:
          - {id: m1, owner: A, zone: base, card: {name: "Mighty One", type: unit, might: 5}}
          - {id: m2, owner: A, zone: base, card: {name: "Mighty Two", type: unit, might: 6}}
          - {id: weak, owner: A, zone: base, card: {name: "Weak", type: unit, might: 4}}
          - {id: them, owner: B, zone: base, card: {name: "Theirs", type: unit, might: 9}}
          - {id: fish, owner: A, zone: hand, card: "Jaull-Fish"}
        script:
          - {play: fish, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl, "Jaull-Fish").startswith("Total cost of Jaull-Fish: 3 Energy + 2 Body")


def _center(score: int) -> str:
    return f"""\
        players:
          - {{id: A, runes: [Calm, Calm, Calm]}}
          - {{id: B, score: {score}}}
        objects:
          - {{id: fyc, owner: A, zone: hand, card: "Find Your Center"}}
        script:
          - {{play: fyc, by: A}}
          - {{pass: until_empty}}
        """


def test_356_4_an_opponent_within_3_points_of_the_victory_score_makes_it_cheaper(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    near = engine.run(scenario(_center(5)))  # Victory Score 8: 3 points away
    far = engine.run(scenario(_center(4)))
    assert near.error is None and far.error is None
    assert _total(near, "Find Your Center").startswith("Total cost of Find Your Center: 1 Energy")
    assert _total(far, "Find Your Center").startswith("Total cost of Find Your Center: 3 Energy")
    # and it draws 1 and channels 1 rune exhausted
    assert any(s.kind == "draw" for s in near.steps)


def _spoils(kill: str) -> str:
    return f"""\
        players:
          - {{id: A, runes: [Body, Body, Body, Body, Body]}}
          - B
        objects:
          - {{id: foe, owner: B, zone: base, card: {{name: "Foe", type: unit, might: 1}}}}
          - {{id: mine, owner: A, zone: base, card: {{name: "Mine", type: unit, might: 1}}}}
          - {{id: zap, owner: A, zone: hand,
             card: {{name: "Zap", type: spell, targets: {{t: unit}}, effect: [{{kill: $t}}]}}}}
          - {{id: spoils, owner: A, zone: hand, card: "Spoils of War"}}
        script:
          - {{play: zap, by: A, targets: [{kill}]}}
          - {{pass: until_empty}}
          - {{play: spoils, by: A}}
        """


def test_356_4_an_enemy_unit_that_died_this_turn_makes_it_cheaper_a_friendly_one_does_not(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    enemy = engine.run(scenario(_spoils("foe")))
    friendly = engine.run(scenario(_spoils("mine")))
    assert enemy.error is None and friendly.error is None
    assert _total(enemy, "Spoils of War").startswith("Total cost of Spoils of War: 2 Energy")
    assert _total(friendly, "Spoils of War").startswith("Total cost of Spoils of War: 4 Energy")


def test_356_4_a_death_in_an_earlier_turn_does_not_count(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario(
        _spoils("foe").replace(
            "- {play: spoils, by: A}",
            "- {end_turn: true}\n          - {end_turn: true}\n          - {play: spoils, by: A}",
        )
    )
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl, "Spoils of War").startswith("Total cost of Spoils of War: 4 Energy")


def test_356_4_each_point_scored_by_holding_this_turn_takes_2_energy_and_a_rune_off(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, deck: 5, runes: [Calm, Calm, Calm, Calm, Calm, Calm, Calm, Calm, Calm, Calm]}}
          - {{id: B, deck: 5}}
        battlefields: [{{id: bf1, controller: A}}, {{id: bf2, controller: {second}}}]
        objects:
          - {{id: h1, owner: A, zone: bf1, card: {{name: "Holder", type: unit, might: 1}}}}
          - {{id: h2, owner: {second}, zone: bf2, card: {{name: "Keeper", type: unit, might: 1}}}}
          - {{id: yordle, owner: A, zone: hand, card: "Needlessly Large Yordle"}}
        script:
          - {{end_turn: true}}
          - {{end_turn: true}}
          - {{pass: until_empty}}
          - {{play: yordle, by: A}}
        """
    two = engine.run(scenario(text.format(second="A")))
    one = engine.run(scenario(text.format(second="B")))
    assert _total(two, "Needlessly Large Yordle").startswith(
        "Total cost of Needlessly Large Yordle: 6 Energy + 1 Calm"
    )
    assert _total(one, "Needlessly Large Yordle").startswith(
        "Total cost of Needlessly Large Yordle: 8 Energy + 2 Calm"
    )
