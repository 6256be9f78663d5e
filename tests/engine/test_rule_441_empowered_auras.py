"""Rule 441 with 710: "[Empowered] I have ..." is a static ability of the card that applies only
while the object has the Empowered status (an aura `while: empowered`), worked out again whenever
Might or keywords are read: before the Empower ability resolves it gives nothing, after it the
bonus and the keyword count, and a new object (back from the hand) has neither."""

import engine

BODY = """\
    players: [A, B]
    objects:
      - id: fiend
        owner: A
        zone: base
        card:
          name: "Fiend"
          type: unit
          might: 2
          keywords: [Empower]
          abilities:
            - {activated: {cost: [{pay: {energy: 2}}], effect: [{empower: self}]}}
            - {static: {might_aura: 1, to: me, while: empowered}}
            - {static: {keyword_aura: "Assault 3", to: me, while: empowered}}
    script:
      - {activate: fiend, by: A}
"""


def _fiend(tl):  # type: ignore[no-untyped-def]
    return tl.final_state["objects"]["fiend"]


def test_441_an_empowered_aura_gives_nothing_before_the_status(scenario) -> None:  # type: ignore[no-untyped-def]
    fiend = _fiend(engine.run(scenario(BODY)))
    assert fiend["might"] == 2
    assert not any(k.startswith("Assault") for k in fiend.get("keywords", []))


def test_441_an_empowered_aura_applies_once_the_object_is_empowered(scenario) -> None:  # type: ignore[no-untyped-def]
    fiend = _fiend(engine.run(scenario(BODY + "      - {pass: until_empty}\n")))
    assert fiend["empowered"] is True
    assert fiend["might"] == 3
    assert "Assault 3" in fiend["keywords"]


def test_441_2_the_aura_ends_with_the_status_when_it_leaves_the_board(scenario) -> None:  # type: ignore[no-untyped-def]
    body = (
        BODY
        + """\
      - {pass: until_empty}
      - {act: {return_to_hand: fiend}, by: B}
      - {play: fiend, by: A}
      - {pass: until_empty}
"""
    )
    fiend = _fiend(engine.run(scenario(body)))
    assert "empowered" not in fiend
    assert fiend["might"] == 2


def test_827_an_empower_ability_is_used_only_if_not_empowered(scenario) -> None:  # type: ignore[no-untyped-def]
    body = BODY + "      - {pass: until_empty}\n      - {activate: fiend, by: A}\n"
    assert engine.run(scenario(body)).refused_rule == "827"


ROAR = """\
      - id: roar
        owner: A
        zone: hand
        card:
          name: "Roar"
          type: spell
          targets: {target: unit}
          effect:
            - {might: 2, to: $target, duration: this_turn}
            - {if: target_is_empowered, do: [{might: 2, to: $target, duration: this_turn}]}
"""


def test_441_a_spell_reads_whether_its_target_is_empowered_as_it_resolves(scenario) -> None:  # type: ignore[no-untyped-def]
    body = BODY.replace("    script:", ROAR + "    script:")
    plain = body.replace("      - {activate: fiend, by: A}\n", "")
    play = "      - {play: roar, by: A, targets: {target: fiend}}\n      - {pass: until_empty}\n"
    assert _fiend(engine.run(scenario(plain + play)))["might"] == 4  # 2 + 2
    empowered = body + "      - {pass: until_empty}\n" + play
    assert _fiend(engine.run(scenario(empowered)))["might"] == 7  # 2 + 1 (its aura) + 2 + 2


TOME = """\
    players: [{id: A, deck: 3}, B]
    objects:
      - {id: tome, card: "Questionable Tome", owner: A, zone: base}
    script:
"""


def test_357_a_disempower_cost_needs_an_empowered_object(scenario) -> None:  # type: ignore[no-untyped-def]
    body = TOME + "      - {activate: tome, ability: 2, by: A}\n"
    assert engine.run(scenario(body)).refused_rule == "357"


def test_441_paying_disempower_takes_the_status_away(scenario) -> None:  # type: ignore[no-untyped-def]
    body = TOME + (
        "      - {activate: tome, ability: 1, by: A}\n"
        "      - {pass: until_empty}\n"
        "      - {act: {ready: tome}, by: A}\n"
        "      - {activate: tome, ability: 2, by: A}\n"
        "      - {pass: until_empty}\n"
    )
    tl = engine.run(scenario(body))
    assert tl.error is None and tl.refused_rule is None
    assert "empowered" not in tl.final_state["objects"]["tome"]
    assert sum(e["kind"] == "draw" for e in tl.log) == 1
    assert any(s.kind == "disempower" for s in tl.steps)


def test_441_lacerate_disempowers_first_then_reads_the_might_for_its_kill(scenario) -> None:  # type: ignore[no-untyped-def]
    # a 3-Might fiend, +1 while Empowered (4): disempowered first, it has 3 and is killed; a
    # 4-Might unit that is not Empowered stays
    body = BODY.replace("might: 2", "might: 3").replace(
        "    script:",
        """      - {id: cut, card: "Lacerate", owner: A, zone: hand}
      - {id: big, card: {name: "Big", type: unit, might: 4}, owner: B, zone: base}
    script:""",
    ) + (
        "      - {pass: until_empty}\n"
        "      - {play: cut, by: A, targets: {target: fiend}}\n"
        "      - {pass: until_empty}\n"
    )
    tl = engine.run(scenario(body))
    assert any(s.kind == "disempower" for s in tl.steps)
    assert tl.final_state["objects"]["fiend"]["zone"] == "trash"
    spared = body.replace("targets: {target: fiend}", "targets: {target: big}")
    assert engine.run(scenario(spared)).final_state["objects"]["big"]["zone"] == "base"
