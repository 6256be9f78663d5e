"""Rules 350.1 and 419.4.a: "when you play ..." waits for the play to be completed by the card's
resolution — a unit or gear as it enters the board, a spell once it has resolved — so a countered
card sets off nothing (425.1.b); the part of the condition right after it (383.2.a.1) is checked
then. One test per play-trigger kind."""

from __future__ import annotations

from .triggers_helpers import Load, final, run, triggered

STUDENT = (
    "{id: student, owner: A, zone: base, card: {name: Student, type: unit, might: 1, "
    "abilities: [{triggered: {when: %s, effect: [{might: 1, to: self, duration: turn}]%s}}]}}"
)
SPELL = (
    "{id: %s, owner: %s, zone: hand, card: {name: %s, type: spell, energy: %d, power: %d, "
    "effect: [{draw: 0}]}}"
)
UNIT = "{id: %s, owner: %s, zone: hand, card: {name: %s, type: unit, might: 2}}"
GEAR = "{id: %s, owner: %s, zone: hand, card: {name: %s, type: gear}}"
COUNTER = (
    "{id: nope, owner: B, zone: hand, card: {name: Nope, type: spell, keywords: [Reaction], "
    "targets: {target: spell}, effect: [{counter: $target}]}}"
)


def body(kind: str, objects: list[str], script: list[str], extra: str = "") -> str:
    lines = [STUDENT % (kind, extra), *objects]
    return (
        "players: [A, B]\nbattlefields:\n  - {id: bf1}\nobjects:\n"
        + "".join(f"  - {o}\n" for o in lines)
        + "script:\n"
        + "".join(f"  - {s}\n" for s in script)
    )


def test_419_4_a_you_play_a_spell_fires_once_it_has_resolved(scenario: Load) -> None:
    tl = run(
        scenario,
        body(
            "you_play_a_spell",
            [SPELL % ("s1", "A", "Zap", 1, 0)],
            ["{play: s1, by: A}", "{pass: until_empty}"],
        ),
    )
    resolved = next(s.index for s in tl.steps if s.kind == "leave_chain" and "s1" in s.objects)
    assert triggered(tl, "student") and triggered(tl, "student")[0] > resolved
    assert final(tl, "student")["might"] == 2


def test_419_4_a_a_countered_spell_is_not_played(scenario: Load) -> None:
    tl = run(
        scenario,
        body(
            "you_play_a_spell",
            [SPELL % ("s1", "A", "Zap", 1, 0), COUNTER],
            ["{play: s1, by: A}", "{play: nope, by: B, targets: [s1]}", "{pass: until_empty}"],
        ),
    )
    assert tl.error is None and triggered(tl, "student") == []


def test_419_4_a_an_opponents_spell_is_not_yours_but_a_players(scenario: Load) -> None:
    objects = [SPELL % ("s1", "B", "Zap", 1, 0)]
    script = ["{end_turn: true}", "{play: s1, by: B}", "{pass: until_empty}"]
    assert triggered(run(scenario, body("you_play_a_spell", objects, script)), "student") == []
    assert triggered(run(scenario, body("a_player_plays_a_spell", objects, script)), "student")
    assert triggered(run(scenario, body("an_opponent_plays_a_spell", objects, script)), "student")
    assert triggered(run(scenario, body("an_opponent_plays_a_card", objects, script)), "student")


def test_419_4_a_a_unit_or_gear_is_played_as_it_enters(scenario: Load) -> None:
    unit, gear = UNIT % ("u", "A", "Newcomer"), GEAR % ("g", "A", "Trinket")
    tl = run(scenario, body("you_play_a_unit", [unit], ["{play: u, by: A}"]))
    entered = next(s.index for s in tl.steps if s.kind == "finalize" and "u" in s.objects)
    assert triggered(tl, "student")[0] > entered
    assert triggered(
        run(scenario, body("you_play_a_gear", [gear], ["{play: g, by: A}"])), "student"
    )
    assert not triggered(
        run(scenario, body("you_play_a_gear", [unit], ["{play: u, by: A}"])), "student"
    )
    assert triggered(
        run(scenario, body("you_play_a_card", [gear], ["{play: g, by: A}"])), "student"
    )
    opp = [GEAR % ("g", "B", "Trinket")]
    tl = run(
        scenario, body("an_opponent_plays_a_gear", opp, ["{end_turn: true}", "{play: g, by: B}"])
    )
    assert triggered(tl, "student")
    tl = run(
        scenario,
        body(
            "an_opponent_plays_a_unit",
            [UNIT % ("u", "B", "Foe")],
            ["{end_turn: true}", "{play: u, by: B}"],
        ),
    )
    assert triggered(tl, "student")


def test_419_4_a_another_unit_is_never_the_holder_itself(scenario: Load) -> None:
    text = body("you_play_another_unit", [], []).replace(
        "zone: base, card: {name: Student", "zone: hand, card: {name: Student"
    )
    assert not triggered(run(scenario, text + "  - {play: student, by: A}\n"), "student")
    tl = run(
        scenario,
        body("you_play_another_unit", [UNIT % ("u", "A", "Newcomer")], ["{play: u, by: A}"]),
    )
    assert triggered(tl, "student")


def test_419_4_a_the_first_and_the_second_card_each_turn(scenario: Load) -> None:
    objects = [SPELL % ("s1", "A", "Zap", 1, 0), SPELL % ("s2", "A", "Zip", 1, 0)]
    script = [
        "{play: s1, by: A}",
        "{pass: until_empty}",
        "{play: s2, by: A}",
        "{pass: until_empty}",
    ]
    first = run(scenario, body("you_play_your_first_card_each_turn", objects, script))
    second = run(scenario, body("you_play_your_second_card_each_turn", objects, script))
    assert len(triggered(first, "student")) == 1 and len(triggered(second, "student")) == 1
    s2_done = next(s.index for s in second.steps if s.kind == "leave_chain" and "s2" in s.objects)
    assert triggered(second, "student")[0] > s2_done > triggered(first, "student")[0]
    # a countered first card is not played: the next one that resolves is the first (419.4.a.1)
    objects.append(COUNTER)
    script = [
        "{play: s1, by: A}",
        "{play: nope, by: B, targets: [s1]}",
        "{pass: until_empty}",
        "{play: s2, by: A}",
        "{pass: until_empty}",
    ]
    tl = run(scenario, body("you_play_your_first_card_each_turn", objects, script))
    assert len(triggered(tl, "student")) == 1
    assert triggered(tl, "student")[0] > next(
        s.index for s in tl.steps if s.kind == "play" and "s2" in s.objects
    )


def test_419_4_a_a_card_during_an_opponents_turn(scenario: Load) -> None:
    quick = (
        "{id: q, owner: A, zone: hand, card: {name: Quick, type: spell, keywords: [Reaction], "
        "effect: [{draw: 0}]}}"
    )
    foe = SPELL % ("s1", "B", "Zap", 1, 0)
    kind = "you_play_a_card_during_an_opponents_turn"
    tl = run(
        scenario,
        body(
            kind,
            [quick, foe],
            ["{end_turn: true}", "{play: s1, by: B}", "{play: q, by: A}", "{pass: until_empty}"],
        ),
    )
    assert len(triggered(tl, "student")) == 1
    assert not triggered(
        run(scenario, body(kind, [quick], ["{play: q, by: A}", "{pass: until_empty}"])), "student"
    )


def test_383_2_a_1_the_part_of_the_condition_after_it(scenario: Load) -> None:
    cheap, dear = SPELL % ("s1", "A", "Zap", 2, 0), SPELL % ("s2", "A", "Blast", 5, 2)
    script = [
        "{play: s1, by: A}",
        "{pass: until_empty}",
        "{play: s2, by: A}",
        "{pass: until_empty}",
    ]
    tl = run(
        scenario, body("you_play_a_spell", [cheap, dear], script, ", condition: {min_energy: 5}")
    )
    assert len(triggered(tl, "student")) == 1
    tl = run(
        scenario, body("you_play_a_spell", [cheap, dear], script, ", condition: {min_power: 2}")
    )
    assert len(triggered(tl, "student")) == 1
    # "if I'm at a battlefield": read as the condition is met; at base it does not trigger
    at_base = body("you_play_a_spell", [cheap], script[:2], ", condition: {holder_at: battlefield}")
    assert not triggered(run(scenario, at_base), "student")
    at_bf = at_base.replace("id: student, owner: A, zone: base", "id: student, owner: A, zone: bf1")
    at_bf = at_bf.replace("{id: bf1}", "{id: bf1, controller: A}")
    assert triggered(run(scenario, at_bf), "student")
